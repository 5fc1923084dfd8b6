import type { SchemaEntry } from '../schemas/ids.js';
import { collapseRaw, SHADOWING, RANK, type CollapsedViolations } from './collapse.js';
import { fromAjvErrors, type RawViolation, type UnitError } from './fromAjvErrors.js';
import { comparePointers, escapePointerToken } from './pointer.js';

/**
 * A nested unit of a unit: where it applies under the unit's root (`*` for every item of an array) and its name.
 * `{ path: ['data', '*'], unit: 'userSummary' }`: each item of the envelope's `data` is a day.
 */
export interface ChildUnit {
  readonly path: readonly string[];
  readonly unit: string;
}

/** The nested units of every unit, by unit name (generated from the schemas: src/codegen/engineUnits.ts). */
export type UnitPlan = Readonly<Record<string, readonly ChildUnit[]>>;

/**
 * Ajv's data context of a validator called on its own (`DataValidationCxt`, every member at its default), shared
 * by every call of the walk: a call then allocates nothing (the defaults would be two objects a slot).
 */
interface CallContext {
  readonly instancePath: string;
  readonly dynamicAnchors: Readonly<Record<string, never>>;
}

/** A fast validator: the verdict on a whole subtree, no report. */
type FastCheck = (value: unknown, context?: CallContext) => boolean;

const CALL_CONTEXT: CallContext = Object.freeze({ instancePath: '', dynamicAnchors: Object.freeze({}) });

/** The fast validators of a reading: one per entry point, and one per unit, by name. */
export type FastTable = Readonly<Record<SchemaEntry, FastCheck>> & Readonly<Record<string, FastCheck | undefined>>;

/** A report validator of one unit (Ajv `allErrors`, verbose, ajv-errors): false and `errors` when it fails. */
export interface UnitReport {
  (value: unknown, context?: CallContext): boolean;
  errors?: readonly UnitError[] | null;
}

/** What a report walks: a reading of the contract, precompiled. */
export interface UnitEngine {
  /** The verdict on a unit's whole subtree (its nested units included), by unit name. */
  readonly fast: FastTable;
  /** The report of a unit's own members (its nested units left out), by unit name. */
  readonly report: Readonly<Record<string, UnitReport>>;
  /**
   * The verdict on an array of a leaf unit (a slot), by unit name: on failure, its first error's `instancePath`
   * starts with the index of the first item that fails.
   */
  readonly items: Readonly<Record<string, UnitReport | undefined>>;
  readonly plan: UnitPlan;
  /**
   * Keys whose `required` errors this reading drops: `slots` in the include_slots=0 reading, which runs the
   * include_slots=1 report validators (the only difference between the two readings' documents).
   */
  readonly optionalKeys: readonly string[];
}

/**
 * Where a unit's nested units are, in a value: one instance (a group of a day), or every item of an array (the
 * days of an envelope, the slots of a group), read one at a time, so a long array costs no list of pointers.
 */
interface Source {
  /** The instance's pointer; for items, the array's (an item's is `<pointer>/<index>`). */
  readonly pointer: string;
  readonly unit: string;
  readonly fast: FastCheck | undefined;
  /** For items of a leaf unit: the verdict on the array (engine `items`), which finds the next item that fails. */
  readonly bulk: UnitReport | undefined;
  readonly value: unknown;
  /** For items: the next index to check; -1 for one instance. */
  index: number;
}

