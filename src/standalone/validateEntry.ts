import type { SchemaEntry } from '../schemas/ids.js';
import type { ValidateOptions, ValidationResult, Violation } from '../validator/types.js';
import type { PrecompiledVariant } from './modules.js';
import { precompiledViolations } from './report.js';
import { failure, maxViolationsOf, notJsonViolation } from './result.js';

/**
 * Validates a value against an entry point with precompiled tiers: the fast validator answers, and only a
 * rejected value pays for the report. The results equal those of the compiled validators. Never throws on
 * any value.
 *
 * @internal
 */
export function validatePrecompiled<TValue>(
  variant: PrecompiledVariant,
  entry: SchemaEntry,
  value: unknown,
  options: ValidateOptions,
): ValidationResult<TValue> {
  const max = maxViolationsOf(options);
  try {
    if (variant.fast[entry](value)) return { ok: true, value: value as TValue };
    const violations: Violation[] = precompiledViolations(variant, entry, value);
    if (violations.length === 0) {
      return failure([notJsonViolation('', 'was rejected without a detailed reason')], max);
    }
    return failure(violations, max);
  } catch {
    return failure([notJsonViolation('', 'could not be read as a JSON value (a getter or proxy threw)')], max);
  }
}
