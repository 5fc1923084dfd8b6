// The decision at one instance location, for one side in one reading: does the rejecting version allow every value
// (and absence) the accepting version allows there? Over the contract's schema family: types, null, enums, numeric,
// length and item bounds, presence, `filled`, the heat/heart pairs, closed objects, patterns and formats as atoms;
// anything else is undecided (docs/evolution.md, "Three verdicts").
import type { Location } from './locations.js';
import type { DiffPolicy } from './types.js';
import type { Shape, ValueKind } from './shape.js';
import { canonical } from './canonical.js';
import { typeNames } from './shape.js';

/** One way to turn a base-valid carrier into a witness; undefined when the carrier cannot carry it. */
export interface Mutation {
  readonly apply: (carrier: unknown) => unknown;
  /** The witness carries a member neither version lists (the open reading's tolerance, closed by the other). */
  readonly unlisted?: boolean;
}

/** What the decision says at one location. */
export type LocalDecision =
  | { readonly kind: 'proven'; readonly argument: string }
  | { readonly kind: 'breaks'; readonly argument: string; readonly tries: readonly Mutation[] }
  | { readonly kind: 'unknown'; readonly reason: string };

/** What a location's decision needs besides the two shapes. */
export interface LocalContext {
  readonly strict: boolean;
  /**
   * `lenient` (the diff's): a record lists the members its version lists, and in the open readings members neither
   * version lists; `strict` (JSON Schema's): in the open readings, any member its version does not list, any value.
   */
  readonly policy: DiffPolicy;
  readonly includeSlots: boolean;
  /** `base` or `head`: the version whose records are tried, and the other. */
  readonly accepting: 'base' | 'head';
  readonly rejecting: 'base' | 'head';
  /** A value the accepting version allows at a location's tokens (its minimal one), or undefined. */
  readonly valueAt: (tokens: readonly string[]) => unknown;
  /** Strings the accepting version's patterns match (samples). */
  readonly samples: (pattern: string) => readonly string[];
}

/** The values of an ajv-formats format a string may be tried with, beside the pattern samples. */
const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  date: '2024-02-29',
  time: '12:30:00Z',
  'date-time': '2024-02-29T12:30:00Z',
  uri: 'https://example.com/',
  email: 'someone@example.com',
};

const where = (location: string): string => (location === '' ? '/' : location);

/** The longest string and the longest array a witness is built with: a bound past them is said, not built. */
const MAX_WITNESS_LENGTH = 65_536;

/** Whether a member may be absent in a reading: optional, or left out with include_slots=0. */
function mayBeAbsent(location: Location, includeSlots: boolean): boolean {
  if (location.presence === 'root' || location.presence === 'item') return false;
  return location.presence === 'optional' || (!includeSlots && location.shape.omittedWhen !== undefined);
}

function kindOf(value: unknown): ValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'fraction';
  return typeof value as ValueKind;
}

/** The kinds a value may have at a shape, `filled` read in: null is no value of a filled member. */
function kindsOf(shape: Shape): Set<ValueKind> {
  const kinds = new Set(shape.kinds);
  if (shape.filled !== undefined) kinds.delete('null');
  if (shape.values !== undefined) return new Set([...shape.values.map(kindOf)].filter((k) => kinds.has(k)));
  return kinds;
}

interface Interval {
  readonly low: number;
  readonly lowOpen: boolean;
  readonly high: number;
  readonly highOpen: boolean;
}

function interval(shape: Shape): Interval {
  const b = shape.bounds;
  let low = -Infinity;
  let lowOpen = false;
  let high = Infinity;
  let highOpen = false;
  if (b.minimum !== undefined) low = b.minimum;
  if (b.exclusiveMinimum !== undefined && b.exclusiveMinimum >= low) {
    low = b.exclusiveMinimum;
    lowOpen = true;
  }
  if (b.maximum !== undefined) high = b.maximum;
  if (b.exclusiveMaximum !== undefined && b.exclusiveMaximum <= high) {
    high = b.exclusiveMaximum;
    highOpen = true;
  }
  return { low, lowOpen, high, highOpen };
}

