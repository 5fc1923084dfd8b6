// activity and activity.slots[]: steps, distance, calories; half-hour step counts.
import fc from 'fast-check';
import type { Activity, ActivitySlot } from 'user-summaries-contract/internal/generated/types';
import { assembleGroup, groupArbitrary } from './_group.js';
import type { ResolvedGroup } from './_resolve.js';
import { slotArray, slotItem, type SlotTime } from './_slots.js';
import type { GroupConstraints, SlotConstraints } from './_types.js';
import { decimal, int, orNull } from './_values.js';

const slotValues = (): fc.Arbitrary<number> => int(0, 3000);
const buildSlot = (stepCount: number, at: SlotTime): ActivitySlot => ({
  timestamp: at.ms,
  date: at.hi,
  step_count: stepCount,
});

/** @internal An activity group of one date. */
export function activityOn(date: string, o: ResolvedGroup): fc.Arbitrary<Activity> {
  const fields = fc.record(
    {
      total_steps: int(0, 40_000),
      daily_percent: int(0, 200),
      distance: decimal(0, 30_000, 3),
      calories: int(0, 5000),
      workouts: int(0, 10),
      active_minutes: int(0, 600),
      move_every_hour: int(0, 24),
      total_glasses: orNull(int(0, 20), o.nulls),
    },
    {
      requiredKeys: [
        'total_steps',
        'daily_percent',
        'distance',
        'calories',
        'workouts',
        'active_minutes',
        'move_every_hour',
      ],
    },
  );
  return assembleGroup<Activity>(date, o, fields, () => slotArray(date, o.count, 30, slotValues(), buildSlot));
}

/**
 * Valid `activity` groups: realistic daily totals and, unless `includeSlots: false`, half-hour step slots.
 *
 * @param constraints - date, include_slots, slot count, nulls, unknown extra fields
 * @example
 * fc.assert(fc.property(activity({ date: '2024-03-10', slots: 'realistic' }), (a) => a.slots.length === 48));
 */
export function activity(constraints?: GroupConstraints): fc.Arbitrary<Activity> {
  return groupArbitrary('activity', 'activity', constraints, activityOn);
}

/** Valid `activity.slots[]` items: a timestamp, its H:i time and a step count. */
export function activitySlot(constraints?: SlotConstraints): fc.Arbitrary<ActivitySlot> {
  return slotItem('activitySlot', constraints, 30, slotValues, buildSlot);
}
