import { loadSchemaDocuments } from '../schemas/documents.js';
import { summaryGroups } from '../schemas/groups.js';
import { withValue, without, type Json } from './jsonEdit.js';
import { FULL_SUMMARY, MINIMAL_SUMMARY } from './vectorBase.js';
import { at, spelledVector, vector, type VectorTest } from './vectorTypes.js';

/** The groups, and those that must not be empty, from the schemas. */
const { groups: SUMMARY_GROUPS, notEmpty: NOT_EMPTY_GROUPS } = summaryGroups(loadSchemaDocuments());

const S = FULL_SUMMARY;
const day = (group: { [key: string]: Json }): Json => ({ date: '2024-02-29', ...group });
const group = (name: string): { [key: string]: Json } => S[name] as { [key: string]: Json };

/** A heart_rate group with the pairs written as given (the base's heart spellings removed). */
function heartWith(pairs: { [key: string]: Json }): Json {
  const { avg_daily_heart_rate: _a, max_daily_heart_rate: _m, rest_daily_heart_rate: _r, ...rest } = group('heart_rate');
  return day({ heart_rate: { ...rest, ...pairs } });
}

const ACTIVITY_FIELDS = ['date', 'total_steps', 'daily_percent', 'distance', 'calories', 'workouts', 'active_minutes', 'move_every_hour', 'slots'];

/** Rule words and groups: decisions.md 'Rule words'. */
function ruleWordCases(): VectorTest[] {
  return [
    vector('decision: the date alone is a valid summary', MINIMAL_SUMMARY, []),
    vector('decision: every group present is valid', S, []),
    vector('decision: required_with: "slots": [] counts as a value (looser than Laravel)', withValue(S, '/activity/slots', []), []),
    vector(
      'decision: activity has no not-empty rule: {} fails once per missing field (required_with)',
      day({ activity: {} }),
      ACTIVITY_FIELDS.map((f) => at(`/activity/${f}`, 'required_with')),
    ),
    vector('decision: "activity": null is a type error', day({ activity: null }), [at('/activity', 'type')]),
    vector('decision: "activity": [] is a type error', day({ activity: [] }), [at('/activity', 'type')]),
    ...NOT_EMPTY_GROUPS.flatMap((g) => [
      vector(`decision: not empty: "${g}": {} is one filled violation, no cascade`, day({ [g]: {} }), [at(`/${g}`, 'filled')]),
      vector(`decision: not empty: "${g}": [] is one filled violation`, day({ [g]: [] }), [at(`/${g}`, 'filled')]),
      vector(`decision: not empty: "${g}": null is one filled violation`, day({ [g]: null }), [at(`/${g}`, 'filled')]),
    ]),
    vector('decision: not empty: a non-empty array group is one type violation', day({ heart_rate: [1] }), [at('/heart_rate', 'type')]),
    vector('decision: not empty: a string group is one type violation', day({ sleep: 'x' }), [at('/sleep', 'type')]),
    vector('decision: not empty: a number group is one type violation', day({ spo2: 0 }), [at('/spo2', 'type')]),
    vector('decision: not empty: "" is one type violation', day({ stress: '' }), [at('/stress', 'type')]),
    vector(
      'decision: a non-empty group missing everything reports each missing field',
      day({ spo2: { unknown: 1 } }),
      [at('/spo2/avg_spo2', 'present'), at('/spo2/date', 'required_with'), at('/spo2/end_timestamp', 'required_with'), at('/spo2/slots', 'required_with'), at('/spo2/start_timestamp', 'required_with')],
    ),
    vector('decision: sleep.consistency absent is valid', without(S, '/sleep/consistency'), []),
    vector('decision: sleep.consistency null is filled (nullable|filled rejects null)', withValue(S, '/sleep/consistency', null), [at('/sleep/consistency', 'filled')]),
    vector('decision: sleep.consistency 0 is valid', withValue(S, '/sleep/consistency', 0), []),
    vector('decision: present: temperature.avg_temp_sk1 null is valid', withValue(S, '/temperature/avg_temp_sk1', null), []),
    vector('decision: present: temperature.avg_temp_sk2 missing is present', without(S, '/temperature/avg_temp_sk2'), [at('/temperature/avg_temp_sk2', 'present')]),
    vector('decision: present: spo2.avg_spo2 missing is present', without(S, '/spo2/avg_spo2'), [at('/spo2/avg_spo2', 'present')]),
    vector('decision: present: a slot bpm null is valid, missing is present', without(S, '/heart_rate/slots/0/bpm'), [at('/heart_rate/slots/0/bpm', 'present')]),
    vector('decision: nullable: temperature.max_temp_sk1 absent is valid', without(S, '/temperature/max_temp_sk1'), []),
  ];
}

