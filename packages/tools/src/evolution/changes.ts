import { comparePointers, escapePointerToken } from 'user-summaries-contract/internal/validator/pointer';
import type { Location } from './locations.js';
import { canonical } from './canonical.js';
import { BOUND_KEYWORDS, typeNames, type Shape, type ValueKind } from './shape.js';
import type { ChangeKind, DiffEntry } from './types.js';

/** A change found by comparing the documents, before its search says whom it breaks. */
export interface ChangeDraft {
  readonly entry: DiffEntry;
  readonly location: string;
  readonly tokens: readonly string[];
  /** The locations at or under which a violation is this change's doing: its own, and a pair's other spellings. */
  readonly scope: readonly (readonly string[])[];
  readonly change: ChangeKind;
  readonly before: unknown;
  readonly after: unknown;
}

/** The contract's integer is the safe integer: its bounds are part of the type, not bounds of the field. */
const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

/** The bounds a shape states, but the safe-integer range that every integer carries. */
function statedBounds(shape: Shape): Record<string, number> {
  const bounds: Record<string, number> = {};
  for (const keyword of BOUND_KEYWORDS) {
    const value = shape.bounds[keyword];
    if (value === undefined) continue;
    if ((keyword === 'minimum' && value === -SAFE_BOUND) || (keyword === 'maximum' && value === SAFE_BOUND)) continue;
    bounds[keyword] = value;
  }
  return bounds;
}

/** What a field is, for a field or group added or removed: the word when missing, and its types. */
const fieldSummary = (location: Location): Record<string, unknown> => ({
  rule: location.presence,
  type: typeNames(location.shape.kinds),
});

const nonNull = (kinds: ReadonlySet<ValueKind>): Set<ValueKind> =>
  new Set([...kinds].filter((kind) => kind !== 'null'));
const subset = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean => [...a].every((x) => b.has(x));
const sameSet = <T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean => a.size === b.size && subset(a, b);

/** The kind of a change of the types, without null (nullability is a change of its own). */
function typeChange(before: ReadonlySet<ValueKind>, after: ReadonlySet<ValueKind>): ChangeKind | undefined {
  const b = nonNull(before);
  const a = nonNull(after);
  if (sameSet(a, b)) return undefined;
  if (subset(a, b)) return 'type_narrowed';
  if (subset(b, a)) return 'type_widened';
  return 'type_changed';
}

/** The presence of a member: its kind of change from `before` to `after` (`optional` or a word). */
function presenceChange(before: string, after: string): ChangeKind | undefined {
  if (before === after) return undefined;
  if (before === 'optional') return 'made_required';
  if (after === 'optional') return 'made_optional';
  return 'rule_changed';
}

const formatOf = (shape: Shape): unknown =>
  shape.xFormat ??
  (shape.patterns.length > 0 || shape.formats.length > 0
    ? { pattern: [...shape.patterns].sort(), format: [...shape.formats].sort() }
    : null);

/** The languages a string is held to: its patterns and formats, whatever the contract calls the format. */
const languagesOf = (shape: Shape): unknown =>
  shape.patterns.length > 0 || shape.formats.length > 0
    ? { pattern: [...shape.patterns].sort(), format: [...shape.formats].sort() }
    : null;

/** The changes of one location present in both versions. */
function compareLocation(
  base: Location,
  head: Location,
): Omit<ChangeDraft, 'entry' | 'location' | 'tokens' | 'scope'>[] {
  const out: Omit<ChangeDraft, 'entry' | 'location' | 'tokens' | 'scope'>[] = [];
  const push = (change: ChangeKind | undefined, before: unknown, after: unknown): void => {
    if (change !== undefined) out.push({ change, before, after });
  };
  const b = base.shape;
  const h = head.shape;
  if (base.opaque || head.opaque) {
    if (base.opaque !== head.opaque) push('schema_changed', base.opaque ? 'a day' : null, head.opaque ? 'a day' : null);
    return out;
  }
  push(presenceChange(base.presence, head.presence), base.presence, head.presence);
  push(
    base.shape.omittedWhen === h.omittedWhen ? undefined : 'omitted_when_changed',
    b.omittedWhen ?? null,
    h.omittedWhen ?? null,
  );
  const types = { before: typeNames(b.kinds), after: typeNames(h.kinds) };
  if (b.kinds.has('null') !== h.kinds.has('null'))
    push(h.kinds.has('null') ? 'nullable_added' : 'nullable_removed', types.before, types.after);
  push(typeChange(b.kinds, h.kinds), types.before, types.after);
  const before = new Set((b.values ?? []).map(canonical));
  const after = new Set((h.values ?? []).map(canonical));
  if (b.values !== undefined || h.values !== undefined) {
    const added = h.values === undefined || (b.values !== undefined && [...after].some((v) => !before.has(v)));
    const removed = b.values === undefined || (h.values !== undefined && [...before].some((v) => !after.has(v)));
    if (added) push('values_added', b.values ?? null, h.values ?? null);
    if (removed) push('values_removed', b.values ?? null, h.values ?? null);
  }
  const bb = statedBounds(b);
  const hb = statedBounds(h);
  for (const keyword of BOUND_KEYWORDS) {
    if (bb[keyword] !== hb[keyword])
      push('bound_moved', { [keyword]: bb[keyword] ?? null }, { [keyword]: hb[keyword] ?? null });
  }
  if (canonical(formatOf(b)) !== canonical(formatOf(h))) push('format_changed', formatOf(b), formatOf(h));
  // The contract's name of a format stays while its pattern or `format` changes (a date pattern dropped under
  // `format: date`): a change all the same, shown by what the languages say (issue #44).
  else if (canonical(languagesOf(b)) !== canonical(languagesOf(h)))
    push('format_changed', languagesOf(b), languagesOf(h));
  if (b.filled !== h.filled)
    push(h.filled === undefined ? 'filled_removed' : 'filled_added', b.filled ?? null, h.filled ?? null);
  if (b.closed !== h.closed)
    push(
      'schema_changed',
      { additionalProperties: b.closed ? false : null },
      { additionalProperties: h.closed ? false : null },
    );
  // A keyword stated by one part is shown as written; by several, as the list of what each says.
  const stated = (values: readonly unknown[] | undefined): unknown =>
    values === undefined ? null : values.length === 1 ? values[0] : values;
  for (const keyword of new Set([...b.other.keys(), ...h.other.keys()])) {
    const [before, after] = [b.other.get(keyword), h.other.get(keyword)];
    if (canonical(before ?? null) !== canonical(after ?? null))
      push('schema_changed', { [keyword]: stated(before) }, { [keyword]: stated(after) });
  }
  // A word that comes or goes with its assertion (`in` with an enum, `min` with a bound) is that change's; only a
  // word that changed alone is a change of its own.
  const assertions = out.filter(
    (change) =>
      change.change !== 'made_required' && change.change !== 'made_optional' && change.change !== 'rule_changed',
  );
  if (assertions.length === 0 && canonical(b.rules) !== canonical(h.rules))
    push('assertion_rule_changed', b.rules, h.rules);
  return out;
}

