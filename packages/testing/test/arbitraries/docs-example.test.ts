// Example from docs/arbitraries.md: a producer's own vitest suite, using the published entry points.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserSummary } from 'user-summaries-contract';
import { validateSummary } from 'user-summaries-contract/strict';
import { GROUP_NAMES, invalidUserSummary, sampleSummary, userSummary } from 'user-summaries-testing';

// Your code under test. A serializer that honours include_slots=0 by dropping the slots keys ...
function serialize(day: UserSummary, includeSlots: boolean): unknown {
  const out = structuredClone(day);
  for (const g of includeSlots ? [] : GROUP_NAMES) {
    const group: { slots?: unknown } | undefined = out[g];
    delete group?.slots;
  }
  return out;
}

// ... and a guard that answers 422 with the pointers of the broken fields.
function guard(body: unknown): { status: 200 | 422; pointers: string[] } {
  const result = validateSummary(body);
  return result.ok ? { status: 200, pointers: [] } : { status: 422, pointers: result.violations.map((v) => v.pointer) };
}

describe('my producer', () => {
  it('serializes every valid day into a valid record, with and without slots', () => {
    fc.assert(
      fc.property(userSummary(), fc.boolean(), (day, includeSlots) => {
        expect(validateSummary(serialize(day, includeSlots), { includeSlots }).ok).toBe(true);
      }),
    );
  });

  it('rejects every broken record at exactly the broken field', () => {
    fc.assert(
      fc.property(invalidUserSummary({ strict: true }), ({ value, expected }) => {
        const answer = guard(value);
        expect(answer.status).toBe(422);
        expect(answer.pointers.sort()).toEqual(expected.map((e) => e.pointer).sort());
      }),
    );
  });

  it('serves the same day for the same seed (a mock server can page through days)', () => {
    const monday = sampleSummary({ seed: 'my-mock', date: '2024-03-11', slots: 'realistic' });
    expect(sampleSummary({ seed: 'my-mock', date: '2024-03-11', slots: 'realistic' })).toEqual(monday);
    expect(guard(monday).status).toBe(200);
  });
});
