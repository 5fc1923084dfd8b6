// The page checks of the engine: a response page against the request that asked for it (its date range,
// per_page and include_slots) and against the pages served before it. The conformance checker makes the same
// checks over a walk of pages (packages/tools/src/conformance); these read one page, with its query, and share its rule names.
import { datesOutOfRange } from '../documentCheck/dateRange.js';
import type { EngineFinding } from './protocol.js';

/** The groups of a summary that carry slots, in the contract's order. */
const SLOTTED_GROUPS = ['activity', 'heart_rate', 'sleep', 'stress', 'respiration_rate', 'temperature', 'spo2'] as const;
const YMD = /^\d{4}-\d{2}-\d{2}$/;
const CANONICAL_POSITIVE = /^[1-9][0-9]{0,14}$/;
/** per_page when the query does not send one (the API's default). */
const DEFAULT_PER_PAGE = 10;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The days of a response body and the pointer of its list, or undefined when it has no list of days. */
function daysOf(body: unknown): { readonly prefix: string; readonly days: readonly unknown[] } | undefined {
  if (Array.isArray(body)) return { prefix: '', days: body };
  if (isRecord(body) && Array.isArray(body['data'])) return { prefix: '/data', days: body['data'] };
  return undefined;
}

/** The Y-m-d dates of a page's days (days without one are left to the schema). */
function datesOf(body: unknown): string[] {
  return (daysOf(body)?.days ?? []).flatMap((day) => (isRecord(day) && typeof day['date'] === 'string' && YMD.test(day['date']) ? [day['date']] : []));
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
export function pageFindings(body: unknown, query: Readonly<Record<string, string>>, previous: readonly unknown[], max: number): EngineFinding[] {
  const found: EngineFinding[] = [];
  const listed = daysOf(body);
  if (listed === undefined) return found;
  const { prefix, days } = listed;
  const bound = (key: string): string | undefined => (YMD.test(query[key] ?? '') ? query[key] : undefined);
  for (const out of datesOutOfRange(body, 'response', bound('date_from'), bound('date_to'))) {
    found.push({ pointer: out.pointer, rule: 'date_in_range', message: `${out.pointer} lies ${out.side === 'before' ? 'before date_from' : 'after date_to'}: outside the requested range` });
  }
  const perPageText = query['per_page'];
  const perPage = perPageText === undefined ? DEFAULT_PER_PAGE : CANONICAL_POSITIVE.test(perPageText) ? Number(perPageText) : undefined;
  if (perPage !== undefined && days.length > perPage) {
    found.push({ pointer: `${prefix}/${perPage}`, rule: 'page_size', message: `the page holds ${days.length} days, more than per_page (${perPage})` });
  }
  if (query['include_slots'] !== '1') {
    days.forEach((day, index) => {
      if (!isRecord(day)) return;
      for (const group of SLOTTED_GROUPS) {
        const value = day[group];
        if (isRecord(value) && Array.isArray(value['slots']) && value['slots'].length > 0) {
          const pointer = `${prefix}/${index}/${group}/slots`;
          found.push({ pointer, rule: 'slots_when_excluded', message: `${pointer} is not empty although include_slots is not 1 (the API's default is 0)` });
        }
      }
    });
  }
  const seen = new Set(previous.flatMap(datesOf));
  days.forEach((day, index) => {
    const date = isRecord(day) ? day['date'] : undefined;
    if (typeof date !== 'string' || !YMD.test(date)) return;
    if (seen.has(date)) found.push({ pointer: `${prefix}/${index}/date`, rule: 'duplicate_day', message: `${prefix}/${index}/date repeats a day served earlier (on this page or a page before)` });
    seen.add(date);
  });
  return found.slice(0, max);
}
