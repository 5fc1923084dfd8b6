import { SCHEMA_IDS } from '../schemas/ids.js';
import { comparePointers } from './pointer.js';
import { failure } from './result.js';
import type { ValidationResult, Violation } from './types.js';

// The request in wire form and the range check, shared by every entry's validateRequest (the light entry's valid
// path included). This module imports no validator.

/** A request as a caller holds it: query as an object or URLSearchParams, headers in any letter case. */
export interface RequestInput {
  readonly query?: URLSearchParams | Readonly<Record<string, unknown>> | undefined;
  readonly headers?: Headers | Readonly<Record<string, unknown>> | undefined;
}

/** The field date_to must not precede: `x-after-or-equal` of date_to in request.schema.json (a test holds them equal). */
export const RANGE_START_FIELD = 'date_from';

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
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k.toLowerCase(), v]),
  );
}

/** The request as validated: `{ query, headers }` with string query values and lower-case header names. */
export function toWireRequest(request: RequestInput): Record<string, unknown> {
  try {
    const wire: Record<string, unknown> = {};
    const query = wireQuery(request?.query);
    const headers = wireHeaders(request?.headers);
    if (query !== undefined) wire['query'] = query;
    if (headers !== undefined) wire['headers'] = headers;
    return wire;
  } catch {
    return { query: null, headers: null };
  }
}

/**
 * The range-order violation JSON Schema cannot express: `after_or_equal` at `/query/date_to` when both dates are
 * strings and date_to precedes date_from; undefined otherwise. Whether the dates are dates is the caller's to
 * know: a request the schema accepted has valid ones (the light entry's valid path needs no more than this).
 */
export function reversedRange(wire: Record<string, unknown>): Violation | undefined {
  const query = wire['query'] as Record<string, unknown> | undefined;
  const from = query?.[RANGE_START_FIELD];
  const to = query?.['date_to'];
  if (typeof from !== 'string' || typeof to !== 'string' || from <= to) return undefined;
  return {
    pointer: '/query/date_to',
    keyword: 'x-after-or-equal',
    rule: 'after_or_equal',
    message: `query.date_to must be on or after query.${RANGE_START_FIELD} (a reversed range)`,
    schemaPath: `${SCHEMA_IDS.request}#/properties/query/properties/date_to/x-after-or-equal`,
    params: { field: RANGE_START_FIELD },
  };
}

/** Where the schema reports a date of the range that is not a date (or a query that is not an object). */
const DATE_POINTERS = ['/query', `/query/${RANGE_START_FIELD}`, '/query/date_to'];

/**
 * Adds the range-order check ({@link reversedRange}) to a schema result when both dates are valid. The violation
 * takes its place in document order, as every report is ordered, so a capped result stays the prefix of the full
 * one: the schema result capped at `max` holds the first `max` of its own violations in order, and the first
 * `max` of those plus this one are the first `max` of the whole report. The dates are valid when the schema
 * reported nothing at them, which a result tells only if it reached them: whole, or capped at or past
 * `/query/date_to`. A result capped before them holds the whole prefix already, and whether the range's
 * violation is among the rest is not known: the count of the rest is then a lower bound (`omittedIsLowerBound`).
 */
export function withRangeCheck<TValue>(
  result: ValidationResult<TValue>,
  wire: Record<string, unknown>,
  max: number,
): ValidationResult<TValue> {
  const reversed = reversedRange(wire);
  if (reversed === undefined) return result;
  if (result.ok) return failure([reversed], max);
  const held = result.violations;
  const last = held[held.length - 1];
  const whole = result.omitted === 0 && !result.omittedIsLowerBound;
  if (!whole && last !== undefined && comparePointers(last.pointer, reversed.pointer) < 0)
    return { ...result, omittedIsLowerBound: true };
  if (held.some((v) => DATE_POINTERS.includes(v.pointer))) return result;
  const at = held.findIndex((v) => comparePointers(v.pointer, reversed.pointer) > 0);
  const merged = at === -1 ? [...held, reversed] : [...held.slice(0, at), reversed, ...held.slice(at)];
  return failure<TValue>(merged, max, held.length + result.omitted + 1, result.omittedIsLowerBound);
}
