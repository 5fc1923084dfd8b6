// Type-level checks with expectTypeOf: tsc (`npm run typecheck`, over test/) fails when one does not hold, and
// vitest runs them as tests. The generated types accept what the contract accepts and reject what it rejects.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  HeartRate,
  SleepSlot,
  UserSummariesResponse,
  UserSummary,
  ValidationResult,
  Violation,
} from '../../src/index.js';
import { validateResponse, validateSummary } from '../../src/index.js';

type HeartRateBase = Omit<
  HeartRate,
  | 'avg_daily_heart_rate'
  | 'avg_daily_heat_rate'
  | 'max_daily_heart_rate'
  | 'max_daily_heat_rate'
  | 'rest_daily_heart_rate'
  | 'rest_daily_heat_rate'
>;

describe('generated types', () => {
  it('follow the heat/heart pairs: either spelling, not neither', () => {
    type WithHeat = HeartRateBase & {
      avg_daily_heat_rate: number | null;
      max_daily_heart_rate: number | null;
      rest_daily_heart_rate: number | null;
    };
    type Neither = HeartRateBase & { max_daily_heart_rate: number | null; rest_daily_heart_rate: number | null };
    expectTypeOf<WithHeat>().toExtend<HeartRate>();
    expectTypeOf<Neither>().not.toExtend<HeartRate>();
  });

  it('type a sleep slot type as 0-4, and its members as required', () => {
    expectTypeOf<SleepSlot['type']>().toEqualTypeOf<0 | 1 | 2 | 3 | 4>();
    expectTypeOf<{ timestamp: number; start_date: string; end_date: string; type: 5 }>().not.toExtend<SleepSlot>();
    expectTypeOf<{ timestamp: number; start_date: string; type: 1 }>().not.toExtend<SleepSlot>();
  });

  it('a summary needs its date; its groups are optional', () => {
    expectTypeOf<{ date: string }>().toExtend<UserSummary>();
    expectTypeOf<{ activity: UserSummary['activity'] }>().not.toExtend<UserSummary>();
    expectTypeOf<UserSummary[]>().toExtend<UserSummariesResponse>();
  });

  it('a validated value is typed, and a failure carries violations and the lower-bound flag', () => {
    expectTypeOf(validateSummary).returns.toEqualTypeOf<ValidationResult<UserSummary>>();
    expectTypeOf(validateResponse).returns.toEqualTypeOf<ValidationResult<UserSummariesResponse>>();
    type Failure = Extract<ValidationResult<UserSummary>, { ok: false }>;
    expectTypeOf<Failure['violations']>().toEqualTypeOf<readonly Violation[]>();
    expectTypeOf<Failure['omittedIsLowerBound']>().toEqualTypeOf<boolean>();
    expectTypeOf<Extract<ValidationResult<UserSummary>, { ok: true }>['value']>().toEqualTypeOf<UserSummary>();
  });
});
