import type { UserSummariesResponse } from '../generated/types.js';
import { resolveEnvelope } from '../validator/envelope.js';
import type { ValidationResult } from '../validator/types.js';
import { failure, maxViolationsOf } from '../validator/result.js';
import { validateWithReading } from '../validator/validate.js';
import { openReadingFor, type PrecompiledResponseOptions } from './validateEntry.js';

/**
 * Validates a response body of GET /user-summaries with precompiled code: the envelope (auto-detected, or
 * the one named) and every summary in it. The same result as the reading validators' `validateResponse` (readingValidators.ts) in the open reading. Never
 * throws on any value.
 *
 * @example
 * import { validateResponse } from 'user-summaries-contract';
 * const result = validateResponse(JSON.parse(body), { includeSlots: false });
 * if (!result.ok) for (const v of result.violations) console.log(v.pointer, v.rule);
 */
export function validateResponse(
  body: unknown,
  options: PrecompiledResponseOptions = {},
): ValidationResult<UserSummariesResponse> {
  const reading = openReadingFor(options);
  const envelope = resolveEnvelope(body, options.envelope);
  if (typeof envelope !== 'string') return failure([envelope], maxViolationsOf(options));
  return validateWithReading<UserSummariesResponse>(reading, envelope, body, options);
}
