// heart_rate and heart_rate.slots[]: daily averages in either spelling, zone minutes, five-minute bpm slots.
import fc from 'fast-check';
import type { HeartRate, HeartRateSlot } from 'user-summaries-contract/internal/generated/types';
import { assembleGroup, groupArbitrary } from './_group.js';
import type { ResolvedGroup } from './_resolve.js';
import { slotArray, slotItem, type SlotTime } from './_slots.js';
import type { HeartRateConstraints, SlotConstraints, Spelling } from './_types.js';
import { int, orNull } from './_values.js';

/** @internal The three heat/heart pairs, by prefix. */
export const HEART_PAIRS = ['avg', 'max', 'rest'] as const;

const slotValues = (nulls: boolean): fc.Arbitrary<number | null> => orNull(int(30, 220), nulls);
const buildSlot = (bpm: number | null, at: SlotTime): HeartRateSlot => ({ timestamp: at.ms, date: at.hi, bpm });

/** The pair members for one spelling choice: heart, heat or both keys carrying the same value. */
function pairKeys(
  prefix: string,
  spelling: Exclude<Spelling, 'any'>,
  value: number | null,
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  if (spelling !== 'heat') out[`${prefix}_daily_heart_rate`] = value;
  if (spelling !== 'heart') out[`${prefix}_daily_heat_rate`] = value;
  return out;
}

/** @internal A heart_rate group of one date. */
export function heartRateOn(date: string, o: ResolvedGroup): fc.Arbitrary<HeartRate> {
  const spell =
    o.spelling === 'any' ? fc.constantFrom<Exclude<Spelling, 'any'>>('heart', 'heat', 'both') : fc.constant(o.spelling);
  const pairs = fc
    .tuple(
      fc.tuple(orNull(int(50, 110), o.nulls), spell),
      fc.tuple(orNull(int(110, 220), o.nulls), spell),
      fc.tuple(orNull(int(30, 50), o.nulls), spell),
    )
    .map((chosen) => {
      const heart: Record<string, number | null> = {};
      const heat: Record<string, number | null> = {};
      chosen.forEach(([value, s], i) => {
        const keys = pairKeys(HEART_PAIRS[i] ?? 'avg', s, value);
        for (const [k, v] of Object.entries(keys)) (k.endsWith('heart_rate') ? heart : heat)[k] = v;
      });
      return { ...heart, ...heat };
    });
  const zones = fc
    .record({
      daily_percent: orNull(int(0, 100), o.nulls),
      max_time: int(0, 60),
      performance_time: int(0, 120),
      endurance_time: int(0, 180),
      fat_burn_time: int(0, 240),
      warm_up_time: int(0, 300),
      rest_time: int(0, 540),
    })
    .map((z) => ({
      daily_percent: z.daily_percent,
      all_time: z.max_time + z.performance_time + z.endurance_time + z.fat_burn_time + z.warm_up_time + z.rest_time,
      max_time: z.max_time,
      performance_time: z.performance_time,
      endurance_time: z.endurance_time,
      fat_burn_time: z.fat_burn_time,
      warm_up_time: z.warm_up_time,
      rest_time: z.rest_time,
    }));
  const fields = fc.tuple(pairs, zones).map(([p, z]) => ({ ...p, ...z }));
  return assembleGroup<HeartRate>(date, o, fields, () => slotArray(date, o.count, 5, slotValues(o.nulls), buildSlot));
}

/**
 * Valid `heart_rate` groups: avg/max/rest in the asked spelling (heart, heat, both, or any per pair), zone
 * minutes that add up to `all_time`, and five-minute bpm slots (30-220, or null).
 *
 * @example
 * fc.assert(fc.property(heartRate({ spelling: 'heat', slots: 'dense' }), (h) => h.slots.length === 1440));
 */
export function heartRate(constraints?: HeartRateConstraints): fc.Arbitrary<HeartRate> {
  return groupArbitrary('heart_rate', 'heartRate', constraints, heartRateOn, ['spelling']);
}

/** Valid `heart_rate.slots[]` items: a timestamp, its H:i time and a bpm of 30-220 (or null). */
export function heartRateSlot(constraints?: SlotConstraints): fc.Arbitrary<HeartRateSlot> {
  return slotItem('heartRateSlot', constraints, 5, slotValues, buildSlot);
}
