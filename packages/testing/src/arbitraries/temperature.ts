// temperature and temperature.slots[]: two skin sensors in degrees Celsius, half-hour slots.
import fc from 'fast-check';
import type { Temperature, TemperatureSlot } from 'user-summaries-contract/internal/generated/types';
import { daySpan } from './_dates.js';
import { assembleGroup, groupArbitrary } from './_group.js';
import type { ResolvedGroup } from './_resolve.js';
import { slotArray, slotItem, type SlotTime } from './_slots.js';
import type { GroupConstraints, SlotConstraints } from './_types.js';
import { decimal, orNull } from './_values.js';

type Values = { temp_sk1: number | null; temp_sk2: number | null };
const slotValues = (nulls: boolean): fc.Arbitrary<Values> =>
  fc.record({ temp_sk1: orNull(decimal(28, 40), nulls), temp_sk2: orNull(decimal(28, 40), nulls) });
const buildSlot = (v: Values, at: SlotTime): TemperatureSlot => ({ timestamp: at.ms, date: at.hi, ...v });

/** @internal A temperature group of one date. */
export function temperatureOn(date: string, o: ResolvedGroup): fc.Arbitrary<Temperature> {
  const fields = fc
    .record(
      {
        avg_temp_sk1: orNull(decimal(30, 38), o.nulls),
        avg_temp_sk2: orNull(decimal(30, 38), o.nulls),
        max_temp_sk1: orNull(decimal(31, 40), o.nulls),
        max_temp_sk2: orNull(decimal(31, 40), o.nulls),
      },
      { requiredKeys: ['avg_temp_sk1', 'avg_temp_sk2'] },
    )
    .map((t) => ({ ...t, ...daySpan(date) }));
  return assembleGroup<Temperature>(date, o, fields, () =>
    slotArray(date, o.count, 30, slotValues(o.nulls), buildSlot),
  );
}

/**
 * Valid `temperature` groups: averages (and optional maxima) of two skin sensors, the day's span, slots.
 *
 * @example
 * fc.assert(fc.property(temperature({ nulls: false }), (t) => t.avg_temp_sk1 !== null));
 */
export function temperature(constraints?: GroupConstraints): fc.Arbitrary<Temperature> {
  return groupArbitrary('temperature', 'temperature', constraints, temperatureOn);
}

/** Valid `temperature.slots[]` items: a timestamp, its H:i time and two sensor readings (or null). */
export function temperatureSlot(constraints?: SlotConstraints): fc.Arbitrary<TemperatureSlot> {
  return slotItem('temperatureSlot', constraints, 30, slotValues, buildSlot);
}
