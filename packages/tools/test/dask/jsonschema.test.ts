// The Dask integration's jsonschema engine (for workers without Node): on the shipped conformance vectors it
// reaches every verdict of the library and exactly its (pointer, rule) pairs (through violations() of the installed
// Python distribution). On an archive it gives the node engine's report
// (packages/python/README.md says precisely what agrees): in one process in tasks.test.ts, on a LocalCluster in
// jsonschemaCluster.deep.test.ts.
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { findDaskPython, run, suiteRuns } from '../../../../test/__helpers__/dask.js';

const python = findDaskPython();
const VECTORS = readdirSync(`${ROOT}schemas/vectors`)
  .filter((name) => name.startsWith('user-summary') || name.startsWith('response'))
  .map((name) => `${ROOT}schemas/vectors/${name}`);

interface VectorAnswer {
  readonly file: string;
  readonly description: string;
  readonly expected: boolean;
  readonly valid: boolean;
  readonly violations: readonly [string, string][];
  readonly library: readonly [string, string][];
}

const sorted = (pairs: readonly [string, string][]): string =>
  JSON.stringify([...pairs].map((p) => p.join(' ')).sort());

describe.runIf(suiteRuns('the Dask jsonschema engine suite', python))('Dask integration: the jsonschema engine', () => {
  const command = python.ok ? python.command : 'python3';
  let answers: VectorAnswer[];

  beforeAll(() => {
    // Under CI=true a missing runtime fails here, at once, with its reason.
    if (!python.ok) throw new Error(python.reason);
    const out = run(command, [`${ROOT}packages/tools/test/dask/jsonschema_vectors.py`, ...VECTORS], ROOT);
    if (out.code !== 0) throw new Error(out.stderr);
    answers = out.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as VectorAnswer);
  });

  it('reaches the verdict of every summary and response vector', () => {
    expect(answers.length).toBeGreaterThan(500);
    expect(answers.filter((a) => a.valid !== a.expected)).toEqual([]);
  });

  it("reports the library's (pointer, rule) pairs on every vector (it calls violations() of the Python module)", () => {
    const differing = answers.filter((a) => sorted(a.violations) !== sorted(a.library));
    expect(differing).toEqual([]);
  });
});
