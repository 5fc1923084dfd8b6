// The page checks of the engine: a response page against the request that asked for it (its date range,
// per_page and include_slots) and against the pages served before it, with the page rules of `pages/` (the
// conformance checker's and the proxy's rule words and messages). The engine reads one page with its query, the
// earlier pages as the client hands them over: its dates as the gate reads them (Y-m-d text, compared as text:
// documentCheck/dateRange.ts), its per_page from the query alone.
import { dateInRange, pageSize, slottedGroups, slotsWhenExcluded } from '../pages/judgePage.js';
import { duplicateDay } from '../pages/judgeWalk.js';
import { itemDateString, itemsPointer, readPage } from '../pages/pageRead.js';
import type { EngineFinding } from './protocol.js';

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const CANONICAL_POSITIVE = /^[1-9][0-9]{0,14}$/;
/** per_page when the query does not send one (the API's default). */
const DEFAULT_PER_PAGE = 10;

/** The days of a response body and the pointer of its list, or undefined when it has no list of days: a bare array, or the `data` of an object. */
function daysOf(body: unknown): { readonly prefix: string; readonly days: readonly unknown[] } | undefined {
  const envelope = Array.isArray(body) ? 'bare' : 'paginator';
  const { items } = readPage(body, envelope);
  return items === undefined ? undefined : { prefix: itemsPointer(envelope), days: items };
}

/** The Y-m-d date of a day, when it has one (days without one are left to the schema). */
function ymdOf(day: unknown): string | undefined {
  const date = itemDateString(day);
  return date !== undefined && YMD.test(date) ? date : undefined;
}

/**
 * The page checks of one response body, at most `max` findings: days outside `date_from..date_to`
 * (`date_in_range`), more days than `per_page` (`page_size`, at the first day too many), non-empty slots
 * when include_slots is not `1` (`slots_when_excluded`: the API's default is 0), and a day served twice, on
 * this page or on one of `previous` (`duplicate_day`). Query values that break the request's rules are left
 * to the request check: the check they drive is skipped.
 *
 * @example
 * pageFindings({ data: [{ date: '2024-01-09' }] }, { date_from: '2024-01-10', date_to: '2024-01-20' }, [], 100);
 * // [{ pointer: '/data/0/date', rule: 'date_in_range', ... }]
 */
export function pageFindings(
  body: unknown,
  query: Readonly<Record<string, string>>,
  previous: readonly unknown[],
  max: number,
): EngineFinding[] {
  const found: EngineFinding[] = [];
  const listed = daysOf(body);
  if (listed === undefined) return found;
  const { prefix, days } = listed;
  const engineFinding = ({ pointer, rule, message }: EngineFinding): void => {
    found.push({ pointer, rule, message });
  };
  const bound = (key: string): string | undefined => (YMD.test(query[key] ?? '') ? query[key] : undefined);
  const range = { from: bound('date_from'), to: bound('date_to') };
  days.forEach((day, index) => {
    const date = ymdOf(day);
    const outside = date === undefined ? undefined : dateInRange(`${prefix}/${index}/date`, date, range, true);
    if (outside !== undefined) engineFinding(outside);
  });
  const perPageText = query['per_page'];
  const perPage =
    perPageText === undefined
      ? DEFAULT_PER_PAGE
      : CANONICAL_POSITIVE.test(perPageText)
        ? Number(perPageText)
        : undefined;
  const oversized = perPage === undefined ? undefined : pageSize(days.length, perPage, `${prefix}/${perPage}`, true);
  if (oversized !== undefined) engineFinding(oversized);
  if (query['include_slots'] !== '1') {
    days.forEach((day, index) => {
      for (const f of slotsWhenExcluded(`${prefix}/${index}`, slottedGroups(day), 'not 1')) engineFinding(f);
    });
  }
  const seen = new Set(previous.flatMap((page) => (daysOf(page)?.days ?? []).flatMap((day) => ymdOf(day) ?? [])));
  days.forEach((day, index) => {
    const date = ymdOf(day);
    if (date === undefined) return;
    if (seen.has(date)) engineFinding(duplicateDay(`${prefix}/${index}/date`, 'served earlier'));
    seen.add(date);
  });
  return found.slice(0, max);
}
