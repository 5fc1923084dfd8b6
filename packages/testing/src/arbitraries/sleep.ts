// sleep and sleep.slots[]: phase minutes that add up, a night of one-minute typed segments.
import fc from 'fast-check';
import type { Sleep, SleepSlot } from 'user-summaries-contract/internal/generated/types';
import { formatLocalDateTime } from './_dates.js';
import { assembleGroup, groupArbitrary } from './_group.js';
import type { ResolvedGroup } from './_resolve.js';
import { slotArray, slotItem, type SlotTime } from './_slots.js';
import type { GroupConstraints, SlotConstraints } from './_types.js';
import { int, orNull } from './_values.js';

const slotValues = (): fc.Arbitrary<SleepSlot['type']> => fc.constantFrom(0, 1, 2, 3, 4);
const buildSlot = (type: SleepSlot['type'], at: SlotTime): SleepSlot => ({
  timestamp: at.ms,
  start_date: formatLocalDateTime(at.ms),
  end_date: formatLocalDateTime(at.ms + at.lengthMs),
  type,
});

/** @internal A sleep group of one date. */
export function sleepOn(date: string, o: ResolvedGroup): fc.Arbitrary<Sleep> {
  const fields = fc
    .record(
      {
        daily_percent: int(0, 100),
        awake_time: int(0, 120),
        rem_time: int(0, 150),
        light_time: int(0, 300),
        deep_time: int(0, 150),
        performance: int(0, 100),
        tranquility: int(0, 100),
        consistency: int(0, 100),
        heart_rate: orNull(int(40, 90), o.nulls),
        heart_rate_quality: orNull(int(0, 100), o.nulls),
      },
      {
        requiredKeys: [
          'daily_percent',
          'awake_time',
          'rem_time',
          'light_time',
          'deep_time',
          'performance',
          'tranquility',
        ],
      },
    )
    .map(({ daily_percent, ...rest }) => ({
      sleep_duration: rest.rem_time + rest.light_time + rest.deep_time,
      daily_percent,
      ...rest,
    }));
  return assembleGroup<Sleep>(date, o, fields, () => slotArray(date, o.count, 1, slotValues(), buildSlot));
}

/**
 * Valid `sleep` groups: `sleep_duration` = rem + light + deep, `consistency` absent or an integer (never
 * null: the contract's "must not be empty"), and one-minute slots of type 0-4 with start before end.
 *
 * @example
 * fc.assert(fc.property(sleep({ slots: 'realistic' }), (s) => s.slots.length >= 380));
 */
export function sleep(constraints?: GroupConstraints): fc.Arbitrary<Sleep> {
  return groupArbitrary('sleep', 'sleep', constraints, sleepOn);
}

/** Valid `sleep.slots[]` items: a timestamp, a one-minute Y-m-d\TH:i:s span from it, and a type 0-4. */
export function sleepSlot(constraints?: SlotConstraints): fc.Arbitrary<SleepSlot> {
  return slotItem('sleepSlot', constraints, 1, slotValues, buildSlot);
}
