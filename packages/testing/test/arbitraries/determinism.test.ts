// A seed reproduces a record: sampleSummary by (seed, date), and every arbitrary under a fast-check seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atDepth } from '../../../../test/__helpers__/depth.js';
import { invalidUserSummary, sampleSummary, userSummariesResponse, userSummary } from '../../src/arbitraries/index.js';
import { validateSummary } from 'user-summaries-contract/internal/precompiled/readingValidators';

const day = fc
  .integer({ min: 0, max: 3000 })
  .map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

describe('sampleSummary()', () => {
  it('should give the same day for the same seed and date, whatever else is asked in between', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), day, fc.array(day, { maxLength: 3 }), (seed, date, others) => {
        const first = sampleSummary({ seed, date });
        for (const other of others) sampleSummary({ seed, date: other });
        expect(sampleSummary({ seed, date })).toEqual(first);
        expect(first.date).toBe(date);
        expect(validateSummary(first, { strict: true }).ok).toBe(true);
      }),
      { numRuns: atDepth(1000) },
    );
  });

  it('should honour the summary constraints deterministically', () => {
    const a = sampleSummary({ seed: 7, date: '2024-03-10', includeSlots: false, groups: ['activity', 'sleep'] });
    expect(Object.keys(a).sort()).toEqual(['activity', 'date', 'sleep']);
    expect(a.activity).not.toHaveProperty('slots');
    expect(sampleSummary({ seed: 7, date: '2024-03-10', includeSlots: false, groups: ['activity', 'sleep'] })).toEqual(
      a,
    );
  });

  it('should usually give different days for different seeds', () => {
    const days = new Set(
      Array.from({ length: 50 }, (_, seed) =>
        JSON.stringify(sampleSummary({ seed, date: '2024-03-10', groups: ['heart_rate'] })),
      ),
    );
    expect(days.size).toBeGreaterThan(45);
  });
});

describe('arbitraries under a fast-check seed', () => {
  it.each([
    ['userSummary', () => userSummary()],
    ['invalidUserSummary', () => invalidUserSummary({ strict: true })],
    ['userSummariesResponse', () => userSummariesResponse()],
  ] as const)('should produce the same values given the same seed: %s', (_label, make) => {
    const seed = fc.readConfigureGlobal().seed ?? 42; // the run's seed, printed by the setup file
    const a = fc.sample(make() as fc.Arbitrary<unknown>, { seed, numRuns: 20 });
    const b = fc.sample(make() as fc.Arbitrary<unknown>, { seed, numRuns: 20 });
    expect(b).toEqual(a);
  });
});
