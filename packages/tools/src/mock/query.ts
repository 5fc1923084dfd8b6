import type { IncomingHttpHeaders } from 'node:http';
import { validateRequest } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { dayNumber } from '../pages/days.js';

/** A GET /user-summaries query the server accepted, in numbers. */
export interface ServeQuery {
  readonly fromDay: number;
  readonly toDay: number;
  readonly includeSlots: boolean;
  readonly perPage: number;
  /** The page served (page 0 and an absent page are page 1). */
  readonly page: number;
}

/** One rejected parameter or header, as the 422 body names it. */
export interface QueryProblem {
  readonly pointer: string;
  readonly rule: string;
  readonly message: string;
}

/** The server's own bounds, which the contract leaves open. */
export interface QueryLimits {
  readonly maxPerPage: number;
  readonly maxRangeDays: number;
}

/** The plain forms of `per_page` and `page` {@link readPlainTarget} takes: 15 digits at most, far inside the safe range. */
const PLAIN_PER_PAGE = /^[1-9]\d{0,14}$/;
const PLAIN_PAGE = /^(?:0|[1-9]\d{0,14})$/;

/**
 * The day number of a real `Y-m-d` calendar date with a year from 0001 (the contract excludes year 0000), or
 * undefined. {@link dayNumber} reads only that exact form: four, two and two ASCII digits between dashes.
 */
const plainDay = (value: string): number | undefined => (value.startsWith('0000') ? undefined : dayNumber(value));

/**
 * Reads and validates the query and headers of an authenticated request with the library's precompiled
 * validateRequest (the authorization header was checked before and is not judged again), then the
 * server's own bounds: per_page at most `maxPerPage`, the range at most `maxRangeDays` days, a page number
 * within the safe integers.
 */
export function readQuery(
  params: URLSearchParams,
  headers: IncomingHttpHeaders,
  limits: QueryLimits,
): { ok: true; query: ServeQuery } | { ok: false; problems: QueryProblem[] } {
  const wireHeaders: Record<string, unknown> = { authorization: 'Bearer checked' };
  if (headers['content-type'] !== undefined) wireHeaders['content-type'] = headers['content-type'];
  const result = validateRequest({ query: params, headers: wireHeaders });
  if (!result.ok) {
    return {
      ok: false,
      problems: result.violations.map((v) => ({ pointer: v.pointer, rule: v.rule, message: v.message })),
    };
  }
  const fromDay = dayNumber(params.get('date_from') ?? '') ?? 0;
  const toDay = dayNumber(params.get('date_to') ?? '') ?? 0;
  const perPage = Number(params.get('per_page') ?? '10');
  const page = Math.max(1, Number(params.get('page') ?? '1'));
  const problems: QueryProblem[] = [];
  if (perPage > limits.maxPerPage) {
    problems.push({
      pointer: '/query/per_page',
      rule: 'max',
      message: `query.per_page must be at most ${limits.maxPerPage} on this server`,
    });
  }
  if (!Number.isSafeInteger(page)) {
    problems.push({ pointer: '/query/page', rule: 'max', message: 'query.page must be a safe integer' });
  }
  if (toDay - fromDay + 1 > limits.maxRangeDays) {
    problems.push({
      pointer: '/query/date_to',
      rule: 'max_range',
      message: `the range must cover at most ${limits.maxRangeDays} days on this server`,
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, query: { fromDay, toDay, includeSlots: params.get('include_slots') === '1', perPage, page } };
}

/**
 * The 422 body: Laravel's validation error shape (`message`, `errors` keyed by parameter name) plus the
 * machine-readable `violations` (pointer, rule, message). Names parameters; never echoes their values.
 */
export function unprocessableBody(problems: readonly QueryProblem[]): Record<string, unknown> {
  const errors: Record<string, string[]> = {};
  for (const p of problems) {
    const name = p.pointer.split('/').pop() || p.pointer;
    (errors[name] ??= []).push(p.message);
  }
  const first = problems[0]?.message ?? 'the request is invalid';
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more error${problems.length > 2 ? 's' : ''})` : '';
  return { message: `${first}${more}`, errors, violations: problems };
}

/** What a plain request target says: the query, and its text after `?` (for the page links). */
export interface PlainTarget {
  readonly query: ServeQuery;
  readonly search: string;
}

/** Characters of a plain query: URL parsing and form decoding leave each of them as it is. */
const PLAIN_SEARCH = /^[\w=&-]+$/;

/**
 * The query of a request target's text after `?` read straight from it, without URL or URLSearchParams, when
 * it is in its common, plainest form: `Content-Type: application/json`, only the five defined parameters, each
 * once (real dates in order; 15-digit integers at most, far inside the safe range), written with letters,
 * digits, `_`, `-`, `=` and `&` only (nothing URL parsing or form decoding would change, and no empty `&&`
 * entry), and within the server's bounds.
 * Undefined for anything else, valid or not: the caller then reads the query the full way ({@link readQuery}),
 * so every rejection and its message stay the library's. Where it answers, it answers what readQuery answers
 * on the parsed URL (`packages/tools/test/mock/plainQuery.test.ts`).
 */
export function readPlainTarget(
  search: string,
  contentType: string | undefined,
  limits: QueryLimits,
): PlainTarget | undefined {
  if (contentType !== 'application/json' || !PLAIN_SEARCH.test(search) || search.endsWith('&')) return undefined;
  // One local per parameter (no record keyed by the name: this runs for every request served).
  let fromDay: number | undefined;
  let toDay: number | undefined;
  let includeSlots: string | undefined;
  let perPageText: string | undefined;
  let pageText: string | undefined;
  for (let start = 0; start < search.length; ) {
    const end = search.indexOf('&', start) >>> 0; // -1 (no more `&`) becomes past the end
    const at = search.indexOf('=', start);
    if (at < 0 || at >= end) return undefined;
    const value = search.slice(at + 1, Math.min(end, search.length));
    // Each parameter once, in its plain shape; anything else (another name, a repeat) goes the full way.
    switch (search.slice(start, at)) {
      case 'date_from':
        if (fromDay !== undefined || (fromDay = plainDay(value)) === undefined) return undefined;
        break;
      case 'date_to':
        if (toDay !== undefined || (toDay = plainDay(value)) === undefined) return undefined;
        break;
      case 'include_slots':
        if (includeSlots !== undefined || (value !== '0' && value !== '1')) return undefined;
        includeSlots = value;
        break;
      case 'per_page':
        if (perPageText !== undefined || !PLAIN_PER_PAGE.test(value)) return undefined;
        perPageText = value;
        break;
      case 'page':
        if (pageText !== undefined || !PLAIN_PAGE.test(value)) return undefined;
        pageText = value;
        break;
      default:
        return undefined;
    }
    start = end + 1;
  }
  if (fromDay === undefined || toDay === undefined) return undefined;
  const perPage = Number(perPageText ?? '10');
  if (fromDay > toDay || perPage > limits.maxPerPage || toDay - fromDay + 1 > limits.maxRangeDays) return undefined;
  const page = Math.max(1, Number(pageText ?? '1'));
  return { search, query: { fromDay, toDay, includeSlots: includeSlots === '1', perPage, page } };
}
