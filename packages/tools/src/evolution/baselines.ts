// The day a witness is counted from (docs/evolution.md, "Three verdicts"): a record both versions accept in the
// reading, so that the one value the witness changes in it is the cause of the break. The example is that day when
// both accept it; when one refuses it, the values it refuses are replaced by values both accept (`repaired`); and a
// witness that changes two values (a pair's spelling swapped) is counted from the day between (`narrowed`).
import { escapePointerToken, isIndexToken, parsePointer } from 'user-summaries-contract/internal/validator/pointer';
import { canonical } from './canonical.js';
import { buildValue } from './generate.js';
import type { Judge } from './judges.js';
import type { Location } from './locations.js';
import { Rng, seedFor } from './random.js';
import type { VersionSide } from './search.js';
import type { DiffEntry } from './types.js';
import { changedPointers } from './valueDiff.js';

/** A day both versions accept, and the pointers at which it departs from the record it was made from. */
export interface Baseline {
  readonly record: unknown;
  readonly adjusted: readonly string[];
}

/** The two versions' validators of one entry in one reading. */
export interface BothJudges {
  readonly base: Judge;
  readonly head: Judge;
}

/** Values replaced before a repair gives up: a day refused in more places is not repaired. */
const MAX_REPAIRS = 64;

/** The day's own values at the same member elsewhere tried at a refused place, at most. */
const SIBLINGS_TRIED = 4;

/** Listed values tried at a refused place, at most. */
const LISTED_TRIED = 8;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a concrete pointer's tokens, or undefined. */
function valueAt(record: unknown, tokens: readonly string[]): unknown {
  let current = record;
  for (const token of tokens) {
    if (Array.isArray(current) && isIndexToken(token)) current = current[Number(token)];
    else if (isObject(current) && Object.hasOwn(current, token)) current = current[token];
    else return undefined;
  }
  return current;
}

/**
 * A copy of a record with the value at a concrete pointer's tokens set (undefined `value`: the member left out), or
 * undefined when the record does not reach the place.
 */
function replaced(record: unknown, tokens: readonly string[], value: unknown): unknown {
  if (tokens.length === 0) return value;
  const copy = structuredClone(record);
  const parent = valueAt(copy, tokens.slice(0, -1));
  const last = tokens.at(-1) as string;
  if (Array.isArray(parent)) {
    if (!isIndexToken(last) || Number(last) >= parent.length || value === undefined) return undefined;
    parent[Number(last)] = value;
    return copy;
  }
  if (!isObject(parent)) return undefined;
  if (value === undefined) {
    if (!Object.hasOwn(parent, last)) return undefined;
    delete parent[last];
  } else Object.defineProperty(parent, last, { value, writable: true, enumerable: true, configurable: true });
  return copy;
}

/** Whether a pointer is at or under a place given by its tokens. */
function atOrUnder(pointer: string, tokens: readonly string[]): boolean {
  const at = parsePointer(pointer);
  return tokens.every((token, i) => at[i] === token);
}

/** A copy of a record without the array item at a concrete pointer's tokens, or undefined when it has none there. */
function withoutItem(record: unknown, tokens: readonly string[]): unknown {
  const list = valueAt(record, tokens.slice(0, -1));
  const index = Number(tokens.at(-1));
  if (!Array.isArray(list) || index >= list.length) return undefined;
  return replaced(record, tokens.slice(0, -1), [...list.slice(0, index), ...list.slice(index + 1)]);
}

/** The values at every place of a record matching a pattern's tokens (`*`: every item). */
function valuesMatching(record: unknown, pattern: readonly string[]): unknown[] {
  if (pattern.length === 0) return [record];
  const [token, ...rest] = pattern;
  if (token === '*') return Array.isArray(record) ? record.flatMap((item) => valuesMatching(item, rest)) : [];
  if (!isObject(record) || !Object.hasOwn(record, token as string)) return [];
  return valuesMatching(record[token as string], rest);
}

/** The minimal value a version allows at a location (its generator's, not random). */
function minimalValue(side: VersionSide, entry: DiffEntry, location: Location, includeSlots: boolean): unknown {
  return buildValue(
    {
      generator: side.generator,
      rng: new Rng(seedFor(side.generator.seed, entry, 'baseline', location.pattern)),
      random: false,
      includeSlots,
      emptyItems: side.days,
    },
    location.nodes,
  );
}

