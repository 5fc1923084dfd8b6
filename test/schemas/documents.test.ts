// The schemas are checked too: strict compilation, unique $ids matching their files, and the contract
// annotations every rule needs to name itself.
import { validateResponse } from '../../src/index.js';
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { loadSchemaDocuments } from '../../src/schemas/documents.js';
import { SCHEMA_BASE_URI, SCHEMA_FILES } from '../../src/schemas/ids.js';
import { deriveReading } from '../../src/schemas/readings.js';
import { createEngineAjv } from 'user-summaries-build/codegen/engineAjv';
import { fastDocuments, reportDocuments } from 'user-summaries-build/codegen/engineDocuments';
import { CONTRACT_VOCABULARY } from '../../src/validator/rules.js';
import { RANGE_START_FIELD } from '../../src/validator/requestWire.js';
import { isSchemaNode, walkSchema } from '../../src/schemas/walk.js';
import { casesAtDepth } from '../__helpers__/depth.js';

const RULE_WORDS = [
  'required',
  'required_with',
  'present',
  'present_without',
  'filled',
  'type',
  'date_format',
  'in',
  'min',
  'integer',
  'bearer',
  'content_type',
  'envelope',
];
/** Assertion keywords other than `type` and `required`, whose failure is named by the node's `x-rule`. */
const NAMED_ASSERTIONS = [
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'enum',
  'const',
  'not',
  'anyOf',
];

describe('schema documents', () => {
  const documents = loadSchemaDocuments();

  it('schemas/ holds exactly the registered documents', () => {
    const onDisk = readdirSync(new URL('../../schemas/', import.meta.url))
      .filter((f) => f.endsWith('.schema.json'))
      .sort();
    expect(onDisk).toEqual([...SCHEMA_FILES].sort());
  });

  it('each is 2020-12 with a unique absolute $id matching its file', () => {
    const ids = documents.map((d) => d.schema.$id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { file, schema } of documents) {
      expect(schema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toBe(`${SCHEMA_BASE_URI}${file}`);
    }
  });

  // Four readings alike in kind, each two compiles of every document (about 0.15 s of CPU a reading): `npm test`
  // takes two, turning with the run's seed; `npm run test:deep` takes all four (casesAtDepth). The build compiles
  // the precompiled readings' documents in strict mode too, on every change.
  it.each(
    casesAtDepth(
      [
        ['default', { includeSlots: true, strict: false }],
        ['no-slots', { includeSlots: false, strict: false }],
        ['strict', { includeSlots: true, strict: true }],
        ['no-slots strict', { includeSlots: false, strict: true }],
      ] as const,
      2,
    ),
  )('every document compiles in strict mode (%s reading, both tiers)', (_name, reading) => {
    for (const tier of ['fast', 'report'] as const) {
      const ajv = createEngineAjv(tier);
      for (const doc of tier === 'fast' ? fastDocuments(reading) : reportDocuments(reading)) ajv.addSchema(doc.schema);
      for (const doc of documents) expect(() => ajv.getSchema(doc.schema.$id)).not.toThrow();
    }
  });

  it('strict mode rejects a typo in a keyword (the check is live)', () => {
    const ajv = new Ajv2020({ strict: true });
    expect(() => ajv.compile({ type: 'string', maxLenght: 3 })).toThrow(/unknown keyword/);
  });

  it('every node with a named assertion carries its rule word in x-rule', () => {
    for (const { file, schema } of documents) {
      walkSchema(schema, (node, pointer) => {
        // A `not` subschema's failure is its parent's success: the parent names the rule.
        if (!pointer.endsWith('/not') && NAMED_ASSERTIONS.some((k) => k in node)) {
          expect(RULE_WORDS, `${file}#${pointer}`).toContain(node['x-rule']);
        }
      });
    }
  });

  it('every required key has a property whose x-missing names its rule', () => {
    for (const { file, schema } of documents) {
      walkSchema(schema, (node, pointer) => {
        if (!Array.isArray(node['required']) || pointer.includes('anyOf')) return;
        const properties = isSchemaNode(node['properties']) ? node['properties'] : {};
        for (const key of node['required'] as string[]) {
          const property = properties[key];
          expect(isSchemaNode(property), `${file}#${pointer} ${key}`).toBe(true);
          expect(['required', 'required_with', 'present'], `${file}#${pointer} ${key}`).toContain(
            isSchemaNode(property) ? property['x-missing'] : undefined,
          );
        }
      });
    }
  });

  it('only the registered x- vocabulary is used', () => {
    const used = new Set<string>();
    for (const { schema } of documents)
      walkSchema(schema, (node) => {
        for (const k of Object.keys(node)) if (k.startsWith('x-')) used.add(k);
      });
    expect([...used].sort()).toEqual([...CONTRACT_VOCABULARY].sort());
  });

  it('every pattern is anchored and every patterned string has a maxLength (bounded regex work)', () => {
    for (const { file, schema } of documents) {
      walkSchema(schema, (node, pointer) => {
        if (typeof node['pattern'] !== 'string') return;
        expect(node['pattern'], `${file}#${pointer}`).toMatch(/^\^.*\$$/);
        expect(node['pattern'], `${file}#${pointer}`).not.toMatch(/\\d|\\w|\(\?[=!<]/); // portable: no \d (Unicode in Python), no lookaround (RE2)
        expect(typeof node['maxLength'], `${file}#${pointer}`).toBe('number');
      });
    }
  });

  it('the default profile is open: no closed objects in the source documents', () => {
    for (const { schema } of documents)
      walkSchema(schema, (node) => {
        expect([undefined, true]).toContain(node['additionalProperties']);
        expect(node['unevaluatedProperties']).toBeUndefined();
      });
  });

  it('the range check compares date_to with the field request.schema.json names in x-after-or-equal', () => {
    const request = documents.find((d) => d.file === 'request.schema.json')?.schema as any;
    expect(request.properties.query.properties.date_to['x-after-or-equal']).toBe(RANGE_START_FIELD);
  });

  it('readings are derived without changing the source documents', () => {
    const before = JSON.stringify(documents);
    const strict = deriveReading(documents, { includeSlots: false, strict: true });
    expect(JSON.stringify(documents)).toBe(before);
    const activity = strict.find((d) => d.file === 'activity.schema.json')?.schema;
    expect(activity?.['additionalProperties']).toBe(false);
    expect(activity?.['required']).not.toContain('slots');
  });
});

describe('the observed live page', () => {
  // A fixture of the repository: the page as published (ids replaced), copied from the product owner's
  // shared/contract/observed/; no test reads outside the checkout.
  it('validates in the include_slots=0 reading, and only there', () => {
    const page = JSON.parse(
      readFileSync(new URL('../../examples/valid-no-slots/live-page-include-slots-0.json', import.meta.url), 'utf8'),
    ) as unknown;
    expect(validateResponse(page, { includeSlots: false }).ok).toBe(true);
    const withSlots = validateResponse(page, { maxViolations: 1000 });
    expect(withSlots.ok ? [] : [...new Set(withSlots.violations.map((v) => v.rule))]).toStrictEqual(['required_with']);
  });
});
