import fc from 'fast-check';
import { MAX_RECORD_VALUES } from './budget.js';
import type { NodeRef, VersionModel } from './versionModel.js';
import { type Rng, seedFor } from './random.js';
import { isBounded } from './regexRunner.js';
import { OutOfBudget } from './workMeter.js';
import { shapeOf, type Shape, type ValueKind } from './shape.js';

/** Strings longer than this are never generated: every pattern runs on bounded input. */
const MAX_STRING = 64;
/** Arrays longer than this are never generated. */
const MAX_ITEMS = 16;
/** Samples of each pattern kept: a pattern's generator costs milliseconds to build, its samples nothing. */
const PATTERN_SAMPLES = 24;
/**
 * Samples of each pattern by seed, for every version: they depend on the pattern and the seed alone, and the
 * versions of a release history share most patterns. At most {@link SAMPLES_KEPT}, the oldest dropped first.
 */
const SAMPLES = new Map<string, readonly string[]>();
const SAMPLES_KEPT = 4096;
/** Values of the formats ajv-formats knows, for a `format` without a `pattern`. */
const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  date: '2024-02-29',
  time: '12:30:00Z',
  'date-time': '2024-02-29T12:30:00Z',
  email: 'someone@example.com',
  hostname: 'example.com',
  uri: 'https://example.com/',
  'uri-reference': '/a',
  url: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
};

/** Where {@link RecordGenerator.chosen} keeps a shape among the branches' maps. */
const CHOSEN = Symbol('chosen');

/**
 * Records built from one version's documents: the members it lists (never an unknown one), values its rules allow
 * and their boundaries. Shapes and pattern samples are kept for the version's whole diff.
 */
export class RecordGenerator {
  readonly #shapes = new Map<string, Shape>();
  // The node lists of a shape's members and items are the same arrays each time: found by identity first.
  readonly #byList = new WeakMap<readonly NodeRef[], Shape>();
  readonly #plans = new WeakMap<Shape, ObjectPlan>();
  readonly #chosen = new Map<string, Shape>();
  readonly #chosenBy = new WeakMap<readonly NodeRef[], Map<unknown, unknown>>();
  readonly #patterns = new Map<string, readonly string[]>();

  constructor(
    readonly model: VersionModel,
    readonly seed: number,
  ) {}

  /** The merged shape of nodes (kept). */
  shape(nodes: readonly NodeRef[]): Shape {
    let shape = this.#byList.get(nodes);
    if (shape !== undefined) return shape;
    const key = nodes.map((node) => node.key).join('\n');
    shape = this.#shapes.get(key);
    if (shape === undefined) this.#shapes.set(key, (shape = shapeOf(this.model, nodes)));
    this.#byList.set(nodes, shape);
    return shape;
  }

  /**
   * The merged shape of nodes with one branch of each of their choices, its choices made (kept): found by the
   * nodes' list and the branches' identities first, else by their keys.
   */
  chosen(nodes: readonly NodeRef[], branches: readonly NodeRef[]): Shape {
    let level = this.#chosenBy.get(nodes);
    if (level === undefined) this.#chosenBy.set(nodes, (level = new Map()));
    for (const branch of branches) {
      let next = level.get(branch) as Map<unknown, unknown> | undefined;
      if (next === undefined) level.set(branch, (next = new Map()));
      level = next;
    }
    let shape = level.get(CHOSEN) as Shape | undefined;
    if (shape === undefined) {
      const all = [...nodes, ...branches];
      const key = all.map((node) => node.key).join('\n');
      shape = this.#chosen.get(key);
      if (shape === undefined) this.#chosen.set(key, (shape = { ...this.shape(all), choices: [] }));
      level.set(CHOSEN, shape);
    }
    return shape;
  }

  /** The members of an object shape, read once: every listed name, and the required ones a reading without slots may omit. */
  plan(shape: Shape): ObjectPlan {
    let plan = this.#plans.get(shape);
    if (plan === undefined) {
      const listed = [...new Set([...shape.properties.keys(), ...shape.required.keys(), ...shape.pairs.flat()])];
      const omissible = new Set(
        [...shape.required.keys()].filter(
          (key) => this.shape(shape.properties.get(key) ?? []).omittedWhen !== undefined,
        ),
      );
      const order = new Map(listed.map((key, i) => [key, i]));
      this.#plans.set(shape, (plan = { listed, omissible, order, optional: [...shape.properties.keys()] }));
    }
    return plan;
  }

  /** Strings matching a pattern (fast-check's `stringMatching`), or none when the pattern is beyond it or the diff's engine. */
  patternSamples(pattern: string): readonly string[] {
    let samples = this.#patterns.get(pattern);
    if (samples !== undefined) return samples;
    const key = `${this.seed}\n${pattern}`;
    samples = SAMPLES.get(key);
    if (samples === undefined) {
      samples = sampled(pattern, seedFor(this.seed, pattern));
      if (SAMPLES.size >= SAMPLES_KEPT) SAMPLES.delete(SAMPLES.keys().next().value as string);
      SAMPLES.set(key, samples);
    }
    this.#patterns.set(pattern, samples);
    return samples;
  }
}

