import type { UserSummariesRequest } from '../generated/types.js';
import { SCHEMA_IDS } from '../schemas/ids.js';
import type { RequestInput } from '../validator/validateRequest.js';
import type { ValidationResult, Violation } from '../validator/types.js';
import { openVariant } from './modules.js';
import { failure, maxViolationsOf, validatePrecompiled, variantFor, type PrecompiledOptions } from './validateEntry.js';

// The wire form of a request, as src/validator/validateRequest.ts builds it (that module loads the compiled
// registry, and Ajv with it, so it is not imported here); test/guard/parity.test.ts holds both to the same results.

/** The field date_to must not precede: `x-after-or-equal` of date_to in request.schema.json. */
const RANGE_START = 'date_from';

/** Query values as they travel: strings; numbers and booleans written as the query string would. */
function wireQuery(query: RequestInput['query']): Record<string, unknown> | undefined {
  if (query === undefined) return undefined;
  if (query instanceof URLSearchParams) {
    const out: Record<string, unknown> = {};
    for (const key of new Set(query.keys())) {
      const values = query.getAll(key);
      out[key] = values.length === 1 ? values[0] : values;
    }
    return out;
  }
  if (typeof query !== 'object' || query === null) return query as Record<string, unknown> | undefined;
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'number' || typeof v === 'boolean' ? String(v) : v]),
  );
}

/** Header names in lower case (HTTP header names are case-insensitive). */
function wireHeaders(headers: RequestInput['headers']): Record<string, unknown> | undefined {
  if (headers === undefined) return undefined;
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (typeof headers !== 'object' || headers === null) return headers as Record<string, unknown> | undefined;
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined).map(([k, v]) => [k.toLowerCase(), v]));
}

/**
 * Validates a GET /user-summaries request with precompiled code: the query parameters and headers against
 * request.schema.json, then the range order. The same result as the root entry's `validateRequest`. Never
 * throws on any value; no header value (the token) appears in a violation.
 *
 * @example
 * import { validateRequest } from 'user-summaries-contract/standalone';
 * validateRequest({
 *   query: { date_from: '2024-01-31', date_to: '2024-01-01' },
 *   headers: { Authorization: 'Bearer t0k3n', 'Content-Type': 'application/json' },
 * }); // ok: false, one violation: pointer '/query/date_to', rule 'after_or_equal'
 */
export function validateRequest(request: RequestInput, options: PrecompiledOptions = {}): ValidationResult<UserSummariesRequest> {
  variantFor(options);
  let wire: Record<string, unknown>;
  try {
    wire = {};
    const query = wireQuery(request?.query);
    const headers = wireHeaders(request?.headers);
    if (query !== undefined) wire['query'] = query;
    if (headers !== undefined) wire['headers'] = headers;
  } catch {
    wire = { query: null, headers: null };
  }
  const result = validatePrecompiled<UserSummariesRequest>(openVariant(true), 'request', wire, options);
  const query = wire['query'] as Record<string, unknown> | undefined;
  const from = query?.[RANGE_START];
  const to = query?.['date_to'];
  const datesValid = !result.ok
    ? !result.violations.some((v) => v.pointer === `/query/${RANGE_START}` || v.pointer === '/query/date_to' || v.pointer === '/query')
    : true;
  if (typeof from !== 'string' || typeof to !== 'string' || !datesValid || from <= to) return result;
  const reversed: Violation = {
    pointer: '/query/date_to',
    keyword: 'x-after-or-equal',
    rule: 'after_or_equal',
    message: `query.date_to must be on or after query.${RANGE_START} (a reversed range)`,
    schemaPath: `${SCHEMA_IDS.request}#/properties/query/properties/date_to/x-after-or-equal`,
    params: { field: RANGE_START },
  };
  const violations = result.ok ? [reversed] : [...result.violations, reversed];
  return failure(violations, maxViolationsOf(options));
}
