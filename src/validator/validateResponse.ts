import type { UserSummariesResponse } from '../generated/types.js';
import { SCHEMA_IDS } from '../schemas/ids.js';
import { detectEnvelope } from './envelope.js';
import { keywordMessage } from './messages.js';
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
  const requested = options.envelope ?? 'auto';
  const envelope = requested === 'auto' ? detectEnvelope(body) : requested;
  if (envelope === undefined) {
    return failure(
      [
        {
          pointer: '',
          keyword: 'anyOf',
          rule: 'envelope',
          message: `document ${keywordMessage({}, 'anyOf', 'envelope')}`,
          schemaPath: `${SCHEMA_IDS.response}#/anyOf`,
          params: {},
        },
      ],
      maxViolationsOf(options),
    );
  }
  return validateEntry<UserSummariesResponse>(envelope, body, options);
}
