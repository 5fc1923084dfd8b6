// Table-driven: every field rule of the contract, written here from the contract's tables (not read from
// the schemas, so the schemas are checked against an independent reading), with exact (pointer, rule) pairs.
import { describe, expect, it } from 'vitest';
import { validateSummary } from '../../src/index.js';
import { pairs, setPath, validDay } from '../__helpers__/fixtures.js';

type FieldType = 'int' | 'int?' | 'num' | 'num?' | 'ymd' | 'hi' | 'ldt';
type Missing = 'required_with' | 'present' | 'required' | 'optional';
interface FieldRule {
  readonly path: readonly (string | number)[];
  readonly type: FieldType;
  readonly missing: Missing;
}

const RW = 'required_with';
const group = (name: string, fields: Record<string, [FieldType, Missing]>): FieldRule[] =>
  Object.entries(fields).map(([field, [type, missing]]) => ({
    path: name === '' ? [field] : [name, field],
    type,
    missing,
  }));
const slot = (name: string, fields: Record<string, [FieldType, Missing]>): FieldRule[] =>
  Object.entries(fields).map(([field, [type, missing]]) => ({ path: [name, 'slots', 0, field], type, missing }));
const all = (names: string[], type: FieldType, missing: Missing): Record<string, [FieldType, Missing]> =>
  Object.fromEntries(names.map((n) => [n, [type, missing]]));
const STRESS = [
  'si',
  'si_n',
  'mrr',
  'sdnn',
  'rmssd',
  'pnn50',
  'vlf',
  'vlf_percent',
  'lf',
  'lf_percent',
  'hf',
  'hf_percent',
  'hrv',
];

/** The contract's field tables. */
const CONTRACT: readonly FieldRule[] = [
  ...group('', { date: ['ymd', 'required'] }),
  ...group('activity', {
    date: ['ymd', RW],
    total_steps: ['int', RW],
    daily_percent: ['int', RW],
    distance: ['num', RW],
    calories: ['int', RW],
    workouts: ['int', RW],
    active_minutes: ['int', RW],
    move_every_hour: ['int', RW],
    total_glasses: ['int?', 'optional'],
  }),
  ...slot('activity', { timestamp: ['int', 'required'], date: ['hi', 'required'], step_count: ['int', 'required'] }),
  ...group('heart_rate', {
    date: ['ymd', RW],
    daily_percent: ['int?', 'present'],
    all_time: ['int', RW],
    max_time: ['int', RW],
    performance_time: ['int', RW],
    endurance_time: ['int', RW],
    fat_burn_time: ['int', RW],
    warm_up_time: ['int', RW],
    rest_time: ['int', RW],
  }),
  ...slot('heart_rate', { timestamp: ['int', 'required'], date: ['hi', 'required'], bpm: ['int?', 'present'] }),
  ...group('sleep', {
    date: ['ymd', RW],
    sleep_duration: ['int', RW],
    daily_percent: ['int', RW],
    awake_time: ['int', RW],
    rem_time: ['int', RW],
    light_time: ['int', RW],
    deep_time: ['int', RW],
    performance: ['int', RW],
    tranquility: ['int', RW],
    heart_rate: ['int?', 'optional'],
    heart_rate_quality: ['int?', 'optional'],
  }),
  ...slot('sleep', {
    timestamp: ['int', 'required'],
    start_date: ['ldt', 'required'],
    end_date: ['ldt', 'required'],
    type: ['int', 'required'],
  }),
  ...group('stress', {
    date: ['ymd', RW],
    ...all(
      STRESS.map((s) => `avg_${s}`),
      'num',
      RW,
    ),
  }),
  ...slot('stress', { timestamp: ['int', 'required'], date: ['hi', 'required'], ...all(STRESS, 'num', 'required') }),
  ...group('respiration_rate', {
    date: ['ymd', RW],
    avg_respiration_rate: ['num', RW],
    start_timestamp: ['int', RW],
    end_timestamp: ['int', RW],
  }),
  ...slot('respiration_rate', {
    timestamp: ['int', 'required'],
    date: ['hi', 'required'],
    respiration_rate: ['num', 'required'],
    quality: ['num', 'required'],
  }),
  ...group('temperature', {
    date: ['ymd', RW],
    avg_temp_sk1: ['num?', 'present'],
    avg_temp_sk2: ['num?', 'present'],
    max_temp_sk1: ['num?', 'optional'],
    max_temp_sk2: ['num?', 'optional'],
    start_timestamp: ['int', RW],
    end_timestamp: ['int', RW],
  }),
  ...slot('temperature', {
    timestamp: ['int', 'required'],
    date: ['hi', 'required'],
    temp_sk1: ['num?', 'present'],
    temp_sk2: ['num?', 'present'],
  }),
  ...group('spo2', {
    date: ['ymd', RW],
    avg_spo2: ['int?', 'present'],
    start_timestamp: ['int', RW],
    end_timestamp: ['int', RW],
  }),
  ...slot('spo2', {
    timestamp: ['int', 'required'],
    date: ['hi', 'required'],
    spo2: ['int?', 'present'],
    spo2_q: ['int?', 'present'],
  }),
  ...['activity', 'heart_rate', 'sleep', 'stress', 'respiration_rate', 'temperature', 'spo2'].map(
    (g): FieldRule => ({ path: [g, 'slots'], type: 'int', missing: RW }),
  ),
];

