// The `user-summaries-contract/strict` entry: the producers' strict reading (a member the contract does not name
// is a violation), with the same synchronous validators as the default entry. Its precompiled modules load with
// this entry only, so a consumer who never imports it never pays for them.
import type { UserSummariesRequest, UserSummariesResponse, UserSummary } from './generated/types.js';
import * as reading from './precompiled/readingValidators.js';
import type { PrecompiledOptions, PrecompiledResponseOptions } from './precompiled/validateEntry.js';
import type { RequestInput } from './validator/requestWire.js';
import type { ValidationResult } from './validator/types.js';

export type { PrecompiledOptions, PrecompiledResponseOptions } from './precompiled/validateEntry.js';
export type { RequestInput } from './validator/requestWire.js';
export type { Violation, RuleWord, ValidationResult, EnvelopeName } from './validator/types.js';

/**
 * Validates one user summary in the strict reading: as the default entry's `validateSummary`, and a member the
 * contract does not name is a violation. Never throws on any value.
 *
 * @example
 * import { validateSummary } from 'user-summaries-contract/strict';
 * const result = validateSummary({ date: '2024-01-01', mood: 'fine' });
 * // result.ok === false; one violation has pointer '/mood'
 */
export function validateSummary(value: unknown, options: PrecompiledOptions = {}): ValidationResult<UserSummary> {
  return reading.validateSummary(value, { ...options, strict: true });
}

/**
 * Validates a response body of GET /user-summaries in the strict reading (the envelope auto-detected, or the
 * one named). Never throws on any value.
 *
 * @example
 * import { validateResponse } from 'user-summaries-contract/strict';
 * const result = validateResponse(JSON.parse(body), { includeSlots: false });
 */
export function validateResponse(
  body: unknown,
  options: PrecompiledResponseOptions = {},
): ValidationResult<UserSummariesResponse> {
  return reading.validateResponse(body, { ...options, strict: true });
}

/**
 * Validates a GET /user-summaries request in the strict reading: the query parameters and headers, then the
 * range order. Never throws on any value.
 *
 * @example
 * import { validateRequest } from 'user-summaries-contract/strict';
 * validateRequest({ query: { date_from: '2024-01-01', date_to: '2024-01-31' }, headers: { Authorization: 'Bearer t' } });
 */
export function validateRequest(
  request: RequestInput,
  options: PrecompiledOptions = {},
): ValidationResult<UserSummariesRequest> {
  return reading.validateRequest(request, { ...options, strict: true });
}
