// Bad constraints throw at once, with a precise message.
import { describe, expect, it } from 'vitest';
import {
  activity,
  heartRate,
  heartRateSlot,
  invalidUserSummary,
  sampleSummary,
  userSummariesRequest,
  userSummariesResponse,
  userSummary,
} from '../../src/arbitraries/index.js';

describe('bad constraints throw at once', () => {
  const CASES = [
    [
      () => userSummary({ slots: { heart_rate: { min: 5, max: 2 } } }),
      'slots.heart_rate.max must be >= min, but received min 5, max 2',
    ],
    [
      () => userSummary({ slots: { sleep: { min: -1 } } }),
      'slots.sleep.min must be an integer from 0 to 1440, but received -1',
    ],
    [
      () => userSummary({ slots: { spo2: { max: 1441 } } }),
      'slots.spo2.max must be an integer from 0 to 1440, but received 1441',
    ],
    [
      () => userSummary({ slots: { sleep: { max: 1.5 } } }),
      'slots.sleep.max must be an integer from 0 to 1440, but received 1.5',
    ],
    [
      () => userSummary({ slots: 'sparse' as never }),
      'slots must be realistic, dense or a record of { min, max } per group, but received "sparse"',
    ],
    [
      () => userSummary({ slots: { hearts: {} } as never }),
      'slots has an unknown key "hearts"; expected one of activity, heart_rate, sleep, stress, respiration_rate, temperature, spo2',
    ],
    [
      () => userSummary({ groups: ['activity', 'steps'] as never }),
      'groups[1] must be one of activity, heart_rate, sleep, stress, respiration_rate, temperature, spo2, but received "steps"',
    ],
    [() => userSummary({ groups: ['sleep', 'sleep'] }), 'groups must not repeat a group, but received sleep twice'],
    [
      () => userSummary({ groups: 'some' as never }),
      `groups must be 'any' or an array of group names, but received "some"`,
    ],
    [
      () => userSummary({ date: '2024-02-30' }),
      'date must be a real calendar date written Y-m-d, but received "2024-02-30"',
    ],
    [
      () => userSummary({ date: '1999-12-31' }),
      'date must be from 2001-09-10 to 2286-11-19 (13-digit millisecond timestamps), but received "1999-12-31"',
    ],
    [
      () => userSummary({ date: '2024-01-01', dateRange: { from: '2024-01-01', to: '2024-01-02' } }),
      'date and dateRange cannot both be given',
    ],
    [
      () => userSummary({ dateRange: { from: '2024-02-01', to: '2024-01-01' } }),
      'dateRange.to must be on or after from, but received from 2024-02-01, to 2024-01-01',
    ],
    [
      () => userSummary({ spelling: 'hart' as never }),
      'spelling must be one of heart, heat, both, any, but received "hart"',
    ],
    [() => userSummary({ includeSlots: 1 as never }), 'includeSlots must be a boolean, but received 1'],
    [
      () => userSummary({ includeslots: false } as never),
      'userSummary constraints has an unknown key "includeslots"; expected one of date, dateRange, groups, includeSlots, slots, spelling, nulls, extraFields',
    ],
    [
      () => activity({ spelling: 'heat' } as never),
      'activity constraints has an unknown key "spelling"; expected one of date, dateRange, includeSlots, slots, nulls, extraFields',
    ],
    [() => heartRate({ slots: { min: 3, max: 1 } }), 'slots.max must be >= min, but received min 3, max 1'],
    [() => heartRateSlot({ minute: 1440 }), 'minute must be an integer from 0 to 1439, but received 1440'],
    [
      () => invalidUserSummary({ strict: true, extraFields: true }),
      'strict: true needs extraFields: false, since the strict reading rejects extra fields',
    ],
    [
      () => invalidUserSummary({ rules: ['bearer'] }),
      'rules must hold only required_with, present, required, present_without, filled, type, date_format, in, min, unknown_field, but received "bearer"',
    ],
    [
      () => invalidUserSummary({ rules: ['unknown_field'] }),
      'no mutation applies under these constraints (check groups, includeSlots, strict, rules and mutations)',
    ],
    [() => sampleSummary({ seed: 1.5, date: '2024-01-01' }), 'seed must be an integer or a string, but received 1.5'],
    [
      () => sampleSummary({ seed: 1, date: '2024-13-01' }),
      'date must be a real calendar date written Y-m-d, but received "2024-13-01"',
    ],
    [
      () => userSummariesResponse({ envelope: 'links' as never }),
      'envelope must be one of paginator, collection, bare, but received "links"',
    ],
    [() => userSummariesResponse({ perPage: 0 }), 'perPage must be an integer from 1 to 10000, but received 0'],
    [
      () => userSummariesRequest({ dateRange: { from: '2024-01-02', to: '2024-01-01' } }),
      'dateRange.to must be on or after from, but received from 2024-01-02, to 2024-01-01',
    ],
  ] as const;
  it.each(CASES.map(([make, message]) => ({ make, message })))('throws: $message', ({ make, message }) => {
    expect(make).toThrow(message);
    try {
      make();
    } catch (error) {
      expect((error as Error).message).toBe(message);
    }
  });
});
