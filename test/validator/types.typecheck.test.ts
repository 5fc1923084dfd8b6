// Type-level checks, enforced by `npm run typecheck` (tsc over test/): the generated types accept what the
// contract accepts and reject what it rejects (each @ts-expect-error must be an error, or tsc fails).
import { describe, expect, it } from 'vitest';
import type { HeartRate, SleepSlot, UserSummary, UserSummariesResponse } from '../../src/index.js';
import { validateSummary } from '../../src/index.js';
import { validDay } from '../__helpers__/fixtures.js';

const base = {
  date: '2024-01-01', daily_percent: null, all_time: 1, max_time: 1, performance_time: 1, endurance_time: 1,
  fat_burn_time: 1, warm_up_time: 1, rest_time: 1, slots: [],
};

describe('generated types', () => {
  it('follow the heat/heart pairs: either spelling, not neither', () => {
    const heat: HeartRate = { ...base, avg_daily_heat_rate: 1, max_daily_heart_rate: null, rest_daily_heart_rate: 2 };
    // @ts-expect-error avg pair missing both spellings
    const neither: HeartRate = { ...base, max_daily_heart_rate: null, rest_daily_heart_rate: 2 };
    expect([heat, neither]).toHaveLength(2);
  });
  it('type a sleep slot type as 0-4 and require present keys', () => {
    const slot: SleepSlot = { timestamp: 1, start_date: '2024-01-01T00:00:00', end_date: '2024-01-01T00:10:00', type: 4 };
    // @ts-expect-error type 5 is outside 0-4
    const bad: SleepSlot = { ...slot, type: 5 };
    expect([slot, bad]).toHaveLength(2);
  });
  it('a validated value is typed', () => {
    const result = validateSummary(validDay());
    if (!result.ok) throw new Error('expected valid');
    const summary: UserSummary = result.value;
    const steps: number | undefined = summary.activity?.total_steps;
    const page: UserSummariesResponse = [summary];
    expect([steps, page.length]).toEqual([8412, 1]);
  });
});
