// Judging a walk across its pages: a day served twice, a total that is not the days served, days of the range
// not served, a short page before the last, a link to another origin. The rules that compare a page with the
// walk's first page (`metadata_changed`) are judged with the page (judgePage.ts).
import { dayNumber, rangeLength } from './days.js';
import { pageFinding, type EarlierDay, type PageFinding } from './pageRules.js';

/**
 * `duplicate_day`: the summary date at `pointer` repeats a day seen `earlier`.
 *
 * @example
 * duplicateDay('/data/0/date', { page: 1 }).message; // '/data/0/date repeats a day of page 1'
 */
export function duplicateDay(pointer: string, earlier: EarlierDay): PageFinding<'duplicate_day'> {
  return pageFinding('duplicate_day', pointer, pointer, earlier);
}

/**
 * `short_page`: a page before the last of a walk that reached its end lists fewer summaries than per_page allows
 * (`size`: pageSizeLimit). Undefined when the page is full, or is the last one, or the walk did not end.
 */
export function shortPage(
  count: number,
  size: number,
  beforeTheLast: boolean,
  pointer: string,
): PageFinding<'short_page'> | undefined {
  return beforeTheLast && count < size ? pageFinding('short_page', pointer, size) : undefined;
}

/**
 * `total`: the last page's `total` against the summaries the whole walk served; undefined when it is no integer
 * or when they agree.
 */
export function totalServed(total: unknown, served: number, pointer: string): PageFinding<'total'> | undefined {
  return Number.isSafeInteger(total) && total !== served
    ? pageFinding('total', pointer, total as number, served)
    : undefined;
}

/**
 * `missing_day`: how many days of `from..to` (Y-m-d) none of `dates` is; undefined when every day is served.
 * Dates outside the range, or that are no calendar date, serve none.
 *
 * @example
 * missingDays(['2024-01-01'], '2024-01-01', '2024-01-03')?.message; // '2 day(s) of the range are not served'
 */
export function missingDays(
  dates: Iterable<string>,
  from: string,
  to: string,
  pointer: string,
): PageFinding<'missing_day'> | undefined {
  const [first, last] = [dayNumber(from) ?? 0, dayNumber(to) ?? 0];
  let inRange = 0;
  for (const date of dates)
    if ((dayNumber(date) ?? -Infinity) >= first && (dayNumber(date) ?? Infinity) <= last) inRange += 1;
  const missing = rangeLength(from, to) - inRange;
  return missing > 0 ? pageFinding('missing_day', pointer, missing) : undefined;
}

/**
 * Whether a page links another origin than `origin` (`foreign_page_url`; links are never followed, so the token
 * is never sent there): `origins` are those of its links (keptMeta.ts, `linkOrigins`), undefined for one that is
 * not a URL.
 */
export function linksElsewhere(origins: readonly (string | undefined)[], origin: string): boolean {
  return origins.some((linked) => linked !== undefined && linked !== origin);
}

/** `foreign_page_url`, on the first page of a walk that links another origin ({@link linksElsewhere}). */
export function foreignPageUrl(pointer: string): PageFinding<'foreign_page_url'> {
  return pageFinding('foreign_page_url', pointer);
}
