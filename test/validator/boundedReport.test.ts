// A hostile payload costs what its size costs: a capped report is the prefix of the full one (by construction:
// src/validator/unitWalk.ts walks the document by units, in document order, and stops), says when its count of
// the rest is a lower bound, and once it stops, a four times larger document costs it no more validator calls.
// Through the validators consumers call, a day of many slots and a few broken ones is read a bounded number of
// times a slot, and a capped report reads nothing past the violation that fills it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateResponse, validateSummary } from '../../src/index.js';
import { openReading } from '../../src/precompiled/modules.js';
import { loadSchemaDocuments } from '../../src/schemas/documents.js';
import { keysOmittedWithoutSlots } from '../../src/schemas/readings.js';
import {
  validateResponse as precompiledValidateResponse,
  validateSummary as precompiledValidateSummary,
} from '../../src/index.js';
import { detectEnvelope } from '../../src/validator/envelope.js';
import type { ValidationResult } from '../../src/validator/types.js';
import type { PrecompiledReading } from '../../src/validator/precompiledReading.js';
import { reportByUnits } from '../../src/validator/unitWalk.js';
import { allViolations } from '../../src/validator/validate.js';
import { HOSTILE_SHAPES, type HostileShape } from '../__helpers__/hostileShapes.js';
import { atDepth } from '../__helpers__/depth.js';
import { userSummary } from 'user-summaries-testing';

type Validate = (value: unknown, options: { maxViolations: number }) => ValidationResult<unknown>;

function validatorsOf(shape: HostileShape): Validate[] {
  return shape.entry === 'summary'
    ? [validateSummary, precompiledValidateSummary]
    : [validateResponse, precompiledValidateResponse];
}

function entryOf(shape: HostileShape, value: unknown): 'userSummary' | 'bare' | 'paginator' | 'collection' {
  return shape.entry === 'summary' ? 'userSummary' : (detectEnvelope(value) ?? 'bare');
}

/** The open reading with every validator call counted. */
function counted(): { engine: PrecompiledReading; calls: () => number } {
  const engine = openReading(true);
  let calls = 0;
  const count = <T extends (v: unknown) => boolean>(
    table: Readonly<Record<string, T | undefined>>,
  ): Record<string, T> =>
    Object.fromEntries(
      Object.entries(table).map(([name, validate]) => {
        if (typeof validate !== 'function') return [name, validate];
        const wrapped = Object.assign((v: unknown, context?: object) => {
          calls++;
          const valid = (validate as (v: unknown, context?: object) => boolean)(v, context);
          (wrapped as { errors?: unknown }).errors = (validate as { errors?: unknown }).errors;
          return valid;
        }, {});
        return [name, wrapped];
      }),
    ) as Record<string, T>;
  return {
    engine: {
      ...engine,
      fast: count(engine.fast) as PrecompiledReading['fast'],
      report: count(engine.report),
      items: count(engine.items),
    },
    calls: () => calls,
  };
}

describe('a capped report of a hostile document', () => {
  for (const shape of HOSTILE_SHAPES) {
    it(`is the prefix of the full report, its count exact or a stated lower bound: ${shape.name}`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 600 }), fc.constantFrom(1, 5, 100), (n, cap) => {
          const value = shape.build(n);
          const full = allViolations(openReading(true), entryOf(shape, value), value);
          for (const validate of validatorsOf(shape)) {
            const result = validate(value, { maxViolations: cap });
            if (result.ok) throw new Error('a hostile shape validated');
            expect(result.violations).toStrictEqual(full.slice(0, cap));
            if (result.omittedIsLowerBound) {
              expect(result.omitted).toBeGreaterThanOrEqual(1);
              expect(result.omitted).toBeLessThanOrEqual(full.length - cap);
            } else {
              expect(result.omitted).toBe(Math.max(0, full.length - cap));
            }
          }
        }),
        { numRuns: atDepth(40, 4) },
      );
    });

    it(`calls no more validators at four times the size once the report stops: ${shape.name}`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 2_000, max: 4_000 }), fc.constantFrom(1, 10, 100), (n, cap) => {
          const work = (value: unknown): number => {
            const { engine, calls } = counted();
            reportByUnits(engine, entryOf(shape, value), value, cap);
            return calls();
          };
          expect(work(shape.build(4 * n))).toBe(work(shape.build(n)));
        }),
        { numRuns: atDepth(5, 2) },
      );
    });
  }

  it('runs to the end without a cap: every violation of 5,000 broken days', () => {
    const value = Array.from({ length: 5_000 }, () => ({ date: 'x' }));
    expect(allViolations(openReading(true), 'bare', value)).toHaveLength(5_000);
    const result = validateResponse(value, { maxViolations: 10_000 });
    expect(
      result.ok ? undefined : [result.violations.length, result.omitted, result.omittedIsLowerBound],
    ).toStrictEqual([5_000, 0, false]);
  });

  it('holds no state between runs: a getter in the data that validates again changes nothing', () => {
    const inner = {
      get date(): string {
        // A re-entrant validation while the outer report runs.
        validateSummary({ date: 'x' }, { maxViolations: 3 });
        return 'x';
      },
    };
    const result = validateResponse([inner, { date: 'y' }], { maxViolations: 5 });
    expect(result.ok ? [] : result.violations.map((v) => [v.pointer, v.rule])).toStrictEqual([
      ['/0/date', 'date_format'],
      ['/1/date', 'date_format'],
    ]);
  });

  it('the keys include_slots=0 makes optional come from the schemas', () => {
    expect(keysOmittedWithoutSlots(loadSchemaDocuments())).toStrictEqual(['slots']);
    expect(openReading(false).optionalKeys).toStrictEqual(['slots']);
    expect(openReading(true).optionalKeys).toStrictEqual([]);
  });
});

