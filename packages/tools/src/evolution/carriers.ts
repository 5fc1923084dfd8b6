// The realistic records a decision's witness is built from: the bundled example day (and page) as the base lists
// them, else the base's minimal record reaching the change (docs/evolution.md, "Three verdicts").
import { readFileSync } from 'node:fs';
import { escapePointerToken } from 'user-summaries-contract/internal/validator/pointer';
import { repaired, type Baseline } from './baselines.js';
import { buildValue } from './generate.js';
import type { Location } from './locations.js';
import { Rng, seedFor } from './random.js';
import type { VersionSide } from './search.js';
import type { DiffEntry, ReadingName } from './types.js';

/** The bundled examples (copied into the tools' dist/examples by the build), by entry. */
const EXAMPLE_FILES: Partial<Record<DiffEntry, string>> = {
  summary: 'summary-all-groups.json',
  paginator: 'response-paginator.json',
};

let examples: Partial<Record<DiffEntry, unknown>> | undefined;

function readExamples(): Partial<Record<DiffEntry, unknown>> {
  if (examples !== undefined) return examples;
  examples = {};
  for (const [entry, file] of Object.entries(EXAMPLE_FILES)) {
    try {
      examples[entry as DiffEntry] = JSON.parse(
        readFileSync(new URL(`../../dist/examples/valid/${file}`, import.meta.url), 'utf8'),
      ) as unknown;
    } catch {
      // Without the build's copy (a source checkout not built), witnesses are built from generated records.
    }
  }
  return examples;
}

/** A pointer pattern from tokens (`*` for items). */
export const patternOf = (tokens: readonly string[]): string =>
  tokens.map((token) => `/${token === '*' ? '*' : escapePointerToken(token)}`).join('');

