// The shipped conformance vectors: this library reports exactly their expected violations, and Ajv over the
// bundle and @hyperjump/json-schema reach each vector's `valid` (Python's jsonschema judges them in
// generated.test.ts, in the one process that judges the generated records).
import { describe, expect, it } from 'vitest';
import { sortViolations } from 'user-summaries-build/codegen/vectorTypes';
import { loadSchemaDocuments } from '../../src/schemas/documents.js';
import { walkSchema } from '../../src/schemas/walk.js';
import { ajvVerdict, hyperjumpVerdict, readJson } from '../__helpers__/engines.js';
import { libraryViolations } from '../__helpers__/library.js';
import { vectorSets } from './_vectorSets.js';

const SETS = vectorSets();

describe('conformance vectors (schemas/vectors/)', () => {
  it.each(SETS.map((s) => [s.spec.name, s] as const))(
    '%s: the vector schema is the shipped bundle',
    (name, { group, groups }) => {
      expect(groups).toBe(1);
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