/** The pairs of an object location that changed, each at its first spelling (where the contract reports it). */
function comparePairs(base: Location, head: Location): ChangeDraft[] {
  const out: ChangeDraft[] = [];
  const matched = new Set<number>();
  const at = (
    pair: readonly string[],
    other: readonly string[] | undefined,
    location: Location,
  ): Pick<ChangeDraft, 'location' | 'tokens' | 'scope'> => ({
    location: `${location.pattern}/${escapePointerToken(pair[0] ?? '')}`,
    tokens: [...location.tokens, pair[0] ?? ''],
    scope: [...new Set([...pair, ...(other ?? [])])].map((spelling) => [...location.tokens, spelling]),
  });
  for (const pair of base.shape.pairs) {
    const index = head.shape.pairs.findIndex(
      (other, i) => !matched.has(i) && other.some((spelling) => pair.includes(spelling)),
    );
    const other = index === -1 ? undefined : head.shape.pairs[index];
    if (index !== -1) matched.add(index);
    if (other !== undefined && canonical([...other].sort()) === canonical([...pair].sort())) continue;
    out.push({
      entry: base.entry,
      ...at(pair, other, base),
      change: 'pair_changed',
      before: pair,
      after: other ?? null,
    });
  }
  head.shape.pairs.forEach((pair, i) => {
    if (!matched.has(i))
      out.push({ entry: head.entry, ...at(pair, undefined, head), change: 'pair_changed', before: null, after: pair });
  });
  return out;
}

/** Whether a location's parent is in a map (the root has none and counts as present). */
const parentIn = (location: Location, map: ReadonlyMap<string, Location>): boolean =>
  location.tokens.length === 0 || map.has(location.pattern.slice(0, location.pattern.lastIndexOf('/')));

/**
 * The changes between two versions' locations of one entry, in document order of their locations: a member added
 * or removed once at its top (not again for what lies under it), and for each location in both, what changed in
 * its presence, types, nullability, allowed values, bounds, format, `filled`, rule words and pairs.
 *
 * @example
 * compareLocations(baseLocations, headLocations); // [{ location: '/activity/total_glasses', change: 'nullable_removed', ... }]
 */
export function compareLocations(
  base: ReadonlyMap<string, Location>,
  head: ReadonlyMap<string, Location>,
): ChangeDraft[] {
  const out: ChangeDraft[] = [];
  const draft = (
    location: Location,
    rest: Omit<ChangeDraft, 'entry' | 'location' | 'tokens' | 'scope'>,
  ): ChangeDraft => ({
    entry: location.entry,
    location: location.pattern,
    tokens: location.tokens,
    scope: [location.tokens],
    ...rest,
  });
  const isGroup = (location: Location): boolean =>
    location.entry === 'summary' && location.tokens.length === 1 && location.shape.document !== undefined;
  for (const [pattern, location] of base) {
    const other = head.get(pattern);
    if (other === undefined) {
      if (parentIn(location, head))
        out.push(
          draft(location, {
            change: isGroup(location) ? 'group_removed' : 'field_removed',
            before: fieldSummary(location),
            after: null,
          }),
        );
      continue;
    }
    for (const change of compareLocation(location, other)) out.push(draft(location, change));
    for (const pair of comparePairs(location, other)) out.push(pair);
  }
  for (const [pattern, location] of head) {
    if (!base.has(pattern) && parentIn(location, base))
      out.push(
        draft(location, {
          change: isGroup(location) ? 'group_added' : 'field_added',
          before: null,
          after: fieldSummary(location),
        }),
      );
  }
  return out.sort(
    (x, y) => comparePointers(x.location, y.location) || (x.change < y.change ? -1 : x.change > y.change ? 1 : 0),
  );
}