/** A copy of a value with only the members a version lists (an envelope's days left out). */
function listedOnly(value: unknown, tokens: readonly string[], locations: ReadonlyMap<string, Location>): unknown {
  if (Array.isArray(value)) {
    // An envelope's days are the summary entry's: its witnesses carry none (as its searched records do).
    if (locations.get(patternOf([...tokens, '*']))?.opaque === true) return [];
    return value.map((item) => listedOnly(item, [...tokens, '*'], locations));
  }
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (!locations.has(patternOf([...tokens, key]))) continue;
    Object.defineProperty(out, key, {
      value: listedOnly(member, [...tokens, key], locations),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** A record a witness may start from: what it was made from, and the day it was made from when it is not that. */
export interface Carrier {
  readonly record: unknown;
  readonly from: 'example' | 'generated';
  /**
   * The example as listed, before the members the base requires were added or the values the head refuses were
   * replaced; absent when it is `record`.
   */
  readonly origin?: unknown;
  /** The day both versions accept made from `record` (yielded before it), when the head refuses `record`. */
  readonly repaired?: unknown;
}

/**
 * The base-valid records a witness may start from, for one entry and reading: the example (members the base does not
 * list removed), when the base accepts it in the reading and in its strict twin, first with the values the head
 * refuses replaced by values both accept (baselines.ts) when the head refuses it; then the base's and the other
 * version's minimal records reaching `focus`.
 */
export function* carriersFor(
  base: VersionSide,
  head: VersionSide,
  entry: DiffEntry,
  reading: { readonly name: ReadingName; readonly strictName: ReadingName; readonly includeSlots: boolean },
  focus: readonly string[],
): Generator<Carrier> {
  const judge = base.judges.get(reading.name)?.get(entry);
  const example = exampleOf(base, entry, reading);
  if (example !== undefined) {
    const { record, origin } = example;
    const both = bothAcceptOf(base, head, entry, reading, record);
    if (both !== undefined) yield { record: both.record, from: 'example', origin };
    yield {
      record,
      from: 'example',
      ...(origin === record ? {} : { origin }),
      ...(both === undefined ? {} : { repaired: both.record }),
    };
  }
  for (const side of [base, head]) {
    const root = side.roots.get(entry);
    const listed = side.locations.get(entry);
    if (root === undefined || listed === undefined) continue;
    const reach = listed.has(patternOf(focus)) ? focus : focus.slice(0, -1);
    const record = buildValue(
      {
        generator: side.generator,
        rng: new Rng(seedFor(side.generator.seed, entry, 'carrier')),
        random: false,
        includeSlots: reading.includeSlots,
        emptyItems: side.days,
      },
      [root],
      reach,
    );
    if (side !== base || judge?.accepts(record) === true) yield { record, from: 'generated' };
  }
}

/** The example made a day both versions accept, by base, head, entry and reading (null: none made). */
const repairs = new WeakMap<VersionSide, WeakMap<VersionSide, Map<string, Baseline | null>>>();

/** The example with the values the head refuses replaced, when the head refuses it and a repair is found. */
function bothAcceptOf(
  base: VersionSide,
  head: VersionSide,
  entry: DiffEntry,
  reading: { readonly name: ReadingName; readonly includeSlots: boolean },
  record: unknown,
): Baseline | undefined {
  const byHead = repairs.get(base) ?? new WeakMap<VersionSide, Map<string, Baseline | null>>();
  repairs.set(base, byHead);
  const known = byHead.get(head) ?? new Map<string, Baseline | null>();
  byHead.set(head, known);
  const key = `${entry} ${reading.name}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const judges = { base: base.judges.get(reading.name)?.get(entry), head: head.judges.get(reading.name)?.get(entry) };
  let found: Baseline | undefined;
  if (judges.base !== undefined && judges.head !== undefined && !judges.head.accepts(record))
    found = repaired(record, { base: judges.base, head: judges.head }, { base, head }, entry, reading.includeSlots);
  known.set(key, found ?? null);
  return found;
}

/**
 * The example of an entry as a version lists it, by reading, when the version accepts it there (kept): `record`, and
 * `origin`, the example as listed before the members the version requires and it lacks were added (`record` itself
 * when none was).
 */
const kept = new WeakMap<
  VersionSide,
  Map<string, { readonly record: unknown; readonly origin: unknown } | undefined>
>();

function exampleOf(
  base: VersionSide,
  entry: DiffEntry,
  reading: { readonly name: ReadingName; readonly strictName: ReadingName },
): { readonly record: unknown; readonly origin: unknown } | undefined {
  const byReading =
    kept.get(base) ?? new Map<string, { readonly record: unknown; readonly origin: unknown } | undefined>();
  kept.set(base, byReading);
  const key = `${entry} ${reading.name}`;
  if (byReading.has(key)) return byReading.get(key);
  const example = readExamples()[entry];
  const locations = base.locations.get(entry);
  const judge = base.judges.get(reading.name)?.get(entry);
  const strictJudge = base.judges.get(reading.strictName)?.get(entry);
  let found: { readonly record: unknown; readonly origin: unknown } | undefined;
  if (example !== undefined && locations !== undefined && judge !== undefined && strictJudge !== undefined) {
    const listed = listedOnly(example, [], locations);
    if (judge.accepts(listed) && strictJudge.accepts(listed)) found = { record: listed, origin: listed };
    else {
      // The example completed: each member the base requires that it lacks, at its minimal value.
      const completed = completedWith(base, entry, listed, locations);
      if (judge.accepts(completed) && strictJudge.accepts(completed)) found = { record: completed, origin: listed };
    }
  }
  byReading.set(key, found);
  return found;
}

/** A copy of a record with each member the version requires and the record lacks set to its minimal value. */
function completedWith(
  side: VersionSide,
  entry: DiffEntry,
  record: unknown,
  locations: ReadonlyMap<string, Location>,
): unknown {
  const out = structuredClone(record);
  const holders = (value: unknown, tokens: readonly string[]): Record<string, unknown>[] => {
    if (tokens.length === 0)
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? [value as Record<string, unknown>]
        : [];
    const [head, ...rest] = tokens;
    if (head === '*') return Array.isArray(value) ? value.flatMap((item) => holders(item, rest)) : [];
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, head as string))
      return [];
    return holders((value as Record<string, unknown>)[head as string], rest);
  };
  const sorted = [...locations.values()].sort((x, y) => x.tokens.length - y.tokens.length);
  for (const location of sorted) {
    const name = location.tokens.at(-1);
    if (name === undefined || name === '*' || location.opaque) continue;
    if (location.presence === 'optional' || location.presence === 'root' || location.presence === 'item') continue;
    for (const holder of holders(out, location.tokens.slice(0, -1))) {
      if (Object.hasOwn(holder, name)) continue;
      const value = buildValue(
        {
          generator: side.generator,
          rng: new Rng(seedFor(side.generator.seed, entry, 'complete', location.pattern)),
          random: false,
          includeSlots: true,
          emptyItems: side.days,
        },
        location.nodes,
      );
      Object.defineProperty(holder, name, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return out;
}
