// stress and stress.slots[]: heart-rate-variability measures as doubles, quarter-hour slots.
import fc from 'fast-check';
import type { Stress, StressSlot } from 'user-summaries-contract/internal/generated/types';
import { assembleGroup, groupArbitrary } from './_group.js';
import type { ResolvedGroup } from './_resolve.js';
import { slotArray, slotItem, type SlotTime } from './_slots.js';
import type { GroupConstraints, SlotConstraints } from './_types.js';
import { decimal } from './_values.js';

/** The thirteen measures, as slot keys (the group carries them as `avg_<key>`). */
const MEASURES = {
  si: decimal(20, 500),
  si_n: decimal(0, 1, 2),
  mrr: decimal(400, 1500),
  sdnn: decimal(10, 150),
  rmssd: decimal(10, 150),
  pnn50: decimal(0, 100),
  vlf: decimal(0, 5000),
  vlf_percent: decimal(0, 100),
  lf: decimal(0, 5000),
  lf_percent: decimal(0, 100),
  hf: decimal(0, 5000),
  hf_percent: decimal(0, 100),
  hrv: decimal(10, 150),
};
type Measures = { [K in keyof typeof MEASURES]: number };

const slotValues = (): fc.Arbitrary<Measures> => fc.record(MEASURES);
const buildSlot = (m: Measures, at: SlotTime): StressSlot => ({ timestamp: at.ms, date: at.hi, ...m });

/** @internal A stress group of one date. */
export function stressOn(date: string, o: ResolvedGroup): fc.Arbitrary<Stress> {
  const fields = fc.record(MEASURES).map((m) => Object.fromEntries(Object.entries(m).map(([k, v]) => [`avg_${k}`, v])));
  return assembleGroup<Stress>(date, o, fields, () => slotArray(date, o.count, 15, slotValues(), buildSlot));
}

/**
 * Valid `stress` groups: thirteen `avg_*` doubles and quarter-hour slots of the same measures.
 *
 * @example
 * fc.assert(fc.property(stress({ includeSlots: false }), (s) => !('slots' in s)));
 */
export function stress(constraints?: GroupConstraints): fc.Arbitrary<Stress> {
  return groupArbitrary('stress', 'stress', constraints, stressOn);
}

/** Valid `stress.slots[]` items: a timestamp, its H:i time and the thirteen measures. */
export function stressSlot(constraints?: SlotConstraints): fc.Arbitrary<StressSlot> {
  return slotItem('stressSlot', constraints, 15, slotValues, buildSlot);
}
