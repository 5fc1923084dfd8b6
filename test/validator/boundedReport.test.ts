// A hostile payload costs what its size costs: a capped report is the prefix of the full one (by construction:
// src/validator/unitWalk.ts walks the document by units, in document order, and stops), says when its count of
// the rest is a lower bound, and once it stops, a four times larger document costs it no more validator calls.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateResponse, validateSummary } from '../../src/index.js';
import { openReading } from '../../src/precompiled/modules.js';
import { loadSchemaDocuments } from '../../src/schemas/documents.js';
import { keysOmittedWithoutSlots } from '../../src/schemas/readings.js';
import { validateResponse as precompiledValidateResponse, validateSummary as precompiledValidateSummary } from '../../src/index.js';
import { detectEnvelope } from '../../src/validator/envelope.js';
import type { ValidationResult } from '../../src/validator/types.js';
import type { PrecompiledReading } from '../../src/validator/precompiledReading.js';
import { reportByUnits } from '../../src/validator/unitWalk.js';
import { allViolations } from '../../src/validator/validate.js';
import { HOSTILE_SHAPES, type HostileShape } from '../__helpers__/hostileShapes.js';
import { atDepth } from '../__helpers__/depth.js';

type Validate = (value: unknown, options: { maxViolations: number }) => ValidationResult<unknown>;

function validatorsOf(shape: HostileShape): Validate[] {
  return shape.entry === 'summary' ? [validateSummary, precompiledValidateSummary] : [validateResponse, precompiledValidateResponse];
}

function entryOf(shape: HostileShape, value: unknown): 'userSummary' | 'bare' | 'paginator' | 'collection' {
  return shape.entry === 'summary' ? 'userSummary' : (detectEnvelope(value) ?? 'bare');
}

/** The open reading with every validator call counted. */
function counted(): { engine: PrecompiledReading; calls: () => number } {
  const engine = openReading(true);
  let calls = 0;
  const count = <T extends (v: unknown) => boolean>(table: Readonly<Record<string, T | undefined>>): Record<string, T> =>
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
    engine: { ...engine, fast: count(engine.fast) as PrecompiledReading['fast'], report: count(engine.report), items: count(engine.items) },
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
        { numRuns: atDepth(40, 10) },
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
    expect(result.ok ? undefined : [result.violations.length, result.omitted, result.omittedIsLowerBound]).toStrictEqual([5_000, 0, false]);
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
