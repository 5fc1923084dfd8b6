// The contract's field tables, written out here (not read from the schemas) so the invalid generators are
// an independent oracle of the validator.
import { NOT_EMPTY_GROUPS as GENERATED_NOT_EMPTY_GROUPS } from 'user-summaries-contract/internal/generated/types';
import type { GroupName } from '../_types.js';

/** @internal The JSON kind of a field. */
export type FieldKind = 'integer' | 'number' | 'Y-m-d' | 'H:i' | 'Y-m-d\\TH:i:s' | 'sleepType' | 'array';

/** @internal How a field may be missing: its rule word when absent, `optional`, or `pair` (heat/heart). */
type MissingRule = 'required' | 'required_with' | 'present' | 'optional' | 'pair';

/** @internal One field of the contract. */
export interface FieldSpec {
  readonly kind: FieldKind;
  readonly missing: MissingRule;
  /** Null allowed; `filled` for sleep.consistency, whose null breaks "must not be empty". */
  readonly nullable: boolean | 'filled';
}

const f = (kind: FieldKind, missing: MissingRule, nullable: boolean | 'filled' = false): FieldSpec => ({
  kind,
  missing,
  nullable,
});
const rw = (kind: FieldKind): FieldSpec => f(kind, 'required_with');
const req = (kind: FieldKind): FieldSpec => f(kind, 'required');
const many = (keys: readonly string[], spec: FieldSpec): Record<string, FieldSpec> =>
  Object.fromEntries(keys.map((k) => [k, spec]));

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
const PAIR_KEYS = ['avg', 'max', 'rest'].flatMap((p) => [`${p}_daily_heart_rate`, `${p}_daily_heat_rate`]);

/** @internal The top-level field. */
export const SUMMARY_FIELDS: Readonly<Record<string, FieldSpec>> = { date: req('Y-m-d') };

/** @internal Every listed field of every group. */
export const GROUP_FIELDS: Readonly<Record<GroupName, Readonly<Record<string, FieldSpec>>>> = {
  activity: {
    date: rw('Y-m-d'),
    ...many(['total_steps', 'daily_percent'], rw('integer')),
    distance: rw('number'),
    ...many(['calories', 'workouts', 'active_minutes', 'move_every_hour'], rw('integer')),
    total_glasses: f('integer', 'optional', true),
    slots: rw('array'),
  },
  heart_rate: {
    date: rw('Y-m-d'),
    ...many(PAIR_KEYS, f('integer', 'pair', true)),
    daily_percent: f('integer', 'present', true),
    ...many(
      ['all_time', 'max_time', 'performance_time', 'endurance_time', 'fat_burn_time', 'warm_up_time', 'rest_time'],
      rw('integer'),
    ),
    slots: rw('array'),
  },
  sleep: {
    date: rw('Y-m-d'),
    ...many(
      [
        'sleep_duration',
        'daily_percent',
        'awake_time',
        'rem_time',
        'light_time',
        'deep_time',
        'performance',
        'tranquility',
      ],
      rw('integer'),
    ),
    consistency: f('integer', 'optional', 'filled'),
    ...many(['heart_rate', 'heart_rate_quality'], f('integer', 'optional', true)),
    slots: rw('array'),
  },
  stress: {
    date: rw('Y-m-d'),
    ...many(
      STRESS.map((k) => `avg_${k}`),
      rw('number'),
    ),
    slots: rw('array'),
  },
  respiration_rate: {
    date: rw('Y-m-d'),
    avg_respiration_rate: rw('number'),
    ...many(['start_timestamp', 'end_timestamp'], rw('integer')),
    slots: rw('array'),
  },
  temperature: {
    date: rw('Y-m-d'),
    ...many(['avg_temp_sk1', 'avg_temp_sk2'], f('number', 'present', true)),
    ...many(['max_temp_sk1', 'max_temp_sk2'], f('number', 'optional', true)),
    ...many(['start_timestamp', 'end_timestamp'], rw('integer')),
    slots: rw('array'),
  },
  spo2: {
    date: rw('Y-m-d'),
    avg_spo2: f('integer', 'present', true),
    ...many(['start_timestamp', 'end_timestamp'], rw('integer')),
    slots: rw('array'),
  },
};

/** @internal Every field of every group's slot items. */
export const SLOT_FIELDS: Readonly<Record<GroupName, Readonly<Record<string, FieldSpec>>>> = {
  activity: { timestamp: req('integer'), date: req('H:i'), step_count: req('integer') },
  heart_rate: { timestamp: req('integer'), date: req('H:i'), bpm: f('integer', 'present', true) },
  sleep: {
    timestamp: req('integer'),
    start_date: req('Y-m-d\\TH:i:s'),
    end_date: req('Y-m-d\\TH:i:s'),
    type: req('sleepType'),
  },
  stress: { timestamp: req('integer'), date: req('H:i'), ...many(STRESS, req('number')) },
  respiration_rate: {
    timestamp: req('integer'),
    date: req('H:i'),
    respiration_rate: req('number'),
    quality: req('number'),
  },
  temperature: {
    timestamp: req('integer'),
    date: req('H:i'),
    ...many(['temp_sk1', 'temp_sk2'], f('number', 'present', true)),
  },
  spo2: { timestamp: req('integer'), date: req('H:i'), ...many(['spo2', 'spo2_q'], f('integer', 'present', true)) },
};

/** @internal Groups that must not be empty when present (all but activity). */
export const NOT_EMPTY_GROUPS: readonly GroupName[] = GENERATED_NOT_EMPTY_GROUPS;
