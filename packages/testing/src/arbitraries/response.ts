// userSummariesResponse(): one page of consecutive days in one of the three envelopes.
import fc from 'fast-check';
import type { UserSummariesResponse } from 'user-summaries-contract/internal/generated/types';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import { checkBoolean, checkDate, checkInteger, checkKeys, shown } from './_check.js';
import { addDays } from './_dates.js';
import { buildResponse, pageWindow } from './pagination.js';
import { resolveDates } from './_resolve.js';
import type { UserSummaryConstraints } from './_types.js';
import { resolveSummary, SUMMARY_KEYS, summaryOn } from './userSummary.js';

/** Constraints of {@link userSummariesResponse}. Numbers left out are generated. */
export interface UserSummariesResponseConstraints {
  /** @defaultValue any of the three */
  readonly envelope?: EnvelopeName;
  /** The page asked for (0 is served as 1). @defaultValue 0 to 3 */
  readonly page?: number;
  /** @defaultValue 1 to 5 */
  readonly perPage?: number;
  /** Days in the whole range. @defaultValue 0 to (page + 1) * perPage */
  readonly total?: number;
  /** The first day of the range, Y-m-d. @defaultValue any day of 2020-2029 */
  readonly dateFrom?: string;
  /** The endpoint URL page links are built on. @defaultValue 'http://localhost/user-summaries' */
  readonly path?: string;
  /** The collection's `meta` also carries Laravel's `links` (previous, the pages near this one, next). @defaultValue false */
  readonly metaLinks?: boolean;
  /** Constraints of every summary (not the date: each day's date follows from its position). */
  readonly summaryConstraints?: Omit<UserSummaryConstraints, 'date' | 'dateRange'>;
}

/** @internal Keys {@link userSummariesResponse} accepts. */
export const RESPONSE_KEYS = [
  'envelope',
  'page',
  'perPage',
  'total',
  'dateFrom',
  'path',
  'metaLinks',
  'summaryConstraints',
] as const;
const ENVELOPES: readonly EnvelopeName[] = ['paginator', 'collection', 'bare'];

/**
 * Valid response bodies of GET /user-summaries: a page of consecutive, unique days (the range's day
 * `offset + i` at position i) in the paginator, collection or bare envelope, with `total`, `last_page`,
 * `from`, `to` and the page URLs consistent with each other and with the page's length.
 *
 * @throws TypeError or RangeError at once when a constraint is malformed
 * @example
 * fc.assert(
 *   fc.property(userSummariesResponse({ envelope: 'paginator', page: 2, perPage: 10, total: 14 }), (body) =>
 *     validateResponse(body, { envelope: 'paginator' }).ok,
 *   ),
 * );
 */
export function userSummariesResponse(
  constraints?: UserSummariesResponseConstraints,
): fc.Arbitrary<UserSummariesResponse> {
  const c = checkKeys('userSummariesResponse constraints', constraints, RESPONSE_KEYS);
  if (c['envelope'] !== undefined && !ENVELOPES.includes(c['envelope'] as EnvelopeName)) {
    throw new RangeError(`envelope must be one of ${ENVELOPES.join(', ')}, but received ${shown(c['envelope'])}`);
  }
  if (c['path'] !== undefined && typeof c['path'] !== 'string')
    throw new TypeError(`path must be a string, but received ${shown(c['path'])}`);
  const fixed = (name: string, min: number, max: number): number | undefined =>
    c[name] === undefined ? undefined : checkInteger(name, c[name], min, max, 0);
  const page = fixed('page', 0, 1_000_000);
  const perPage = fixed('perPage', 1, 10_000);
  const total = fixed('total', 0, 100_000);
  const metaLinks = checkBoolean('metaLinks', c['metaLinks'], false);
  const r = resolveSummary(
    checkKeys(
      'summaryConstraints',
      c['summaryConstraints'],
      SUMMARY_KEYS.filter((k) => k !== 'date' && k !== 'dateRange'),
    ),
  );
  const dateFrom = c['dateFrom'] === undefined ? resolveDates({}) : fc.constant(checkDate('dateFrom', c['dateFrom']));
  const envelope =
    c['envelope'] === undefined ? fc.constantFrom(...ENVELOPES) : fc.constant(c['envelope'] as EnvelopeName);
  const pageArb = page === undefined ? fc.integer({ min: 0, max: 3 }) : fc.constant(page);
  const perPageArb = perPage === undefined ? fc.integer({ min: 1, max: 5 }) : fc.constant(perPage);
  return fc.tuple(envelope, pageArb, perPageArb, dateFrom).chain(([env, p, pp, from]) => {
    const totalArb = total === undefined ? fc.integer({ min: 0, max: (Math.max(1, p) + 1) * pp }) : fc.constant(total);
    return totalArb.chain((t) => {
      const w = pageWindow(p, pp, t);
      const days = Array.from({ length: w.count }, (_, i) => summaryOn(addDays(from, w.offset + i), r));
      return fc.tuple(...days).map((data) =>
        buildResponse({
          envelope: env,
          page: p,
          perPage: pp,
          total: t,
          data,
          metaLinks,
          ...(c['path'] === undefined ? {} : { path: c['path'] as string }),
        }),
      );
    });
  });
}
