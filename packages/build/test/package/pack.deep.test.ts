// Are the Types Wrong on each of the three tarballs the release packs (test/__helpers__/tarball.ts), with its `esm-only`
// profile: the packages are ESM ("type": "module") and state their Node range (engines >=20.19, where require() of
// an ES module works), so the CommonJS resolutions (node10, node16 from CJS) are not held to; the testing kit's
// generators, which have a `require` condition for CommonJS projects' type-checking, are held to node16 from CJS
// too. attw is a process that loads TypeScript: a costly start-up, so this runs at full depth only (`npm run
// test:deep`, which .ci/run runs; docs/testing.md, "Scale suites").
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { CORE, packedPackage, TESTING, TOOLS } from '../../../../test/__helpers__/tarball.js';

interface Problem {
  readonly kind: string;
  readonly entrypoint?: string;
  readonly resolutionKind?: string;
}

/** attw's problems for a tarball (every resolution: the profile only changes what its exit code counts). */
function attw(tarball: string): { status: number | null; problems: Problem[] } {
  const cli = `${ROOT}node_modules/@arethetypeswrong/cli/dist/index.js`;
  const run = spawnSync(process.execPath, [cli, tarball, '--profile', 'esm-only', '--format', 'json'], {
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as { analysis: { problems: Problem[] } };
  return { status: run.status, problems: report.analysis.problems };
}

const esm = (p: Problem): boolean =>
  p.resolutionKind === undefined || p.resolutionKind === 'node16-esm' || p.resolutionKind === 'bundler';

describe.each([CORE, TESTING, TOOLS])('npm pack of %s, for TypeScript users', (name) => {
  it('is clean for Are the Types Wrong (esm-only profile) on every entry point', () => {
    const { status, problems } = attw(packedPackage(name).tarball);
    expect(problems.filter(esm)).toStrictEqual([]);
    expect(status).toBe(0);
    // The generators' `require` condition: CommonJS types for CommonJS code (node10, with no `exports`, stays out).
    if (name === TESTING)
      expect(problems.filter((p) => p.entrypoint === '.' && p.resolutionKind === 'node16-cjs')).toStrictEqual([]);
  }, 120_000);
});
