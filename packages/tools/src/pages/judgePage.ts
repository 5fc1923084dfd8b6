// Judging one page: its metadata against the request and itself, its size, and each summary's own page rules
// (slots when excluded, a day outside the range, the semantic warnings). The rules' words and messages are in
// pageRules.ts; which rules a surface applies, and in which order, is its own.
import { SUMMARY_GROUPS, type SummaryGroup } from 'user-summaries-contract/internal/generated/types';
import { keptValue, type KeptPageMeta } from './keptMeta.js';
import type { PagePointers } from './pageRead.js';
import { isPlainObject } from 'user-summaries-contract/internal/validator/plainObject';

import { pageFinding, type PageFinding, type SlotsAsked } from './pageRules.js';
import type { SemanticWarning } from './semantics.js';

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const positive = (v: unknown): v is number => isInt(v) && v > 0;

/** What a walk remembers of its first page, for `metadata_changed`: its `total` and `last_page` as {@link keptValue}, and how a message names that page. */
export interface FirstPage {
  readonly total: unknown;
  readonly lastPage: unknown;
  /** `page 1` (the checker walks from it), `the first page of this query the client received` (the proxy). */
  readonly name: string;
}

/**
 * The mark of a walk's first page. Its values are kept again, and so are those of the pages compared with it
 * (`metadata_changed`): kept values are kept alike once more, and an object-valued total stays unequal to every
 * other, even when the same kept facts come back (the proxy's memo hands out the same objects on every exchange).
 *
 * @example
 * firstPage({ total: 4, lastPage: 1 }, 'page 1'); // { total: 4, lastPage: 1, name: 'page 1' }
 */
export function firstPage(meta: KeptPageMeta | undefined, name: string): FirstPage {
  return { total: keptValue(meta?.total), lastPage: keptValue(meta?.lastPage), name };
}

/** Everything the rules of one page read: the page asked for, its metadata as kept, how many summaries it lists. */
export interface PageContext {
  /** The page number requested. */
  readonly page: number;
  /** per_page requested (10 when the request named none). */
  readonly requested: number;
  /** Summaries the page lists. */
  readonly count: number;
  /** The page's metadata; undefined for a bare array (the metadata rules then find nothing). */
  readonly meta: KeptPageMeta | undefined;
  readonly at: PagePointers;
  /** The walk's first page, for `metadata_changed`; undefined on the first page itself. */
  readonly first?: FirstPage | undefined;
}

/**
 * The most summaries a page may list: per_page requested, or the page's own per_page when smaller.
 *
 * @example
 * pageSizeLimit({ perPage: 5 }, 10); // 5
 */
export function pageSizeLimit(meta: KeptPageMeta | undefined, requested: number): number {
  return positive(meta?.perPage) ? Math.min(meta.perPage, requested) : requested;
}

/**
 * `page_size`: a page lists more summaries than `size` allows. `counted` says how many in the message (the engine,
 * which points at the first day too many).
 *
 * @example
 * pageSize(3, 2, '/data')?.message; // 'the page holds more days than per_page (2)'
 */
export function pageSize(
  count: number,
  size: number,
  pointer: string,
  counted = false,
): PageFinding<'page_size'> | undefined {
  if (count <= size) return undefined;
  return counted ? pageFinding('page_size', pointer, size, count) : pageFinding('page_size', pointer, size);
}

/** A rule of one page: undefined when the page keeps it (or when it has nothing to judge by). */
type OnePageRule = (page: PageContext) => PageFinding | undefined;

const RULES_OF_A_PAGE = {
  current_page: ({ meta, page, at }) =>
    meta !== undefined && isInt(meta.currentPage) && meta.currentPage !== page
      ? pageFinding('current_page', at.meta('current_page'), page)
      : undefined,
  per_page: ({ meta, requested, at }) =>
    meta !== undefined && isInt(meta.perPage) && meta.perPage > requested
      ? pageFinding('per_page', at.meta('per_page'), requested)
      : undefined,
  page_size: ({ meta, requested, count, at }) => pageSize(count, pageSizeLimit(meta, requested), at.items),
  last_page: ({ meta, at }) =>
    meta !== undefined &&
    isInt(meta.total) &&
    positive(meta.perPage) &&
    isInt(meta.lastPage) &&
    meta.lastPage !== Math.max(1, Math.ceil(meta.total / meta.perPage))
      ? pageFinding('last_page', at.meta('last_page'))
      : undefined,
  from_to: ({ meta, page, count, at }) => {
    if (meta === undefined || !positive(meta.perPage) || (meta.from === undefined && meta.to === undefined))
      return undefined;
    const from = count === 0 ? null : (page - 1) * meta.perPage + 1;
    const to = from === null ? null : from + count - 1;
    return meta.from !== from || meta.to !== to ? pageFinding('from_to', at.meta('from')) : undefined;
  },
  next_page_url: ({ meta, page, at }) =>
    meta !== undefined &&
    positive(meta.lastPage) &&
    meta.next !== undefined &&
    (meta.next === null) !== page >= meta.lastPage
      ? pageFinding('next_page_url', at.link('next'))
      : undefined,
  prev_page_url: ({ meta, page, at }) =>
    meta !== undefined && meta.prev !== undefined && (meta.prev === null) !== (page === 1)
      ? pageFinding('prev_page_url', at.link('prev'))
      : undefined,
  metadata_changed: ({ meta, first, at }) =>
    meta !== undefined &&
    first !== undefined &&
    (keptValue(meta.total) !== first.total || keptValue(meta.lastPage) !== first.lastPage)
      ? pageFinding('metadata_changed', at.meta('total'), first.name)
      : undefined,
} satisfies Record<string, OnePageRule>;

