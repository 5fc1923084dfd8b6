import type { UserSummary } from '../generated/types.js';
import type { ValidateOptions, ValidationResult } from './types.js';
import { validateEntry } from './validate.js';

/**
 * Validates one user summary (one day) against the contract. Never throws on any value.
 *
 * @param value - any value, typically parsed JSON
 * @param options - `includeSlots: false` for include_slots=0, `strict: true` for the producers' profile
 * @returns `{ ok: true, value }` or `{ ok: false, violations, omitted }`
 *
 * @example
 * const result = validateSummary({ date: '2024-02-30' });
 * // result.ok === false; result.violations[0] has pointer '/date' and rule 'date_format'
 */
export function validateSummary(value: unknown, options: ValidateOptions = {}): ValidationResult<UserSummary> {
  return validateEntry<UserSummary>('userSummary', value, options);
}
