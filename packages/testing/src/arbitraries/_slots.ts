// Slot arrays on a grid of the day: timestamps, H:i times and order all follow from one minute index.
import fc from 'fast-check';
import { checkInteger, checkKeys } from './_check.js';
import { dayStartMs, formatHi } from './_dates.js';
import { MAX_SLOTS, resolveDates, SLOT_KEYS } from './_resolve.js';
import type { SlotConstraints, SlotCount } from './_types.js';

/** @internal When a slot is: its 13-digit timestamp, minute of the day, H:i time, and length. */
export interface SlotTime {
  readonly ms: number;
  readonly minute: number;
  readonly hi: string;
  readonly lengthMs: number;
}

/** @internal The time of a slot at `minute` of `date`, lasting `lengthMinutes`. */
function slotTime(date: string, minute: number, lengthMinutes: number): SlotTime {
  return { ms: dayStartMs(date) + minute * 60_000, minute, hi: formatHi(minute), lengthMs: lengthMinutes * 60_000 };
}

/** The grid step (minutes) for n slots: the largest divisor of 1440 up to `preferred` that fits n in a day. */
function stepFor(n: number, preferred: number): number {
  for (let step = preferred; step > 1; step -= 1) {
    if (MAX_SLOTS % step === 0 && step * n <= MAX_SLOTS) return step;
  }
  return 1;
}

/**
 * @internal A slot array of `count` items on a grid of `preferredStep` minutes (finer when the count needs it):
 * consecutive grid cells from a random start, so timestamps ascend and H:i times match them.
 */
export function slotArray<TValues, TSlot>(
  date: string,
  count: Required<SlotCount>,
  preferredStep: number,
  values: fc.Arbitrary<TValues>,
  build: (values: TValues, at: SlotTime) => TSlot,
): fc.Arbitrary<TSlot[]> {
  return fc.integer({ min: count.min, max: count.max }).chain((n) => {
    const step = stepFor(n, preferredStep);
    const cells = MAX_SLOTS / step;
    return fc
      .tuple(fc.integer({ min: 0, max: cells - n }), fc.array(values, { minLength: n, maxLength: n }))
      .map(([start, items]) => items.map((v, i) => build(v, slotTime(date, (start + i) * step, step))));
  });
}

/** @internal A single slot item arbitrary, for the public `xxxSlot()` functions. */
export function slotItem<TValues, TSlot>(
  name: string,
  constraints: SlotConstraints | undefined,
  lengthMinutes: number,
  values: (nulls: boolean) => fc.Arbitrary<TValues>,
  build: (values: TValues, at: SlotTime) => TSlot,
): fc.Arbitrary<TSlot> {
  const c = checkKeys(`${name} constraints`, constraints, SLOT_KEYS);
  const nulls = c['nulls'] === undefined ? true : c['nulls'];
  if (typeof nulls !== 'boolean') throw new TypeError(`nulls must be a boolean, but received ${String(nulls)}`);
  const minute =
    c['minute'] === undefined
      ? fc.integer({ min: 0, max: MAX_SLOTS - 1 })
      : fc.constant(checkInteger('minute', c['minute'], 0, MAX_SLOTS - 1, 0));
  const dates = resolveDates(c);
  return fc.tuple(dates, minute, values(nulls)).map(([date, m, v]) => build(v, slotTime(date, m, lengthMinutes)));
}
