// JSON.stringify then JSON.parse does not change a verdict.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invalidUserSummariesRequest,
  invalidUserSummary,
  userSummariesResponse,
  userSummary,
} from '../../src/arbitraries/index.js';
import {
  validateRequest,
  validateResponse,
  validateSummary,
} from 'user-summaries-contract/internal/precompiled/readingValidators';
import { verdict } from './_helpers.js';

const roundTrip = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const options = fc.record({ includeSlots: fc.boolean(), strict: fc.boolean() });

describe('round trip through JSON keeps the verdict', () => {
  it('for summaries: valid, invalid and arbitrary JSON', () => {
    const values = fc.oneof(
      userSummary({ extraFields: true }),
      invalidUserSummary({ strict: true }).map((x) => x.value),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(values, options, (v, o) => {
        expect(verdict(validateSummary(roundTrip(v), o))).toEqual(verdict(validateSummary(v, o)));
      }),
    );
  });
  it('for responses', () => {
    fc.assert(
      fc.property(fc.oneof(userSummariesResponse(), fc.jsonValue()), options, (v, o) => {
        expect(verdict(validateResponse(roundTrip(v), o))).toEqual(verdict(validateResponse(v, o)));
      }),
    );
  });
  it('for requests', () => {
    fc.assert(
      fc.property(invalidUserSummariesRequest(), ({ value }) => {
        expect(verdict(validateRequest(roundTrip(value)))).toEqual(verdict(validateRequest(value)));
      }),
    );
  });
});
