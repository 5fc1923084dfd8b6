// Constraint checks: a caller's mistake throws at once, with the name of the constraint and what was received.
import { isYmd, MAX_DATE, MIN_DATE } from './_dates.js';
import { GROUP_NAMES, type GroupName, type Spelling } from './_types.js';

/** @internal A readable rendering of a received constraint value. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined)
    return String(value);
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/** @internal Throws when a constraints object is not an object or has a key the generator does not know. */
export function checkKeys(name: string, value: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${name} must be an object, but received ${shown(value)}`);
  }
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) {
      throw new TypeError(`${name} has an unknown key ${JSON.stringify(key)}; expected one of ${allowed.join(', ')}`);
    }
  }
  return value as Record<string, unknown>;
}

/** @internal A boolean constraint, or its default. */
export function checkBoolean(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new TypeError(`${name} must be a boolean, but received ${shown(value)}`);
  return value;
}

/** @internal A list constraint: a non-empty array of allowed words, or undefined (all of them). */
export function checkList(name: string, value: unknown, allowed: readonly string[]): readonly string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length === 0)
    throw new TypeError(`${name} must be a non-empty array, but received ${shown(value)}`);
  for (const v of value) {
    if (!allowed.includes(v))
      throw new RangeError(`${name} must hold only ${allowed.join(', ')}, but received ${shown(v)}`);
  }
  return value as readonly string[];
}

/** @internal An integer constraint inside [min, max], or its default. */
export function checkInteger(name: string, value: unknown, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, but received ${shown(value)}`);
  }
  return value;
}

/** @internal A Y-m-d day inside the supported range (13-digit timestamps). */
export function checkDate(name: string, value: unknown): string {
  if (!isYmd(value))
    throw new RangeError(`${name} must be a real calendar date written Y-m-d, but received ${shown(value)}`);
  if (value < MIN_DATE || value > MAX_DATE) {
    throw new RangeError(
      `${name} must be from ${MIN_DATE} to ${MAX_DATE} (13-digit millisecond timestamps), but received ${shown(value)}`,
    );
  }
  return value;
}

/** @internal A group name. */
export function checkGroupName(name: string, value: unknown): GroupName {
  if (typeof value !== 'string' || !(GROUP_NAMES as readonly string[]).includes(value)) {
    throw new RangeError(`${name} must be one of ${GROUP_NAMES.join(', ')}, but received ${shown(value)}`);
  }
  return value as GroupName;
}

/** @internal The heat/heart spelling constraint. */
export function checkSpelling(name: string, value: unknown): Spelling {
  if (value === undefined) return 'any';
  if (value !== 'heart' && value !== 'heat' && value !== 'both' && value !== 'any') {
    throw new RangeError(`${name} must be one of heart, heat, both, any, but received ${shown(value)}`);
  }
  return value;
}
