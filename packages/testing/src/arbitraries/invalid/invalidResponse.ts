// invalidUserSummariesResponse(): a valid page with one targeted mutation of its envelope or of one of its days,
// with its exact (pointer, rule) set.
import fc from 'fast-check';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import { checkBoolean, checkKeys, checkList } from '../_check.js';
import { RESPONSE_KEYS, userSummariesResponse, type UserSummariesResponseConstraints } from '../response.js';
import { DELETE, edited } from './_base.js';
import {
  ENVELOPE_MEMBERS,
  ENVELOPE_OBJECTS,
  notADay,
  notAnEnvelope,
  UNKNOWN_MEMBERS,
  wrongMemberValue,
} from './_envelopeFields.js';
import { pointerOf, type InvalidCase } from './_types.js';
import { invalidUserSummary } from './invalidUserSummary.js';

/** The names of the mutations {@link invalidUserSummariesResponse} draws from. */
export const INVALID_RESPONSE_MUTATIONS: readonly string[] = [
  'not-an-envelope',
  'remove-envelope-member',
  'wrong-type-envelope-member',
  'unknown-envelope-member',
  'non-object-day',
  'invalid-day',
];

/** Constraints of {@link invalidUserSummariesResponse}: those of the valid page, the profile, and a choice of mutations. */
export interface InvalidUserSummariesResponseConstraints extends UserSummariesResponseConstraints {
  /**
   * The value is meant for the strict profile (`validateResponse(value, { strict: true })`), which adds the
   * unknown-member mutation (and the days' own). Needs `summaryConstraints.extraFields` false. @defaultValue false
   */
  readonly strict?: boolean;
  /** Only these mutations (see {@link INVALID_RESPONSE_MUTATIONS}). @defaultValue all */
  readonly mutations?: readonly string[];
}

type Json = Record<string, unknown>;
const ENVELOPES: readonly EnvelopeName[] = ['paginator', 'collection', 'bare'];

/** Where a page's days are: the bare list itself, or `data`. */
const daysPath = (envelope: EnvelopeName): string[] => (envelope === 'bare' ? [] : ['data']);

/**
 * Invalid response bodies of GET /user-summaries that know their violations: a valid page (built under the same
 * constraints as {@link userSummariesResponse}) with one targeted mutation: a body that is no envelope, an
 * envelope member removed or of the wrong type, an unknown member (strict), a day that is no object, or one day
 * made invalid as {@link invalidUserSummary} makes it. `expected` is the exact set of (pointer, rule) pairs
 * `validateResponse(value, { includeSlots, strict })` must report (the envelope detected from the shape). A page
 * with no day to break takes another mutation, with its own label.
 *
 * @throws TypeError or RangeError at once when a constraint is malformed, or when no mutation applies
 * @example
 * fc.assert(
 *   fc.property(invalidUserSummariesResponse({ envelope: 'paginator' }), ({ value, expected }) => {
 *     const result = validateResponse(value);
 *     return !result.ok && result.violations.length === expected.length;
 *   }),
 * );
 */
