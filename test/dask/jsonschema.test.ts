// The Dask integration's jsonschema engine (for workers without Node): on the shipped conformance vectors it
// reaches every verdict of the library and exactly its (pointer, rule) pairs (through violations() of
// integrations/python/user_summaries_contract.py); on an archive it gives the node engine's report
// (integrations/dask/README.md says precisely what agrees).
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { findDaskPython, run, suiteRuns, VALIDATE_ARCHIVE, writeArchive, type Archive } from './_dask.js';

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

const sorted = (pairs: readonly [string, string][]): string => JSON.stringify([...pairs].map((p) => p.join(' ')).sort());

describe.runIf(suiteRuns('the Dask jsonschema engine suite', python))('Dask integration: the jsonschema engine', () => {
  const command = python.ok ? python.command : 'python3';
  let answers: VectorAnswer[];
  let archive: Archive;

  beforeAll(() => {
    // Under CI=true a missing runtime fails here, at once, with its reason.
    if (!python.ok) throw new Error(python.reason);
    const out = run(command, [`${ROOT}test/dask/jsonschema_vectors.py`, ...VECTORS], ROOT);
    if (out.code !== 0) throw new Error(out.stderr);
    answers = out.stdout.trim().split('\n').map((line) => JSON.parse(line) as VectorAnswer);
    archive = writeArchive(3, 8, 'us-dask-jsonschema-');
  });

  afterAll(() => {
    if (archive !== undefined) rmSync(archive.dir, { recursive: true, force: true });
  });

  it('reaches the verdict of every summary and response vector', () => {
    expect(answers.length).toBeGreaterThan(500);
    expect(answers.filter((a) => a.valid !== a.expected)).toEqual([]);
  });

  it('reports the library\'s (pointer, rule) pairs on every vector (it calls violations() of the Python module)', () => {
    const differing = answers.filter((a) => sorted(a.violations) !== sorted(a.library));
    expect(differing).toEqual([]);
  });

  it('gives the node engine\'s report on an archive with planted violations, but for the sentences of unreadable documents', () => {
    writeFileSync(join(archive.dir, 'extra.ndjson'), '{"date":"2024-01-01"}\n\n{"date":"2024-01-01","date":"2024-01-02"}\n{"date":\n');
    const files = [...archive.files, 'extra.ndjson'];
    // One worker each: the engines' reports are compared, not the spread of partitions.
    const node = run(command, [VALIDATE_ARCHIVE, '--workers', '1', ...files], archive.dir);
    const jsonschema = run(command, [VALIDATE_ARCHIVE, '--workers', '1', '--engine', 'jsonschema', ...files], archive.dir);
    expect(jsonschema.code).toBe(node.code);
    expect(jsonschema.code).toBe(2);
    const strip = (text: string): unknown => {
      const report = JSON.parse(text) as { problems: { message: string }[] };
      return { ...report, problems: report.problems.map((p) => ({ ...p, message: '' })) };
    };
    // Everything agrees but the sentences of unreadable documents (each engine's parser words them).
    expect(strip(jsonschema.stdout)).toEqual(strip(node.stdout));
  });
});
