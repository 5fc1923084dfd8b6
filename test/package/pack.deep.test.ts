// Are the Types Wrong on the tarball `npm pack` makes (test/package/_tarball.ts), with its `esm-only` profile: the
// package is ESM-only ("type": "module", no `require` condition), so the CommonJS resolutions (node10, node16 from
// CJS) cannot apply (pack.test.ts says why). attw is a process that loads TypeScript: a costly start-up, so this
// runs at full depth only (`npm run test:deep`, which .ci/run runs; docs/testing.md, "Scale suites").
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { packedTarball } from './_tarball.js';

const ROOT = new URL('../../', import.meta.url);
let tarball = '';

beforeAll(() => {
  ({ tarball } = packedTarball());
}, 120_000);

describe('npm pack, for TypeScript users', () => {
  it('is clean for Are the Types Wrong (esm-only profile) on every entry point', () => {
    const cli = new URL('node_modules/@arethetypeswrong/cli/dist/index.js', ROOT);
    const run = spawnSync(process.execPath, [cli.pathname, tarball, '--profile', 'esm-only', '--format', 'json'], { encoding: 'utf8' });
    const report = JSON.parse(run.stdout) as { analysis: { problems: { kind: string; entrypoint: string; resolutionKind?: string }[] } };
    const esmProblems = report.analysis.problems.filter((p) => p.resolutionKind === undefined || p.resolutionKind === 'node16-esm' || p.resolutionKind === 'bundler');
    expect(esmProblems).toStrictEqual([]);
    expect(run.status).toBe(0);
  });
});
