import { collapseRaw, type CollapsedViolations } from './collapse.js';
import { fromAjvErrors, type RawViolation } from './fromAjvErrors.js';
import { isPlainObject } from './plainObject.js';
import { comparePointers, escapePointerToken } from './pointer.js';
import type { CallContext, FastValidator, PrecompiledReading, ReportValidator } from './precompiledReading.js';
import { RANK, SHADOWING } from './ruleTable.js';
import { type LaidChild, layoutOf, memberAt, type UnitLayout } from './unitLayout.js';

/** The context of every call of the walk (see {@link CallContext}). */
const CALL_CONTEXT: CallContext = Object.freeze({ instancePath: '', dynamicAnchors: Object.freeze({}) });

/**
 * Where a unit's nested units are, in a value: one instance (a group of a day), or every item of an array (the
 * days of an envelope, the slots of a group), read one at a time, so a long array costs no list of pointers.
 */
interface Source {
  /** The instance's pointer; for items, the array's (an item's is `<pointer>/<index>`). */
  readonly pointer: string;
  /** The nested unit's layout (its validators, its own nested units). */
  readonly unit: UnitLayout;
  /** The verdict on one instance (a day of an envelope); none for the items of a leaf unit, read by windows. */
  readonly fast: FastValidator | undefined;
  /** For items of a leaf unit: the verdict on the array (`items`), which finds the next item that fails. */
  readonly windows: ReportValidator | undefined;
  readonly value: unknown;
  /** For items: the next index to check; -1 for one instance. */
  index: number;
  /** For items: an index the verdict by units found failing, reported without a window; else -1. */
  failing: number;
}

/** A unit being walked: its own violations and its nested units, each in document order. */
interface Frame {
  readonly own: readonly RawViolation[];
  next: number;
  readonly sources: readonly Source[];
  nextSource: number;
}

/**
 * The instances a nested unit applies to, where its validator would reach them: a property of an object (the
 * value not `undefined`, as Ajv reads `properties`), every item of an array (`*`, last in a path).
 */
function locate(
  reading: PrecompiledReading,
  value: unknown,
  pointer: string,
  path: readonly string[],
  unit: string,
  out: Source[],
  from = 0,
): void {
  const token = path[from];
  if (token === undefined) {
    out.push(sourceOf(reading, pointer, unit, value, false));
  } else if (token === '*') {
    if (!Array.isArray(value)) return;
    if (from === path.length - 1) {
      out.push(sourceOf(reading, pointer, unit, value, true));
    } else
      for (let i = 0; i < value.length; i++) locate(reading, value[i], `${pointer}/${i}`, path, unit, out, from + 1);
  } else if (isPlainObject(value) && value[token] !== undefined) {
    locate(reading, value[token], `${pointer}/${escapePointerToken(token)}`, path, unit, out, from + 1);
  }
}

/**
 * The one instance or array of a nested unit whose pointer is fixed ({@link LaidChild}'s `suffix`), where
 * {@link locate} would find it, without building its pointer token by token.
 */
function locateLaid(
  reading: PrecompiledReading,
  value: unknown,
  pointer: string,
  child: LaidChild,
  out: Source[],
): void {
  const { path, unit } = child;
  const items = path[path.length - 1] === '*';
  const at = memberAt(value, path, items ? path.length - 1 : path.length);
  if (at === undefined || (items && !Array.isArray(at))) return;
  out.push(sourceOf(reading, pointer + child.suffix, unit, at, items));
}

/** The source of a nested unit's one instance, or of its array of items (`items`). */
function sourceOf(reading: PrecompiledReading, pointer: string, unit: string, value: unknown, items: boolean): Source {
  const layout = layoutOf(reading, unit);
  if (!items)
    return { pointer, unit: layout, fast: fastOf(reading, unit), windows: undefined, value, index: -1, failing: -1 };
  const windows = reading.items[unit];
  return {
    pointer,
    unit: layout,
    fast: windows === undefined ? fastOf(reading, unit) : undefined,
    windows,
    value,
    index: 0,
    failing: -1,
  };
}

/** The fast validator of a unit that is an entry point (a day), if any. */
function fastOf(reading: PrecompiledReading, unit: string): FastValidator | undefined {
  return (reading.fast as Readonly<Record<string, FastValidator | undefined>>)[unit];
}

