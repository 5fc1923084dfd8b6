// The realistic records a decision's witness is built from: the bundled example day (and page) as the base lists
// them, else the base's minimal record reaching the change (docs/evolution.md, "Three verdicts").
import { readFileSync } from 'node:fs';
import { escapePointerToken } from 'user-summaries-contract/internal/validator/pointer';
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

/** A copy of a value with only the members a version lists (an envelope's days read as the summary entry's). */
function listedOnly(
  value: unknown,
  tokens: readonly string[],
  locations: ReadonlyMap<string, Location>,
  summary: ReadonlyMap<string, Location> | undefined,
): unknown {
  const here = locations.get(patternOf(tokens));
  if (here?.opaque === true && summary !== undefined) return listedOnly(value, [], summary, undefined);
  if (Array.isArray(value)) return value.map((item) => listedOnly(item, [...tokens, '*'], locations, summary));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (!locations.has(patternOf([...tokens, key]))) continue;
    Object.defineProperty(out, key, {
      value: listedOnly(member, [...tokens, key], locations, summary),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * The base-valid records a witness may start from, for one entry and reading: the example (members the base does not
 * list removed), when the base accepts it in the reading and in its strict twin; then the base's and the other
 * version's minimal records reaching `focus`.
 */
export function carriersFor(
  base: VersionSide,
  head: VersionSide,
  entry: DiffEntry,
  reading: { readonly name: ReadingName; readonly strictName: ReadingName; readonly includeSlots: boolean },
  focus: readonly string[],
): { readonly record: unknown; readonly from: 'example' | 'generated' }[] {
  const out: { record: unknown; from: 'example' | 'generated' }[] = [];
  const example = readExamples()[entry];
  const locations = base.locations.get(entry);
  const judge = base.judges.get(reading.name)?.get(entry);
  const strictJudge = base.judges.get(reading.strictName)?.get(entry);
  if (example !== undefined && locations !== undefined && judge !== undefined && strictJudge !== undefined) {
    const record = listedOnly(example, [], locations, base.locations.get('summary'));
    if (judge.accepts(record) && strictJudge.accepts(record)) out.push({ record, from: 'example' });
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
    if (side === base && judge?.accepts(record) === true) out.push({ record, from: 'generated' });
    else if (side !== base) out.push({ record, from: 'generated' });
  }
  return out;
}