const inInterval = (n: number, i: Interval): boolean =>
  (i.lowOpen ? n > i.low : n >= i.low) && (i.highOpen ? n < i.high : n <= i.high);

/** Numbers the accepting interval allows and the rejecting one does not, for the kinds both allow. */
function numbersOutside(a: Interval, r: Interval, kinds: ReadonlySet<ValueKind>): number[] {
  const out: number[] = [];
  const edges = [r.high, r.low].filter(Number.isFinite);
  for (const edge of edges) {
    for (const step of [1, -1, 0, 0.5, -0.5]) {
      const n = edge + step;
      if (!Number.isFinite(n)) continue;
      if (!kinds.has(Number.isInteger(n) ? 'integer' : 'fraction')) continue;
      if (inInterval(n, a) && !inInterval(n, r)) out.push(n);
    }
  }
  for (const edge of [a.high, a.low].filter(Number.isFinite))
    if (kinds.has(Number.isInteger(edge) ? 'integer' : 'fraction') && inInterval(edge, a) && !inInterval(edge, r))
      out.push(edge);
  return out;
}

const atomsOf = (shape: Shape): string[] => [
  ...shape.patterns.map((p) => `pattern ${p}`),
  ...shape.formats.map((f) => `format ${f}`),
];

/** Copies of a string with each run of digits made zeros, nines or ones, and each letter run changed: near misses. */
function nearMisses(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(/[0-9]+|[A-Za-z]+/g)) {
    const start = match.index ?? 0;
    const run = match[0];
    const fills = /[0-9]/.test(run) ? ['0', '9', '1'] : ['a', 'Z'];
    for (const fill of fills) out.add(text.slice(0, start) + fill.repeat(run.length) + text.slice(start + run.length));
  }
  for (let i = 0; i < text.length; i++) {
    for (const c of ['0', '9', 'a', '-', ' ']) out.add(text.slice(0, i) + c + text.slice(i + 1));
  }
  out.add(`${text}x`);
  out.add(text.slice(1));
  out.add(text.slice(0, -1));
  out.add(` ${text}`);
  out.delete(text);
  return [...out];
}

/** A mutation setting the value at a location (its first item for `*`). */
const setting = (tokens: readonly string[], value: (carrier: unknown) => unknown): Mutation => ({
  apply: (carrier) => setAt(carrier, tokens, value(valueAtPath(carrier, tokens))),
});
const deleting = (tokens: readonly string[]): Mutation => ({ apply: (carrier) => deleteAt(carrier, tokens) });
const identity: Mutation = { apply: (carrier) => carrier };

/** The value at a location in a record (first items for `*`), or undefined. */
function valueAtPath(record: unknown, tokens: readonly string[]): unknown {
  let current = record;
  for (const token of tokens) {
    if (Array.isArray(current)) current = token === '*' ? current[0] : current[Number(token)];
    else if (typeof current === 'object' && current !== null && Object.hasOwn(current, token))
      current = (current as Record<string, unknown>)[token];
    else return undefined;
  }
  return current;
}

/** A copy of a record with a value set at a location (undefined `value`: no witness), or undefined when unreachable. */
function setAt(record: unknown, tokens: readonly string[], value: unknown): unknown {
  if (value === undefined) return undefined;
  if (tokens.length === 0) return value;
  const copy = structuredClone(record);
  const parent = valueAtPath(copy, tokens.slice(0, -1));
  const last = tokens.at(-1) as string;
  if (Array.isArray(parent)) {
    if (last !== '*' || parent.length === 0) return undefined;
    parent[0] = value;
    return copy;
  }
  if (typeof parent !== 'object' || parent === null) return undefined;
  Object.defineProperty(parent, last, { value, writable: true, enumerable: true, configurable: true });
  return copy;
}

/** A copy of a record without the member at a location, or undefined when it does not hold it. */
function deleteAt(record: unknown, tokens: readonly string[]): unknown {
  const copy = structuredClone(record);
  const parent = valueAtPath(copy, tokens.slice(0, -1));
  const last = tokens.at(-1) as string;
  if (typeof parent !== 'object' || parent === null || Array.isArray(parent) || !Object.hasOwn(parent, last))
    return undefined;
  delete (parent as Record<string, unknown>)[last];
  return copy;
}

