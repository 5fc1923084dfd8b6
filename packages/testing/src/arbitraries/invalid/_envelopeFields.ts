// The envelopes' members, written out here (not read from the schemas) so the invalid responses are an
// independent oracle of the validator, as the summary's field tables are (_fields.ts).
import fc from 'fast-check';

/** @internal The JSON kind of an envelope member. */
type MemberKind = 'integer' | 'nullableInteger' | 'string' | 'stringOrNull' | 'days' | 'object' | 'list';

/** One member of an envelope: its path from the body's root, its kind, and whether it is required. */
interface EnvelopeMember {
  readonly path: readonly string[];
  readonly kind: MemberKind;
  readonly required: boolean;
}

const m = (kind: MemberKind, ...path: string[]): EnvelopeMember => ({ path, kind, required: true });

/** @internal The paginator's members. */
const PAGINATOR: readonly EnvelopeMember[] = [
  m('integer', 'current_page'),
  m('days', 'data'),
  m('string', 'first_page_url'),
  m('nullableInteger', 'from'),
  m('integer', 'last_page'),
  m('string', 'last_page_url'),
  m('stringOrNull', 'next_page_url'),
  m('string', 'path'),
  m('integer', 'per_page'),
  m('stringOrNull', 'prev_page_url'),
  m('nullableInteger', 'to'),
  m('integer', 'total'),
];

/** @internal The resource collection's members, those of its `links` and `meta` included. */
const COLLECTION: readonly EnvelopeMember[] = [
  m('days', 'data'),
  m('object', 'links'),
  ...['first', 'last', 'prev', 'next'].map((k) => m('stringOrNull', 'links', k)),
  m('object', 'meta'),
  m('integer', 'meta', 'current_page'),
  m('nullableInteger', 'meta', 'from'),
  m('integer', 'meta', 'last_page'),
  m('string', 'meta', 'path'),
  m('integer', 'meta', 'per_page'),
  m('nullableInteger', 'meta', 'to'),
  m('integer', 'meta', 'total'),
  { path: ['meta', 'links'], kind: 'list', required: false },
];

/** @internal The members of the two envelopes that are objects. */
export const ENVELOPE_MEMBERS = { paginator: PAGINATOR, collection: COLLECTION } as const;

/** @internal The objects of each envelope that the strict profile closes: the root, and the collection's `links` and `meta`. */
export const ENVELOPE_OBJECTS = { paginator: [[]], collection: [[], ['links'], ['meta']] } as const satisfies Record<
  string,
  readonly (readonly string[])[]
>;

/**
 * @internal A value of the wrong JSON type for a member of `kind` (never one its schema accepts): integers get a
 * numeric string, a fraction, a boolean or a container; strings a number, a boolean, null or an array; lists and
 * objects a value of another kind.
 */
export function wrongMemberValue(kind: MemberKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'integer':
      return fc.constantFrom<unknown>('1', 1.5, true, [], null);
    case 'nullableInteger':
      return fc.constantFrom<unknown>('1', 1.5, false, {});
    case 'string':
      return fc.constantFrom<unknown>(1, true, null, []);
    case 'stringOrNull':
      return fc.constantFrom<unknown>(1, true, {}, []);
    case 'days':
    case 'list':
      return fc.constantFrom<unknown>({}, 'data', 1, null);
    case 'object':
      return fc.constantFrom<unknown>('links', 1, [], null);
  }
}

/** @internal Bodies that are no envelope at all (no array, no object): one `envelope` violation at the root. */
export const notAnEnvelope: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(null, true, 0, 'data', '[]');

/** @internal Days that are no object: one `type` violation at the day. */
export const notADay: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(null, 1, 'day', [], true);

/** @internal Member names no envelope lists (the strict profile reports each as `unknown_field`). */
export const UNKNOWN_MEMBERS: readonly string[] = ['_debug', 'request_id', 'generated_at'];
