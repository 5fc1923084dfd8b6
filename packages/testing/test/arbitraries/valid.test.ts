// Every valid record passes every reading it was generated for, and looks real.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUP_NAMES, userSummary, type GroupName, type UserSummaryConstraints } from '../../src/arbitraries/index.js';
import { validateSummary } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { atDepth, casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { hasNull, realismProblems, verdict } from './_helpers.js';

// Constraints alike in kind, each a property of its own: `npm test` takes two, turning with the run's seed (so
// successive quick runs go through all), `npm run test:deep` every one (casesAtDepth).
const CASES: readonly [string, UserSummaryConstraints][] = [
  ['the defaults', {}],
  ['include_slots=0', { includeSlots: false }],
  ['no nulls, both spellings', { nulls: false, spelling: 'both' }],
  ['unknown extra fields (open profile only)', { extraFields: true }],
  ['no group at all', { groups: [] }],
  ['every group, heat spelling', { groups: GROUP_NAMES, spelling: 'heat' }],
];

describe('userSummary() passes the reading it was generated for', () => {
  it.each(casesAtDepth(CASES, 2))('should only produce valid records: %s', (_label, c) => {
    const includeSlots = c.includeSlots ?? true;
    fc.assert(
      fc.property(userSummary(c), (s) => {
        expect(verdict(validateSummary(s, { includeSlots }))).toEqual([]);
        if (c.extraFields !== true) expect(verdict(validateSummary(s, { includeSlots, strict: true }))).toEqual([]);
        if (includeSlots) expect(verdict(validateSummary(s, { includeSlots: false }))).toEqual([]);
        expect(realismProblems(s as unknown as Record<string, unknown>)).toEqual([]);
      }),
      { numRuns: DAYS_AT_DENSITY },
    );
  });

  it('should honour groups, includeSlots, nulls, spelling and slot counts', () => {
    const groups = fc.subarray([...GROUP_NAMES]);
    const count = fc
      .integer({ min: 0, max: 4 })
      .chain((min) => fc.record({ min: fc.constant(min), max: fc.integer({ min, max: min + 3 }) }));
    fc.assert(
      fc.property(
        groups,
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('heart' as const, 'heat' as const),
        count,
        (gs, includeSlots, nulls, spelling, range) => {
          const slots = Object.fromEntries(gs.map((g) => [g, range])) as Partial<Record<GroupName, typeof range>>;
          const [s] = fc.sample(userSummary({ groups: gs, includeSlots, nulls, spelling, slots }), 1);
          const record = s as unknown as Record<string, Record<string, unknown>>;
          expect(
            Object.keys(record)
              .filter((k) => k !== 'date')
              .sort(),
          ).toEqual([...gs].sort());
          for (const g of gs) {
            const group = record[g] ?? {};
            if (!includeSlots) expect(group).not.toHaveProperty('slots');
            else expect((group['slots'] as unknown[]).length).toBeGreaterThanOrEqual(range.min);
            if (includeSlots) expect((group['slots'] as unknown[]).length).toBeLessThanOrEqual(range.max);
          }
          if (!nulls) expect(hasNull(s)).toBe(false);
          const hr = record['heart_rate'];
          if (hr !== undefined) {
            const other = spelling === 'heart' ? 'heat' : 'heart';
            expect(Object.keys(hr).filter((k) => k.endsWith(`_daily_${other}_rate`))).toEqual([]);
            expect(Object.keys(hr).filter((k) => k.endsWith(`_daily_${spelling}_rate`))).toHaveLength(3);
          }
        },
      ),
    );
  });

  it('should write the date asked for, or a day of the range', () => {
    fc.assert(
      fc.property(userSummary({ dateRange: { from: '2024-02-28', to: '2024-03-01' } }), (s) => {
        expect(['2024-02-28', '2024-02-29', '2024-03-01']).toContain(s.date);
      }),
    );
    const [fixed] = fc.sample(userSummary({ date: '2023-02-16', groups: ['activity'] }), 1);
    expect(fixed?.date).toBe('2023-02-16');
    expect(fixed?.activity?.date).toBe('2023-02-16');
  });
});

/** Whole days of hundreds of slots each case: 20 under `npm test`, 1,000 (the run's default) under test:deep. */
const DAYS_AT_DENSITY = atDepth(1000) >= 1000 ? 1000 : 20;

describe('slot densities', () => {
  it('realistic: the live density, valid and in order', () => {
    fc.assert(
      fc.property(userSummary({ groups: GROUP_NAMES, slots: 'realistic' }), (s) => {
        expect(s.heart_rate?.slots).toHaveLength(288);
        expect(s.activity?.slots).toHaveLength(48);
        for (const g of ['respiration_rate', 'temperature', 'spo2'] as const) expect(s[g]?.slots).toHaveLength(48);
        expect(s.stress?.slots.length).toBeGreaterThanOrEqual(76);
        expect(s.sleep?.slots.length).toBeGreaterThanOrEqual(380);
        expect(verdict(validateSummary(s, { strict: true }))).toEqual([]);
        expect(realismProblems(s as unknown as Record<string, unknown>)).toEqual([]);
      }),
      { numRuns: DAYS_AT_DENSITY },
    );
  });

  it('dense: heart rate every minute of the day', () => {
    fc.assert(
      fc.property(userSummary({ groups: ['heart_rate'], slots: 'dense' }), (s) => {
        const slots = s.heart_rate?.slots ?? [];
        expect(slots).toHaveLength(1440);
        expect(slots[0]?.date).toBe('00:00');
        expect(slots[1439]?.date).toBe('23:59');
        expect(verdict(validateSummary(s))).toEqual([]);
      }),
      { numRuns: DAYS_AT_DENSITY },
    );
  });
});
