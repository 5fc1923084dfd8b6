// invalidUserSummariesRequest(): a valid request with one targeted mutation and its exact violation.
import fc from 'fast-check';
import type { UserSummariesRequest } from 'user-summaries-contract/internal/generated/types';
import type { RuleWord } from 'user-summaries-contract/internal/validator/types';
import { userSummariesRequest } from '../request.js';
import { brokenYmd } from './_formats.js';
import type { InvalidCase } from './_types.js';

type Wire = { query: Record<string, string>; headers: Record<string, string> };
/** One edit: delete (no value) or set a member; `at` names the reported key when it is not the edited one. */
type Edit = { part: 'query' | 'headers'; key: string; value?: string; at?: string };

/** One mutation: the edit it makes to a request and the rule the edit breaks. */
function mutation(name: string, rule: RuleWord, edit: (r: UserSummariesRequest) => fc.Arbitrary<Edit>) {
  return userSummariesRequest().chain((request) =>
    edit(request).map((e): InvalidCase<Wire> => {
      const value: Wire = { query: { ...request.query }, headers: { ...request.headers } };
      if (e.value === undefined) delete value[e.part][e.key];
      else value[e.part][e.key] = e.value;
      return { value, expected: [{ pointer: `/${e.part}/${e.at ?? e.key}`, rule }], mutation: name };
    }),
  );
}

const set =
  (part: Edit['part'], key: string) =>
  (value: string): Edit => ({ part, key, value });

/**
 * Invalid GET /user-summaries requests in wire form, each with exactly the violation it must produce:
 * a missing required parameter or header (`required`), a broken date (`date_format`), include_slots other
 * than "0"/"1" (`in`), a non-integer per_page/page (`integer`), per_page < 1 or page < 0 (`min`), a
 * non-bearer Authorization (`bearer`), another Content-Type (`content_type`), a reversed range
 * (`after_or_equal`).
 *
 * @example
 * fc.assert(fc.property(invalidUserSummariesRequest(), ({ value, expected }) => {
 *   const result = validateRequest(value);
 *   return !result.ok && result.violations.length === expected.length;
 * }));
 */
export function invalidUserSummariesRequest(): fc.Arbitrary<InvalidCase<Wire>> {
  const remove = (part: Edit['part'], keys: readonly string[]) =>
    fc.constantFrom(...keys).map((key): Edit => ({ part, key }));
  const integerKey = fc.constantFrom('per_page', 'page');
  return fc.oneof(
    mutation('remove-required-parameter', 'required', () => remove('query', ['date_from', 'date_to'])),
    mutation('remove-required-header', 'required', () => remove('headers', ['authorization', 'content-type'])),
    mutation('break-date-format', 'date_format', (r) =>
      fc
        .constantFrom('date_from', 'date_to')
        .chain((key) => brokenYmd(r.query[key as 'date_from']).map(set('query', key))),
    ),
    mutation('include-slots-not-0-or-1', 'in', () =>
      fc.constantFrom('2', '-1', 'true', 'yes', '', '01').map(set('query', 'include_slots')),
    ),
    mutation('not-an-integer', 'integer', () =>
      fc
        .tuple(integerKey, fc.constantFrom('abc', '1.5', '', '01', '1e3', ' 1', '0x10'))
        .map(([k, v]) => set('query', k)(v)),
    ),
    mutation('per-page-below-1', 'min', () =>
      fc.integer({ min: -1000, max: 0 }).map((n) => set('query', 'per_page')(String(n))),
    ),
    mutation('page-below-0', 'min', () =>
      fc.integer({ min: -1000, max: -1 }).map((n) => set('query', 'page')(String(n))),
    ),
    mutation('not-a-bearer-token', 'bearer', () =>
      fc
        .constantFrom('Basic dXNlcjpwYXNz', 'Bearer ', 'Bearer', 'bearer abc', 'Token abc', '', 'Bearer a b')
        .map(set('headers', 'authorization')),
    ),
    mutation('not-json-content-type', 'content_type', () =>
      fc
        .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', '', 'json')
        .map(set('headers', 'content-type')),
    ),
    mutation('reversed-range', 'after_or_equal', (r) =>
      fc.integer({ min: 1, max: 365 }).map((days): Edit => {
        const later = new Date(Date.parse(`${r.query.date_to}T00:00:00Z`) + days * 86_400_000)
          .toISOString()
          .slice(0, 10);
        return { part: 'query', key: 'date_from', value: later, at: 'date_to' };
      }),
    ),
  );
}
