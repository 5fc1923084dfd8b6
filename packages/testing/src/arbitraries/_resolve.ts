// Turns public constraints into the resolved options the builders use, checking each on the way.
import type fc from 'fast-check';
import { checkBoolean, checkDate, checkInteger, checkKeys, checkSpelling, shown } from './_check.js';
import { dateInRange, DEFAULT_RANGE } from './_dates.js';
import { GROUP_NAMES, type DateConstraints, type GroupName, type SlotCount, type Spelling } from './_types.js';

/** @internal Most slots a group can carry: one a minute. */
export const MAX_SLOTS = 1440;

/** @internal Slot counts of the live API (`realistic`). */
const REALISTIC: Readonly<Record<GroupName, Required<SlotCount>>> = {
  activity: { min: 48, max: 48 },
  heart_rate: { min: 288, max: 288 },
  sleep: { min: 380, max: 440 },
  stress: { min: 76, max: 88 },
  respiration_rate: { min: 48, max: 48 },
  temperature: { min: 48, max: 48 },
  spo2: { min: 48, max: 48 },
};

/** @internal Default slot count: small, so properties stay fast. */
const DEFAULT_SLOTS: Required<SlotCount> = { min: 0, max: 3 };

/** @internal Options every group builder reads. */
export interface ResolvedGroup {
  readonly includeSlots: boolean;
  readonly count: Required<SlotCount>;
  readonly nulls: boolean;
  readonly extraFields: boolean;
  readonly spelling: Spelling;
}

/** @internal The date constraints as an arbitrary of Y-m-d days. */
export function resolveDates(c: DateConstraints, prefix = ''): fc.Arbitrary<string> {
  if (c.date !== undefined && c.dateRange !== undefined) {
    throw new TypeError(`${prefix}date and ${prefix}dateRange cannot both be given`);
  }
  if (c.date !== undefined) return dateInRange(checkDate(`${prefix}date`, c.date), c.date);
  const range = c.dateRange ?? DEFAULT_RANGE;
  checkKeys(`${prefix}dateRange`, range, ['from', 'to']);
  const from = checkDate(`${prefix}dateRange.from`, range.from);
  const to = checkDate(`${prefix}dateRange.to`, range.to);
  if (from > to)
    throw new RangeError(`${prefix}dateRange.to must be on or after from, but received from ${from}, to ${to}`);
  return dateInRange(from, to);
}

/** @internal One group's slot count range from a SlotCount or a density name. */
function resolveCount(group: GroupName, value: unknown, name: string): Required<SlotCount> {
  if (value === undefined) return DEFAULT_SLOTS;
  if (value === 'realistic') return REALISTIC[group];
  if (value === 'dense') return group === 'heart_rate' ? { min: MAX_SLOTS, max: MAX_SLOTS } : REALISTIC[group];
  if (typeof value === 'string')
    throw new RangeError(`${name} must be realistic, dense or { min, max }, but received ${shown(value)}`);
  const v = checkKeys(name, value, ['min', 'max']);
  const min = checkInteger(`${name}.min`, v['min'], 0, MAX_SLOTS, 0);
  const max = checkInteger(`${name}.max`, v['max'], 0, MAX_SLOTS, Math.max(min, DEFAULT_SLOTS.max));
  if (max < min) throw new RangeError(`${name}.max must be >= min, but received min ${min}, max ${max}`);
  return { min, max };
}

/** @internal The slot counts of every group, from a summary's `slots` constraint. */
export function resolveCounts(value: unknown): Readonly<Record<GroupName, Required<SlotCount>>> {
  const out = {} as Record<GroupName, Required<SlotCount>>;
  if (value === undefined || value === 'realistic' || value === 'dense') {
    for (const g of GROUP_NAMES) out[g] = resolveCount(g, value, `slots`);
    return out;
  }
  if (typeof value === 'string')
    throw new RangeError(
      `slots must be realistic, dense or a record of { min, max } per group, but received ${shown(value)}`,
    );
  const v = checkKeys('slots', value, GROUP_NAMES);
  for (const g of GROUP_NAMES) out[g] = resolveCount(g, v[g], `slots.${g}`);
  return out;
}

/** @internal The options of one group arbitrary. */
export function resolveGroup(group: GroupName, c: Record<string, unknown>): ResolvedGroup {
  return {
    includeSlots: checkBoolean('includeSlots', c['includeSlots'], true),
    count: resolveCount(group, c['slots'], 'slots'),
    nulls: checkBoolean('nulls', c['nulls'], true),
    extraFields: checkBoolean('extraFields', c['extraFields'], false),
    spelling: checkSpelling('spelling', c['spelling']),
  };
}

/** @internal Keys a group arbitrary accepts. */
export const GROUP_KEYS = ['date', 'dateRange', 'includeSlots', 'slots', 'nulls', 'extraFields'] as const;

/** @internal Keys a slot item arbitrary accepts. */
export const SLOT_KEYS = ['date', 'dateRange', 'minute', 'nulls'] as const;