/** No violation (shared: a unit that passes allocates no list). */
const NONE: RawViolation[] = [];

/** No nested unit (shared: a leaf unit allocates no list). */
const NO_SOURCES: readonly Source[] = [];

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
  for (let at = pointer.length; at > 0; at = pointer.lastIndexOf('/', at - 1))
    if (shadows.has(pointer.slice(0, at))) return true;
  return shadows.has('');
}

/** The first window of items one verdict covers after a failure; it doubles while items pass. */
const FIRST_WINDOW = 64;

/**
 * Moves an items source to the next item that fails, with verdicts on windows of the array (a loop in generated
 * code, where a call per item costs several times more): false when every item left passes. The first verdict
 * reads the whole array, which costs no copy and stops at the first item that fails; after a failure, a window
 * starts small and doubles while items pass, so a document of many broken items copies a bounded window per
 * violation reported, and a long valid run costs its length.
 */
function skipValidItems(source: Source, windows: ReportValidator): boolean {
  if (source.failing !== -1 && source.failing === source.index) {
    source.failing = -1;
    return true;
  }
  const items = source.value as readonly unknown[];
  for (let window = source.index === 0 ? items.length : FIRST_WINDOW; source.index < items.length; window *= 2) {
    const from = source.index;
    const to = Math.min(items.length, from + window);
    if (windows(from === 0 && to === items.length ? items : items.slice(from, to), CALL_CONTEXT)) {
      source.index = to;
      continue;
    }
    source.index = failingItem(windows, from, to);
    return true;
  }
  return false;
}

/**
 * The index of the first item that fails in `items[from, to)`, read from the verdict that rejected that window: its
 * first error's instancePath starts with the item's index in the window (`/12/timestamp`); `from` if it does not.
 */
function failingItem(windows: ReportValidator, from: number, to: number): number {
  const path = windows.errors?.[0]?.instancePath ?? '';
  const end = path.indexOf('/', 1);
  const at = Number(path.slice(1, end === -1 ? path.length : end));
  return path.startsWith('/') && Number.isSafeInteger(at) && at >= 0 && from + at < to ? from + at : from;
}

/**
 * Where the verdict by units ({@link verdictByUnits}) found a unit failing: in its own members (`child` -1), or at
 * item `index` of the array of its `child`-th nested unit, in the plan's order (the nested units before it passed).
 */
export interface FirstFailure {
  readonly child: number;
  readonly index: number;
}

const OWN_MEMBERS_FAIL: FirstFailure = Object.freeze({ child: -1, index: -1 });

/**
 * The verdict on a unit read by units (`byUnits` of its layout: unitLayout.ts): its own members, then each array
 * of its nested units' items in one verdict (`verdicts`, a copy of the windows' code that reads items as the fast
 * tier does), reading the arrays the walk would: undefined when all pass, else where the first failure is, so
 * that the report goes on from there (reportByUnits' `from`) and reads nothing twice. The same verdict as the fast
 * tier's (test/validator/reportEquivalence.test.ts holds the walk's reports to the reference's).
 *
 * @example
 * verdictByUnits(openReading(true), 'userSummary', day); // undefined for a valid day
 */
export function verdictByUnits(reading: PrecompiledReading, unit: string, value: unknown): FirstFailure | undefined {
  if ((reading.own[unit] as FastValidator)(value, CALL_CONTEXT) !== true) return OWN_MEMBERS_FAIL;
  const children = reading.plan[unit] ?? [];
  for (let child = 0; child < children.length; child++) {
    const { path, unit: leaf } = children[child] as (typeof children)[number];
    const at = memberAt(value, path, path.length - 1);
    // An empty array passes: no call (a day of empty groups costs its own members' verdict alone).
    if (!Array.isArray(at) || at.length === 0) continue;
    const verdict = reading.verdicts[leaf] as ReportValidator;
    if (!verdict(at, CALL_CONTEXT)) return { child, index: failingItem(verdict, 0, at.length) };
  }
  return undefined;
}

/**
 * An items source where the verdict by units left it: read whole when its array passed (it came before the failing
 * one), from the failing item (known to fail: no window reads it again), or from the start (it came after).
 */
