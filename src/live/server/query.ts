import type { IncomingHttpHeaders } from 'node:http';
import { validateRequest } from '../../precompiled/rootValidators.js';
import { dayNumber } from '../days.js';

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
    return { ok: false, problems: result.violations.map((v) => ({ pointer: v.pointer, rule: v.rule, message: v.message })) };
  }
  const fromDay = dayNumber(params.get('date_from') ?? '') ?? 0;
  const toDay = dayNumber(params.get('date_to') ?? '') ?? 0;
  const perPage = Number(params.get('per_page') ?? '10');
  const page = Math.max(1, Number(params.get('page') ?? '1'));
  const problems: QueryProblem[] = [];
  if (perPage > limits.maxPerPage) {
    problems.push({ pointer: '/query/per_page', rule: 'max', message: `query.per_page must be at most ${limits.maxPerPage} on this server` });
  }
  if (!Number.isSafeInteger(page)) {
    problems.push({ pointer: '/query/page', rule: 'max', message: 'query.page must be a safe integer' });
  }
  if (toDay - fromDay + 1 > limits.maxRangeDays) {
    problems.push({ pointer: '/query/date_to', rule: 'max_range', message: `the range must cover at most ${limits.maxRangeDays} days on this server` });
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
