// One source of truth: every generated file equals what its generator makes from schemas/ now, and is marked as
// generated for review tools (.gitattributes), while the sources it is generated from are not.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS } from '../../src/codegen/artifacts.js';

describe('generated files are current (run `npm run generate` when this fails)', () => {
  it.each(ARTIFACTS.map((a) => [a.path, a]))('%s', (path, artifact) => {
    const onDisk = readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');
    expect(onDisk === artifact.content(), `${path} is stale: run npm run generate`).toBe(true);
  });
});

/** The value git gives the `linguist-generated` attribute of each path, by path. */
function generatedAttribute(paths: readonly string[]): Map<string, string> {
  const out = execFileSync('git', ['check-attr', 'linguist-generated', '--', ...paths], {
    cwd: new URL('../../../../', import.meta.url),
    encoding: 'utf8',
  });
  return new Map(
    out
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.lastIndexOf(': ') + 2)]),
  );
}

describe('generated files are marked for review tools', () => {
  it('every file npm run generate writes is linguist-generated in .gitattributes', () => {
    const attributes = generatedAttribute(ARTIFACTS.map((a) => a.path));
    expect(ARTIFACTS.filter((a) => attributes.get(a.path) !== 'true').map((a) => a.path)).toStrictEqual([]);
  });

  it('the sources they are made from are not', () => {
    const sources = [
      'schemas/user-summary.schema.json',
      'schemas/vector-cases/user-summary.json',
      'packages/build/src/codegen/artifacts.ts',
      'docs/architecture.md',
    ];
    expect(
      [...generatedAttribute(sources)].filter(([, value]) => value === 'true').map(([path]) => path),
    ).toStrictEqual([]);
  });
});
