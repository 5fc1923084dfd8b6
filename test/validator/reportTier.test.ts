// The report tier's validators raise Ajv's own errors, each error's node carrying its contract messages: no
// ajv-errors wrapper in the generated code (its matching of every node's errors cost about as much as the rest of a
// slot's report). The mapping reads the messages by keyword, and keeps the choice ajv-errors made between two errors
// of one precedence on one member (it reported a node's errors once the node was done): the plain Ajv + ajv-errors
// reference decides both here.
import { describe, expect, it } from 'vitest';
import { validateSummary } from '../../src/index.js';
import { openReading } from '../../src/precompiled/modules.js';
import { DEFAULT_READING } from '../../src/schemas/readings.js';
import type { PrecompiledReading, ReportValidator } from '../../src/validator/precompiledReading.js';
import { validateWithReading } from '../../src/validator/validate.js';
import { sampleSummary } from 'user-summaries-testing';
import { referenceReport } from '../__helpers__/referenceReport.js';

const day = (): Record<string, unknown> =>
  sampleSummary({
    seed: 36,
    date: '2024-03-10',
    groups: ['activity', 'sleep'],
    slots: 'realistic',
  }) as unknown as Record<string, unknown>;

describe('the report tier', () => {
  it("raises Ajv's own errors, with no ajv-errors wrapper", () => {
    const report = openReading(true).report['sleepSlot'];
    if (report === undefined) throw new Error('no report validator for sleep slots');
    expect(report({ timestamp: '1', start_date: '2024-03-10T25:00:00', end_date: 3, type: 9 })).toBe(false);
    expect(report.errors?.map((error) => error.keyword)).toStrictEqual(['type', 'pattern', 'type', 'enum']);
  });

  it('gives each violation its contract message, as the reference does', () => {
    const value = day();
    const sleep = value['sleep'] as { slots: Record<string, unknown>[] };
    Object.assign(sleep.slots[0] as object, { timestamp: '1', end_date: 3, type: 9 });
    delete (sleep.slots[1] as Record<string, unknown>)['start_date'];
    const result = validateSummary(value);
    expect(result.ok ? [] : result.violations).toStrictEqual(referenceReport(DEFAULT_READING)('userSummary', value));
    expect(result.ok ? [] : result.violations.map((v) => v.message)).toStrictEqual([
      'sleep.slots[0].end_date must be a string',
      'sleep.slots[0].timestamp must be an integer',
      'sleep.slots[0].type must be one of 0, 1, 2, 3, 4',
      'sleep.slots[1].start_date is required',
    ]);
  });

  it("keeps the definition's error of two of one precedence on one member, as ajv-errors ordered them", () => {
    // total_glasses holds its own `type` and refers to nullableInteger's: both `type` errors name the member.
    const value = day();
    (value['activity'] as Record<string, unknown>)['total_glasses'] = 'two';
    const result = validateSummary(value);
    expect(result.ok ? [] : result.violations).toStrictEqual(referenceReport(DEFAULT_READING)('userSummary', value));
    expect(result.ok ? [] : result.violations.map((v) => [v.pointer, v.schemaPath])).toStrictEqual([
      [
        '/activity/total_glasses',
        'https://schemas.user-summaries.example/v1/common.schema.json#/$defs/nullableInteger/type',
      ],
    ]);
  });
});

describe("a day's verdict by units", () => {
  /** The open reading with the calls of its slot verdicts counted: the windows' (`items`) and the verdict's copy. */
  function countedSlotVerdicts(): { reading: PrecompiledReading; calls: { items: number; verdicts: number } } {
    const reading = openReading(true);
    const calls = { items: 0, verdicts: 0 };
    const counted = (table: 'items' | 'verdicts'): Record<string, ReportValidator> =>
      Object.fromEntries(
        Object.entries(reading[table]).map(([unit, validate]) => {
          const wrapped: ReportValidator = (value, context) => {
            calls[table]++;
            const valid = (validate as ReportValidator)(value, context);
            wrapped.errors = (validate as ReportValidator).errors ?? null;
            return valid;
          };
          return [unit, wrapped];
        }),
      );
    return { reading: { ...reading, items: counted('items'), verdicts: counted('verdicts') }, calls };
  }

  it("reads a valid day's slots with its own copy of the slot verdicts, never with the windows' code", () => {
    // The windows read every broken slot, which leaves their code's inline caches polymorphic: a valid day's verdict
    // that shared that code would pay for the invalid days before it.
    const { reading, calls } = countedSlotVerdicts();
    expect(validateWithReading(reading, 'userSummary', day(), {}).ok).toBe(true);
    expect(calls).toStrictEqual({ items: 0, verdicts: 2 });
    const broken = day();
    Object.assign((broken['sleep'] as { slots: object[] }).slots[3] as object, { type: 9 });
    expect(validateWithReading(reading, 'userSummary', broken, {}).ok).toBe(false);
    expect(calls.items).toBeGreaterThan(0);
  });
});