function goOnFrom(source: Source, child: number, from: FirstFailure): void {
  if (child < from.child) source.index = (source.value as readonly unknown[]).length;
  else if (child === from.child) source.index = source.failing = from.index;
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
 * A report of a value, built in document order by units (the envelope, each day with its groups, each slot), that
 * stops once it knows what it keeps: a capped report is the exact prefix of the full one because of how it is
 * built. Each unit's own violations come from its report validator (Ajv's `allErrors` sees that unit only),
 * collapsed to one per member (collapse.ts); a nested unit is checked only when its parent reports nothing that
 * makes it moot (an empty or mistyped member): a day of an envelope by its fast validator first, the slots of a
 * group by windows. Own violations and nested units are merged in document order (comparePointers).
 */
class UnitWalk {
  readonly #reading: PrecompiledReading;
  readonly #stack: Frame[] = [];

  constructor(reading: PrecompiledReading, unit: string, value: unknown, from: FirstFailure | undefined) {
    this.#reading = reading;
    // The caller's verdict rejected the value: the root unit is reported at once, from where that verdict stopped
    // when it says (the verdict by units).
    this.#open(layoutOf(reading, unit), value, '', from);
  }

  #open(layout: UnitLayout, value: unknown, pointer: string, from?: FirstFailure): void {
    const report = layout.report;
    let own: RawViolation[] = NONE;
    let shadows: Set<string> | undefined;
    // A unit with nested units asks the verdict on its own members first: a day that fails in its slots only (the
    // usual case) costs that verdict, not its report. The verdict by units has asked it already.
    const ownPasses = from === undefined ? layout.own?.(value, CALL_CONTEXT) === true : from.child !== -1;
    if (!ownPasses && !report(value, CALL_CONTEXT)) {
      const raw = fromAjvErrors(report.errors ?? [], pointer);
      own = collapseRaw(
        this.#reading.optionalKeys.length > 0 ? withoutOptional(raw, this.#reading.optionalKeys) : raw,
        Number.POSITIVE_INFINITY,
      ).kept;
      for (const v of own) if (SHADOWING.has(v.rule)) (shadows ??= new Set()).add(v.pointer);
    }
    // A leaf unit (a slot) has no nested unit: no list.
    if (layout.children.length === 0) {
      this.#stack.push({ own, next: 0, sources: NO_SOURCES, nextSource: 0 });
      return;
    }
    const sources: Source[] = [];
    for (const child of layout.children) {
      const located = sources.length;
      if (child.suffix === undefined) locate(this.#reading, value, pointer, child.path, child.unit, sources);
      else locateLaid(this.#reading, value, pointer, child, sources);
      if (from !== undefined && from.child !== -1 && located < sources.length)
        goOnFrom(sources[located] as Source, child.index, from);
    }
    const live = shadows === undefined ? sources : sources.filter((source) => !shadowed(source.pointer, shadows));
    // Nested units laid out in document order give their sources in that order.
    if (!layout.ordered && live.length > 1) live.sort(bySourceOrder);
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

  /**
   * Checks a source's next nested unit: an instance by its fast validator, then (when it rejects) its report; the
   * items of a leaf unit by windows, which find the next item that fails, reported at once.
   */
  #check(source: Source): boolean {
    if (source.windows !== undefined && !skipValidItems(source, source.windows)) return false;
    let value = source.value;
    const index = source.index;
    if (index === -1) source.index = -2;
    else {
      value = (source.value as readonly unknown[])[index];
      source.index++;
    }
    if (source.fast?.(value, CALL_CONTEXT) === true) return false;
    // The pointer is built only for a unit that is reported (a day that passes costs its verdict alone).
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
 * found past the first `limit` before it stopped. `from`: where the verdict by units ({@link verdictByUnits})
 * found the value failing, so that the walk reads nothing that verdict passed.
 *
 * @example
 * const { violations, total, truncated } = reportByUnits(openReading(true), 'userSummary', day, 5);
 */
export function reportByUnits(
  reading: PrecompiledReading,
  unit: string,
  value: unknown,
  limit: number,
  from?: FirstFailure,
): CollapsedViolations {
  const walk = new UnitWalk(reading, unit, value, from);
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
