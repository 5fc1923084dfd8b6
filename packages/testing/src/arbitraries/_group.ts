// The shape every group arbitrary shares: date first, the fields, the slots last, unknown extras if asked.
import fc from 'fast-check';
import { checkKeys } from './_check.js';
import { extrasIf, groupExtras } from './_extraFields.js';
import { GROUP_KEYS, resolveDates, resolveGroup, type ResolvedGroup } from './_resolve.js';
import type { GroupName } from './_types.js';

/**
 * @internal A group object: `{ date, ...fields, slots?, ...extras }`. The slots key is left out when
 * include_slots=0, which the generated types (written for include_slots=1) cannot say: hence the cast.
 */
export function assembleGroup<TGroup>(
  date: string,
  o: ResolvedGroup,
  fields: fc.Arbitrary<Record<string, unknown>>,
  slots: () => fc.Arbitrary<unknown[]>,
): fc.Arbitrary<TGroup> {
  const slotArb = o.includeSlots ? slots().map((s) => ({ slots: s })) : fc.constant({});
  return fc
    .tuple(fields, slotArb, extrasIf(o.extraFields, groupExtras))
    .map(([f, s, x]) => ({ date, ...f, ...s, ...x }) as TGroup);
}

/** @internal A public group arbitrary: checks its constraints at once, then builds on each generated date. */
export function groupArbitrary<TGroup>(
  group: GroupName,
  fnName: string,
  constraints: object | undefined,
  on: (date: string, o: ResolvedGroup) => fc.Arbitrary<TGroup>,
  extraKeys: readonly string[] = [],
): fc.Arbitrary<TGroup> {
  const c = checkKeys(`${fnName} constraints`, constraints, [...GROUP_KEYS, ...extraKeys]);
  const o = resolveGroup(group, c);
  return resolveDates(c).chain((date) => on(date, o));
}
