import type { UserSummariesResponse } from '../generated/types.js';
import { resolveEnvelope } from './envelope.js';
import type { ResponseOptions, ValidationResult } from './types.js';
import { failure, maxViolationsOf } from './result.js';
import { validateEntry } from './validate.js';

/**
 * Validates a response body of GET /user-summaries: the envelope (auto-detected, or the one named) and
 * every summary in it. Never throws on any value.
 *
 * @example
 * const result = validateResponse(JSON.parse(body), { includeSlots: false });
 * if (!result.ok) for (const v of result.violations) console.log(v.pointer, v.rule);
 */
export function validateResponse(body: unknown, options: ResponseOptions = {}): ValidationResult<UserSummariesResponse> {
  const envelope = resolveEnvelope(body, options.envelope);
  if (typeof envelope !== 'string') return failure([envelope], maxViolationsOf(options));
  return validateEntry<UserSummariesResponse>(envelope, body, options);
}
