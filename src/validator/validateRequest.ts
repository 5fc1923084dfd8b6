import type { UserSummariesRequest } from '../generated/types.js';
import { toWireRequest, withRangeCheck, type RequestInput } from './requestWire.js';
import { maxViolationsOf } from './result.js';
import type { ValidateOptions, ValidationResult } from './types.js';
import { validateEntry } from './validate.js';

export type { RequestInput };

/**
 * Validates a GET /user-summaries request: the query parameters and headers against request.schema.json,
 * then the range order (date_to on or after date_from), which JSON Schema cannot express. Never throws on
 * any value. The validated value is the request in wire form (string query values, lower-case headers).
 *
 * @example
 * validateRequest({
 *   query: { date_from: '2024-01-31', date_to: '2024-01-01' },
 *   headers: { Authorization: 'Bearer t0k3n', 'Content-Type': 'application/json' },
 * }); // ok: false, one violation: pointer '/query/date_to', rule 'after_or_equal'
 */
export function validateRequest(request: RequestInput, options: ValidateOptions = {}): ValidationResult<UserSummariesRequest> {
  const wire = toWireRequest(request);
  const result = validateEntry<UserSummariesRequest>('request', wire, { ...options, includeSlots: true });
  return withRangeCheck(result, wire, maxViolationsOf(options));
}
