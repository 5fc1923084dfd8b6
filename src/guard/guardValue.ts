import type { SchemaEntry } from '../schemas/ids.js';
import { openReading } from '../precompiled/modules.js';
import { failure, maxViolationsOf, notJsonViolation } from '../validator/result.js';
import { validateWithReading } from '../validator/validate.js';
import type { ValidationResult } from '../validator/types.js';
import { findNotJson } from './jsonValue.js';

/** Options of the type guards and Standard Schemas. */
export interface GuardOptions {
  /**
   * `false` reads the value as served with `include_slots=0`: groups may omit `slots`.
   * @defaultValue true
   */
  readonly includeSlots?: boolean;
  /**
   * Check first that the value is JSON (no cycle, BigInt, undefined, function, Symbol, NaN, class instance),
   * anywhere in it, unknown members included. Turn it off only for values fresh from `JSON.parse`.
   * @defaultValue true
   */
  readonly checkJson?: boolean;
  /**
   * The most violations reported; the rest are counted in `omitted`.
   * @defaultValue 100
   */
  readonly maxViolations?: number;
}

/**
 * Validates any JavaScript value against an entry point with the precompiled validators: first that it is
 * a JSON value (one `not_json` violation at the first place it is not), then the contract, with the results
 * of the default entry's validators. Never throws on data and never changes the value.
 *
 * @internal
 */
export function guardValue<TValue>(
  entry: SchemaEntry,
  value: unknown,
  options: GuardOptions = {},
): ValidationResult<TValue> {
  const max = maxViolationsOf(options);
  if (options.checkJson !== false) {
    const notJson = findNotJson(value);
    if (notJson !== undefined) return failure([notJsonViolation(notJson.pointer, notJson.what)], max);
  }
  return validateWithReading<TValue>(openReading(options.includeSlots ?? true), entry, value, { maxViolations: max });
}

/**
 * The verdict alone: the JSON check and the fast precompiled validator, no report. Never throws.
 *
 * @internal
 */
export function guardVerdict(entry: SchemaEntry, value: unknown, options: GuardOptions = {}): boolean {
  if (options.checkJson !== false && findNotJson(value) !== undefined) return false;
  try {
    return openReading(options.includeSlots ?? true).fast[entry](value);
  } catch {
    return false;
  }
}