/** The values a refused place may be given so that both versions accept it: the day's own first, then built ones. */
function replacements(
  record: unknown,
  tokens: readonly string[],
  sides: { readonly base: VersionSide; readonly head: VersionSide },
  entry: DiffEntry,
  includeSlots: boolean,
): unknown[] {
  const pattern = tokens.map((token) => (isIndexToken(token) ? '*' : token));
  const key = pattern.map((token) => `/${token === '*' ? '*' : escapePointerToken(token)}`).join('');
  const out: unknown[] = [];
  // The same member elsewhere in the day (another slot's type, say): the most realistic value there is.
  if (pattern.includes('*')) {
    // A few of them: a slot refused for its time is refused for every other slot's time too, and each is a judgement.
    const siblings = new Map(valuesMatching(record, pattern).map((value) => [canonical(value), value]));
    out.push(...[...siblings.values()].slice(0, SIBLINGS_TRIED));
  }
  for (const side of [sides.head, sides.base]) {
    const location = side.locations.get(entry)?.get(key);
    if (location === undefined || location.opaque) continue;
    out.push(...(location.shape.values ?? []).slice(0, LISTED_TRIED));
    out.push(minimalValue(side, entry, location, includeSlots));
  }
  // Left out, when both may go without it (a member one version does not list, under a closed object).
  out.push(undefined);
  const seen = new Set<string>();
  return out.filter((value) => {
    const name = value === undefined ? 'undefined' : canonical(value);
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

/** The first violation either version reports of a record (base's first), or undefined when both accept it. */
function firstRefusal(record: unknown, judges: BothJudges): string | undefined {
  if (!judges.base.accepts(record)) return judges.base.violations(record)[0]?.pointer ?? '';
  if (!judges.head.accepts(record)) return judges.head.violations(record)[0]?.pointer ?? '';
  return undefined;
}

/**
 * A day both versions accept made from a record one of them refuses: each refused place in turn given the first
 * value (or absence) after which neither version refuses it any longer, the day's own values at the same member
 * first; a place no value settles, its nearest holder left out (a group, a slot). Undefined when nothing settles a
 * place, or after {@link MAX_REPAIRS} places.
 *
 * @example
 * repaired(example, judges, { base, head }, 'summary', true); // { record, adjusted: ['/sleep/slots/3/type'] }
 */
export function repaired(
  record: unknown,
  judges: BothJudges,
  sides: { readonly base: VersionSide; readonly head: VersionSide },
  entry: DiffEntry,
  includeSlots: boolean,
): Baseline | undefined {
  let day = record;
  for (let step = 0; step < MAX_REPAIRS; step++) {
    const pointer = firstRefusal(day, judges);
    if (pointer === undefined) return { record: day, adjusted: changedPointers(record, day) };
    const tokens = parsePointer(pointer);
    const settles = (candidate: unknown, at: readonly string[]): boolean => {
      if (candidate === undefined) return false;
      const refusal = firstRefusal(candidate, judges);
      return refusal === undefined || !atOrUnder(refusal, at);
    };
    let next: unknown;
    for (const value of replacements(day, tokens, sides, entry, includeSlots)) {
      const candidate = replaced(day, tokens, value);
      if (settles(candidate, tokens)) {
        next = candidate;
        break;
      }
    }
    // No value settles it (a type both versions disagree on, a member one requires and the other refuses): the
    // nearest holder both may go without, left out (a group, a slot).
    for (let depth = tokens.length - 1; next === undefined && depth > 0; depth--) {
      const holder = tokens.slice(0, depth);
      // An item left out is progress whatever is refused next (the next item, now at its index, in turn).
      if (isIndexToken(holder.at(-1) as string)) next = withoutItem(day, holder);
      else if (settles(replaced(day, holder, undefined), holder)) next = replaced(day, holder, undefined);
    }
    if (next === undefined) return undefined;
    day = next;
  }
  return firstRefusal(day, judges) === undefined ? { record: day, adjusted: changedPointers(record, day) } : undefined;
}

/**
 * A day between a carrier and a witness that changes several values in it: the witness with all but one of those
 * values taken back from the carrier, when both versions accept it, so that the witness changes one value of it.
 * Undefined when no such day is accepted by both.
 *
 * @example
 * narrowed(example, witness, ['/heart_rate/avg_daily_heart_rate', '/heart_rate/avg_daily_heat_rate'], judges);
 */
export function narrowed(
  carrier: unknown,
  witness: unknown,
  changed: readonly string[],
  judges: BothJudges,
): Baseline | undefined {
  if (changed.length < 2) return undefined;
  for (const kept of changed) {
    let day: unknown = witness;
    for (const pointer of changed) {
      if (pointer === kept || day === undefined) continue;
      const tokens = parsePointer(pointer);
      day = replaced(day, tokens, valueAt(carrier, tokens));
    }
    if (day === undefined || firstRefusal(day, judges) !== undefined) continue;
    const adjusted = changedPointers(carrier, day);
    if (changedPointers(day, witness).length === 1) return { record: day, adjusted };
  }
  return undefined;
}
