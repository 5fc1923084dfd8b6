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

/** A fast validator: the verdict on a whole subtree, no report. */
type FastCheck = (value: unknown) => boolean;

/** The fast validators of a reading: one per entry point, and one per unit, by name. */
export type FastTable = Readonly<Record<SchemaEntry, FastCheck>> & Readonly<Record<string, FastCheck | undefined>>;

/** A report validator of one unit (Ajv `allErrors`, verbose, ajv-errors): false and `errors` when it fails. */
export interface UnitReport {
  (value: unknown): boolean;
  errors?: readonly UnitError[] | null;
}

/** What a report walks: a reading of the contract, precompiled. */
export interface UnitEngine {
  /** The verdict on a unit's whole subtree (its nested units included), by unit name. */
  readonly fast: FastTable;
  /** The report of a unit's own members (its nested units left out), by unit name. */
  readonly report: Readonly<Record<string, UnitReport>>;
  readonly plan: UnitPlan;
  /**
   * Keys whose `required` errors this reading drops: `slots` in the include_slots=0 reading, which runs the
   * include_slots=1 report validators (the only difference between the two readings' documents).
   */
  readonly optionalKeys: readonly string[];
}

/** A nested unit found in a value: its pointer, its value and its name. */
interface Located {
  readonly pointer: string;
  readonly value: unknown;
  readonly unit: string;
}

/** A unit being walked: its own violations, in document order, and its nested units, in document order. */
interface Frame {
  readonly own: readonly RawViolation[];
  next: number;
  readonly children: readonly Located[];
  nextChild: number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The instances a nested unit applies to, where its validator would reach them: a property of an object (the
 * value not `undefined`, as Ajv reads `properties`), every item of an array.
 */
function locate(value: unknown, pointer: string, path: readonly string[], unit: string, out: Located[], from = 0): void {
  if (from === path.length) {
    out.push({ pointer, value, unit });
    return;
  }
  const token = path[from] as string;
  if (token === '*') {
    if (!Array.isArray(value)) return;
    for (let i = 0; i < value.length; i++) locate(value[i], `${pointer}/${i}`, path, unit, out, from + 1);
  } else if (isObject(value) && value[token] !== undefined) {
    locate(value[token], `${pointer}/${escapePointerToken(token)}`, path, unit, out, from + 1);
  }
}

/** Whether a shadowing violation (an empty or mistyped member) sits at `pointer` or above it. */
function shadowed(pointer: string, shadows: ReadonlySet<string>): boolean {
  if (shadows.size === 0) return false;
  for (let at = pointer.length; at > 0; at = pointer.lastIndexOf('/', at - 1)) if (shadows.has(pointer.slice(0, at))) return true;
  return shadows.has('');
}

/**
 * A report of a value, built in document order by units (the envelope, each day, each group, each slot), that
 * stops once it knows what it keeps: a capped report is the exact prefix of the full one because of how it is
 * built. Each unit's own violations come from its small report validator (Ajv's `allErrors` sees one unit only),
 * collapsed to one per member in the unit (collapse.ts); a nested unit is checked only when its parent reports
 * nothing that makes it moot (an empty or mistyped member), and its report validator runs only when its fast
 * validator rejects it. Own violations and nested units are merged in document order (comparePointers).
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
    let own: RawViolation[] = [];
    if (!report(value)) {
      let raw = fromAjvErrors(report.errors ?? [], pointer);
      const optional = this.#engine.optionalKeys;
      if (optional.length > 0) raw = raw.filter((v) => v.keyword !== 'required' || !optional.includes(v.missingProperty as string));
      own = collapseRaw(raw, Number.POSITIVE_INFINITY).kept;
    }
    const shadows = new Set<string>();
    for (const v of own) if (SHADOWING.has(v.rule)) shadows.add(v.pointer);
    const found: Located[] = [];
    for (const child of this.#engine.plan[unit] ?? []) locate(value, pointer, child.path, child.unit, found);
    const children = found.filter((c) => !shadowed(c.pointer, shadows)).sort((x, y) => comparePointers(x.pointer, y.pointer));
    this.#stack.push({ own, next: 0, children, nextChild: 0 });
  }

  /** The next violation in document order, or undefined at the end. */
  next(): RawViolation | undefined {
    for (;;) {
      const frame = this.#stack.at(-1);
      if (frame === undefined) return undefined;
      const own = frame.own[frame.next];
      const child = frame.children[frame.nextChild];
      if (own !== undefined && (child === undefined || comparePointers(own.pointer, child.pointer) <= 0)) {
        frame.next++;
        // A parent's violation at a nested unit's own pointer (never shadowing here: those units were left out)
        // and the unit's own violation there are one member: the collapse keeps one, by precedence.
        if (child !== undefined && own.pointer === child.pointer) return this.#atSamePointer(own, frame);
        return own;
      }
      if (child === undefined) {
        this.#stack.pop();
        continue;
      }
      frame.nextChild++;
      if (this.#engine.fast[child.unit]?.(child.value) !== true) this.#open(child.unit, child.value, child.pointer);
    }
  }

  /** One violation for a member reported by a unit and by the nested unit rooted there. */
  #atSamePointer(own: RawViolation, frame: Frame): RawViolation {
    const child = frame.children[frame.nextChild] as Located;
    frame.nextChild++;
    if (this.#engine.fast[child.unit]?.(child.value) === true) return own;
    this.#open(child.unit, child.value, child.pointer);
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
      if (frame.nextChild < frame.children.length) complete = false;
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
