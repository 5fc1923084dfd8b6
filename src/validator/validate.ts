import type { SchemaEntry } from '../schemas/ids.js';
import type { PrecompiledReading } from './precompiledReading.js';
import { maxViolationsOf, validateInTiers } from './result.js';
import type { ValidateOptions, ValidationResult, Violation } from './types.js';
import { layoutOf } from './unitLayout.js';
import { type FirstFailure, reportByUnits, verdictByUnits } from './unitWalk.js';

/**
 * Validates a value against an entry point in a precompiled reading: a verdict answers, and only a rejected value
 * pays for the report, walked by units (unitWalk.ts). The verdict is the entry's fast validator, or, for an entry
 * read by units (a day), the verdict by units, which says where it stopped: the report goes on from there instead of
 * reading again what the verdict passed. Never throws on any value.
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
  const max = maxViolationsOf(options);
  if (!layoutOf(reading, entry).byUnits)
    return validateInTiers<TValue>(
      value,
      reading.fast[entry],
      (v, limit) => reportByUnits(reading, entry, v, limit),
      max,
    );
  let from: FirstFailure | undefined;
  return validateInTiers<TValue>(
    value,
    (v) => (from = verdictByUnits(reading, entry, v)) === undefined,
    (v, limit) => reportByUnits(reading, entry, v, limit, from),
    max,
  );
}

/** Every violation of a value in a precompiled reading, in document order (none for a valid value). Never throws. */
export function allViolations(reading: PrecompiledReading, entry: SchemaEntry, value: unknown): Violation[] {
  const result = validateWithReading(reading, entry, value, { maxViolations: Number.MAX_SAFE_INTEGER });
  return result.ok ? [] : [...result.violations];
}
