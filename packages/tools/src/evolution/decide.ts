// The decision for one change, in every reading and for both sides: `breaks` with a witness built from a base-valid
// record by the fewest changes, `proven` with a one-line argument, or `unknown` with the reason
// (docs/evolution.md, "Three verdicts"). The search (search.ts) stays as its falsifier.
import { narrowed, repaired } from './baselines.js';
import { type Carrier, carriersFor, patternOf } from './carriers.js';
import type { ChangeDraft } from './changes.js';
import { decideLocation, decidePairs, type LocalContext, type LocalDecision, type Mutation } from './decideLocation.js';
import { buildValue } from './generate.js';
import { READINGS } from './judges.js';
import type { Location } from './locations.js';
import { Rng, seedFor } from './random.js';
import { atOrUnder, type VersionSide } from './search.js';
import { changedPointers } from './valueDiff.js';
import type { DiffPolicy, ReadingName, Side, Witness, WitnessViolation } from './types.js';

/** What the decision says of one side in one reading. */
type SideDecision =
  | { readonly verdict: 'breaks'; readonly witness: Witness; readonly argument: string }
  | { readonly verdict: 'proven'; readonly argument: string }
  | { readonly verdict: 'unknown'; readonly reason: string };

/** The decisions of a change: by reading, one per side. */
export type ChangeDecision = ReadonlyMap<ReadingName, Readonly<Record<Side, SideDecision>>>;

/** Mutations tried on each carrier before a decided break is said to be unconfirmed. */
const MAX_TRIES = 400;

const STRICT_OF: Readonly<Record<ReadingName, ReadingName>> = {
  default: 'strict',
  'no-slots': 'no-slots.strict',
  strict: 'strict',
  'no-slots.strict': 'no-slots.strict',
};

const isUnder = (tokens: readonly string[], top: readonly string[]): boolean =>
  tokens.length > top.length && top.every((token, i) => tokens[i] === token);

/** The locations a change's decision reads: its own, then those under it that both versions reach, in order. */
function locationsOf(draft: ChangeDraft, a: ReadonlyMap<string, Location>, r: ReadonlyMap<string, Location>): string[] {
  const under = new Set<string>();
  for (const map of [a, r]) {
    for (const [pattern, location] of map) {
      if (!isUnder(location.tokens, draft.tokens)) continue;
      const parent = patternOf(location.tokens.slice(0, -1));
      // Under a member one version does not list, that member's own decision says all.
      if (a.has(parent) && r.has(parent)) under.add(pattern);
    }
  }
  return [draft.location, ...[...under].sort()];
}

/** The decision of one side in one reading. */
function decideSide(
  base: VersionSide,
  head: VersionSide,
  draft: ChangeDraft,
  reading: (typeof READINGS)[number],
  side: Side,
  policy: DiffPolicy,
): SideDecision {
  if (draft.change === 'schema_changed' && draft.before === null && draft.after === null)
    return { verdict: 'unknown', reason: 'a break no change of the documents explains (found by the search)' };
  const [accepting, rejecting] = side === 'producers' ? [base, head] : [head, base];
  const aMap = accepting.locations.get(draft.entry) ?? new Map<string, Location>();
  const rMap = rejecting.locations.get(draft.entry) ?? new Map<string, Location>();
  const values = new Map<Location, { value: unknown }>();
  const ctx: LocalContext = {
    strict: reading.variant.strict,
    policy,
    includeSlots: reading.variant.includeSlots,
    accepting: accepting.name,
    rejecting: rejecting.name,
    valueAt: (tokens) => {
      const location = aMap.get(patternOf(tokens));
      if (location === undefined) return undefined;
      const known = values.get(location);
      if (known !== undefined) return structuredClone(known.value);
      const value = buildValue(
        {
          generator: accepting.generator,
          rng: new Rng(seedFor(accepting.generator.seed, 'value', patternOf(tokens))),
          random: false,
          includeSlots: reading.variant.includeSlots,
          emptyItems: accepting.days,
        },
        location.nodes,
      );
      values.set(location, { value });
      return structuredClone(value);
    },
    samples: (pattern) => accepting.generator.patternSamples(pattern),
  };
  const decisions: LocalDecision[] = [];
  if (draft.change === 'pair_changed') {
    const parent = patternOf(draft.tokens.slice(0, -1));
    const [a, r] = [aMap.get(parent), rMap.get(parent)];
    if (a !== undefined && r !== undefined) decisions.push(decidePairs(a, r, ctx));
  }
  for (const pattern of locationsOf(draft, aMap, rMap)) {
    const a = aMap.get(pattern);
    const r = rMap.get(pattern);
    if (a?.opaque === true || r?.opaque === true) continue;
    const parent = patternOf(((a ?? r)?.tokens ?? draft.tokens).slice(0, -1));
    const name = ((a ?? r)?.tokens ?? draft.tokens).at(-1);
    const closed = {
      accepting: aMap.get(parent)?.shape.closed === true,
      rejecting: rMap.get(parent)?.shape.closed === true,
      // The other spellings of a pair the member is in, in the accepting version.
      partners: (aMap.get(parent)?.shape.pairs ?? [])
        .filter((pair) => name !== undefined && pair.includes(name))
        .flat()
        .filter((spelling) => spelling !== name),
    };
    decisions.push(decideLocation(a, r, closed, ctx));
  }
  let unknown: string | undefined;
  for (const decision of decisions) {
    if (decision.kind === 'unknown') unknown ??= decision.reason;
    if (decision.kind !== 'breaks') continue;
    const witness = confirm(base, head, draft, reading, side, decision.tries);
    if (witness !== undefined) return { verdict: 'breaks', witness, argument: decision.argument };
    unknown ??= `${decision.argument}, but no record built to show it was confirmed by both versions' validators`;
  }
  if (unknown !== undefined) return { verdict: 'unknown', reason: unknown };
  const own = decisions.find((d) => d.kind === 'proven');
  return { verdict: 'proven', argument: own?.kind === 'proven' ? own.argument : 'nothing the decision reads differs' };
}

