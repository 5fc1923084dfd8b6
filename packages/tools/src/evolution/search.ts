import { escapePointerToken, isIndexToken, parsePointer } from 'user-summaries-contract/internal/validator/pointer';
import { boundaryValues, changedValues, withOnlySpelling, withoutMember, withValue } from './candidates.js';
import type { ChangeDraft } from './changes.js';
import { buildValue, type Build, type RecordGenerator } from './generate.js';
import { READINGS, type Judge } from './judges.js';
import type { Location } from './locations.js';
import type { NodeRef } from './versionModel.js';
import { Rng, seedFor } from './random.js';
import type { DiffEntry, ReadingName, ReadingVerdict, Side, Witness } from './types.js';
import { undecidedReason } from './undecided.js';
import { OutOfBudget, type WorkMeter } from './workMeter.js';

/** One version as a search uses it: what builds its records and what judges them. */
export interface VersionSide {
  readonly name: 'base' | 'head';
  readonly generator: RecordGenerator;
  readonly roots: ReadonlyMap<DiffEntry, NodeRef>;
  readonly locations: ReadonlyMap<DiffEntry, ReadonlyMap<string, Location>>;
  readonly judges: ReadonlyMap<ReadingName, ReadonlyMap<DiffEntry, Judge>>;
  /** The nodes of an envelope's days: built as no day (the summary entry's changes are searched as its own). */
  readonly days: ReadonlySet<string>;
}

/** What a change's search found: whom it breaks in each reading, and how many records it tried. */
export interface SearchResult {
  readonly readings: ReadingVerdict[];
  readonly records: number;
  /** Why a search of a reading and side stopped before its share (the first reason): the change is not decided. */
  readonly undecided?: string;
}

/** A random record larger than a record may be: tried (it counts), never judged. */
const OVER_BUDGET = Symbol('over budget');

/** A random record, or {@link OVER_BUDGET} when the draw holds more values than a record may. */
function drawn(build: Build, root: NodeRef, focus: readonly string[]): unknown {
  try {
    return buildValue(build, [root], focus);
  } catch (error) {
    if (error instanceof OutOfBudget) return OVER_BUDGET;
    throw error;
  }
}

/**
 * Whether a violation's pointer lies at or under a location (`*` matching any array index): the violation is the
 * change's doing, not another change's.
 *
 * @example
 * atOrUnder('/sleep/slots/3/type', ['sleep', 'slots', '*', 'type']); // true
 */
export function atOrUnder(pointer: string, tokens: readonly string[]): boolean {
  const found = parsePointer(pointer);
  if (found.length < tokens.length) return false;
  return tokens.every((token, i) => (token === '*' ? isIndexToken(found[i] as string) : token === found[i]));
}

/** The records tried for one side in one reading: targeted at the location first, then drawn at random. */
function* candidates(accepting: VersionSide, draft: ChangeDraft, includeSlots: boolean, rng: Rng): Generator<unknown> {
  const root = accepting.roots.get(draft.entry);
  if (root === undefined) return;
  const locations = accepting.locations.get(draft.entry);
  const here = locations?.get(draft.location);
  // Where the accepting version does not list the location, its records reach the parent and leave the member out.
  const focus = here === undefined ? draft.tokens.slice(0, -1) : draft.tokens;
  const minimal: Build = {
    generator: accepting.generator,
    rng,
    random: false,
    includeSlots,
    emptyItems: accepting.days,
  };
  const carrier = buildValue(minimal, [root], focus);
  yield carrier;
  for (const value of changedValues(draft.change, draft.before, draft.after))
    yield withValue(carrier, draft.tokens, value);
  const values = here === undefined ? [] : boundaryValues(minimal, here.nodes);
  for (const value of values) yield withValue(carrier, draft.tokens, value);
  if (draft.tokens.at(-1) !== '*') yield withoutMember(carrier, draft.tokens);
  if (draft.change === 'pair_changed') {
    const parent = draft.tokens.slice(0, -1);
    const spellings = [
      ...new Set([...((draft.before as string[] | null) ?? []), ...((draft.after as string[] | null) ?? [])]),
    ];
    for (const spelling of spellings) {
      const listed = locations?.get(
        `${draft.location.slice(0, draft.location.lastIndexOf('/'))}/${escapePointerToken(spelling)}`,
      );
      if (listed !== undefined)
        yield withOnlySpelling(carrier, parent, spellings, spelling, buildValue(minimal, listed.nodes));
    }
  }
  for (;;) {
    const build: Build = { ...minimal, random: true };
    const record = drawn(build, root, rng.chance(0.5) ? focus : []);
    if (record === OVER_BUDGET) {
      yield record;
      continue;
    }
    yield values.length > 0 && rng.chance(0.5) ? (withValue(record, draft.tokens, rng.pick(values)) ?? record) : record;
  }
}

/**
 * Looks for the records that prove whom a change breaks, in every reading: for producers, a record built from the
 * base that the base accepts and the head rejects at (or under) the change's location; for consumers, one built
 * from the head that the head accepts and the base rejects there. Each search stops at its first witness or after
 * its share of `records` (an eighth: four readings, two sides). Every record judged is spent from `meter`; a search
 * that runs out of it, needs a record larger than a record may be, or reaches a pattern the diff cannot run stops
 * there, and the result says why (`undecided`): what it found before stays found.
 */
export function searchChange(
  base: VersionSide,
  head: VersionSide,
  draft: ChangeDraft,
  options: { readonly seed: number; readonly records: number; readonly meter: WorkMeter },
): SearchResult {
  let undecided: string | undefined;
  const share = Math.max(1, Math.floor(options.records / (READINGS.length * 2)));
  let records = 0;
  const readings: ReadingVerdict[] = [];
  for (const reading of READINGS) {
    const witnesses: Witness[] = [];
    for (const side of ['producers', 'consumers'] as const satisfies readonly Side[]) {
      const [accepting, rejecting] = side === 'producers' ? [base, head] : [head, base];
      const accepts = accepting.judges.get(reading.name)?.get(draft.entry);
      const rejects = rejecting.judges.get(reading.name)?.get(draft.entry);
      if (accepts === undefined || rejects === undefined) continue;
      const rng = new Rng(seedFor(options.seed, draft.entry, draft.location, draft.change, reading.name, side));
      let tried = 0;
      try {
        for (const record of candidates(accepting, draft, reading.variant.includeSlots, rng)) {
          if (tried >= share) break;
          if (record === undefined) continue;
          tried += 1;
          if (record === OVER_BUDGET) continue;
          options.meter.spend(record);
          if (!accepts.accepts(record) || rejects.accepts(record)) continue;
          const violation = rejects
            .violations(record)
            .find((v) => draft.scope.some((tokens) => atOrUnder(v.pointer, tokens)));
          if (violation === undefined) continue;
          witnesses.push({ breaks: side, reading: reading.name, acceptedBy: accepting.name, record, violation });
          break;
        }
      } catch (error) {
        undecided ??= undecidedReason(error);
      }
      records += tried;
    }
    readings.push({
      reading: reading.name,
      breaks: witnesses.map((w) => w.breaks),
      witnesses,
      proven: [],
      unknown: [],
    });
  }
  return undecided === undefined ? { readings, records } : { readings, records, undecided };
}
