import type { SchemaEntry } from '../schemas/ids.js';
import type { PrecompiledReading } from './precompiledReading.js';
import { maxViolationsOf, validateInTiers } from './result.js';
import type { ValidateOptions, ValidationResult, Violation } from './types.js';
import { reportByUnits } from './unitWalk.js';

/**
 * Validates a value against an entry point in a precompiled reading: the entry's fast validator answers, and only
 * a rejected value pays for the report, walked by units (unitWalk.ts). Never throws on any value.
 *
 * @example
 * validateWithReading(openReading(true), 'userSummary', day, {}); // { ok: true, value: day }
 */
export function validateWithReading<TValue>(
  reading: PrecompiledReading,
  entry: SchemaEntry,
  value: unknown,
  options: ValidateOptions,
): ValidationResult<TValue> {
  return validateInTiers<TValue>(
    value,
    reading.fast[entry],
    (v, limit) => reportByUnits(reading, entry, v, limit),
    maxViolationsOf(options),
  );
}

/** Every violation of a value in a precompiled reading, in document order (none for a valid value). Never throws. */
export function allViolations(reading: PrecompiledReading, entry: SchemaEntry, value: unknown): Violation[] {
  const result = validateWithReading(reading, entry, value, { maxViolations: Number.MAX_SAFE_INTEGER });
  return result.ok ? [] : [...result.violations];
}
