// The generated days of `serve` (seedSource): drawn once per template by the arbitraries, re-dated for every
// date. Each day is valid by construction (the response schema with slots, no semantic warning), carries its
// own date everywhere, and is the same for the same seed and date whatever was asked before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { semanticWarnings } from '../../src/pages/semantics.js';
import { dateOfDay, dayNumber } from '../../src/pages/days.js';
import { cutTemplate, renderTemplate } from '../../src/mock/dayTemplate.js';
import { SEED_DAYS, seedSource } from '../../src/mock/seedSource.js';
import { validateSummary } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { atDepth } from '../../../../test/__helpers__/depth.js';

const FIRST = dayNumber(SEED_DAYS.first) ?? 0;
const LAST = dayNumber(SEED_DAYS.last) ?? 0;
const source = seedSource({ seed: 9, slots: 'realistic', groups: 'any' });
const text = (s: { run: typeof source.run }, n: number, slots: boolean): string => {
  const run = s.run(n, n, 0, 1, slots);
  const out = Buffer.alloc(run.byteLength);
  run.writeTo(out, 0);
  return out.toString();
};

describe('seedSource days', () => {
  it('are valid, dated and free of semantic warnings on any date of the range, with and without slots', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST, max: LAST }), (n) => {
        const withSlots = JSON.parse(text(source, n, true)) as Record<string, unknown>;
        const without = JSON.parse(text(source, n, false)) as Record<string, unknown>;
        expect(validateSummary(withSlots, { includeSlots: true }).ok).toBe(true);
        expect(validateSummary(without, { includeSlots: false }).ok).toBe(true);
        expect(withSlots['date']).toBe(dateOfDay(n));
        expect(semanticWarnings(withSlots)).toEqual([]);
        expect(JSON.stringify(without)).not.toContain('"slots"');
        expect(source.slice(n, n, 0, 1)[0]).toEqual(withSlots);
      }),
      { numRuns: 60 },
    );
  });

  it('are the same for the same seed and date, whatever was asked before, and differ between seeds', () => {
    const n = dayNumber('2031-07-14') ?? 0;
    const fresh = seedSource({ seed: 9, slots: 'realistic', groups: 'any' });
    // 201 days asked before (14 MB with their slots; their templates are most of the 64 a source draws).
    const before = fresh.run(n - 100, n + 100, 0, 201, true);
    before.writeTo(Buffer.alloc(before.byteLength + before.count), 0);
    expect(text(fresh, n, true)).toBe(text(source, n, true));
    expect(text(seedSource({ seed: 10, slots: 'realistic', groups: 'any' }), n, true)).not.toBe(text(source, n, true));
  });

  it('a template moves every date, date-time and timestamp by whole days, and nothing else', () => {
    const day = dayNumber('2024-03-01') ?? 0;
    const template = cutTemplate(
      '{"date":"2024-03-01","sleep":{"slots":[{"timestamp":1709247000000,"start_date":"2024-02-29T23:50:00","end_date":"2024-03-01T00:10:00","n":1709247000000}]}}',
      day,
    );
    expect(renderTemplate(template, day + 1)?.toString()).toBe(
      '{"date":"2024-03-02","sleep":{"slots":[{"timestamp":1709333400000,"start_date":"2024-03-01T23:50:00","end_date":"2024-03-02T00:10:00","n":1709247000000}]}}',
    );
    // A timestamp that would lose its 13th digit is not written by a template.
    expect(renderTemplate(template, dayNumber('2001-09-01') ?? 0)).toBeUndefined();
  });

  it('writes the date of every day with a four-digit year as dateOfDay does (leap days, centuries, year ends), and no other', () => {
    const day = dayNumber('2024-01-01') ?? 0;
    const template = cutTemplate(
      `{"a":"${dateOfDay(day - 1)}","b":"${dateOfDay(day)}","c":"${dateOfDay(day + 59)}"}`,
      day,
    );
    const first = (dayNumber('0000-01-01') ?? 0) + 1;
    const last = (dayNumber('9999-12-31') ?? 0) - 59;
    const probes = [
      first,
      last,
      dayNumber('1900-02-28'),
      dayNumber('2000-02-29'),
      dayNumber('2100-03-01'),
      dayNumber('1969-12-31'),
    ];
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: first, max: last }), fc.constantFrom(...probes.map((n) => n ?? 0))),
        (n) => {
          expect(renderTemplate(template, n)?.toString()).toBe(
            `{"a":"${dateOfDay(n - 1)}","b":"${dateOfDay(n)}","c":"${dateOfDay(n + 59)}"}`,
          );
        },
      ),
      { numRuns: atDepth(2000) },
    );
    expect(renderTemplate(template, first - 1)).toBeUndefined();
    expect(renderTemplate(template, last + 1)).toBeUndefined();
  });
});
