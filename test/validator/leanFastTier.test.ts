// The fast tier runs Ajv's generated code with its error objects replaced by one marker (leanFastTier.ts):
// its verdicts must be those of Ajv's own code, on valid, invalid and odd values of every reading.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../__helpers__/depth.js';
import { invalidUserSummary, userSummariesResponse, userSummary } from '../../src/arbitraries/index.js';
import { SCHEMA_IDS, type SchemaEntry } from '../../src/schemas/ids.js';
import { variantName, type SchemaVariant } from '../../src/schemas/variants.js';
import { FAST_TIER_FAILURE, leanFastTierCode } from '../../src/validator/leanFastTier.js';
import { createAjv, getValidator, tierDocuments } from '../../src/validator/registry.js';

const VARIANTS: readonly SchemaVariant[] = [
  { includeSlots: true, strict: false },
  { includeSlots: false, strict: false },
  { includeSlots: true, strict: true },
  { includeSlots: false, strict: true },
];

/** The fast tier as Ajv generates it, error objects and all. */
function ajvOwnFastTier(variant: SchemaVariant): (entry: SchemaEntry, value: unknown) => boolean {
  const ajv = createAjv('fast');
  (ajv.opts.code as { process?: unknown }).process = undefined;
  for (const doc of tierDocuments(variant, 'fast')) ajv.addSchema(doc.schema);
  return (entry, value) => {
    const validate = ajv.getSchema(SCHEMA_IDS[entry]);
    if (validate === undefined) throw new Error(`no schema ${SCHEMA_IDS[entry]}`);
    return validate(value) === true;
  };
}

/** Odd values where groups are expected: the not-empty test and the type tests of every group. */
const oddGroup = fc.oneof(fc.constant(null), fc.constant([]), fc.constant({}), fc.constant(''), fc.constant(0), fc.anything());
const oddSummary = fc.record(
  {
    date: fc.oneof(fc.constant('2024-03-10'), fc.string()),
    activity: oddGroup,
    heart_rate: fc.oneof(oddGroup, fc.record({ avg_daily_heat_rate: fc.oneof(fc.integer(), fc.constant(null)) })),
    sleep: oddGroup,
    stress: oddGroup,
  },
  { requiredKeys: [] },
);

describe('leanFastTierCode', () => {
  it('replaces a failing function\'s error objects and gathered branch errors by the marker, and keeps the rest', () => {
    const code = [
      'const _errs1 = errors;',
      'validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];',
      'const err0 = {instancePath:instancePath+"/a",schemaPath:"#/anyOf/0",keyword:"type",params:{type: "object"}};',
      'return false;',
    ].join('\n');
    expect(leanFastTierCode(code).split('\n')).toEqual([
      `const ${FAST_TIER_FAILURE} = Object.freeze({ keyword: 'fast-tier' });`,
      'const _errs1 = errors;',
      `validate12.errors = [${FAST_TIER_FAILURE}];`,
      `const err0 = ${FAST_TIER_FAILURE};`,
      'return false;',
    ]);
  });

  it('fails loudly on an error object it does not recognise (a change of Ajv\'s output)', () => {
    expect(() => leanFastTierCode('vErrors.push({instancePath,schemaPath:"#/x",keyword:"x",params:{}});')).toThrow(/error object was left/);
  });

  it('is what the compiled fast tier runs: no schema paths, the marker instead', () => {
    const source = getValidator('userSummary', VARIANTS[0] as SchemaVariant, 'fast').toString();
    expect(source).toContain(FAST_TIER_FAILURE);
    expect(source).not.toContain('schemaPath:');
  });

  for (const variant of VARIANTS) {
    describe(variantName(variant), () => {
      const own = ajvOwnFastTier(variant);
      const lean = (entry: SchemaEntry, value: unknown): boolean => getValidator(entry, variant, 'fast')(value);
      const summaries = userSummary({ includeSlots: variant.includeSlots, extraFields: !variant.strict });
      const invalid = invalidUserSummary({ includeSlots: variant.includeSlots, extraFields: !variant.strict, strict: variant.strict }).map(
        (c) => c.value,
      );

      it('gives the verdict of Ajv\'s own code on valid, invalid and odd summaries', () => {
        let rejected = 0;
        fc.assert(
          fc.property(fc.oneof(summaries, invalid, oddSummary, fc.anything()), (value) => {
            const verdict = lean('userSummary', value);
            if (!verdict) rejected++;
            expect(verdict).toBe(own('userSummary', value));
          }),
          { numRuns: atDepth(400, 100) },
        );
        // Both sides of the verdict were exercised.
        expect(rejected).toBeGreaterThan(0);
        expect(rejected).toBeLessThan(400);
      });

      it('gives the verdict of Ajv\'s own code on responses', () => {
        fc.assert(
          fc.property(userSummariesResponse({ perPage: 3, summaryConstraints: { includeSlots: variant.includeSlots, extraFields: !variant.strict } }), fc.anything(), (response, junk) => {
            for (const entry of ['paginator', 'collection', 'bare'] as const) {
              expect(lean(entry, response)).toBe(own(entry, response));
              expect(lean(entry, junk)).toBe(own(entry, junk));
            }
          }),
          { numRuns: 100 },
        );
      });
    });
  }
});
