import type { UserSummary } from 'user-summaries-contract/internal/generated/types';
import { SUMMARY_GROUPS } from 'user-summaries-contract/internal/generated/types';

/** A copy of a summary whose groups carry no `slots` key (include_slots=0); other members are shared. */
export function withoutSlots(summary: UserSummary): UserSummary {
  const out: Record<string, unknown> = { ...summary };
  for (const name of SUMMARY_GROUPS) {
    const group = out[name];
    if (typeof group === 'object' && group !== null && !Array.isArray(group) && 'slots' in group) {
      const { slots: _slots, ...rest } = group as Record<string, unknown>;
      out[name] = rest;
    }
  }
  return out as unknown as UserSummary;
}

const cache = new WeakMap<UserSummary, { slots?: string; noSlots?: string }>();

/**
 * The JSON text of a day as served with include_slots=1 or 0. Cached per object: sources hand out shared,
 * unchanging objects, so a day generated once is serialized once per mode.
 */
export function servedJson(summary: UserSummary, includeSlots: boolean): string {
  let entry = cache.get(summary);
  if (entry === undefined) cache.set(summary, (entry = {}));
  if (includeSlots) return (entry.slots ??= JSON.stringify(summary));
  return (entry.noSlots ??= JSON.stringify(withoutSlots(summary)));
}
