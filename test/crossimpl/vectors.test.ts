// The shipped conformance vectors: each is the shipped bundle's, this library reports exactly their expected
// violations, and together they cover every rule word and every field. The other engines (Ajv over the bundle,
// @hyperjump/json-schema, Python's jsonschema) reach each vector's `valid` in generated.test.ts, which compiles
// each bundle once in each engine for the vectors, the examples and the generated records.
import { describe, expect, it } from 'vitest';
import { sortViolations } from 'user-summaries-build/codegen/vectorTypes';
import { loadSchemaDocuments } from '../../src/schemas/documents.js';
import { walkSchema } from '../../src/schemas/walk.js';
import { readJson } from '../__helpers__/engines.js';
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