/** A slot of heart_rate broken one way, and the rule it breaks. */
const BREAKAGES: readonly ((slot: Record<string, unknown>) => void)[] = [
  (slot) => (slot['date'] = '24:00'),
  (slot) => (slot['bpm'] = 'x'),
  (slot) => (slot['bpm'] = 1.5),
  (slot) => delete slot['date'],
];

/**
 * A valid day of one group of `count` slots, with the slots at `broken` broken, each slot's `timestamp` read
 * through a getter that counts its reads: how many times the validators read each slot (a validator that visits a
 * slot reads it a fixed number of times).
 */
function countedDay(
  base: Record<string, unknown>,
  broken: readonly number[],
): { day: Record<string, unknown>; reads: number[] } {
  const group = base['heart_rate'] as { slots: Record<string, unknown>[] };
  const reads = group.slots.map(() => 0);
  const slots = group.slots.map((slot, i) => {
    const copy: Record<string, unknown> = { ...slot };
    const at = broken.indexOf(i);
    if (at !== -1) (BREAKAGES[at % BREAKAGES.length] as (slot: Record<string, unknown>) => void)(copy);
    const timestamp = copy['timestamp'];
    Object.defineProperty(copy, 'timestamp', {
      get: () => ((reads[i] = (reads[i] as number) + 1), timestamp),
      enumerable: true,
      configurable: true,
    });
    return copy;
  });
  return { day: { ...base, heart_rate: { ...group, slots } }, reads };
}

/** How many times one visit of a validator reads a slot: a valid day of one slot, through its verdict alone. */
function readsPerVisit(base: Record<string, unknown>): number {
  const one = {
    ...base,
    heart_rate: { ...(base['heart_rate'] as object), slots: [(base['heart_rate'] as { slots: unknown[] }).slots[0]] },
  };
  const { day, reads } = countedDay(one, []);
  expect(validateSummary(day).ok).toBe(true);
  return reads[0] as number;
}

describe('a day of many slots and a few broken ones, through validateSummary and validateResponse', () => {
  const days = userSummary({
    groups: ['heart_rate'],
    slots: { heart_rate: { min: 1_000, max: 1_440 } },
  }) as unknown as fc.Arbitrary<Record<string, unknown>>;
  /** A day and up to 14 broken slots at distinct places, sorted. */
  const cases = days.chain((base) => {
    const count = (base['heart_rate'] as { slots: unknown[] }).slots.length;
    return fc.tuple(
      fc.constant(base),
      fc
        .uniqueArray(fc.nat({ max: count - 1 }), { minLength: 1, maxLength: 14 })
        .map((at) => [...at].sort((x, y) => x - y)),
    );
  });

  it('reads each slot in at most three visits (the verdict, a window of the slots, its own report), four in a page', () => {
    fc.assert(
      fc.property(cases, ([base, broken]) => {
        const perVisit = readsPerVisit(base);
        const summary = countedDay(base, broken);
        const result = validateSummary(summary.day);
        expect(result.ok ? [] : result.violations.map((v) => Number(v.pointer.split('/')[3]))).toStrictEqual(broken);
        expect(Math.max(...summary.reads)).toBeLessThanOrEqual(3 * perVisit);
        // The same day in a page of three: the page's verdict reads up to the first broken slot, then each day is
        // read by its own verdict, a failing one by windows and its broken slots' reports too.
        const [before, page, after] = [countedDay(base, []), countedDay(base, broken), countedDay(base, [])];
        expect(validateResponse([before.day, page.day, after.day]).ok).toBe(false);
        expect(Math.max(...page.reads)).toBeLessThanOrEqual(4 * perVisit);
        expect(Math.max(...before.reads, ...after.reads)).toBeLessThanOrEqual(2 * perVisit);
      }),
      { numRuns: atDepth(40, 8) },
    );
  });

  it('reads a slot that passes once through validateSummary: the report goes on from where the verdict stopped', () => {
    fc.assert(
      fc.property(cases, ([base, broken]) => {
        const perVisit = readsPerVisit(base);
        const { day, reads } = countedDay(base, broken);
        const result = validateSummary(day);
        expect(result.ok ? [] : result.violations.map((v) => Number(v.pointer.split('/')[3]))).toStrictEqual(broken);
        // Before the first broken slot too: the verdict read those, and the report does not read them again.
        const passing = reads.filter((_count, i) => !broken.includes(i));
        expect(Math.max(...passing)).toBeLessThanOrEqual(perVisit);
      }),
      { numRuns: atDepth(40, 8) },
    );
  });

  it('reads no slot past the one that fills a capped report', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 1, max: 13 }), ([base, broken], cap) => {
        fc.pre(broken.length > cap);
        const { day, reads } = countedDay(base, broken);
        const result = validateSummary(day, { maxViolations: cap });
        if (result.ok) throw new Error('a day with broken slots passed');
        expect(result.violations.length).toBe(cap);
        // What it omits is a lower bound, or exact: it is exact only when the walk knows nothing is left after the
        // slot it stopped at (that slot is the last of the array), and then it is the rest of the broken slots.
        if (!result.omittedIsLowerBound) expect(result.omitted).toBe(broken.length - cap);
        // The report holds `cap` violations and knows one more: the slot at broken[cap] is the last it reads.
        const last = reads.findLastIndex((count) => count > 0);
        expect(last).toBe(broken[cap]);
      }),
      { numRuns: atDepth(40, 8) },
    );
  });
});