/** Heat/heart pairs: decisions.md 'heat/heart pairs'. */
function pairCases(): VectorTest[] {
  return [
    vector('decision: pairs: heart spellings only are valid', S, []),
    vector('decision: pairs: heat spellings only are valid', heartWith({ avg_daily_heat_rate: 70, max_daily_heat_rate: 150, rest_daily_heat_rate: 50 }), []),
    vector(
      'decision: pairs: both spellings are valid',
      heartWith({ avg_daily_heart_rate: 70, avg_daily_heat_rate: 70, max_daily_heart_rate: 150, max_daily_heat_rate: 150, rest_daily_heart_rate: 50, rest_daily_heat_rate: 50 }),
      [],
    ),
    vector('decision: pairs: heart null with heat absent is valid', heartWith({ avg_daily_heart_rate: null, max_daily_heart_rate: null, rest_daily_heart_rate: null }), []),
    vector('decision: pairs: heat null with heart absent is valid', heartWith({ avg_daily_heat_rate: null, max_daily_heat_rate: null, rest_daily_heat_rate: null }), []),
    vector(
      'decision: pairs: both spellings missing is one present_without per pair, at the heart spelling',
      heartWith({}),
      [at('/heart_rate/avg_daily_heart_rate', 'present_without'), at('/heart_rate/max_daily_heart_rate', 'present_without'), at('/heart_rate/rest_daily_heart_rate', 'present_without')],
    ),
    vector('decision: pairs: a heat spelling of the wrong type is a type violation', heartWith({ avg_daily_heat_rate: '70', max_daily_heart_rate: 1, rest_daily_heart_rate: 1 }), [at('/heart_rate/avg_daily_heat_rate', 'type')]),
  ];
}

