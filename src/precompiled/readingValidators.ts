import type { UserSummariesRequest, UserSummariesResponse, UserSummary } from '../generated/types.js';
import type { SchemaEntry } from '../schemas/ids.js';
import { resolveEnvelope } from '../validator/envelope.js';
import { toWireRequest, withRangeCheck, type RequestInput } from '../validator/requestWire.js';
import { failure, maxViolationsOf } from '../validator/result.js';
import type { ResponseOptions, ValidateOptions, ValidationResult } from '../validator/types.js';
import { validateWithReading } from '../validator/validate.js';
import { openReading } from './modules.js';
import { strictReading } from './strictModules.js';

// The reading validators: the validators that take the reading as options (`includeSlots`, and `strict`, which the
// default entry's own validators refuse), for the strict entry, the testing kit's matchers and the tools. The same
// precompiled modules as the default entry's open reading, and the producers' strict reading, loaded with this
// module so that `strict: true` answers synchronously too.

function validateEntry<TValue>(entry: SchemaEntry, value: unknown, options: ValidateOptions): ValidationResult<TValue> {
  const includeSlots = options.includeSlots ?? true;
  return validateWithReading<TValue>(
    options.strict === true ? strictReading(includeSlots) : openReading(includeSlots),
    entry,
    value,
    options,
  );
}

/**
 * Validates one user summary (one day) against the contract. Never throws on any value.
 *
 * @param value - any value, typically parsed JSON
 * @param options - `includeSlots: false` for include_slots=0, `strict: true` for the producers' strict reading
 * @returns `{ ok: true, value }` or `{ ok: false, violations, omitted }`
 *
 * @example
 * const result = validateSummary({ date: '2024-02-30' });
 * // result.ok === false; result.violations[0] has pointer '/date' and rule 'date_format'
 */
export function validateSummary(value: unknown, options: ValidateOptions = {}): ValidationResult<UserSummary> {
  return validateEntry<UserSummary>('userSummary', value, options);
}

/**
 * Validates a response body of GET /user-summaries: the envelope (auto-detected, or the one named) and
 * every summary in it. Never throws on any value.
 *
 * @example
 * const result = validateResponse(JSON.parse(body), { includeSlots: false });
 * if (!result.ok) for (const v of result.violations) console.log(v.pointer, v.rule);
 */
export function validateResponse(
  body: unknown,
  options: ResponseOptions = {},
): ValidationResult<UserSummariesResponse> {
  const envelope = resolveEnvelope(body, options.envelope);
  if (typeof envelope !== 'string') return failure([envelope], maxViolationsOf(options));
  return validateEntry<UserSummariesResponse>(envelope, body, options);
}

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
export function validateRequest(
  request: RequestInput,
  options: ValidateOptions = {},
): ValidationResult<UserSummariesRequest> {
  const wire = toWireRequest(request);
  const result = validateEntry<UserSummariesRequest>('request', wire, { ...options, includeSlots: true });
  return withRangeCheck(result, wire, maxViolationsOf(options));
}
