// The light entry (user-summaries-contract/light) gives the results of the full one: the same
// verdicts and violations, a synchronous Standard Schema pass and a promised failure, and its valid path in a
// consumer's bundle leaves the report tier out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../__helpers__/depth.js';
import * as full from '../../src/index.js';
import * as light from '../../src/light.js';
import { measureWeight, VALID_PATH_BUDGET } from '../../bench/weight.js';
import { responseInputs, summaryInputs } from './_arbitraries.js';

describe('light entry equals the full entry', () => {
  for (const includeSlots of [true, false]) {
    it(`validateSummary, includeSlots ${String(includeSlots)}: the same result, as a promise`, async () => {
      await fc.assert(
        fc.asyncProperty(summaryInputs(includeSlots), fc.integer({ min: 1, max: 5 }), async (value, maxViolations) => {
          const options = { includeSlots, maxViolations };
          expect(await light.validateSummary(value, options)).toStrictEqual(full.validateSummary(value, options));
        }),
        { numRuns: atDepth(200, 100) },
      );
    });

    it(`validateResponse, includeSlots ${String(includeSlots)}: the same result for every envelope`, async () => {
      await fc.assert(
        fc.asyncProperty(
          responseInputs(includeSlots),
          fc.constantFrom('auto', 'paginator', 'collection', 'bare'),
          async (body, envelope) => {
            const options = { includeSlots, envelope: envelope as 'auto', maxViolations: 1000 };
            expect(await light.validateResponse(body, options)).toStrictEqual(full.validateResponse(body, options));
          },
        ),
        { numRuns: 100 },
      );
    });

    it(`isUserSummary and the Standard Schema, includeSlots ${String(includeSlots)}: the full entry's verdicts and issues`, async () => {
      await fc.assert(
        fc.asyncProperty(summaryInputs(includeSlots), async (value) => {
          expect(light.isUserSummary(value, { includeSlots })).toBe(full.isUserSummary(value, { includeSlots }));
          const got = light.userSummaryStandardSchema({ includeSlots })['~standard'].validate(value);
          const want = full.userSummaryStandardSchema({ includeSlots })['~standard'].validate(value);
          // A pass is answered synchronously; a failure is a promise of the full entry's issues.
          expect(got instanceof Promise).toBe('issues' in want && want.issues !== undefined);
          expect(await got).toStrictEqual(want);
          expect(light.userSummarySchema['~standard'].vendor).toBe(full.STANDARD_SCHEMA_VENDOR);
        }),
        { numRuns: atDepth(200, 100) },
      );
    });
  }

  it("rejects a value whose reading throws with the full entry's not_json violation, and options mistakes with RangeError", async () => {
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(await light.validateSummary(revoked.proxy)).toStrictEqual(full.validateSummary(revoked.proxy));
    expect(await light.validateResponse(revoked.proxy)).toStrictEqual(full.validateResponse(revoked.proxy));
    await expect(light.validateSummary({}, { maxViolations: 0 })).rejects.toThrow(RangeError);
    await expect(light.validateSummary({}, { strict: true } as object)).rejects.toThrow(RangeError);
  });
});

describe('the built light entry (dist/light.bundle.js)', () => {
  it('answers a valid day at once and loads the full bundle for a failing one', async () => {
    const built = (await import('../../dist/light.bundle.js' as string)) as typeof light;
    const day = { date: '2024-02-30' };
    expect(await built.validateSummary(day)).toStrictEqual(full.validateSummary(day));
    expect(built.isUserSummary(day)).toBe(false);
    // The full bundle it loads shares the error classes with the built root entry (instanceof holds across).
    const fullBuilt = (await import('../../dist/index.bundle.js' as string)) as typeof full;
    const root = (await import('../../dist/index.js' as string)) as {
      ContractViolationError: typeof full.ContractViolationError;
    };
    expect(() => fullBuilt.assertUserSummary(day)).toThrow(root.ContractViolationError);
  });
});

describe("the light entry in a consumer's bundle (esbuild, minified, gzipped)", () => {
  it(`validateSummary's valid path weighs at most ${VALID_PATH_BUDGET / 1024} KB gzipped; the report tier loads only on failure`, async () => {
    const lightWeight = await measureWeight('user-summaries-contract/light', ['validateSummary']);
    const fullWeight = await measureWeight('user-summaries-contract', ['validateSummary']);
    console.log(
      `light valid path ${(lightWeight.validGzip / 1024).toFixed(1)} KB gzipped; full entry ${(fullWeight.validGzip / 1024).toFixed(1)} KB`,
    );
    expect(lightWeight.validGzip).toBeLessThanOrEqual(VALID_PATH_BUDGET);
    // The report tier is in the bundle, behind a dynamic import: everything the full entry has is still there.
    expect(lightWeight.totalGzip).toBeGreaterThanOrEqual(fullWeight.validGzip);
  }, 60_000);
});
