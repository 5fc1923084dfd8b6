// userSummariesRequest(): valid GET /user-summaries requests in wire form (string query, lower-case headers).
import fc from 'fast-check';
import type { UserSummariesRequest } from 'user-summaries-contract/internal/generated/types';
import { checkBoolean, checkKeys } from './_check.js';
import { resolveDates } from './_resolve.js';
import type { DateConstraints } from './_types.js';

/** Constraints of {@link userSummariesRequest}. */
export interface UserSummariesRequestConstraints {
  /** Both dates of the range fall inside it. @defaultValue 2020-01-01 to 2029-12-31 */
  readonly dateRange?: DateConstraints['dateRange'];
  /** Always send include_slots, with this value; left out, it is sometimes sent as "0" or "1". */
  readonly includeSlots?: boolean;
}

/** @internal A bearer token: printable ASCII without spaces, like a JWT or an opaque token. */
const token = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~+/='),
  minLength: 1,
  maxLength: 64,
});

/**
 * Valid requests: date_from on or before date_to, optional include_slots ("0"/"1"), per_page (>= 1) and
 * page (>= 0, page 0 included as the contract's example uses it), and both headers.
 *
 * @example
 * fc.assert(fc.property(userSummariesRequest(), (request) => validateRequest(request).ok));
 */
export function userSummariesRequest(
  constraints?: UserSummariesRequestConstraints,
): fc.Arbitrary<UserSummariesRequest> {
  const c = checkKeys('userSummariesRequest constraints', constraints, ['dateRange', 'includeSlots']);
  const dates = resolveDates(
    c['dateRange'] === undefined ? {} : { dateRange: c['dateRange'] as { from: string; to: string } },
  );
  const include = c['includeSlots'] === undefined ? undefined : checkBoolean('includeSlots', c['includeSlots'], false);
  const query = fc
    .tuple(dates, dates)
    .map(([a, b]) => (a <= b ? { date_from: a, date_to: b } : { date_from: b, date_to: a }))
    .chain((range) =>
      fc
        .record(
          {
            include_slots:
              include === undefined
                ? fc.constantFrom<'0' | '1'>('0', '1')
                : fc.constant(include ? ('1' as const) : ('0' as const)),
            per_page: fc.integer({ min: 1, max: 500 }).map(String),
            page: fc.integer({ min: 0, max: 100 }).map(String),
          },
          { requiredKeys: include === undefined ? [] : ['include_slots'] },
        )
        .map((optional) => ({ ...range, ...optional })),
    );
  const headers = fc
    .tuple(token, fc.constantFrom('application/json', 'application/json; charset=utf-8'))
    .map(([t, type]) => ({ authorization: `Bearer ${t}`, 'content-type': type }));
  return fc.record({ query, headers });
}