/** A name neither version lists at an object: the live API's `_id` when free. */
function unlistedName(a: Shape, r: Shape): string {
  for (const name of ['_id', 'user_id', 'created_at', '_unlisted']) {
    if (!a.properties.has(name) && !r.properties.has(name) && !a.required.has(name) && !r.required.has(name))
      return name;
  }
  return `_unlisted_${a.properties.size + r.properties.size}`;
}

/** The decision on a pair's spellings: every pair the rejecting version states is met by the accepting one's. */
export function decidePairs(a: Location, r: Location, ctx: LocalContext): LocalDecision {
  const place = where(a.pattern);
  for (const pair of r.shape.pairs) {
    const covered = a.shape.pairs.some((own) => own.every((spelling) => pair.includes(spelling)));
    if (covered) continue;
    // A record of the accepting version that sends none of this pair's spellings: keep one spelling of its own.
    const tries: Mutation[] = [];
    const others = a.shape.pairs.flat().filter((spelling) => !pair.includes(spelling));
    const keeps = others.length > 0 ? others : [...a.shape.properties.keys()].filter((s) => !pair.includes(s));
    for (const keep of keeps) {
      const kept = [...a.shape.properties.entries()].find(([name]) => name === keep);
      tries.push({
        apply: (carrier) => {
          let out: unknown = carrier;
          for (const spelling of pair) out = deleteAt(out, [...a.tokens, spelling]) ?? out;
          const current = valueAtPath(out, [...a.tokens, keep]);
          if (current !== undefined || kept === undefined) return current === undefined ? undefined : out;
          return setAt(out, [...a.tokens, keep], null);
        },
      });
    }
    for (const spelling of pair) tries.push(deleting([...a.tokens, spelling]));
    return {
      kind: 'breaks',
      argument: `${ctx.rejecting} needs one of ${pair.join(', ')} at ${place}; ${ctx.accepting} does not`,
      tries,
    };
  }
  return {
    kind: 'proven',
    argument: `every pair ${ctx.rejecting} states at ${place} is met by one of ${ctx.accepting}'s`,
  };
}

/**
 * The decision at one location for one side: `a` the accepting version's location (undefined: it does not list the
 * member), `r` the rejecting one's; `rParentClosed` whether the rejecting version's object holding it is closed.
 */
export function decideLocation(
  a: Location | undefined,
  r: Location | undefined,
  closed: { readonly accepting: boolean; readonly rejecting: boolean; readonly partners: readonly string[] },
  ctx: LocalContext,
): LocalDecision {
  const rParentClosed = closed.rejecting;
  if (a === undefined && r === undefined) return { kind: 'proven', argument: 'neither version lists it' };
  if (a === undefined) {
    const place = where((r as Location).pattern);
    if (!mayBeAbsent(r as Location, ctx.includeSlots) && (r as Location).tokens.at(-1) !== '*') {
      return {
        kind: 'breaks',
        argument: `${ctx.rejecting} requires ${place}, which ${ctx.accepting} does not list`,
        tries: [identity, deleting((r as Location).tokens)],
      };
    }
    if (ctx.policy === 'strict' && !ctx.strict && !closed.accepting && (r as Location).tokens.at(-1) !== '*') {
      // JSON Schema's policy: the open reading let the accepting version's records send it with any value.
      return {
        kind: 'breaks',
        argument: `${ctx.accepting} does not list ${place}, so its open reading lets any value be sent there; ${ctx.rejecting} holds it to its rules`,
        tries: ['x', 0, null, true, 0.5, {}, [], -1].map((value) => ({
          ...setting((r as Location).tokens, () => value),
          unlisted: true,
        })),
      };
    }
    return {
      kind: 'proven',
      argument: `${ctx.accepting} does not list ${place}: its records never send it, and ${ctx.rejecting} may go without it`,
    };
  }
  const place = where(a.pattern);
  if (r === undefined) {
    if (ctx.strict || rParentClosed) {
      return {
        kind: 'breaks',
        argument: `${ctx.rejecting} does not list ${place} and refuses unknown members there`,
        tries: [identity, setting(a.tokens, () => ctx.valueAt(a.tokens))],
      };
    }
    return {
      kind: 'proven',
      argument: `${ctx.rejecting} does not list ${place}: the open reading tolerates any value there`,
    };
  }
  return decideBoth(a, r, ctx, closed.partners);
}