/** Types and formats: decisions.md 'Types and formats'. */
function typeCases(): VectorTest[] {
  const steps = '/activity/total_steps';
  const slotDate = '/activity/slots/0/date';
  const start = '/sleep/slots/0/start_date';
  const type = '/sleep/slots/0/type';
  return [
    vector('decision: integer: "12" (a numeric string) is a type violation', withValue(S, steps, '12'), [at(steps, 'type')]),
    vector('decision: integer: true is a type violation', withValue(S, steps, true), [at(steps, 'type')]),
    vector('decision: integer: 12.5 is a type violation', withValue(S, steps, 12.5), [at(steps, 'type')]),
    vector('decision: integer: -3 is valid (no minimum)', withValue(S, steps, -3), []),
    vector('decision: integer: 9007199254740991 (the largest safe integer) is valid', withValue(S, steps, 9007199254740991), []),
    vector('decision: integer: 9007199254740992 (outside the safe range) is a type violation', withValue(S, steps, 9007199254740992), [at(steps, 'type')]),
    vector('decision: integer: -9007199254740992 is a type violation', withValue(S, steps, -9007199254740992), [at(steps, 'type')]),
    spelledVector('decision: number spelling: total_steps written 1e14 is valid (the same JSON value as 100000000000000)', withValue(S, steps, 1e14), [], { [steps]: '1e14' }),
    spelledVector('decision: number spelling: total_steps written 100000000000000.0 is valid', withValue(S, steps, 1e14), [], { [steps]: '100000000000000.0' }),
    spelledVector('decision: number spelling: 9007199254740991 written 9.007199254740991e15 is valid', withValue(S, steps, 9007199254740991), [], { [steps]: '9.007199254740991e15' }),
    spelledVector('decision: number spelling: 9007199254740992 written 9.007199254740992E+15 is a type violation', withValue(S, steps, 9007199254740992), [at(steps, 'type')], { [steps]: '9.007199254740992E+15' }),
    spelledVector('decision: number spelling: total_glasses written -0.0 is valid (it is 0)', withValue(S, '/activity/total_glasses', 0), [], { '/activity/total_glasses': '-0.0' }),
    spelledVector('decision: number spelling: a timestamp written 1.709251199999e12 is valid', withValue(S, '/activity/slots/0/timestamp', 1709251199999), [], { '/activity/slots/0/timestamp': '1.709251199999e12' }),
    vector('decision: integer: a 13-digit millisecond timestamp is valid', withValue(S, '/activity/slots/0/timestamp', 1709251199999), []),
    vector('decision: double: 0 (an integer) is valid', withValue(S, '/activity/distance', 0), []),
    vector('decision: double: "5138.5" is a type violation', withValue(S, '/activity/distance', '5138.5'), [at('/activity/distance', 'type')]),
    vector('decision: double: 1e300 is valid', withValue(S, '/stress/avg_si', 1e300), []),
    vector('decision: Y-m-d: 2024-02-29 (leap day) is valid', withValue(S, '/date', '2024-02-29'), []),
    vector('decision: Y-m-d: 2023-02-29 is date_format', withValue(S, '/date', '2023-02-29'), [at('/date', 'date_format')]),
    vector('decision: Y-m-d: 2024-02-30 is date_format', withValue(S, '/date', '2024-02-30'), [at('/date', 'date_format')]),
    vector('decision: Y-m-d: 2000-02-29 is valid (a leap century)', withValue(S, '/date', '2000-02-29'), []),
    vector('decision: Y-m-d: 1900-02-29 is date_format (not a leap year)', withValue(S, '/date', '1900-02-29'), [at('/date', 'date_format')]),
    vector('decision: Y-m-d: 2024-2-01 (not zero-padded) is date_format', withValue(S, '/activity/date', '2024-2-01'), [at('/activity/date', 'date_format')]),
    vector('decision: Y-m-d: 0000-01-01 is date_format', withValue(S, '/date', '0000-01-01'), [at('/date', 'date_format')]),
    vector('decision: Y-m-d: a date-time is date_format', withValue(S, '/date', '2024-01-01T00:00:00'), [at('/date', 'date_format')]),
    vector('decision: Y-m-d: a final newline is date_format', withValue(S, '/date', '2024-01-01\n'), [at('/date', 'date_format')]),
    vector('decision: Y-m-d: an empty string is date_format', withValue(S, '/date', ''), [at('/date', 'date_format')]),
    vector('decision: H:i: 00:00 is valid', withValue(S, slotDate, '00:00'), []),
    vector('decision: H:i: 24:00 is date_format', withValue(S, slotDate, '24:00'), [at(slotDate, 'date_format')]),
    vector('decision: H:i: 9:05 is date_format', withValue(S, slotDate, '9:05'), [at(slotDate, 'date_format')]),
    vector('decision: H:i: 09:05:00 is date_format', withValue(S, slotDate, '09:05:00'), [at(slotDate, 'date_format')]),
    vector('decision: H:i: 12:60 is date_format', withValue(S, slotDate, '12:60'), [at(slotDate, 'date_format')]),
    vector('decision: H:i: a final newline is date_format', withValue(S, slotDate, '09:05\n'), [at(slotDate, 'date_format')]),
    vector('decision: Y-m-d\\TH:i:s: 2024-02-29T23:59:59 is valid', withValue(S, start, '2024-02-29T23:59:59'), []),
    vector('decision: Y-m-d\\TH:i:s: a zone is date_format', withValue(S, start, '2024-02-29T23:00:00Z'), [at(start, 'date_format')]),
    vector('decision: Y-m-d\\TH:i:s: a fraction is date_format', withValue(S, start, '2024-02-29T23:00:00.5'), [at(start, 'date_format')]),
    vector('decision: Y-m-d\\TH:i:s: a space for T is date_format', withValue(S, start, '2024-02-29 23:00:00'), [at(start, 'date_format')]),
    vector('decision: Y-m-d\\TH:i:s: 2023-02-29T10:00:00 is date_format', withValue(S, start, '2023-02-29T10:00:00'), [at(start, 'date_format')]),
    vector('decision: Y-m-d\\TH:i:s: 24:00:00 is date_format', withValue(S, start, '2024-02-29T24:00:00'), [at(start, 'date_format')]),
    ...[0, 1, 2, 3].map((n) => vector(`decision: sleep slot type ${n} is valid`, withValue(S, type, n), [])),
    vector('decision: sleep slot type 5 is in', withValue(S, type, 5), [at(type, 'in')]),
    vector('decision: sleep slot type -1 is in', withValue(S, type, -1), [at(type, 'in')]),
    vector('decision: sleep slot type "1" is one type violation (not also in)', withValue(S, type, '1'), [at(type, 'type')]),
    vector('decision: sleep slot type 1.5 is one type violation (not also in)', withValue(S, type, 1.5), [at(type, 'type')]),
    vector('decision: total_glasses 0 is valid', withValue(S, '/activity/total_glasses', 0), []),
    vector('decision: total_glasses -1 is min', withValue(S, '/activity/total_glasses', -1), [at('/activity/total_glasses', 'min')]),
    vector('decision: total_glasses absent is valid', without(S, '/activity/total_glasses'), []),
    vector('decision: total_glasses " " (a blank string) is a type violation', withValue(S, '/activity/total_glasses', ' '), [at('/activity/total_glasses', 'type')]),
    vector('decision: "activity": "" is a type error', day({ activity: '' }), [at('/activity', 'type')]),
  ];
}

