// invalidUserSummariesRequestInput(): a valid request whose shape is broken (a member missing or of another type,
// or, for the strict reading, a parameter the contract does not name), with its exact violation. The wire-form
// breaks of invalidUserSummariesRequest() keep every value a string; these are what a caller holding a request
// object can also send validateRequest (a parameter repeated, `?page=1&page=2`, is read as two values).
import fc from 'fast-check';
import type { UserSummariesRequest } from 'user-summaries-contract/internal/generated/types';
import type { RuleWord } from 'user-summaries-contract/internal/validator/types';
import { checkBoolean, checkKeys } from '../_check.js';
import { userSummariesRequest } from '../request.js';
import type { InvalidCase } from './_types.js';

/** The parameters of the query and the headers the contract names. */
const PARAMETERS = ['date_from', 'date_to', 'include_slots', 'per_page', 'page'] as const;
const HEADERS = ['authorization', 'content-type'] as const;
/** Parameters the contract does not name (the strict reading refuses them). */
const UNKNOWN_PARAMETERS = ['sort', 'limit', 'includeSlots', 'from', 'Page'] as const;

/** One edit of a request: the member it replaces (`undefined` value: removed), and where the validator reports it. */
interface ShapeEdit {
  readonly part: 'query' | 'headers';
  /** The key edited inside the part; absent: the part itself. */
  readonly key?: string;
  readonly value: unknown;
  readonly rule: RuleWord;
}

/** One mutation: its name and the edits it draws for a valid request. */
function mutation(name: string, edit: (r: UserSummariesRequest) => fc.Arbitrary<ShapeEdit>) {
  return userSummariesRequest().chain((request) =>
    edit(request).map((e): InvalidCase => {
      const value: Record<string, unknown> = { query: { ...request.query }, headers: { ...request.headers } };
      if (e.key === undefined) {
        if (e.value === undefined) delete value[e.part];
        else value[e.part] = e.value;
      } else (value[e.part] as Record<string, unknown>)[e.key] = e.value;
      const pointer = e.key === undefined ? `/${e.part}` : `/${e.part}/${e.key}`;
      return { value, expected: [{ pointer, rule: e.rule }], mutation: name };
    }),
  );
}

/** Constraints of {@link invalidUserSummariesRequestInput}. */
export interface InvalidUserSummariesRequestInputConstraints {
  /**
   * The value is meant for the strict reading (`validateRequest(value, { strict: true })`), which adds the
   * unknown-parameter mutation. @defaultValue false
   */
  readonly strict?: boolean;
}

/**
 * Invalid GET /user-summaries requests as a caller holds them (what `validateRequest` takes), each with exactly
 * the violation it must produce: no query or no headers (`required`), a query or headers that is no object, a
 * parameter repeated (two values, as `URLSearchParams` reads `?page=1&page=2`), a header that is no string
 * (`type`); with `strict`, a parameter the contract does not name (`unknown_field`, at the parameter). The
 * value is `unknown`: its members are not the wire form's strings.
 *
 * @example
 * fc.assert(fc.property(invalidUserSummariesRequestInput(), ({ value, expected }) => {
 *   const result = validateRequest(value as RequestInput);
 *   return !result.ok && result.violations.length === expected.length;
 * }));
 */
export function invalidUserSummariesRequestInput(
  constraints?: InvalidUserSummariesRequestInputConstraints,
): fc.Arbitrary<InvalidCase> {
  const c = checkKeys('invalidUserSummariesRequestInput constraints', constraints, ['strict']);
  const strict = checkBoolean('strict', c['strict'], false);
  const mutations = [
    mutation('remove-query', () => fc.constant<ShapeEdit>({ part: 'query', value: undefined, rule: 'required' })),
    mutation('remove-headers', () => fc.constant<ShapeEdit>({ part: 'headers', value: undefined, rule: 'required' })),
    mutation('query-not-an-object', (r) =>
      fc
        .constantFrom<unknown>(new URLSearchParams(r.query).toString(), null, 1, true)
        .map((value): ShapeEdit => ({ part: 'query', value, rule: 'type' })),
    ),
    mutation('headers-not-an-object', () =>
      fc
        .constantFrom<unknown>('application/json', null, 0, false)
        .map((value): ShapeEdit => ({ part: 'headers', value, rule: 'type' })),
    ),
    mutation('repeated-parameter', (r) =>
      fc.constantFrom(...PARAMETERS).map(
        (key): ShapeEdit => ({
          part: 'query',
          key,
          // The value sent twice, or with a second value: two strings either way.
          value: [r.query[key] ?? '1', r.query[key] ?? '0'],
          rule: 'type',
        }),
      ),
    ),
    mutation('header-not-a-string', (r) =>
      fc
        .tuple(fc.constantFrom(...HEADERS), fc.constantFrom<'number' | 'twice' | 'null'>('number', 'twice', 'null'))
        .map(
          ([key, how]): ShapeEdit => ({
            part: 'headers',
            key,
            value: how === 'number' ? 42 : how === 'null' ? null : [r.headers[key], r.headers[key]],
            rule: 'type',
          }),
        ),
    ),
  ];
  if (strict)
    mutations.push(
      mutation('unknown-parameter', () =>
        fc
          .constantFrom(...UNKNOWN_PARAMETERS)
          .map((key): ShapeEdit => ({ part: 'query', key, value: '1', rule: 'unknown_field' })),
      ),
    );
  return fc.oneof(...mutations);
}