/**
 * Strings that match a pattern, drawn by fast-check, at most {@link MAX_STRING} characters long (fast-check's
 * `maxLength` clamps every repetition, so nested counts such as `((a{100}){100}){100}` never build a long string),
 * or none: for a pattern fast-check cannot read, one no string that short matches, and one the diff's engine cannot
 * run (a record holding its strings could not be judged).
 */
function sampled(pattern: string, seed: number): readonly string[] {
  if (!isBounded(pattern)) return [];
  try {
    return fc
      .sample(fc.stringMatching(new RegExp(pattern, 'u'), { maxLength: MAX_STRING }), {
        seed: seed | 0,
        numRuns: PATTERN_SAMPLES,
      })
      .filter((s) => s.length <= MAX_STRING);
  } catch {
    return [];
  }
}

/** The members of an object shape, in the order the schema lists them. */
interface ObjectPlan {
  readonly listed: readonly string[];
  readonly omissible: ReadonlySet<string>;
  /** Each listed member's place in `listed`. */
  readonly order: ReadonlyMap<string, number>;
  /** The members a random record may send (the `properties`). */
  readonly optional: readonly string[];
}

/**
 * The members a random record sends beyond the required ones, on average: each member with a chance of one half
 * up to twice as many members, a few drawn from the rest past it. A record's size, and so a change's search, does
 * not grow with the members an object lists (a version that adds 1,000 members is searched in time linear in them).
 */
const OPTIONAL_DRAWN = 8;

/** How one record is built. */
export interface Build {
  readonly generator: RecordGenerator;
  readonly rng: Rng;
  /** `false`: the minimal record (required members, first choices); `true`: members and values drawn at random. */
  readonly random: boolean;
  /** The reading's include_slots: when off, members marked `x-omitted-when: include_slots=0` may be left out. */
  readonly includeSlots: boolean;
  /** The values the record may still hold (set afresh for each value built at depth 0). */
  readonly values?: { left: number };
  /**
   * Nodes (by key) whose arrays are built empty: an envelope's days, which the summary entry's own search covers
   * (an envelope's record stays small).
   */
  readonly emptyItems?: ReadonlySet<string>;
}

/** Preference of kinds for the minimal record. */
const MINIMAL_ORDER: readonly ValueKind[] = ['object', 'array', 'integer', 'fraction', 'string', 'boolean', 'null'];

/**
 * Sets a member of an object built here as its own property, in the order set (a member named `__proto__` stays a
 * member, as `Object.fromEntries` would make it, rather than setting the prototype). Plain assignment otherwise:
 * an object built member by member keeps its shape, and the validators read it faster.
 */
