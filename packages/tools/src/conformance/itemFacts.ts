import { createHash } from 'node:crypto';
import type { SummaryGroup, UserSummary } from 'user-summaries-contract/internal/generated/types';
import { SUMMARY_GROUPS } from 'user-summaries-contract/internal/generated/types';
import { withoutSlots } from '../mock/serialize.js';
import { slottedGroups } from '../pages/judgePage.js';
import { itemDateString } from '../pages/pageRead.js';
import { isPlainObject } from 'user-summaries-contract/internal/validator/plainObject';

import { semanticWarnings, type SemanticWarning } from '../pages/semantics.js';

/** What the checks read of one group of a summary. */
interface GroupFacts {
  /** A JSON object with at least one member (an empty group is the schema's concern). */
  readonly filled: boolean;
  /** Whether it carries a `slots` array, and how many slots are in it. */
  readonly slotsArray: boolean;
  readonly slotCount: number;
}

/**
 * What the checks read of one summary of a walk, taken as its page arrives so that the walk keeps no summary
 * (a walk over years with slots kept every day's slots: about 40 MB a year). Everything a check compares is here:
 * the date, the groups' slots, the day's values without its slots (as a digest), and its semantic warnings.
 */
export interface ItemFacts {
  /** Whether the summary is a JSON object at all. */
  readonly record: boolean;
  /** Its `date` when that is a string. */
  readonly date: string | undefined;
  /** Its groups by name, for a record. */
  readonly groups: Readonly<Partial<Record<SummaryGroup, GroupFacts>>>;
  /** Its groups whose slots are not empty (pages/judgePage.ts, `slottedGroups`): `slots_when_excluded` at include_slots=0. */
  readonly slotted: readonly SummaryGroup[];
  /** SHA-256 of the JSON text of the summary without its slots, for a record: equal texts, equal digests. */
  readonly valuesDigest: string | undefined;
  /** The semantic warnings of decisions.md on the summary (semantics.ts). */
  readonly warnings: readonly SemanticWarning[];
}

const NOT_A_RECORD: ItemFacts = {
  record: false,
  date: undefined,
  groups: {},
  slotted: [],
  valuesDigest: undefined,
  warnings: [],
};

/**
 * The facts of one summary as it came in a page.
 *
 * @example
 * factsOf({ date: '2024-01-02', activity: { date: '2024-01-02', slots: [] } }).groups.activity; // { filled: true, slotsArray: true, slotCount: 0 }
 */
export function factsOf(item: unknown): ItemFacts {
  if (!isPlainObject(item)) return NOT_A_RECORD;
  const groups: Partial<Record<SummaryGroup, GroupFacts>> = {};
  for (const name of SUMMARY_GROUPS) {
    const group = item[name];
    if (!isPlainObject(group)) continue;
    const slots = group['slots'];
    groups[name] = {
      filled: Object.keys(group).length > 0,
      slotsArray: Array.isArray(slots),
      slotCount: Array.isArray(slots) ? slots.length : 0,
    };
  }
  const values = JSON.stringify(withoutSlots(item as unknown as UserSummary));
  return {
    record: true,
    date: itemDateString(item),
    groups,
    slotted: slottedGroups(item),
    valuesDigest: createHash('sha256').update(values).digest('base64'),
    warnings: semanticWarnings(item),
  };
}
