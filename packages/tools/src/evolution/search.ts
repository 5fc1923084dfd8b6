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
import { OVER_BUDGET, type RecordStreams, type StreamItem } from './recordStreams.js';
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
  /** Its random records kept for the next diffs against it (a transitive check's head); none: drawn each time. */
  readonly streams?: RecordStreams;
}

/** What a change's search found: whom it breaks in each reading, and how many records it tried. */
export interface SearchResult {
  readonly readings: ReadingVerdict[];
  readonly records: number;
  /** Why a search of a reading and side stopped before its share (the first reason): the change is not decided. */
  readonly undecided?: string;
}

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

/** A record tried: judged here, or already judged by the accepting version (a kept stream's `item`). */
interface Candidate {
  readonly record: unknown;
  readonly item?: StreamItem;
}

/** The records tried for one side in one reading: targeted at the location first, then drawn at random. */
function* candidates(
  accepting: VersionSide,
  draft: ChangeDraft,
  reading: (typeof READINGS)[number],
  rng: Rng,
): Generator<Candidate> {
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
    includeSlots: reading.variant.includeSlots,
    emptyItems: accepting.days,
  };
  const carrier = buildValue(minimal, [root], focus);
  yield { record: carrier };
  for (const value of changedValues(draft.change, draft.before, draft.after))
    yield { record: withValue(carrier, draft.tokens, value) };
  const values = here === undefined ? [] : boundaryValues(minimal, here.nodes);
  for (const value of values) yield { record: withValue(carrier, draft.tokens, value) };
  if (draft.tokens.at(-1) !== '*') yield { record: withoutMember(carrier, draft.tokens) };
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
        yield { record: withOnlySpelling(carrier, parent, spellings, spelling, buildValue(minimal, listed.nodes)) };
    }
  }
  // The random records: a function of the accepting version, the location, the reading and the numbers' state
  // alone, so a kept stream (the head's, in a transitive check) gives them already drawn and judged.
  const draw = (own: Rng): unknown => {
    const record = drawn({ ...minimal, rng: own, random: true }, root, own.chance(0.5) ? focus : []);
    if (record === OVER_BUDGET) return record;
    return values.length > 0 && own.chance(0.5)
      ? (withValue(record, draft.tokens, own.pick(values)) ?? record)
      : record;
  };
  const judge = accepting.judges.get(reading.name)?.get(draft.entry);
  if (accepting.streams !== undefined && judge !== undefined) {
    const key = ['search', draft.entry, draft.location, ...draft.tokens, reading.name].join('\n');
    for (const item of accepting.streams.items(key, rng, draw, judge)) yield { record: item.record, item };
  }
  for (;;) yield { record: draw(rng) };
}

/**
 * Spends a record's work and says whether the accepting version accepts it: judged here, or as its kept stream
 * judged it (what the judge threw then is thrown now, after the work is spent, as the judge would have).
 */
export function judgedAccepted(
  accepts: Judge,
  record: unknown,
  item: StreamItem | undefined,
  meter: WorkMeter,
): boolean {
  if (item === undefined) {
    meter.spend(record);
    return accepts.accepts(record);
  }
  meter.spendSize(item.size);
  if (item.thrown !== undefined) throw item.thrown;
  return item.accepted;
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
        for (const { record, item } of candidates(accepting, draft, reading, rng)) {
          if (tried >= share) break;
          if (record === undefined) continue;
          tried += 1;
          if (record === OVER_BUDGET) continue;
          if (!judgedAccepted(accepts, record, item, options.meter) || rejects.accepts(record)) continue;
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
