import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import { rangeLength } from '../pages/days.js';
import { DEFAULT_LIMITS, type ExchangeLimits } from './http/httpExchange.js';
import { maskUrl, redactValue } from '../secrets/secrets.js';
import {
  httpCheck,
  includeSlotsCheck,
  rangeCheck,
  schemaCheck,
  semanticsCheck,
  type DataContext,
} from './dataChecks.js';
import { paginationCheck } from './paginationCheck.js';
import { authCheck, requestValidationCheck } from './probeChecks.js';
import type { CheckReport, CheckResult, CheckStatus } from './types.js';
import { walkPages } from './walkPages.js';

/** Options of {@link runCheck}. */
export interface CheckOptions {
  /** The API's base URL; the endpoint is `${baseUrl}/user-summaries`. */
  readonly baseUrl: string;
  /** The bearer token. Never written into the report. */
  readonly token: string;
  /** The range checked, Y-m-d, date_from <= date_to. */
  readonly from: string;
  readonly to: string;
  /** per_page to send. @defaultValue none sent (the contract's default, 10) */
  readonly perPage?: number | undefined;
  /** @defaultValue 'auto' */
  readonly envelope?: EnvelopeName | 'auto';
  /** Per-request limits; a data page's `deadlineMs` covers its validation too. @defaultValue {@link DEFAULT_LIMITS} */
  readonly limits?: Partial<ExchangeLimits>;
  /** @defaultValue 1000 */
  readonly maxPages?: number;
  /** @defaultValue 100000 */
  readonly maxItems?: number;
  /** Findings kept per check. @defaultValue 20 */
  readonly maxFindings?: number;
}

/**
 * Runs every check against a live API: walks the range with include_slots=1 and =0 page by page, then
 * probes a request without a token, with a wrong token, without date_from and with a reversed range.
 * Never throws on anything the server does; the report carries no token and no payload value.
 *
 * @example
 * const report = await runCheck({ baseUrl: 'http://127.0.0.1:8080', token, from: '2024-03-01', to: '2024-03-14', perPage: 5 });
 * console.log(report.ok, report.checks.map((c) => `${c.name}: ${c.status}`));
 */
export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const started = performance.now();
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const limits: ExchangeLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const maxFindings = options.maxFindings ?? 20;
  const envelope = options.envelope ?? 'auto';
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  const walk = (includeSlots: 0 | 1) =>
    walkPages({
      baseUrl,
      headers,
      from: options.from,
      to: options.to,
      includeSlots,
      perPage: options.perPage,
      envelope,
      maxPages: options.maxPages ?? 1000,
      maxItems: options.maxItems ?? 100_000,
      rangeDays: rangeLength(options.from, options.to),
      limits,
      maxViolations: maxFindings,
    });
  const walks = [await walk(1), await walk(0)] as const;
  const data: DataContext = { walks, from: options.from, to: options.to, envelope, maxFindings };
  const probe = { baseUrl, token: options.token, from: options.from, to: options.to, limits, maxFindings };
  const auth = await authCheck(probe);
  const validation = await requestValidationCheck(probe);
  const checks: CheckResult[] = [
    httpCheck(data),
    schemaCheck(data),
    paginationCheck({ walks, baseUrl, from: options.from, to: options.to, perPage: options.perPage, maxFindings }),
    rangeCheck(data),
    includeSlotsCheck(data),
    auth.result,
    validation.result,
    semanticsCheck(data),
  ];
  const counts: Record<CheckStatus, number> = { pass: 0, warn: 0, fail: 0, skip: 0 };
  for (const c of checks) counts[c.status] += 1;
  // Server-supplied strings (a content type, a pointer) may reflect the token in some encoding: every string
  // of the report is redacted here, before any format escapes it.
  return redactValue(
    {
      target: maskUrl(baseUrl).replace(/\/$/, ''),
      range: { from: options.from, to: options.to },
      perPage: options.perPage,
      checks,
      counts,
      ok: counts.fail === 0,
      requests: walks[0].requests + walks[1].requests + auth.requests + validation.requests,
      ms: Math.round(performance.now() - started),
    },
    [options.token],
  );
}
