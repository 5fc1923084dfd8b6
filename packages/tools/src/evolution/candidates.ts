import { isIndexToken } from 'user-summaries-contract/internal/validator/pointer';
import { buildValue, type Build } from './generate.js';
import type { NodeRef } from './versionModel.js';
import { canonical } from './canonical.js';
import { BOUND_KEYWORDS } from './shape.js';

/**
 * The listed values tried, at most: the first and last half of them (a search tries a few hundred records, so an
 * enum of 130,000 values is read in its extremes and neighbours, not built whole for each search).
 */
const LISTED_TRIED = 1024;

/** One of each kind of JSON value: what a location may newly allow or refuse whatever its schema says. */
const ONE_OF_EACH: readonly unknown[] = [null, 0, 0.5, -1, 'x', '', true, {}, []];

/**
 * The values worth trying at a location: one of each kind, the listed values and their neighbours, each bound and
 * its neighbours, lengths just inside and outside, the minimal value and a few random ones built from the schema.
 * Most are refused by the version they are built for; its validator keeps the rest.
 */
export function boundaryValues(build: Build, nodes: readonly NodeRef[]): unknown[] {
  const shape = build.generator.shape(nodes);
  const out: unknown[] = [...ONE_OF_EACH, Number.MAX_SAFE_INTEGER + 1, 1.5];
  const all = shape.values ?? [];
  const listed = all.length > LISTED_TRIED ? [...all.slice(0, LISTED_TRIED / 2), ...all.slice(-LISTED_TRIED / 2)] : all;
  for (const value of listed) {
    out.push(value);
    if (typeof value === 'number') out.push(value + 1, value - 1, value + 0.5);
    if (typeof value === 'string') out.push(`${value}x`);
  }
  const numbers = shape.values?.filter((value): value is number => typeof value === 'number') ?? [];
  // A loop, not Math.max(...numbers): an enum of 130,000 numbers would overflow the call's arguments.
  let highest = Number.NEGATIVE_INFINITY;
  let lowest = Number.POSITIVE_INFINITY;
  for (const n of numbers) {
    if (n > highest) highest = n;
    if (n < lowest) lowest = n;
  }
  if (numbers.length > 0) out.push(highest + 1, lowest - 1);
  for (const keyword of BOUND_KEYWORDS) {
    const bound = shape.bounds[keyword];
    if (bound === undefined) continue;
    if (keyword.endsWith('imum')) out.push(bound, bound - 1, bound + 1, bound - 0.5, bound + 0.5);
    else if (bound <= 256) {
      const length = (n: number): unknown =>
        keyword.endsWith('Length')
          ? 'a'.repeat(n)
          : keyword.endsWith('Items')
            ? Array.from({ length: n }, () => null)
            : {};
      if (bound > 0) out.push(length(bound - 1));
      out.push(length(bound), length(bound + 1));
    }
  }
  out.push(buildValue({ ...build, random: false }, nodes));
  for (let i = 0; i < 4; i++) out.push(buildValue({ ...build, random: true }, nodes));
  const seen = new Set<string>();
  return out.filter((value) => {
    const key = canonical(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The values one version lists and the other does not (for `values_added` and `values_removed`), at most
 * {@link LISTED_TRIED}: tried first, since a long enum's boundary values would use a search's share before them.
 */
export function changedValues(change: string, before: unknown, after: unknown): unknown[] {
  if ((change !== 'values_added' && change !== 'values_removed') || !Array.isArray(before) || !Array.isArray(after))
    return [];
  const keys = (list: readonly unknown[]): Set<string> => new Set(list.map(canonical));
  const [b, a] = [keys(before), keys(after)];
  const out: unknown[] = [];
  for (const value of after) if (out.length < LISTED_TRIED && !b.has(canonical(value))) out.push(value);
  for (const value of before) if (out.length < LISTED_TRIED && !a.has(canonical(value))) out.push(value);
  return out;
}

/** The object or array a location's tokens lead to in a record, and the last token; undefined when the path is not there. */
function parentOf(record: unknown, tokens: readonly string[]): { parent: unknown; last: string } | undefined {
  let current = record;
  for (const token of tokens.slice(0, -1)) {
    if (Array.isArray(current)) current = current[0];
    else if (typeof current === 'object' && current !== null && Object.hasOwn(current, token))
      current = (current as Record<string, unknown>)[token];
    else return undefined;
  }
  const last = tokens.at(-1);
  return last === undefined ? undefined : { parent: current, last };
}

/**
 * A copy of a record with the value at a location set (`*` is the first item), or undefined when the record does
 * not reach the location's parent. A member named `__proto__` is set as a member.
 */
export function withValue(record: unknown, tokens: readonly string[], value: unknown): unknown {
  const copy = structuredClone(record);
  const at = parentOf(copy, tokens);
  if (at === undefined) return undefined;
  if (Array.isArray(at.parent)) {
    if (at.last !== '*' && !isIndexToken(at.last)) return undefined;
    if (at.parent.length === 0) at.parent.push(value);
    else at.parent[0] = value;
    return copy;
  }
  if (typeof at.parent !== 'object' || at.parent === null) return undefined;
  Object.defineProperty(at.parent, at.last, { value, writable: true, enumerable: true, configurable: true });
  return copy;
}

/** A copy of a record without the member at a location, or undefined when the record does not hold it. */
export function withoutMember(record: unknown, tokens: readonly string[]): unknown {
  const copy = structuredClone(record);
  const at = parentOf(copy, tokens);
  if (at === undefined || typeof at.parent !== 'object' || at.parent === null || Array.isArray(at.parent))
    return undefined;
  if (!Object.hasOwn(at.parent, at.last)) return undefined;
  delete (at.parent as Record<string, unknown>)[at.last];
  return copy;
}

/** A copy of a record whose object at `parent` holds, of a pair's spellings, only `keep` (set to `value`). */
export function withOnlySpelling(
  record: unknown,
  parent: readonly string[],
  spellings: readonly string[],
  keep: string,
  value: unknown,
): unknown {
  let copy: unknown = record;
  for (const spelling of spellings) if (spelling !== keep) copy = withoutMember(copy, [...parent, spelling]) ?? copy;
  return withValue(copy, [...parent, keep], value);
}