/** A location both versions list: presence, then the values. */
function decideBoth(a: Location, r: Location, ctx: LocalContext, partners: readonly string[]): LocalDecision {
  const place = where(a.pattern);
  const A = ctx.accepting;
  const R = ctx.rejecting;
  if (mayBeAbsent(a, ctx.includeSlots) && !mayBeAbsent(r, ctx.includeSlots)) {
    return {
      kind: 'breaks',
      argument: `${A} may leave ${place} out, ${R} requires it (${r.presence})`,
      // Left out; a member of a pair, with another of its spellings sent instead.
      tries: [
        deleting(a.tokens),
        ...partners.map(
          (partner): Mutation => ({
            apply: (carrier) => {
              const without = deleteAt(carrier, a.tokens);
              const at = [...a.tokens.slice(0, -1), partner];
              return without === undefined || valueAtPath(without, at) !== undefined
                ? without
                : setAt(without, at, null);
            },
          }),
        ),
      ],
    };
  }
  const as = a.shape;
  const rs = r.shape;
  const notes: string[] = [];
  // Keywords outside the family: said, never guessed.
  for (const keyword of new Set([...as.other.keys(), ...rs.other.keys()])) {
    if (keyword === 'multipleOf') continue;
    if (canonical(as.other.get(keyword) ?? null) !== canonical(rs.other.get(keyword) ?? null))
      return { kind: 'unknown', reason: `"${keyword}" at ${place} differs, and the decision does not read it` };
  }
  const tries: Mutation[] = [];
  const reasons: string[] = [];
  // A part the decision could not settle, said only when nothing else breaks.
  let undecided: string | undefined;
  const ak = kindsOf(as);
  const rk = kindsOf(rs);
  // Types and null.
  const lost = [...ak].filter((kind) => !rk.has(kind));
  if (lost.length > 0) {
    reasons.push(`${A} allows ${lost.join(', ')} at ${place}, ${R} does not`);
    for (const kind of lost) {
      const values = valuesOfKind(kind, as, a, ctx);
      for (const value of values) tries.push(setting(a.tokens, () => value));
    }
  } else if (rk.size !== ak.size)
    notes.push(`types ${JSON.stringify(typeNames(rk))} ⊇ ${JSON.stringify(typeNames(ak))}`);
  // Emptiness of a group: {} and [] are values of an object or array kind that `filled` refuses.
  if (as.filled !== 'not_empty' && rs.filled === 'not_empty') {
    reasons.push(`${R} refuses an empty ${place}, ${A} does not`);
    if (ak.has('object')) tries.push(setting(a.tokens, () => ({})));
    if (ak.has('array')) tries.push(setting(a.tokens, () => []));
  }
  // Allowed values.
  if (rs.values !== undefined) {
    const allowed = new Set(rs.values.map(canonical));
    const outside =
      as.values === undefined
        ? undefined
        : as.values.filter((value) => !allowed.has(canonical(value)) && rk.has(kindOf(value)));
    if (outside === undefined) {
      reasons.push(`${R} lists the values at ${place}, ${A} does not`);
      for (const kind of ak)
        for (const value of valuesOfKind(kind, as, a, ctx)) tries.push(setting(a.tokens, () => value));
    } else if (outside.length > 0) {
      reasons.push(`${A} allows ${outside.map((v) => JSON.stringify(v)).join(', ')} at ${place}, ${R} does not`);
      for (const value of outside) tries.push(setting(a.tokens, () => value));
    } else if (canonical(rs.values) !== canonical(as.values))
      notes.push(`values ${JSON.stringify(rs.values)} ⊇ ${JSON.stringify(as.values)}`);
  }
  // Numeric bounds.
  const numeric = new Set([...ak].filter((k) => (k === 'integer' || k === 'fraction') && rk.has(k)));
  if (numeric.size > 0) {
    const ai = interval(as);
    const ri = interval(rs);
    const outside =
      as.values === undefined
        ? numbersOutside(ai, ri, numeric)
        : as.values.filter(
            (v): v is number =>
              typeof v === 'number' && numeric.has(kindOf(v)) && inInterval(v, ai) && !inInterval(v, ri),
          );
    if (outside.length > 0) {
      reasons.push(`${A}'s numbers at ${place} reach ${outside[0]}, ${R}'s bounds do not`);
      for (const n of outside) tries.push(setting(a.tokens, () => n));
    } else if (ri.low > ai.low || ri.high < ai.high || (ri.lowOpen && !ai.lowOpen && ri.low === ai.low)) {
      // Bounds that seem tighter but that no allowed value reaches (listed values inside them).
      if (as.values === undefined) undecided ??= `the bounds at ${place} could not be compared`;
    } else if (canonical(ai) !== canonical(ri)) notes.push(`bounds of ${R} ⊇ ${A}'s`);
  }
  // Divisors of numbers (multipleOf).
  if (numeric.size > 0) decideMultiples(a, r, ctx, reasons, tries, notes);
  // Lengths and patterns of strings.
  if (ak.has('string') && rk.has('string')) {
    const decided = decideStrings(a, r, ctx, reasons, tries, notes);
    if (decided !== undefined) return decided;
  }
  // Item counts of arrays.
  if (ak.has('array') && rk.has('array')) decideItems(a, r, ctx, reasons, tries, notes);
  // Members of an object: a closed object refuses what the open reading tolerated elsewhere.
  if (ak.has('object') && rk.has('object')) {
    if (!ctx.strict && !as.closed && rs.closed) {
      const name = unlistedName(as, rs);
      reasons.push(
        `${R} closes ${place} (additionalProperties: false): a member the open reading tolerated is refused`,
      );
      tries.push({ apply: (carrier) => setAt(carrier, [...a.tokens, name], '0'), unlisted: true });
    }
    for (const keyword of ['minProperties', 'maxProperties'] as const) {
      if (
        as.bounds[keyword] !== rs.bounds[keyword] &&
        !(keyword === 'maxProperties' && rs.bounds[keyword] === undefined)
      )
        if (tries.length === 0)
          return { kind: 'unknown', reason: `${keyword} at ${place} differs, and the decision does not count members` };
    }
    const pairs = decidePairs(a, r, ctx);
    if (pairs.kind === 'breaks') {
      reasons.push(pairs.argument);
      tries.push(...pairs.tries);
    }
  }
  if (reasons.length > 0) {
    if (tries.length === 0) return { kind: 'unknown', reason: `${reasons[0]}, and no value to show it was built` };
    return { kind: 'breaks', argument: reasons[0] as string, tries };
  }
  if (undecided !== undefined) return { kind: 'unknown', reason: undecided };
  const presence =
    a.presence === r.presence
      ? ''
      : `; ${R} lets ${place} go missing whenever ${A} does (${a.presence} → ${r.presence})`;
  return {
    kind: 'proven',
    argument: `${R}'s values at ${place} ⊇ ${A}'s${notes.length > 0 ? ` (${notes.join('; ')})` : ''}${presence}`,
  };
}

