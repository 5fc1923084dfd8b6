import type { UserSummariesRequest } from '../generated/types.js';
import { loadSchemaDocuments } from '../schemas/documents.js';
import { SCHEMA_IDS } from '../schemas/ids.js';
import { isSchemaNode } from '../schemas/walk.js';
import type { ValidateOptions, ValidationResult, Violation } from './types.js';
import { failure, maxViolationsOf, validateEntry } from './validate.js';

/** A request as a caller holds it: query as an object or URLSearchParams, headers in any letter case. */
export interface RequestInput {
  readonly query?: URLSearchParams | Readonly<Record<string, unknown>> | undefined;
  readonly headers?: Headers | Readonly<Record<string, unknown>> | undefined;
}

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

/** The field the request schema names in `x-after-or-equal` on date_to (date_from). */
function rangeStartField(): string {
  const request = loadSchemaDocuments().find((d) => d.file === 'request.schema.json')?.schema;
  const query = isSchemaNode(request?.['properties']) ? request['properties']['query'] : undefined;
  const props = isSchemaNode(query) && isSchemaNode(query['properties']) ? query['properties'] : {};
  const dateTo = props['date_to'];
  return isSchemaNode(dateTo) && typeof dateTo['x-after-or-equal'] === 'string' ? dateTo['x-after-or-equal'] : 'date_from';
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
export function validateRequest(request: RequestInput, options: ValidateOptions = {}): ValidationResult<UserSummariesRequest> {
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
  const result = validateEntry<UserSummariesRequest>('request', wire, { ...options, includeSlots: true });
  const query = wire['query'] as Record<string, unknown> | undefined;
  const start = rangeStartField();
  const from = query?.[start];
  const to = query?.['date_to'];
  const datesValid = !result.ok
    ? !result.violations.some((v) => v.pointer === `/query/${start}` || v.pointer === '/query/date_to' || v.pointer === '/query')
    : true;
  if (typeof from !== 'string' || typeof to !== 'string' || !datesValid || from <= to) return result;
  const reversed: Violation = {
    pointer: '/query/date_to',
    keyword: 'x-after-or-equal',
    rule: 'after_or_equal',
    message: `query.date_to must be on or after query.${start} (a reversed range)`,
    schemaPath: `${SCHEMA_IDS.request}#/properties/query/properties/date_to/x-after-or-equal`,
    params: { field: start },
  };
  const violations = result.ok ? [reversed] : [...result.violations, reversed];
  return failure(violations, maxViolationsOf(options));
}
