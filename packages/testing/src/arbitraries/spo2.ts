// spo2 and spo2.slots[]: blood oxygen saturation 70-100 % with a quality, half-hour slots.
import fc from 'fast-check';
import type { Spo2, Spo2Slot } from 'user-summaries-contract/internal/generated/types';
import { daySpan } from './_dates.js';
import { assembleGroup, groupArbitrary } from './_group.js';
import type { ResolvedGroup } from './_resolve.js';
import { slotArray, slotItem, type SlotTime } from './_slots.js';
import type { GroupConstraints, SlotConstraints } from './_types.js';
import { int, orNull } from './_values.js';

type Values = { spo2: number | null; spo2_q: number | null };
const slotValues = (nulls: boolean): fc.Arbitrary<Values> =>
  fc.record({ spo2: orNull(int(70, 100), nulls), spo2_q: orNull(int(0, 100), nulls) });
const buildSlot = (v: Values, at: SlotTime): Spo2Slot => ({ timestamp: at.ms, date: at.hi, ...v });

/** @internal A spo2 group of one date. */
export function spo2On(date: string, o: ResolvedGroup): fc.Arbitrary<Spo2> {
  const fields = orNull(int(70, 100), o.nulls).map((avg) => ({ avg_spo2: avg, ...daySpan(date) }));
  return assembleGroup<Spo2>(date, o, fields, () => slotArray(date, o.count, 30, slotValues(o.nulls), buildSlot));
}

/**
 * Valid `spo2` groups: an average of 70-100 (or null), the day's span, half-hour slots.
 *
 * @example
 * fc.assert(fc.property(spo2(), (s) => s.avg_spo2 === null || (s.avg_spo2 >= 70 && s.avg_spo2 <= 100)));
 */
export function spo2(constraints?: GroupConstraints): fc.Arbitrary<Spo2> {
  return groupArbitrary('spo2', 'spo2', constraints, spo2On);
}

/** Valid `spo2.slots[]` items: a timestamp, its H:i time, a saturation 70-100 and a quality (or nulls). */
export function spo2Slot(constraints?: SlotConstraints): fc.Arbitrary<Spo2Slot> {
  return slotItem('spo2Slot', constraints, 30, slotValues, buildSlot);
}