/** A unit being walked: its own violations and its nested units, each in document order. */
interface Frame {
  readonly own: readonly RawViolation[];
  next: number;
  readonly sources: readonly Source[];
  nextSource: number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The instances a nested unit applies to, where its validator would reach them: a property of an object (the
 * value not `undefined`, as Ajv reads `properties`), every item of an array (`*`, last in a path).
 */
function locate(engine: UnitEngine, value: unknown, pointer: string, path: readonly string[], unit: string, out: Source[], from = 0): void {
  const token = path[from];
  if (token === undefined) {
    out.push({ pointer, unit, fast: engine.fast[unit], bulk: undefined, value, index: -1 });
  } else if (token === '*') {
    if (!Array.isArray(value)) return;
    if (from === path.length - 1) out.push({ pointer, unit, fast: engine.fast[unit], bulk: engine.items[unit], value, index: 0 });
    else for (let i = 0; i < value.length; i++) locate(engine, value[i], `${pointer}/${i}`, path, unit, out, from + 1);
  } else if (isObject(value) && value[token] !== undefined) {
    locate(engine, value[token], `${pointer}/${escapePointerToken(token)}`, path, unit, out, from + 1);
  }
}

/** No violation (shared: a unit that passes allocates no list). */
const NONE: RawViolation[] = [];

/** Document order of sources. */
function bySourceOrder(x: Source, y: Source): number {
  return comparePointers(x.pointer, y.pointer);
}

/** The violations but the `required` errors of the keys a reading makes optional. */
function withoutOptional(raw: readonly RawViolation[], optional: readonly string[]): RawViolation[] {
  const out: RawViolation[] = [];
  for (const v of raw) if (v.keyword !== 'required' || !optional.includes(v.missingProperty as string)) out.push(v);
  return out;
}

/** Whether a shadowing violation (an empty or mistyped member) sits at `pointer` or above it. */
function shadowed(pointer: string, shadows: ReadonlySet<string>): boolean {
  if (shadows.size === 0) return false;
  for (let at = pointer.length; at > 0; at = pointer.lastIndexOf('/', at - 1)) if (shadows.has(pointer.slice(0, at))) return true;
  return shadows.has('');
}

/** The first window of items one verdict covers; it doubles while items pass, so a long valid run costs its length. */
const FIRST_WINDOW = 64;

/**
 * Moves an items source to the next item that fails, with verdicts on windows of the array (a loop in generated
 * code, where a call per item costs several times more): false when every item left passes. A window starts
 * small after each failure, so a document of many broken items costs a bounded window per violation reported.
 */
function skipValidItems(source: Source, bulk: UnitReport): boolean {
  const items = source.value as readonly unknown[];
  for (let window = FIRST_WINDOW; source.index < items.length; window *= 2) {
    const from = source.index;
    const to = Math.min(items.length, from + window);
    if (bulk(from === 0 && to === items.length ? items : items.slice(from, to), CALL_CONTEXT)) {
      source.index = to;
      continue;
    }
    // The first error's instancePath starts with the index of the first item that fails (`/12/timestamp`).
    const path = bulk.errors?.[0]?.instancePath ?? '';
    const end = path.indexOf('/', 1);
    const at = Number(path.slice(1, end === -1 ? path.length : end));
    if (path.startsWith('/') && Number.isSafeInteger(at) && at >= 0 && from + at < to) source.index = from + at;
    return true;
  }
  return false;
}

/** The pointer of a source's next nested unit (it has one). */
function nextPointer(source: Source): string {
  return source.index === -1 ? source.pointer : `${source.pointer}/${source.index}`;
}

/** Whether a source has a nested unit left. */
function hasNext(source: Source): boolean {
  return source.index === -1 || (source.index >= 0 && source.index < (source.value as readonly unknown[]).length);
}

/**
 * A report of a value, built in document order by units (the envelope, each day, each group, each slot), that
 * stops once it knows what it keeps: a capped report is the exact prefix of the full one because of how it is
 * built. Each unit's own violations come from its small report validator (Ajv's `allErrors` sees one unit only),
 * collapsed to one per member in the unit (collapse.ts); a nested unit is checked only when its parent reports
 * nothing that makes it moot (an empty or mistyped member), and its report validator runs only when its fast
 * validator (where it has one: the entry points and the slots) rejects it. Own violations and nested units are
 * merged in document order (comparePointers).
 */
class UnitWalk {
  readonly #engine: UnitEngine;
  readonly #stack: Frame[] = [];

  constructor(engine: UnitEngine, unit: string, value: unknown) {
    this.#engine = engine;
    // The caller's fast validator rejected the value: the root unit is reported at once.
    this.#open(unit, value, '');
  }

