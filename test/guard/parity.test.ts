// The precompiled validators (user-summaries-contract) reach the verdicts, and report the very
// violations, of the compiled ones (the root entry), over generated records and the examples.
import { readFileSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../__helpers__/depth.js';
import { invalidUserSummariesRequest, userSummariesRequest } from 'user-summaries-testing';
import * as compiled from '../../src/precompiled/readingValidators.js';
import * as precompiled from '../../src/index.js';
import { responseInputs, summaryInputs } from './_arbitraries.js';

const RUNS = { numRuns: atDepth(300, 100) };

describe('precompiled validators equal the compiled ones', () => {
  for (const includeSlots of [true, false]) {
    it(`validateSummary, includeSlots ${String(includeSlots)}: same result (verdict, violations, omitted)`, () => {
      fc.assert(
        fc.property(summaryInputs(includeSlots), fc.integer({ min: 1, max: 5 }), (value, maxViolations) => {
          const options = { includeSlots, maxViolations };
          expect(precompiled.validateSummary(value, options)).toStrictEqual(compiled.validateSummary(value, options));
        }),
        RUNS,
      );
    });

    it(`validateResponse, includeSlots ${String(includeSlots)}: same result for every envelope`, () => {
      fc.assert(
        fc.property(
          responseInputs(includeSlots),
          fc.constantFrom('auto', 'paginator', 'collection', 'bare'),
          (body, envelope) => {
            const options = { includeSlots, envelope: envelope as 'auto', maxViolations: 1000 };
            expect(precompiled.validateResponse(body, options)).toStrictEqual(compiled.validateResponse(body, options));
          },
        ),
        { numRuns: atDepth(150, 100) },
      );
    });

    it(`isUserSummary, includeSlots ${String(includeSlots)}: true exactly when validateSummary is ok (JSON inputs)`, () => {
      fc.assert(
        fc.property(summaryInputs(includeSlots), (value) => {
          expect(precompiled.isUserSummary(value, { includeSlots })).toBe(
            compiled.validateSummary(value, { includeSlots }).ok,
          );
        }),
        RUNS,
      );
    });
  }

  it('validateRequest: same result for valid, invalid and arbitrary requests', () => {
    const requests = fc.oneof(
      userSummariesRequest(),
      invalidUserSummariesRequest().map((c) => c.value),
      fc.record({
        query: fc.dictionary(
          fc.constantFrom('date_from', 'date_to', 'include_slots', 'per_page', 'page', 'x'),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        headers: fc.jsonValue({ maxDepth: 1 }),
      }),
    );
    fc.assert(
      fc.property(requests, (request) => {
        const input = request as precompiled.RequestInput;
        expect(precompiled.validateRequest(input)).toStrictEqual(compiled.validateRequest(input));
      }),
      RUNS,
    );
  });

  it('validateRequest: same result for URLSearchParams and Headers inputs', () => {
    const query = new URLSearchParams({ date_from: '2024-01-31', date_to: '2024-01-01', per_page: '0', page: '-1' });
    const headers = new Headers({ Authorization: 'Bearer', 'Content-Type': 'text/plain' });
    const result = precompiled.validateRequest({ query, headers });
    expect(result).toStrictEqual(compiled.validateRequest({ query, headers }));
    expect(result.ok).toBe(false);
  });

  it('every example file: same result, read as a summary and as a response, with and without slots', () => {
    const dirs = ['examples/valid', 'examples/valid-no-slots', 'examples/invalid'];
    const files = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => `${dir}/${f}`),
    );
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
      for (const includeSlots of [true, false]) {
        expect(precompiled.validateSummary(value, { includeSlots }), file).toStrictEqual(
          compiled.validateSummary(value, { includeSlots }),
        );
        expect(precompiled.validateResponse(value, { includeSlots }), file).toStrictEqual(
          compiled.validateResponse(value, { includeSlots }),
        );
      }
    }
  });

  it("the precompiled validators reject strict: true (the strict reading is the root entry's)", () => {
    expect(() => precompiled.validateSummary({}, { strict: true } as never)).toThrow(RangeError);
  });
});
