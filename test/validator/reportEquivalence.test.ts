// The report tier is optimised (slot documents inline, safe integers in one keyword, character-code patterns,
// its own errorMessage keyword): it must report exactly what the plain setup it replaced reports, namely Ajv
// with allErrors, verbose, ajv-formats and ajv-errors over the documents with their contract messages.
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvErrorsModule from 'ajv-errors';
import ajvFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../__helpers__/depth.js';
import { invalidUserSummary, userSummariesResponse, userSummary } from '../../src/arbitraries/index.js';
import { loadSchemaDocuments, type SchemaNode } from '../../src/schemas/documents.js';
import { SCHEMA_IDS, type SchemaEntry } from '../../src/schemas/ids.js';
import { deriveVariant, type SchemaVariant } from '../../src/schemas/variants.js';
import { walkSchema } from '../../src/schemas/walk.js';
import { collapseViolations } from '../../src/validator/collapse.js';
import { withReportMessages } from '../../src/validator/compileSchema.js';
import { fromAjvErrors } from '../../src/validator/fromAjvErrors.js';
import { CONTRACT_VOCABULARY } from '../../src/validator/rules.js';
import type { Violation } from '../../src/validator/types.js';
import { reportViolations } from '../../src/validator/validate.js';

const addFormats = ajvFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const addErrors = ajvErrorsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** The report tier as it was first written: no optimisation at all. */
function plainReport(variant: SchemaVariant): (entry: SchemaEntry, value: unknown) => Violation[] {
  const ajv = new Ajv2020({ strict: true, allErrors: true, verbose: true, messages: true, $data: false });
  addFormats(ajv);
  ajv.addVocabulary([...CONTRACT_VOCABULARY]);
  addErrors(ajv);
  const locations = new WeakMap<SchemaNode, string>();
  for (const doc of withReportMessages(deriveVariant(loadSchemaDocuments(), variant))) {
    walkSchema(doc.schema, (node, pointer) => locations.set(node, `${doc.schema.$id}#${pointer}`));
    ajv.addSchema(doc.schema);
  }
  return (entry, value) => {
    const validate = ajv.getSchema(SCHEMA_IDS[entry]);
    if (validate === undefined) throw new Error(`no schema ${SCHEMA_IDS[entry]}`);
    validate(value);
    return collapseViolations(fromAjvErrors(validate.errors ? [...validate.errors] : [], locations));
  };
}

/** Values that break a field in every way the contract names, and some it does not. */
const WRONG = [null, '', 'x', '24:00', '9:05', '2024-02-30', '2024-02-30T10:00:00', '12:3\u{1F600}', 1.5, -1, 1e300, -1e300, 2 ** 53, true, {}, [], [1]];

/** A value with one member (at any depth) replaced, removed, or joined by an unknown key. */
function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(base, fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 2 }), fc.constantFrom(...WRONG)), { minLength: 1, maxLength: 4 })).map(([value, edits]) => {
    const root = structuredClone(value);
    for (const [a, b, op, wrong] of edits) {
      let parent: Record<string, unknown> | unknown[] | undefined;
      let key: string | number | undefined;
      let current: unknown = root;
      for (let depth = 0; depth < 1 + (a % 4) && typeof current === 'object' && current !== null; depth++) {
        const keys: (string | number)[] = Array.isArray(current) ? current.map((_v, i) => i) : Object.keys(current);
        if (keys.length === 0) break;
        key = keys[(a + b * depth) % keys.length] as string | number;
        parent = current as Record<string, unknown> | unknown[];
        current = (current as Record<string | number, unknown>)[key];
      }
      if (parent === undefined || key === undefined) continue;
      if (op === 0 && !Array.isArray(parent)) delete parent[key as string];
      else if (op === 1 && !Array.isArray(parent)) parent[['01', '1', 'extra', 'avg_daily_heat_rate'][b % 4] as string] = structuredClone(wrong);
      else (parent as Record<string | number, unknown>)[key] = structuredClone(wrong);
    }
    return root;
  });
}

const small = { heart_rate: { min: 0, max: 3 }, sleep: { min: 0, max: 3 }, stress: { min: 0, max: 2 }, activity: { min: 0, max: 2 } };

describe('the optimised report tier reports what the plain Ajv + ajv-errors setup reports', () => {
  for (const variant of [
    { includeSlots: true, strict: false },
    { includeSlots: true, strict: true },
    { includeSlots: false, strict: false },
  ]) {
    const plain = plainReport(variant);
    const name = `includeSlots ${String(variant.includeSlots)}, strict ${String(variant.strict)}`;

    it(`summaries (${name}): the same violations, in the same order, on mutated and invalid days`, () => {
      const days = fc.oneof(
        mutated(userSummary({ slots: small, extraFields: !variant.strict })),
        invalidUserSummary({ slots: small }).map((c) => c.value),
      );
      fc.assert(
        fc.property(days, (value) => {
          expect(reportViolations('userSummary', value, variant)).toEqual(plain('userSummary', value));
        }),
        { numRuns: atDepth(300, 100) },
      );
    });

    it(`summaries (${name}): the same violations when every slot is broken (many errors under each group)`, () => {
      const manySlots = { heart_rate: { min: 3, max: 12 }, sleep: { min: 3, max: 12 }, stress: { min: 3, max: 8 }, activity: { min: 3, max: 8 } };
      const days = fc
        .tuple(
          mutated(userSummary({ groups: ['heart_rate', 'sleep', 'stress', 'activity'], slots: manySlots, extraFields: !variant.strict })),
          fc.infiniteStream(fc.tuple(fc.nat(), fc.constantFrom(...WRONG), fc.boolean())),
        )
        .map(([value, edits]) => {
          const day = value as Record<string, { slots?: Record<string, unknown>[] } | undefined>;
          for (const group of ['heart_rate', 'sleep', 'stress', 'activity']) {
            const slots = day[group]?.slots;
            if (!Array.isArray(slots)) continue;
            for (const slot of slots) {
              if (typeof slot !== 'object' || slot === null) continue;
              const [pick, wrong, remove] = edits.next().value as [number, unknown, boolean];
              const keys = Object.keys(slot);
              const key = keys[pick % keys.length];
              if (key === undefined) continue;
              if (remove) delete slot[key];
              else slot[key] = structuredClone(wrong);
            }
          }
          return day;
        });
      fc.assert(
        fc.property(days, (value) => {
          expect(reportViolations('userSummary', value, variant)).toEqual(plain('userSummary', value));
        }),
        { numRuns: atDepth(150, 100) },
      );
    });

    it(`responses (${name}): the same violations on mutated pages`, () => {
      const pages = mutated(userSummariesResponse({ envelope: 'paginator', summaryConstraints: { slots: { heart_rate: { min: 0, max: 2 } } } }));
      fc.assert(
        fc.property(pages, (value) => {
          expect(reportViolations('paginator', value, variant)).toEqual(plain('paginator', value));
        }),
        { numRuns: 100 },
      );
    });
  }
});
