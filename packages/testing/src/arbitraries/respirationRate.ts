// respiration_rate and respiration_rate.slots[]: breaths per minute, half-hour slots.
import fc from 'fast-check';
import type { RespirationRate, RespirationRateSlot } from 'user-summaries-contract/internal/generated/types';
import { daySpan } from './_dates.js';
import { assembleGroup, groupArbitrary } from './_group.js';
import type { ResolvedGroup } from './_resolve.js';
import { slotArray, slotItem, type SlotTime } from './_slots.js';
import type { GroupConstraints, SlotConstraints } from './_types.js';
import { decimal } from './_values.js';

type Values = { respiration_rate: number; quality: number };
const slotValues = (): fc.Arbitrary<Values> =>
  fc.record({ respiration_rate: decimal(8, 30), quality: decimal(0, 1, 2) });
const buildSlot = (v: Values, at: SlotTime): RespirationRateSlot => ({ timestamp: at.ms, date: at.hi, ...v });

/** @internal A respiration_rate group of one date. */
export function respirationRateOn(date: string, o: ResolvedGroup): fc.Arbitrary<RespirationRate> {
  const fields = decimal(8, 30).map((avg) => ({ avg_respiration_rate: avg, ...daySpan(date) }));
  return assembleGroup<RespirationRate>(date, o, fields, () => slotArray(date, o.count, 30, slotValues(), buildSlot));
}

/**
 * Valid `respiration_rate` groups: an average of 8-30, the day's first and last timestamps, half-hour slots.
 *
 * @example
 * fc.assert(fc.property(respirationRate({ date: '2024-03-10' }), (r) => r.date === '2024-03-10'));
 */
export function respirationRate(constraints?: GroupConstraints): fc.Arbitrary<RespirationRate> {
  return groupArbitrary('respiration_rate', 'respirationRate', constraints, respirationRateOn);
}

/** Valid `respiration_rate.slots[]` items: a timestamp, its H:i time, a rate and a quality 0-1. */
export function respirationRateSlot(constraints?: SlotConstraints): fc.Arbitrary<RespirationRateSlot> {
  return slotItem('respirationRateSlot', constraints, 30, slotValues, buildSlot);
}
