import type { UserSummary } from '../generated/types.js';
import { ContractViolationError } from './errors.js';
import { guardVerdict, guardValue, type GuardOptions } from './guardValue.js';

/**
 * Whether a value is a user summary that keeps the contract (precompiled; no schema compilation). Unknown
 * members are allowed; a value that is not JSON (a cycle, a BigInt, ...) is not a summary. Never throws.
 *
 * @example
 * const days: unknown[] = JSON.parse(body).data;
 * const good = days.filter((day) => isUserSummary(day, { includeSlots: false, checkJson: false }));
 */
export function isUserSummary(value: unknown, options: GuardOptions = {}): value is UserSummary {
  return guardVerdict('userSummary', value, options);
}

/**
 * Asserts that a value is a user summary that keeps the contract.
 *
 * @throws ContractViolationError carrying the violations (pointers and rule words, no values)
 *
 * @example
 * assertUserSummary(day); // throws ContractViolationError when day breaks the contract
 * day.date; // typed: string
 */
export function assertUserSummary(value: unknown, options: GuardOptions = {}): asserts value is UserSummary {
  const result = guardValue<UserSummary>('userSummary', value, options);
  if (!result.ok) throw new ContractViolationError('value', result.violations, result.omitted);
}
