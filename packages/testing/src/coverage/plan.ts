import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';

// The collector's plan: the item list compiled into the walk of a value. Each number is an item's index in the
// model's list, -1 where the member has no such item. Members with nothing to count (a required field, no value
// rule, no nested plan) are left out, so the walk touches only what can be counted.

/** A list of records (slots): its `empty` item and the plan of each record. */
export interface ArrayPlan {
  readonly empty: number;
  /** Undefined when a record has nothing to count on the valid side. */
  readonly record: ObjectPlan | undefined;
}

/** One member of an object. */
export interface MemberPlan {
  readonly key: string;
  readonly present: number;
  readonly absent: number;
  readonly null: number;
  /** `value:<v>` items of an `in` rule, by value. */
  readonly values: ReadonlyMap<unknown, number> | undefined;
  readonly object: ObjectPlan | undefined;
  readonly list: ArrayPlan | undefined;
  /** The page's list of days, each walked with the day's plan. */
  readonly days: boolean;
}

/** A heat/heart pair: which spelling a group uses. */
interface PairPlan {
  readonly first: string;
  readonly second: string;
  readonly onlyFirst: number;
  readonly onlySecond: number;
  readonly both: number;
}

/** An object of the contract: its members and its pairs. */
export interface ObjectPlan {
  readonly members: readonly MemberPlan[];
  readonly pairs: readonly PairPlan[];
}

/** Where a violation's item is found: by its location pattern and rule word, in one scope. */
export interface ScopeIndex {
  /** `location + '\0' + rule` to the item's index. */
  readonly violations: ReadonlyMap<string, number>;
  /** Locations of arrays: the token after one is an index, written `*`. */
  readonly arrays: ReadonlySet<string>;
  /** Where an envelope holds its list of days (`/data`, or the root of a bare list): below it, a day's scope. */
  readonly days?: string;
}

/** The page positions a response can take. */
export const PAGE_POSITIONS = ['first', 'middle', 'last', 'only', 'empty'] as const;

/** A page position. */
export type PagePosition = (typeof PAGE_POSITIONS)[number];

/** The whole plan of a profile. */
export interface CoveragePlan {
  /** A day's plan (a summary, or each day of a page). */
  readonly day: ObjectPlan;
  /** A request's plan: the members of its query and headers (`validateRequest`'s wire form). */
  readonly request: ObjectPlan;
  /** The object plan of the paginator and the collection (their list of days is walked with `day`). */
  readonly envelopes: Readonly<Record<'paginator' | 'collection', ObjectPlan>>;
  readonly envelopeSeen: Readonly<Record<EnvelopeName, number>>;
  readonly page: Readonly<Record<PagePosition, number>>;
  /** The index of `violated:envelope`. */
  readonly noEnvelope: number;
  readonly scopes: Readonly<Record<'day' | 'request' | EnvelopeName, ScopeIndex>>;
}

/** The key of a violation's item in a {@link ScopeIndex}. */
export function violationKey(location: string, rule: string): string {
  return `${location}\u0000${rule}`;
}