/** The first mutation of a base-valid carrier that both versions' validators confirm as a witness. */
function confirm(
  base: VersionSide,
  head: VersionSide,
  draft: ChangeDraft,
  reading: (typeof READINGS)[number],
  side: Side,
  tries: readonly Mutation[],
): Witness | undefined {
  const [accepting, rejecting] = side === 'producers' ? [base, head] : [head, base];
  const accepts = accepting.judges.get(reading.name)?.get(draft.entry);
  const acceptsStrict = accepting.judges.get(STRICT_OF[reading.name])?.get(draft.entry);
  const rejects = rejecting.judges.get(reading.name)?.get(draft.entry);
  if (accepts === undefined || acceptsStrict === undefined || rejects === undefined) return undefined;
  const both = side === 'producers' ? { base: accepts, head: rejects } : { base: rejects, head: accepts };
  /** The violation that makes a record a witness (accepted, refused at or under the change), or undefined. */
  const violationOf = (record: unknown, unlisted: boolean): WitnessViolation | undefined => {
    if (!accepts.accepts(record) || rejects.accepts(record)) return undefined;
    if (!unlisted && !acceptsStrict.accepts(record)) return undefined;
    return rejects.violations(record).find((v) => draft.scope.some((t) => atOrUnder(v.pointer, t)));
  };
  /** A witness, counted from a day both versions accept when one is found (baselines.ts), else from its carrier. */
  const witnessFrom = (carrier: Carrier, found: unknown, foundViolation: WitnessViolation): Witness => {
    const origin = carrier.origin ?? carrier.record;
    let record = found;
    let violation = foundViolation;
    let day = carrier.record;
    if (rejects.accepts(carrier.record)) {
      // Two values changed (a pair's spelling swapped): counted from the day between, when both versions accept it.
      day = narrowed(carrier.record, record, changedPointers(carrier.record, record), both)?.record ?? day;
    } else {
      // The carrier is refused already (every day the base lists breaks, as a type no value of which both allow): it
      // is the witness, counted from the day without what neither version lets it keep.
      const itself = violationOf(carrier.record, false);
      if (itself !== undefined) [record, violation] = [carrier.record, itself];
      const made =
        record === carrier.record && carrier.repaired !== undefined
          ? carrier.repaired
          : repaired(record, both, { base, head }, draft.entry, reading.variant.includeSlots)?.record;
      day = made ?? day;
    }
    return {
      breaks: side,
      reading: reading.name,
      acceptedBy: accepting.name,
      record,
      violation,
      carrier: carrier.from,
      changed: changedPointers(day, record),
      ...(day === origin ? {} : { baseline: { record: day, adjusted: changedPointers(origin, day) } }),
    };
  };
  const carriers = carriersFor(
    base,
    head,
    draft.entry,
    { name: reading.name, strictName: STRICT_OF[reading.name], includeSlots: reading.variant.includeSlots },
    draft.tokens,
  );
  for (const carrier of carriers) {
    let tried = 0;
    const seen = new Set<unknown>();
    for (const mutation of tries) {
      if (tried >= MAX_TRIES) break;
      let record: unknown;
      try {
        record = mutation.apply(carrier.record);
      } catch {
        continue;
      }
      if (record === undefined || seen.has(record)) continue;
      seen.add(record);
      tried += 1;
      const violation = violationOf(record, mutation.unlisted === true);
      if (violation === undefined) continue;
      return witnessFrom(carrier, record, violation);
    }
  }
  return undefined;
}

/**
 * The decision of a change in every reading, for both sides. Never throws on the documents: what it cannot read is
 * `unknown` with the reason.
 *
 * @example
 * const decided = decideChange(base, head, draft);
 * decided.get('default')?.producers; // { verdict: 'proven', argument: "head's values at /sleep/slots/*\/type ⊇ base's ..." }
 */
export function decideChange(
  base: VersionSide,
  head: VersionSide,
  draft: ChangeDraft,
  policy: DiffPolicy = 'lenient',
): ChangeDecision {
  const out = new Map<ReadingName, Record<Side, SideDecision>>();
  for (const reading of READINGS) {
    const sides = {} as Record<Side, SideDecision>;
    for (const side of ['producers', 'consumers'] as const) {
      try {
        sides[side] = decideSide(base, head, draft, reading, side, policy);
      } catch (error) {
        sides[side] = { verdict: 'unknown', reason: `the decision stopped (${(error as Error).name})` };
      }
    }
    out.set(reading.name, sides);
  }
  return out;
}