/** A valid value and the values of the wrong JSON type for each field type. */
const VALID: Record<FieldType, unknown[]> = {
  int: [0, 12, 12.0, -3],
  'int?': [0, 12, null],
  num: [0, 1.5, -2.25, 12],
  'num?': [0, 1.5, null],
  ymd: ['2024-02-29', '2023-12-31'],
  hi: ['00:00', '23:59'],
  ldt: ['2024-02-29T23:59:59', '2023-01-01T00:00:00'],
};
const WRONG_TYPE: Record<FieldType, unknown[]> = {
  int: ['12', 1.5, true, null, {}, [], 9007199254740992],
  'int?': ['12', 1.5, false, [], 2 ** 60],
  num: ['1.5', true, null, {}],
  'num?': ['1.5', true, []],
  ymd: [20240101, null, true, ['2024-01-01']],
  hi: [905, null, false],
  ldt: [1704067200000, null, {}],
};
const BAD_FORMAT: Partial<Record<FieldType, string[]>> = {
  ymd: [
    '2024-02-30',
    '2023-02-29',
    '2024-1-01',
    '2024-13-01',
    '2024-01-01T00:00:00',
    ' 2024-01-01',
    '2024-01-01\n',
    '0000-01-01',
  ],
  hi: ['24:00', '9:05', '09:05:00', '12:60', '0905', '09:5'],
  ldt: [
    '2024-01-01T00:00:00Z',
    '2024-01-01T00:00:00+01:00',
    '2024-01-01T00:00:00.5',
    '2024-01-01 00:00:00',
    '2024-01-01T24:00:00',
    '2024-02-30T10:00:00',
  ],
};

const pointerOf = (path: readonly (string | number)[]): string => `/${path.join('/')}`;
const name = (rule: FieldRule): string => path(rule).replaceAll('/0/', '[0].').replaceAll('/', '.').slice(1);
const path = (rule: FieldRule): string => pointerOf(rule.path);

describe('every field rule of the contract', () => {
  it('starts from a valid day', () => {
    expect(pairs(validateSummary(validDay()))).toEqual([]);
  });

  for (const rule of CONTRACT) {
    const pointer = pointerOf(rule.path);
    describe(name(rule), () => {
      it(`missing key: ${rule.missing === 'optional' ? 'valid' : rule.missing}`, () => {
        const day = setPath(validDay(), rule.path, undefined);
        expect(pairs(validateSummary(day))).toEqual(rule.missing === 'optional' ? [] : [[pointer, rule.missing]]);
      });
      if (rule.path.at(-1) === 'slots') return;
      it.each(VALID[rule.type].map((v) => [JSON.stringify(v), v]))('accepts %s', (_label, value) => {
        if (rule.path.at(-1) === 'type' && typeof value === 'number' && (value < 0 || value > 4)) return;
        expect(pairs(validateSummary(setPath(validDay(), rule.path, value)))).toEqual([]);
      });
      it.each(WRONG_TYPE[rule.type].map((v) => [JSON.stringify(v), v]))(
        'rejects %s with one type violation',
        (_label, value) => {
          expect(pairs(validateSummary(setPath(validDay(), rule.path, value)))).toEqual([[pointer, 'type']]);
        },
      );
      const badFormats = BAD_FORMAT[rule.type] ?? [];
      if (badFormats.length > 0) {
        it.each(badFormats.map((v) => [JSON.stringify(v), v]))(
          'rejects %s with one date_format violation',
          (_label, value) => {
            expect(pairs(validateSummary(setPath(validDay(), rule.path, value)))).toEqual([[pointer, 'date_format']]);
          },
        );
      }
    });
  }
});