/** Unknown fields, include_slots and semantic checks as they concern the default schema. */
function openCases(): VectorTest[] {
  return [
    vector(
      'decision: unknown fields are allowed at every level by default',
      withValue(withValue(withValue(S, '/_id', '000000000000000000000000'), '/activity/steps_goal', 10000), '/sleep/slots/0/source', 'watch'),
      [],
    ),
    vector('decision: the live API day fields (_id, user_id, created_at, updated_at, is_utc_date) are valid', { ...MINIMAL_SUMMARY, _id: 'a', user_id: 'b', created_at: '2023-02-16 10:28:14', updated_at: '2023-02-17 09:59:49', is_utc_date: null }, []),
    vector('decision: include_slots=1: a group without slots is required_with', without(S, '/stress/slots'), [at('/stress/slots', 'required_with')]),
    vector('decision: semantic checks are warnings: a group date other than the summary date is valid', withValue(S, '/activity/date', '2024-01-01'), []),
    vector(
      'decision: semantic checks are warnings: slots out of timestamp order are valid',
      withValue(S, '/activity/slots', [{ timestamp: 2, date: '00:01', step_count: 1 }, { timestamp: 1, date: '00:00', step_count: 1 }]),
      [],
    ),
    vector('decision: semantic checks are warnings: a sleep slot ending before it starts is valid', withValue(S, '/sleep/slots/0/end_date', '2024-02-28T22:00:00'), []),
    vector('decision: slot dates are local wall-clock times: any H:i with any timestamp is valid', withValue(S, '/activity/slots/0/date', '17:45'), []),
    vector('decision: a summary that is not an object is a type violation', [MINIMAL_SUMMARY], [at('', 'type')]),
    vector('decision: a summary without date is required', {}, [at('/date', 'required')]),
  ];
}

/** The hand-written cases of user-summary.bundle.json (default variant). */
export function defaultSummaryCases(): VectorTest[] {
  return [...ruleWordCases(), ...pairCases(), ...typeCases(), ...openCases()];
}

const SLOTTED = SUMMARY_GROUPS;

/** A copy of the full summary without any `slots` key, as the API serves include_slots=0. */
export function withoutSlots(summary: { [key: string]: Json }): Json {
  return SLOTTED.reduce<Json>((acc, g) => without(acc, `/${g}/slots`), summary);
}

/** The hand-written cases of the include_slots=0 bundles: decisions.md 'include_slots'. */
export function noSlotsSummaryCases(): VectorTest[] {
  return [
    vector('decision: include_slots=0: every group without slots is valid', withoutSlots(S), []),
    vector('decision: include_slots=0: groups with slots are valid', S, []),
    vector('decision: include_slots=0: slots sent are still validated (type)', withValue(withoutSlots(S), '/activity/slots', 'x'), [at('/activity/slots', 'type')]),
    vector('decision: include_slots=0: slots sent are still validated (null)', withValue(withoutSlots(S), '/spo2/slots', null), [at('/spo2/slots', 'type')]),
    vector('decision: include_slots=0: a slot item is still validated', without(S, '/sleep/slots/0/type'), [at('/sleep/slots/0/type', 'required')]),
    vector('decision: include_slots=0: other fields stay required', without(withoutSlots(S), '/activity/total_steps'), [at('/activity/total_steps', 'required_with')]),
    vector('decision: include_slots=0: an empty group is still filled', day({ heart_rate: {} }), [at('/heart_rate', 'filled')]),
  ];
}

/** The hand-written cases of the strict bundles: decisions.md 'Unknown fields'. */
export function strictSummaryCases(): VectorTest[] {
  return [
    vector('decision: strict: a summary with only contract fields is valid', S, []),
    vector('decision: strict: an unknown top-level key is unknown_field', withValue(S, '/_id', 'a'), [at('/_id', 'unknown_field')]),
    vector('decision: strict: an unknown group key is unknown_field', withValue(S, '/activity/steps_goal', 1), [at('/activity/steps_goal', 'unknown_field')]),
    vector('decision: strict: an unknown slot key is unknown_field', withValue(S, '/spo2/slots/0/source', 'watch'), [at('/spo2/slots/0/source', 'unknown_field')]),
    vector('decision: strict: both heat and heart spellings are contract fields', heartWith({ avg_daily_heart_rate: 1, avg_daily_heat_rate: 1, max_daily_heat_rate: 1, rest_daily_heat_rate: 1 }), []),
    vector('decision: strict: slots are still required', without(S, '/temperature/slots'), [at('/temperature/slots', 'required_with')]),
  ];
}