/** A rule judged on one page by {@link judgePage}. */
export type OnePageRuleName = keyof typeof RULES_OF_A_PAGE;

/**
 * The findings of the named rules on one page, in the order named: `current_page` (the page answered is the one
 * asked for), `per_page` (no larger than asked), `page_size` (no more summaries than per_page allows),
 * `last_page` (= ceil(total / per_page)), `from_to` (the page's position and count), `next_page_url` and
 * `prev_page_url` (links that agree with the page numbers), `metadata_changed` (total and last_page as on the
 * walk's first page).
 *
 * @example
 * judgePage({ page: 2, requested: 10, count: 0, meta: { currentPage: 1 }, at: pagePointers('paginator') }, ['current_page']);
 * // [{ rule: 'current_page', pointer: '/current_page', message: 'current_page differs from the page requested (2)', ... }]
 */
export function judgePage(page: PageContext, rules: readonly OnePageRuleName[]): PageFinding[] {
  const found: PageFinding[] = [];
  for (const rule of rules) {
    const finding = RULES_OF_A_PAGE[rule](page);
    if (finding !== undefined) found.push(finding);
  }
  return found;
}

/**
 * The groups of a summary whose `slots` array is not empty, in the contract's order.
 *
 * @example
 * slottedGroups({ activity: { slots: [{}] }, sleep: { slots: [] } }); // ['activity']
 */
export function slottedGroups(item: unknown): SummaryGroup[] {
  if (!isPlainObject(item)) return [];
  return SUMMARY_GROUPS.filter((name) => {
    const group = item[name];
    return isPlainObject(group) && Array.isArray(group['slots']) && group['slots'].length > 0;
  });
}

/**
 * `slots_when_excluded`: one finding per group of the summary at `at` whose slots are not empty, although the
 * request asked for none.
 *
 * @example
 * slotsWhenExcluded('/data/0', ['activity'], 'include_slots=0')[0]?.pointer; // '/data/0/activity/slots'
 */
export function slotsWhenExcluded(
  at: string,
  groups: Iterable<SummaryGroup>,
  asked: SlotsAsked,
): PageFinding<'slots_when_excluded'>[] {
  const found: PageFinding<'slots_when_excluded'>[] = [];
  for (const name of groups)
    found.push(pageFinding('slots_when_excluded', `${at}/${name}/slots`, `${at}/${name}/slots`, asked));
  return found;
}

/**
 * A range of days, both ends included, either end optional: day numbers (`dayNumber`: the checker and the proxy,
 * which read calendar dates), or Y-m-d texts (the engine, which reads dates as the gate does), whose order is the
 * days' order.
 */
export interface DayRange<TDay extends number | string> {
  readonly from?: TDay | undefined;
  readonly to?: TDay | undefined;
}

/**
 * Which side of a range a day lies on: `before` its start, `after` its end, or undefined inside it.
 *
 * @example
 * sideOfRange('2024-01-09', { from: '2024-01-10' }); // 'before'
 */
export function sideOfRange<TDay extends number | string>(
  day: TDay,
  range: DayRange<TDay>,
): 'before' | 'after' | undefined {
  if (range.from !== undefined && day < range.from) return 'before';
  return range.to !== undefined && day > range.to ? 'after' : undefined;
}

/**
 * `date_in_range`: the day of the summary date at `pointer` lies outside the range; `saySide` names the side in
 * the message (the engine).
 *
 * @example
 * dateInRange('/data/0/date', 5, { from: 6, to: 9 })?.message; // '/data/0/date lies outside the requested range'
 */
export function dateInRange<TDay extends number | string>(
  pointer: string,
  day: TDay,
  range: DayRange<TDay>,
  saySide = false,
): PageFinding<'date_in_range'> | undefined {
  const side = sideOfRange(day, range);
  if (side === undefined) return undefined;
  return saySide
    ? pageFinding('date_in_range', pointer, pointer, side)
    : pageFinding('date_in_range', pointer, pointer);
}

/**
 * A semantic warning (semantics.ts) of the summary at `at`, placed in the page: its pointer and message from the page's root.
 *
 * @example
 * placedWarning('/data/2', { rule: 'group_date', pointer: '/sleep/date', message: '/sleep/date differs from the summary date' }).pointer; // '/data/2/sleep/date'
 */
export function placedWarning(at: string, warning: SemanticWarning): PageFinding<SemanticWarning['rule']> {
  return {
    rule: warning.rule,
    severity: 'warn',
    pointer: `${at}${warning.pointer}`,
    message: `${at}${warning.message}`,
  };
}