  #open(unit: string, value: unknown, pointer: string): void {
    const report = this.#engine.report[unit];
    if (report === undefined) throw new Error(`no report validator for ${unit}`);
    let own: RawViolation[] = NONE;
    let shadows: Set<string> | undefined;
    if (!report(value, CALL_CONTEXT)) {
      const raw = fromAjvErrors(report.errors ?? [], pointer);
      own = collapseRaw(this.#engine.optionalKeys.length > 0 ? withoutOptional(raw, this.#engine.optionalKeys) : raw, Number.POSITIVE_INFINITY).kept;
      for (const v of own) if (SHADOWING.has(v.rule)) (shadows ??= new Set()).add(v.pointer);
    }
    const sources: Source[] = [];
    const children = this.#engine.plan[unit];
    if (children !== undefined) for (const child of children) locate(this.#engine, value, pointer, child.path, child.unit, sources);
    const live = shadows === undefined ? sources : sources.filter((source) => !shadowed(source.pointer, shadows));
    if (live.length > 1) live.sort(bySourceOrder);
    this.#stack.push({ own, next: 0, sources: live, nextSource: 0 });
  }

  /** The frame's current source with a nested unit left, or undefined. */
  #source(frame: Frame): Source | undefined {
    for (;;) {
      const source = frame.sources[frame.nextSource];
      if (source === undefined || hasNext(source)) return source;
      frame.nextSource++;
    }
  }

  /** The next violation in document order, or undefined at the end. */
  next(): RawViolation | undefined {
    for (;;) {
      const frame = this.#stack.at(-1);
      if (frame === undefined) return undefined;
      const own = frame.own[frame.next];
      const source = this.#source(frame);
      if (own !== undefined) {
        const order = source === undefined ? -1 : comparePointers(own.pointer, nextPointer(source));
        if (order <= 0) {
          frame.next++;
          // A parent's violation at a nested unit's own pointer (never shadowing: those units were left out) and
          // the unit's own violation there are one member: the collapse keeps one, by precedence.
          return order === 0 ? this.#atSamePointer(own, source as Source) : own;
        }
      }
      if (source === undefined) {
        this.#stack.pop();
        continue;
      }
      this.#check(source);
    }
  }

  /** Checks a source's next nested unit: its fast validator, then (when it rejects) its report. */
  #check(source: Source): boolean {
    if (source.bulk !== undefined && !skipValidItems(source, source.bulk)) return false;
    let value = source.value;
    const index = source.index;
    if (index === -1) source.index = -2;
    else {
      value = (source.value as readonly unknown[])[index];
      source.index++;
    }
    if (source.fast?.(value, CALL_CONTEXT) === true) return false;
    // The pointer is built only for a unit that is reported (a slot that passes costs its verdict alone).
    this.#open(source.unit, value, index === -1 ? source.pointer : `${source.pointer}/${index}`);
    return true;
  }

  /** One violation for a member reported by a unit and by the nested unit rooted there. */
  #atSamePointer(own: RawViolation, source: Source): RawViolation {
    if (!this.#check(source)) return own;
    const opened = this.#stack.at(-1) as Frame;
    const first = opened.own[0];
    if (first === undefined || first.pointer !== own.pointer) return own;
    opened.next = 1;
    return (RANK.get(first.rule) ?? 99) < (RANK.get(own.rule) ?? 99) ? first : own;
  }

  /**
   * Once the walk stopped: how many more violations it already holds, and whether that is all there is (no
   * nested unit left unchecked).
   */
  rest(): { readonly known: number; readonly complete: boolean } {
    let known = 0;
    let complete = true;
    for (const frame of this.#stack) {
      known += frame.own.length - frame.next;
      if (this.#source(frame) !== undefined) complete = false;
    }
    return { known, complete };
  }
}

/**
 * The first `limit` violations of a value the fast validator of `unit` rejected, in document order, and how
 * many there are: exact when the walk reached the end; else a lower bound (`truncated`), the violations it
 * found past the first `limit` before it stopped.
 *
 * @example
 * const { violations, total, truncated } = reportByUnits(engine, 'userSummary', day, 5);
 */
export function reportByUnits(engine: UnitEngine, unit: string, value: unknown, limit: number): CollapsedViolations {
  const walk = new UnitWalk(engine, unit, value);
  const kept: RawViolation[] = [];
  for (let v = walk.next(); v !== undefined; v = walk.next()) {
    if (kept.length === limit) {
      const { known, complete } = walk.rest();
      return { violations: kept.map((k) => k.violation()), total: limit + 1 + known, truncated: !complete };
    }
    kept.push(v);
  }
  return { violations: kept.map((k) => k.violation()), total: kept.length, truncated: false };
}
