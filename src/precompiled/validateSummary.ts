import type { UserSummary } from '../generated/types.js';
import type { ValidationResult } from '../validator/types.js';
import { validateWithReading } from '../validator/validate.js';
import { openReadingFor, type PrecompiledOptions } from './validateEntry.js';

/**
 * Validates one user summary with precompiled code: the same result as the reading validators' `validateSummary` (readingValidators.ts) in the open reading,
 * with no schema compilation and no `new Function` at run time. Never throws on any value.
 *
 * @param value - any value, typically parsed JSON
 * @param options - `includeSlots: false` for include_slots=0; `maxViolations` caps the report
 * @returns `{ ok: true, value }` or `{ ok: false, violations, omitted }`
 *
 * @example
 * import { validateSummary } from 'user-summaries-contract';
 * const result = validateSummary({ date: '2024-02-30' });
 * // result.ok === false; result.violations[0] has pointer '/date' and rule 'date_format'
 */
export function validateSummary(value: unknown, options: PrecompiledOptions = {}): ValidationResult<UserSummary> {
  return validateWithReading<UserSummary>(openReadingFor(options), 'userSummary', value, options);
}
