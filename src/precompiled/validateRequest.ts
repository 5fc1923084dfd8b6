import type { UserSummariesRequest } from '../generated/types.js';
import { toWireRequest, withRangeCheck, type RequestInput } from '../validator/requestWire.js';
import { maxViolationsOf } from '../validator/result.js';
import type { ValidationResult } from '../validator/types.js';
import { validateWithReading } from '../validator/validate.js';
import { openReading } from './modules.js';
import { openReadingFor, type PrecompiledOptions } from './validateEntry.js';

/**
 * Validates a GET /user-summaries request with precompiled code: the query parameters and headers against
 * request.schema.json, then the range order. The same result as the reading validators' `validateRequest` (readingValidators.ts). Never
 * throws on any value; no header value (the token) appears in a violation.
 *
 * @example
 * import { validateRequest } from 'user-summaries-contract';
 * validateRequest({
 *   query: { date_from: '2024-01-31', date_to: '2024-01-01' },
 *   headers: { Authorization: 'Bearer t0k3n', 'Content-Type': 'application/json' },
 * }); // ok: false, one violation: pointer '/query/date_to', rule 'after_or_equal'
 */
export function validateRequest(
  request: RequestInput,
  options: PrecompiledOptions = {},
): ValidationResult<UserSummariesRequest> {
  openReadingFor(options);
  const wire = toWireRequest(request);
  const result = validateWithReading<UserSummariesRequest>(openReading(true), 'request', wire, options);
  return withRangeCheck(result, wire, maxViolationsOf(options));
}
