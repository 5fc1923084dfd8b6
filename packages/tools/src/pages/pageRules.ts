// The page rules' words, severities and messages: one table for the checker, the proxy and the engine. A message
// names a pointer, a page number or a count, never a value of the page. Where the three surfaces know different
// things of the same problem (where a repeated day was seen first, which side of the range a day falls on, how a
// query asked for no slots), the message says what its caller knows, and the variants sit side by side here.

/** Where a repeated day was seen first, as much as the caller knows of it. */
export type EarlierDay =
  /** On this page (the proxy, which remembers a walk's other pages by day). */
  | 'same page'
  /** On this page or on one of the pages given before it (the engine, which is handed the earlier bodies). */
  | 'served earlier'
  /** On an earlier page of the walk (the proxy). */
  | { readonly page: number }
  /** At this place of the walk (the checker, which keeps the whole walk). */
  | { readonly page: number; readonly pointer: string };

/** How the request asked for no slots: `include_slots=0` (the checker sends it; the proxy reads any other value as 0), or a query whose include_slots is not `1` (the engine). */
export type SlotsAsked = 'include_slots=0' | 'not 1';

function earlierText(earlier: EarlierDay): string {
  if (earlier === 'same page') return 'a day of the same page';
  if (earlier === 'served earlier') return 'a day served earlier (on this page or a page before)';
  return 'pointer' in earlier ? `the day of page ${earlier.page} ${earlier.pointer}` : `a day of page ${earlier.page}`;
}

/**
 * Every page rule: its severity (`fail` breaks the contract; `warn` is a semantic warning, or a page the checker
 * cannot judge wrong) and its message.
 */
export const PAGE_RULES = {
  current_page: {
    severity: 'fail',
    message: (page: number) => `current_page differs from the page requested (${page})`,
  },
  per_page: { severity: 'fail', message: (requested: number) => `per_page is larger than the ${requested} requested` },
  page_size: {
    severity: 'fail',
    message: (size: number, count?: number) =>
      count === undefined
        ? `the page holds more days than per_page (${size})`
        : `the page holds ${count} days, more than per_page (${size})`,
  },
  short_page: {
    severity: 'fail',
    message: (size: number) => `a page before the last holds fewer days than per_page (${size})`,
  },
  last_page: { severity: 'fail', message: () => 'last_page does not equal ceil(total / per_page)' },
  from_to: { severity: 'fail', message: () => 'from/to do not match the page position and its item count' },
  next_page_url: { severity: 'fail', message: () => 'the next-page link disagrees with last_page' },
  prev_page_url: { severity: 'fail', message: () => 'the previous-page link disagrees with the page number' },
  foreign_page_url: {
    severity: 'warn',
    message: () => 'a page link points at another origin (not followed; the token is never sent there)',
  },
  metadata_changed: {
    severity: 'fail',
    message: (firstPage: string) => `total or last_page differs from ${firstPage}`,
  },
  total: {
    severity: 'fail',
    message: (total: number, served: number) => `total says ${total} but the pages hold ${served} day(s)`,
  },
  missing_day: { severity: 'warn', message: (missing: number) => `${missing} day(s) of the range are not served` },
  duplicate_day: {
    severity: 'fail',
    message: (pointer: string, earlier: EarlierDay) => `${pointer} repeats ${earlierText(earlier)}`,
  },
  date_in_range: {
    severity: 'fail',
    /** `what`: the pointer of the date, or words for days the caller compared as a range. */
    message: (what: string, side?: 'before' | 'after') =>
      side === undefined
        ? `${what} lies outside the requested range`
        : `${what} lies ${side === 'before' ? 'before date_from' : 'after date_to'}: outside the requested range`,
  },
  slots_when_excluded: {
    severity: 'warn',
    message: (pointer: string, asked: SlotsAsked) =>
      asked === 'include_slots=0'
        ? `${pointer} is not empty although include_slots=0`
        : `${pointer} is not empty although include_slots is not 1 (the API's default is 0)`,
  },
} as const;

/** A page rule's word. */
export type PageRule = keyof typeof PAGE_RULES;

/** What a page rule found: where (an RFC 6901 pointer into the page's body, `''` for the page as a whole), which rule, how bad. No payload value. */
export interface PageFinding<TRule extends string = PageRule> {
  readonly rule: TRule;
  readonly severity: 'fail' | 'warn';
  readonly pointer: string;
  readonly message: string;
}

/**
 * A finding of `rule` at `pointer`, with the rule's severity and its message made from `args`.
 *
 * @example
 * pageFinding('current_page', '/current_page', 2); // { rule: 'current_page', severity: 'fail', pointer: '/current_page', message: 'current_page differs from the page requested (2)' }
 */
export function pageFinding<TRule extends PageRule>(
  rule: TRule,
  pointer: string,
  ...args: Parameters<(typeof PAGE_RULES)[TRule]['message']>
): PageFinding<TRule> {
  const { severity, message } = PAGE_RULES[rule];
  return { rule, severity, pointer, message: (message as (...values: typeof args) => string)(...args) };
}
