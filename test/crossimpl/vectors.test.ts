// The shipped conformance vectors: this library reports exactly their expected violations, and Ajv over the
// bundle, @hyperjump/json-schema and Python's jsonschema all reach each vector's `valid`.
import { describe, expect, it } from 'vitest';
import { BUNDLES, type BundleSpec } from 'user-summaries-build/codegen/bundleArtifacts';
import { vectorFileName } from 'user-summaries-build/codegen/vectors';
import { sortViolations, type VectorGroup } from 'user-summaries-build/codegen/vectorTypes';
import { loadSchemaDocuments } from '../../src/schemas/documents.js';
import { walkSchema } from '../../src/schemas/walk.js';
import { ajvVerdict, hyperjumpVerdict, packagePath, readJson } from '../__helpers__/engines.js';
import { explainDifference } from './_engineDifferences.js';
import { libraryViolations } from '../__helpers__/library.js';
import { findPythonJsonschema, pythonVerdicts, suiteRuns } from '../__helpers__/runtimes.js';

interface VectorSet {
  readonly spec: BundleSpec;
  readonly group: VectorGroup;
}

const SETS: readonly VectorSet[] = BUNDLES.map((spec) => {
  const groups = readJson<VectorGroup[]>(`schemas/vectors/${vectorFileName(spec)}`);
  expect(groups).toHaveLength(1);
  return { spec, group: groups[0] as VectorGroup };
});

describe('conformance vectors (schemas/vectors/)', () => {
  it.each(SETS.map((s) => [s.spec.name, s] as const))(
    '%s: the vector schema is the shipped bundle',
    (name, { group }) => {
      expect(group.schema).toEqual(readJson(`schemas/bundles/${name}`));
      expect(group.tests.length).toBeGreaterThan(0);
    },
  );

  it.each(SETS.map((s) => [s.spec.name, s] as const))(
    '%s: this library reports exactly the expected violations',
    (_name, { spec, group }) => {
      const wrong = group.tests.flatMap((test) => {
        const expected = sortViolations([...test.violations, ...(test.beyondSchema ?? [])]);
        const actual = libraryViolations(spec, test.data);
        const consistent = test.valid === (test.violations.length === 0);
        return consistent && JSON.stringify(actual) === JSON.stringify(expected)
          ? []
          : [{ description: test.description, expected, actual }];
      });
      expect(wrong).toEqual([]);
    },
  );

  it.each(SETS.map((s) => [s.spec.name, s] as const))(
    '%s: Ajv over the bundle reaches every verdict',
    (_name, { group }) => {
      const ajv = ajvVerdict(group.schema as object);
      expect(group.tests.filter((t) => ajv(t.data) !== t.valid).map((t) => t.description)).toEqual([]);
    },
  );

  it.each(SETS.map((s) => [s.spec.name, s] as const))(
    '%s: @hyperjump/json-schema reaches every verdict',
    async (_name, { group }) => {
      const hyperjump = await hyperjumpVerdict(group.schema as { $id: string });
      expect(group.tests.filter((t) => hyperjump(t.data) !== t.valid).map((t) => t.description)).toEqual([]);
    },
  );

  it('cover every rule word the schemas and the library use', () => {
    const words = new Set(['type', 'present_without', 'unknown_field', 'after_or_equal', 'envelope']);
    for (const { schema } of loadSchemaDocuments()) {
      walkSchema(schema, (node) => {
        for (const key of ['x-rule', 'x-missing'] as const) if (typeof node[key] === 'string') words.add(node[key]);
      });
    }
    const covered = new Set(
      SETS.flatMap(({ group }) =>
        group.tests.flatMap((t) => [...t.violations, ...(t.beyondSchema ?? [])].map((v) => v.rule)),
      ),
    );
    expect([...words].filter((w) => !covered.has(w))).toEqual([]);
  });

  it('cover every field of every summary document (the rule sweep)', () => {
    const tests = SETS.find((s) => s.spec.name === 'user-summary.bundle.json')?.group.tests ?? [];
    const pointers = new Set(tests.flatMap((t) => t.violations.map((v) => v.pointer.split('/').pop())));
    const missing: string[] = [];
    for (const { file, schema } of loadSchemaDocuments()) {
      if (['common.schema.json', 'request.schema.json', 'response.schema.json'].includes(file)) continue;
      const properties = Object.keys((schema['properties'] ?? {}) as object);
      for (const key of properties) if (!pointers.has(key)) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
  });
});

const python = findPythonJsonschema();

describe.runIf(suiteRuns('the Python jsonschema vectors suite', python))(
  'conformance vectors in Python jsonschema',
  () => {
    it('finds python3 with jsonschema', () => {
      expect(python.ok, python.ok ? '' : python.reason).toBe(true);
      if (python.ok) console.log(`python: ${python.command}, ${python.version}`);
    });

    it('reaches every vector verdict (one process for all vectors)', () => {
      const files = Object.fromEntries(
        SETS.map(({ spec }) => [spec.name, packagePath(`schemas/bundles/${spec.name}`)]),
      );
      const items = SETS.flatMap(({ spec, group }) =>
        group.tests.map((t) => ({ schema: spec.name, data: t.data, test: t, group })),
      );
      const verdicts = pythonVerdicts(
        python,
        files,
        items.map(({ schema, data }) => ({ schema, data })),
      );
      const counts = new Map<string, number>();
      const unexplained: string[] = [];
      items.forEach((item, i) => {
        if (verdicts[i] === item.test.valid) return;
        const difference = explainDifference(item.data, verdicts[i] === true, ajvVerdict(item.group.schema as object));
        if (difference === undefined) unexplained.push(`${item.schema}: ${item.test.description}`);
        else counts.set(difference.id, (counts.get(difference.id) ?? 0) + 1);
      });
      console.log(
        `python vectors: ${items.length} checked; documented engine differences: ${JSON.stringify(Object.fromEntries(counts))}`,
      );
      expect(unexplained).toEqual([]);
    });
  },
);