/** Values of one kind the accepting shape allows (its listed values first), for a witness. */
function valuesOfKind(kind: ValueKind, shape: Shape, location: Location, ctx: LocalContext): unknown[] {
  const listed = shape.values?.filter((value) => kindOf(value) === kind);
  if (listed !== undefined && shape.values !== undefined) return listed;
  const i = interval(shape);
  switch (kind) {
    case 'null':
      return [null];
    case 'boolean':
      return [true, false];
    case 'integer': {
      const start = Number.isFinite(i.low) ? Math.floor(i.low) + 1 : 0;
      return [0, 1, start, start - 1, Math.ceil(i.low)].filter((n) => Number.isSafeInteger(n) && inInterval(n, i));
    }
    case 'fraction':
      return [0.5, 1.5, i.low + 0.5, i.high - 0.5].filter((n) => Number.isFinite(n) && inInterval(n, i));
    case 'string':
      return [...shape.patterns.flatMap((p) => ctx.samples(p).slice(0, 3)), ctx.valueAt(location.tokens), 'x'];
    default:
      return [ctx.valueAt(location.tokens)];
  }
}

/** Strings: lengths as arithmetic, patterns and formats as atoms. Undefined: go on; a decision: stop there. */
function decideStrings(
  a: Location,
  r: Location,
  ctx: LocalContext,
  reasons: string[],
  tries: Mutation[],
  notes: string[],
): LocalDecision | undefined {
  const place = where(a.pattern);
  const as = a.shape;
  const rs = r.shape;
  const aMin = as.bounds.minLength ?? 0;
  const aMax = as.bounds.maxLength ?? Infinity;
  const rMin = rs.bounds.minLength ?? 0;
  const rMax = rs.bounds.maxLength ?? Infinity;
  const lengths: number[] = [];
  if (aMax > rMax && rMax + 1 >= aMin) lengths.push(rMax + 1);
  if (aMin < rMin && rMin - 1 <= aMax && rMin >= 1) lengths.push(Math.max(aMin, rMin - 1));
  const aAtoms = atomsOf(as);
  const rAtoms = atomsOf(rs);
  if (lengths.some((length) => length > MAX_WITNESS_LENGTH))
    return {
      kind: 'unknown',
      reason: `the lengths at ${place} differ past ${MAX_WITNESS_LENGTH} characters, longer than a witness is built`,
    };
  if (lengths.length > 0) {
    reasons.push(`${A(ctx)} allows ${lengths[0]} characters at ${place}, ${ctx.rejecting} does not`);
    for (const length of lengths) {
      // The carrier's own value, padded or cut to the length: the one value changed, built from the bound.
      if (aAtoms.length === 0)
        tries.push(
          setting(a.tokens, (current) => {
            const text = typeof current === 'string' ? current : 'x';
            return text.length >= length ? text.slice(0, length) : text + 'x'.repeat(length - text.length);
          }),
        );
      for (const pattern of as.patterns)
        for (const sample of ctx.samples(pattern).filter((s) => s.length === length))
          tries.push(setting(a.tokens, () => sample));
    }
    if (aAtoms.length > 0 && tries.length === 0)
      return {
        kind: 'unknown',
        reason: `a string of ${lengths[0]} characters that ${ctx.accepting}'s pattern at ${place} allows was not found`,
      };
  } else if (aMin !== rMin || aMax !== rMax) notes.push(`lengths of ${ctx.rejecting} ⊇ ${ctx.accepting}'s`);
  const missing = rAtoms.filter((atom) => !aAtoms.includes(atom));
  if (missing.length === 0) {
    if (rAtoms.length > 0)
      notes.push(`every pattern and format of ${ctx.rejecting} at ${place} is ${ctx.accepting}'s too`);
    return undefined;
  }
  // An atom the rejecting version adds: near misses of the accepting version's own strings may tell them apart; the
  // judges decide which do.
  const seeds = [
    ...as.patterns.flatMap((p) => ctx.samples(p).slice(0, 6)),
    ...as.formats.flatMap((f) => (FORMAT_SAMPLES[f] === undefined ? [] : [FORMAT_SAMPLES[f]])),
  ];
  const candidates: ((current: unknown) => unknown)[] = [];
  candidates.push((current) => current);
  for (const mutant of nearMisses(String(ctx.valueAt(a.tokens) ?? 'x'))) candidates.push(() => mutant);
  candidates.push((current) => (typeof current === 'string' ? current : undefined));
  for (const s of seeds) {
    candidates.push(() => s);
    for (const mutant of nearMisses(s)) candidates.push(() => mutant);
  }
  const nearOfCurrent = (current: unknown): string[] => (typeof current === 'string' ? nearMisses(current) : []);
  tries.push({ apply: (carrier) => carrier });
  for (const pick of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
    tries.push(setting(a.tokens, (current) => nearOfCurrent(current)[pick]));
  for (const candidate of candidates) tries.push(setting(a.tokens, candidate));
  reasons.push(
    `${ctx.rejecting} holds ${place} to ${missing.join(' and ')}, which ${ctx.accepting} does not state${aAtoms.length > 0 ? ` (two different languages: ${aAtoms.join(', ')})` : ''}`,
  );
  return undefined;
}

const A = (ctx: LocalContext): string => ctx.accepting;

/** A shape's divisors (`multipleOf` of each of its parts). */
const divisorsOf = (shape: Shape): number[] =>
  (shape.other.get('multipleOf') ?? []).filter((d): d is number => typeof d === 'number' && d > 0);

/**
 * Divisors: every number the accepting version allows is a multiple of each of the rejecting version's divisors when
 * one of its own is an integer multiple of it (both integers, so the arithmetic is exact); otherwise the numbers
 * near the carrier's own (one step of the accepting divisor, or 1 and 0.5, either way) are tried, the judges
 * deciding which the rejecting version refuses.
 */
function decideMultiples(
  a: Location,
  r: Location,
  ctx: LocalContext,
  reasons: string[],
  tries: Mutation[],
  notes: string[],
): void {
  const own = divisorsOf(a.shape);
  const theirs = divisorsOf(r.shape);
  if (canonical(own) === canonical(theirs)) return;
  const place = where(a.pattern);
  const divides = (d: number): boolean =>
    Number.isSafeInteger(d) && own.some((m) => Number.isSafeInteger(m) && m % d === 0);
  const unmet = theirs.filter((d) => !divides(d));
  if (unmet.length === 0) {
    if (theirs.length > 0)
      notes.push(`every number ${ctx.accepting} allows at ${place} is a multiple of ${theirs.join(', ')}`);
    return;
  }
  reasons.push(
    `${ctx.accepting} allows numbers at ${place} that are not multiples of ${unmet[0]}, ${ctx.rejecting} does not`,
  );
  const steps = [...own, ...own.map((m) => 2 * m), 1, 0.5, ...unmet.map((d) => d / 2)];
  for (const step of steps)
    for (const sign of [1, -1])
      tries.push(
        setting(a.tokens, (current) => {
          const start = typeof current === 'number' ? current : (own[0] ?? 0);
          const n = start + sign * step;
          return Number.isFinite(n) ? n : undefined;
        }),
      );
  for (const value of a.shape.values ?? []) tries.push(setting(a.tokens, () => value));
}

/** Item counts: an array as long as the rejecting bound allows plus one, of the carrier's own items. */
function decideItems(
  a: Location,
  r: Location,
  ctx: LocalContext,
  reasons: string[],
  tries: Mutation[],
  notes: string[],
): void {
  const place = where(a.pattern);
  const aMin = Math.max(a.shape.bounds.minItems ?? 0, a.shape.filled === 'not_empty' ? 1 : 0);
  const aMax = a.shape.bounds.maxItems ?? Infinity;
  const rMin = Math.max(r.shape.bounds.minItems ?? 0, r.shape.filled === 'not_empty' ? 1 : 0);
  const rMax = r.shape.bounds.maxItems ?? Infinity;
  const counts: number[] = [];
  if (aMax > rMax && rMax + 1 >= aMin) counts.push(rMax + 1);
  if (aMin < rMin && rMin - 1 <= aMax) counts.push(rMin - 1);
  if (counts.length === 0) {
    if (aMin !== rMin || aMax !== rMax) notes.push(`item counts of ${ctx.rejecting} ⊇ ${ctx.accepting}'s`);
    return;
  }
  if (counts.some((count) => count > MAX_WITNESS_LENGTH)) {
    reasons.push(`the item counts at ${place} differ past ${MAX_WITNESS_LENGTH}, more than a witness is built with`);
    return;
  }
  reasons.push(`${ctx.accepting} allows ${counts[0]} items at ${place}, ${ctx.rejecting} does not`);
  const item = [...a.tokens, '*'];
  for (const count of counts) {
    tries.push(
      setting(a.tokens, (current) => {
        const items = Array.isArray(current) && current.length > 0 ? current : [ctx.valueAt(item)];
        return Array.from({ length: count }, (_, i) => structuredClone(items[i % items.length]));
      }),
    );
  }
}