export function invalidUserSummariesResponse(
  constraints?: InvalidUserSummariesResponseConstraints,
): fc.Arbitrary<InvalidCase> {
  const c = checkKeys('invalidUserSummariesResponse constraints', constraints, [
    ...RESPONSE_KEYS,
    'strict',
    'mutations',
  ]);
  const strict = checkBoolean('strict', c['strict'], false);
  const names = checkList('mutations', c['mutations'], INVALID_RESPONSE_MUTATIONS) ?? INVALID_RESPONSE_MUTATIONS;
  const { strict: _s, mutations: _m, ...valid } = c;
  const summaryConstraints = (valid['summaryConstraints'] ?? {}) as NonNullable<
    UserSummariesResponseConstraints['summaryConstraints']
  >;
  if (strict && summaryConstraints.extraFields === true) {
    throw new RangeError(
      'strict: true needs summaryConstraints.extraFields false, since the strict profile rejects extra fields',
    );
  }
  const envelopes = valid['envelope'] === undefined ? ENVELOPES : [valid['envelope'] as EnvelopeName];
  // Checks the page constraints at once (the first envelope stands for all of them).
  userSummariesResponse({ ...valid, envelope: envelopes[0] } as UserSummariesResponseConstraints);
  const page = (envelope: EnvelopeName): fc.Arbitrary<Json> =>
    userSummariesResponse({ ...valid, envelope } as UserSummariesResponseConstraints).map(
      (body) => body as unknown as Json,
    );
  const objects = envelopes.filter((e): e is 'paginator' | 'collection' => e !== 'bare');
  const oneOf = <T>(items: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...items);
  const arms: fc.Arbitrary<InvalidCase>[] = [];
  const use = (name: string, arm: () => fc.Arbitrary<InvalidCase>): void => {
    if (names.includes(name)) arms.push(arm());
  };

  const notEnvelope = (): fc.Arbitrary<InvalidCase> =>
    notAnEnvelope.map((value) => ({
      value,
      expected: [{ pointer: '', rule: 'envelope' as const }],
      mutation: 'not-an-envelope',
    }));
  use('not-an-envelope', notEnvelope);
  if (objects.length > 0) {
    use('remove-envelope-member', () =>
      oneOf(objects).chain((e) =>
        fc.tuple(page(e), oneOf(ENVELOPE_MEMBERS[e].filter((member) => member.required))).map(([body, member]) => ({
          value: edited(body, member.path, DELETE),
          expected: [{ pointer: pointerOf(...member.path), rule: 'required' as const }],
          mutation: 'remove-envelope-member',
        })),
      ),
    );
    use('wrong-type-envelope-member', () =>
      oneOf(objects).chain((e) =>
        fc.tuple(page(e), oneOf(ENVELOPE_MEMBERS[e])).chain(([body, member]) =>
          wrongMemberValue(member.kind).map((wrong) => ({
            value: edited(body, member.path, wrong),
            expected: [{ pointer: pointerOf(...member.path), rule: 'type' as const }],
            mutation: 'wrong-type-envelope-member',
          })),
        ),
      ),
    );
    if (strict) {
      use('unknown-envelope-member', () =>
        oneOf(objects).chain((e) =>
          fc
            .tuple(
              page(e),
              oneOf<readonly string[]>(ENVELOPE_OBJECTS[e]),
              oneOf(UNKNOWN_MEMBERS),
              fc.jsonValue({ maxDepth: 2 }),
            )
            .map(([body, at, key, v]) => ({
              value: edited(body, [...at, key], v),
              expected: [{ pointer: pointerOf(...at, key), rule: 'unknown_field' as const }],
              mutation: 'unknown-envelope-member',
            })),
        ),
      );
    }
  }

  // The day mutations need a day: a page without one is no envelope instead, and says so in its label.
  const onADay = (
    name: string,
    mutate: (body: Json, envelope: EnvelopeName, days: readonly unknown[]) => fc.Arbitrary<InvalidCase>,
  ): void =>
    use(name, () =>
      oneOf(envelopes).chain((e) =>
        page(e).chain((body) => {
          const days = (e === 'bare' ? body : body['data']) as unknown as readonly unknown[];
          return days.length === 0 ? notEnvelope() : mutate(body, e, days);
        }),
      ),
    );
  onADay('non-object-day', (body, e, days) =>
    fc.tuple(fc.nat({ max: days.length - 1 }), notADay).map(([i, day]) => ({
      value: edited(body, [...daysPath(e), i], day),
      expected: [{ pointer: pointerOf(...daysPath(e), i), rule: 'type' as const }],
      mutation: 'non-object-day',
    })),
  );
  // Built at once, so a constraint no day mutation can meet throws here, not while values are drawn.
  const invalidDay = names.includes('invalid-day')
    ? invalidUserSummary({ ...summaryConstraints, strict })
    : fc.constant(undefined);
  onADay('invalid-day', (body, e, days) =>
    fc.tuple(fc.nat({ max: days.length - 1 }), invalidDay as fc.Arbitrary<InvalidCase>).map(([i, day]) => ({
      value: edited(body, [...daysPath(e), i], day.value),
      expected: day.expected.map((x) => ({ pointer: `${pointerOf(...daysPath(e), i)}${x.pointer}`, rule: x.rule })),
      mutation: 'invalid-day',
    })),
  );
  if (arms.length === 0)
    throw new RangeError('no mutation applies under these constraints (check envelope, strict and mutations)');
  return fc.oneof(...arms);
}
