// userSummary(): one day with any (or exactly the asked) groups, all dated like the summary.
import fc from 'fast-check';
import type { UserSummary } from 'user-summaries-contract/internal/generated/types';
import { checkBoolean, checkGroupName, checkKeys, checkSpelling, shown } from './_check.js';
import { extrasIf, summaryExtras } from './_extraFields.js';
import { resolveCounts, resolveDates, type ResolvedGroup } from './_resolve.js';
import { GROUP_NAMES, type GroupName, type SlotCount, type Spelling, type UserSummaryConstraints } from './_types.js';
import { activityOn } from './activity.js';
import { heartRateOn } from './heartRate.js';
import { respirationRateOn } from './respirationRate.js';
import { sleepOn } from './sleep.js';
import { spo2On } from './spo2.js';
import { stressOn } from './stress.js';
import { temperatureOn } from './temperature.js';

const BUILDERS: Readonly<Record<GroupName, (date: string, o: ResolvedGroup) => fc.Arbitrary<unknown>>> = {
  activity: activityOn,
  heart_rate: heartRateOn,
  sleep: sleepOn,
  stress: stressOn,
  respiration_rate: respirationRateOn,
  temperature: temperatureOn,
  spo2: spo2On,
};

/** @internal Keys {@link userSummary} accepts. */
export const SUMMARY_KEYS = [
  'date',
  'dateRange',
  'groups',
  'includeSlots',
  'slots',
  'spelling',
  'nulls',
  'extraFields',
] as const;

/** @internal Checked summary constraints. */
export interface ResolvedSummary {
  readonly dates: fc.Arbitrary<string>;
  readonly groups: readonly GroupName[] | 'any';
  readonly includeSlots: boolean;
  readonly counts: Readonly<Record<GroupName, Required<SlotCount>>>;
  readonly spelling: Spelling;
  readonly nulls: boolean;
  readonly extraFields: boolean;
}

/** @internal Checks summary constraints (throws on the first mistake) and resolves their defaults. */
export function resolveSummary(c: Record<string, unknown>): ResolvedSummary {
  const groups = c['groups'] ?? 'any';
  if (groups !== 'any') {
    if (!Array.isArray(groups))
      throw new TypeError(`groups must be 'any' or an array of group names, but received ${shown(groups)}`);
    groups.forEach((g: unknown, i) => {
      checkGroupName(`groups[${i}]`, g);
    });
    const dup = groups.find((g: unknown, i) => groups.indexOf(g) !== i);
    if (dup !== undefined) throw new RangeError(`groups must not repeat a group, but received ${String(dup)} twice`);
  }
  return {
    dates: resolveDates(c),
    groups: groups as readonly GroupName[] | 'any',
    includeSlots: checkBoolean('includeSlots', c['includeSlots'], true),
    counts: resolveCounts(c['slots']),
    spelling: checkSpelling('spelling', c['spelling']),
    nulls: checkBoolean('nulls', c['nulls'], true),
    extraFields: checkBoolean('extraFields', c['extraFields'], false),
  };
}

/** @internal A summary of one date; `forced` groups are always present (with `groups: 'any'`). */
export function summaryOn(
  date: string,
  r: ResolvedSummary,
  forced: readonly GroupName[] = [],
): fc.Arbitrary<UserSummary> {
  const listed =
    r.groups === 'any' ? GROUP_NAMES : GROUP_NAMES.filter((g) => r.groups.includes(g) || forced.includes(g));
  const model: Record<string, fc.Arbitrary<unknown>> = { date: fc.constant(date) };
  for (const g of listed) {
    model[g] = BUILDERS[g](date, {
      includeSlots: r.includeSlots,
      count: r.counts[g],
      nulls: r.nulls,
      extraFields: r.extraFields,
      spelling: r.spelling,
    });
  }
  const requiredKeys = r.groups === 'any' ? ['date', ...forced] : ['date', ...listed];
  return fc
    .tuple(fc.record(model, { requiredKeys }), extrasIf(r.extraFields, summaryExtras(date)))
    .map(([summary, extras]) => ({ ...summary, ...extras }) as unknown as UserSummary);
}

/**
 * Valid user summaries (one day each): any subset of the seven groups (or exactly `groups`), every group
 * `date` equal to the summary date, slots in timestamp order with H:i times that match their timestamps.
 *
 * @param constraints - groups, include_slots, slot counts, date or range, spelling, nulls, extra fields
 * @throws TypeError or RangeError at once when a constraint is malformed
 * @example
 * import fc from 'fast-check';
 * import { validateSummary } from 'user-summaries-contract';
 * import { userSummary } from 'user-summaries-testing';
 *
 * fc.assert(
 *   fc.property(userSummary({ groups: ['activity', 'sleep'], includeSlots: false }), (s) =>
 *     validateSummary(s, { includeSlots: false }).ok,
 *   ),
 * );
 */
export function userSummary(constraints?: UserSummaryConstraints): fc.Arbitrary<UserSummary> {
  const r = resolveSummary(checkKeys('userSummary constraints', constraints, SUMMARY_KEYS));
  return r.dates.chain((date) => summaryOn(date, r));
}
