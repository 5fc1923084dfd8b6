import type { IncomingHttpHeaders } from 'node:http';
import { validateRequest } from 'user-summaries-contract/internal/precompiled/validateRequest';
import type { RequestInput } from 'user-summaries-contract/internal/validator/requestWire';
import type { Violation } from 'user-summaries-contract/internal/validator/types';
import type { ProxyFinding } from './findings.js';

/** A request checked: its findings, and what was checked (for the coverage of the contract by the requests). */
export interface CheckedRequest {
  readonly findings: ProxyFinding[];
  /** The request as judged: its query, and the two headers the contract names. */
  readonly request: RequestInput;
  readonly violations: readonly Violation[];
}

/**
 * The request's findings against request.schema.json (query and headers) and the range order, with the
 * library's precompiled validateRequest (no schema compiled at run time). Only the two headers the contract names are judged; messages carry no value
 * (the token is never quoted).
 */
export function checkRequest(params: URLSearchParams, headers: IncomingHttpHeaders): CheckedRequest {
  const wireHeaders: Record<string, string> = {};
  for (const name of ['authorization', 'content-type'] as const) {
    const value = headers[name];
    if (typeof value === 'string') wireHeaders[name] = value;
  }
  const request = { query: params, headers: wireHeaders };
  const result = validateRequest(request, { maxViolations: 20 });
  if (result.ok) return { findings: [], request, violations: [] };
  return {
    findings: result.violations.map((v) => ({
      rule: v.rule,
      severity: 'fail',
      pointer: v.pointer,
      message: v.message,
    })),
    request,
    violations: result.violations,
  };
}

/** What a response is checked against, read from the request's query. */
export interface RequestProfile {
  /** include_slots=1 asked for slots (the contract's default is 0). */
  readonly includeSlots: boolean;
  readonly from?: string;
  readonly to?: string;
  /** The page asked for (1 when absent or not a positive integer). */
  readonly page: number;
  /** per_page asked for (10 when absent or not a positive integer). */
  readonly perPage: number;
}

/** The profile of a request's response, from its query (values the request schema refuses fall back to defaults). */
export function requestProfile(params: URLSearchParams): RequestProfile {
  const int = (name: string, fallback: number): number => {
    const text = params.get(name) ?? '';
    return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : fallback;
  };
  const date = (name: string): string | undefined => {
    const text = params.get(name);
    return text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
  };
  const from = date('date_from');
  const to = date('date_to');
  return {
    includeSlots: params.get('include_slots') === '1',
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    page: int('page', 1),
    perPage: int('per_page', 10),
  };
}
