import { isPlainObject } from './plainObject.js';
import { comparePointers, escapePointerToken } from './pointer.js';
import type { ChildUnit, FastValidator, PrecompiledReading, ReportValidator } from './precompiledReading.js';

/** A nested unit of a unit, as the walk lays it out: its path, its unit, its place in the plan and, when fixed, its pointer. */
export interface LaidChild extends ChildUnit {
  /** Its index in the unit's plan (the order the verdict by units reads the nested units in). */
  readonly index: number;
  /**
   * The pointer of its one instance or array under the unit's root (`/heart_rate/slots`), when its path has no `*`
   * but a last one; undefined when it lies in items of an array (one instance per item).
   */
  readonly suffix: string | undefined;
}

/** What the walk reads of a unit, found once per reading and unit. */
export interface UnitLayout {
  readonly unit: string;
  /** The unit's report validator, and the verdict on its own members (for a unit with nested units). */
  readonly report: ReportValidator;
  readonly own: FastValidator | undefined;
  /** The nested units; in document order of their pointers when `ordered`, else in the plan's order. */
  readonly children: readonly LaidChild[];
  /**
   * Whether every nested unit has a `suffix`: each gives at most one source, and `children` is their document
   * order whatever the value, so the walk sorts nothing.
   */
  readonly ordered: boolean;
  /**
   * Whether the unit's verdict can be read by units (unitWalk.ts, `verdictByUnits`): it has an own-members
   * verdict, its nested units are all items of arrays with a verdict on an array (a day: its groups' slots), and
   * the reading drops no `required` error (the include_slots=0 reading runs the include_slots=1 validators, whose
   * own-members verdict wants `slots`).
   */
  readonly byUnits: boolean;
}

const LAYOUTS = new WeakMap<PrecompiledReading, Map<string, UnitLayout>>();

/** The escaped pointer of a path of names (`['heart_rate', 'slots']` is `/heart_rate/slots`). */
function suffixOf(path: readonly string[]): string | undefined {
  const star = path.indexOf('*');
  if (star !== -1 && star !== path.length - 1) return undefined;
  let suffix = '';
  for (const token of star === -1 ? path : path.slice(0, -1)) suffix += `/${escapePointerToken(token)}`;
  return suffix;
}

/**
 * A unit's layout in a reading (see {@link UnitLayout}), laid out on first use and kept for the reading.
 *
 * @example
 * layoutOf(openReading(true), 'userSummary').ordered; // true: the groups' slots, in document order
 */
export function layoutOf(reading: PrecompiledReading, unit: string): UnitLayout {
  let units = LAYOUTS.get(reading);
  if (units === undefined) LAYOUTS.set(reading, (units = new Map()));
  const known = units.get(unit);
  if (known !== undefined) return known;
  const report = reading.report[unit];
  if (report === undefined) throw new Error(`no report validator for ${unit}`);
  const plan = reading.plan[unit] ?? [];
  const laid = plan.map((child, index) => ({ ...child, index, suffix: suffixOf(child.path) }));
  const ordered = laid.every((child) => child.suffix !== undefined);
  if (ordered) laid.sort((x, y) => comparePointers(x.suffix as string, y.suffix as string));
  const own = reading.own[unit];
  const byUnits =
    own !== undefined &&
    reading.optionalKeys.length === 0 &&
    plan.every((child) => child.path.indexOf('*') === child.path.length - 1 && child.unit in reading.verdicts);
  const layout: UnitLayout = { unit, report, own, children: laid, ordered, byUnits };
  units.set(unit, layout);
  return layout;
}

/**
 * The value at `path[0, to)` under `value`, as Ajv's `properties` reach it: each step a member, not undefined, of a
 * plain object; undefined where the path stops.
 */
export function memberAt(value: unknown, path: readonly string[], to: number): unknown {
  let at = value;
  for (let i = 0; i < to && at !== undefined; i++) at = isPlainObject(at) ? at[path[i] as string] : undefined;
  return at;
}