function setMember(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

function integerIn(build: Build, shape: Shape): number {
  const b = shape.bounds;
  const low = Math.max(
    b.minimum ?? -Number.MAX_SAFE_INTEGER,
    b.exclusiveMinimum === undefined ? -Infinity : Math.floor(b.exclusiveMinimum) + 1,
  );
  const high = Math.min(
    b.maximum ?? Number.MAX_SAFE_INTEGER,
    b.exclusiveMaximum === undefined ? Infinity : Math.ceil(b.exclusiveMaximum) - 1,
  );
  const lo = Math.ceil(low);
  const hi = Math.max(lo, Math.floor(high));
  const clamp = (n: number): number => Math.min(hi, Math.max(lo, n));
  if (!build.random) return clamp(0);
  const choice = build.rng.below(5);
  if (choice === 0) return lo;
  if (choice === 1) return hi;
  return clamp(build.rng.below(2001) - 1000);
}

function fractionIn(build: Build, shape: Shape): number {
  const whole = integerIn(build, shape);
  const high = shape.bounds.maximum ?? shape.bounds.exclusiveMaximum ?? Infinity;
  return whole + 0.5 <= high ? whole + 0.5 : whole - 0.5;
}

function stringIn(build: Build, shape: Shape): string {
  const min = Math.min(shape.bounds.minLength ?? 0, MAX_STRING);
  const max = Math.min(shape.bounds.maxLength ?? MAX_STRING, MAX_STRING);
  const fits = (s: string): boolean => s.length >= min && s.length <= max;
  for (const pattern of shape.patterns) {
    const samples = build.generator.patternSamples(pattern).filter(fits);
    if (samples.length > 0) return build.random ? build.rng.pick(samples) : (samples[0] as string);
  }
  for (const format of shape.formats) {
    const sample = FORMAT_SAMPLES[format];
    if (sample !== undefined) return sample;
  }
  const length = build.random
    ? min + build.rng.below(Math.max(1, Math.min(max, min + 8) - min + 1))
    : Math.max(min, Math.min(1, max));
  let out = '';
  for (let i = 0; i < length; i++) out += String.fromCharCode(97 + (build.random ? build.rng.below(26) : 0));
  return out;
}

/** The kind of value to build. */
function kindFor(build: Build, shape: Shape, focus: readonly string[]): ValueKind {
  if (focus.length > 0) return focus[0] === '*' ? 'array' : 'object';
  const kinds = [...shape.kinds].filter((kind) => kind !== 'null' || shape.filled === undefined);
  if (kinds.length === 0) return 'null';
  if (!build.random) {
    if (shape.properties.size > 0 && kinds.includes('object')) return 'object';
    return MINIMAL_ORDER.find((kind) => kinds.includes(kind)) ?? 'null';
  }
  if (kinds.includes('null') && kinds.length > 1 && build.rng.chance(0.25)) return 'null';
  const others = kinds.filter((kind) => kind !== 'null');
  return others.length > 0 ? build.rng.pick(others) : 'null';
}

/** The members of an object to build, in the order the schema lists them. */
function membersOf(build: Build, shape: Shape, focus: readonly string[]): string[] {
  const plan = build.generator.plan(shape);
  const chosen = new Set<string>();
  for (const [key] of shape.required) {
    const omissible = !build.includeSlots && plan.omissible.has(key);
    if (!omissible || (build.random && build.rng.chance(0.5))) chosen.add(key);
  }
  for (const pair of shape.pairs) {
    if (pair.some((spelling) => chosen.has(spelling))) continue;
    if (!build.random) chosen.add(pair[0] as string);
    else {
      const some = pair.filter(() => build.rng.chance(0.5));
      for (const spelling of some.length > 0 ? some : [build.rng.pick(pair)]) chosen.add(spelling);
    }
  }
  if (build.random) {
    if (plan.optional.length <= 2 * OPTIONAL_DRAWN) {
      for (const key of plan.optional) if (build.rng.chance(0.5)) chosen.add(key);
    } else for (let i = 0; i < OPTIONAL_DRAWN; i++) chosen.add(build.rng.pick(plan.optional));
  }
  if (focus.length > 0 && focus[0] !== '*') chosen.add(focus[0] as string);
  if (chosen.size === 0 && shape.filled === 'not_empty') {
    const first = shape.properties.keys().next();
    if (first.done !== true) chosen.add(first.value);
  }
  // In the order the schema lists them, without a pass over every listed member.
  const members = [...chosen].filter((key) => plan.order.has(key));
  return members.sort((x, y) => (plan.order.get(x) as number) - (plan.order.get(y) as number));
}

/**
 * A value built from the nodes at one location: an object or array along `focus` (the tokens of a location the
 * record must reach, `*` for an item), else a value of one of the kinds the shape allows. Members are those the
 * schema lists; the validators judge every record, so a value the shape cannot model exactly is still only a try.
 *
 * @example
 * const day = buildValue({ generator, rng, random: false, includeSlots: true }, [root], ['sleep', 'slots', '*', 'type']);
 */
export function buildValue(given: Build, nodes: readonly NodeRef[], focus: readonly string[] = [], depth = 0): unknown {
  // Every value counts against the record's budget, so no schema (16 items a level, many levels) builds a record
  // past MAX_RECORD_VALUES: OutOfBudget instead.
  const build = depth === 0 ? { ...given, values: { left: MAX_RECORD_VALUES } } : given;
  const left = build.values ?? { left: MAX_RECORD_VALUES };
  left.left -= 1;
  if (left.left < 0) throw new OutOfBudget(`a record reaching it holds more than ${MAX_RECORD_VALUES} values`);
  let shape = build.generator.shape(nodes);
  if (shape.choices.length > 0 && depth < 32) {
    // One branch of each anyOf/oneOf, merged with the rest.
    const branches = shape.choices.flatMap((choice) =>
      choice.length === 0 ? [] : [build.random ? build.rng.pick(choice) : (choice[0] as NodeRef)],
    );
    shape = build.generator.chosen(nodes, branches);
  }
  if (shape.values !== undefined && focus.length === 0 && shape.values.length > 0) {
    const value = build.random ? build.rng.pick(shape.values) : shape.values[0];
    // A copy of a listed object or array (the record may be changed); a scalar is its own copy.
    return typeof value === 'object' && value !== null ? structuredClone(value) : value;
  }
  if (depth > 32) return null;
  switch (kindFor(build, shape, focus)) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const key of membersOf(build, shape, focus))
        setMember(
          object,
          key,
          buildValue(build, shape.properties.get(key) ?? [], key === focus[0] ? focus.slice(1) : [], depth + 1),
        );
      return object;
    }
    case 'array': {
      if (focus.length === 0 && shape.items.some((item) => build.emptyItems?.has(item.key) === true)) return [];
      const min = Math.min(
        MAX_ITEMS,
        Math.max(shape.bounds.minItems ?? 0, focus.length > 0 || shape.filled === 'not_empty' ? 1 : 0),
      );
      const max = Math.max(min, Math.min(shape.bounds.maxItems ?? min + 3, min + 3));
      const count = build.random ? min + build.rng.below(max - min + 1) : min;
      return Array.from({ length: count }, (_, i) =>
        buildValue(build, shape.items, i === 0 ? focus.slice(1) : [], depth + 1),
      );
    }
    case 'integer':
      return integerIn(build, shape);
    case 'fraction':
      return fractionIn(build, shape);
    case 'string':
      return stringIn(build, shape);
    case 'boolean':
      return build.random ? build.rng.chance(0.5) : true;
    default:
      return null;
  }
}
