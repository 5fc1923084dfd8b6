import { randomBytes } from 'node:crypto';
import { MAX_JSON_DEPTH, nestsDeeperThan } from 'user-summaries-contract/internal/guard/jsonDepth';
import { exchange, type Exchange, type ExchangeLimits } from './http/httpExchange.js';
import { checkResult } from './_result.js';
import type { CheckResult, Finding } from './types.js';

/** What the request probes need. */
export interface ProbeContext {
  readonly baseUrl: string;
  readonly token: string;
  readonly from: string;
  readonly to: string;
  readonly limits: ExchangeLimits;
  readonly maxFindings: number;
}

const CONTENT_TYPE = { 'content-type': 'application/json' } as const;

function url(ctx: ProbeContext, query: Record<string, string>): string {
  return `${ctx.baseUrl}/user-summaries?${new URLSearchParams(query).toString()}`;
}

/** The JSON body of a probe's answer; undefined when there is none, or when it nests too deep to read safely. */
function parsed(result: Exchange): unknown {
  if (!result.ok || nestsDeeperThan(result.text, MAX_JSON_DEPTH)) return undefined;
  try {
    return JSON.parse(result.text) as unknown;
  } catch {
    return undefined;
  }
}

/** A probe whose request did not produce a response: the failure, classified. */
function failed(result: Exchange, probe: string): Finding | undefined {
  if (result.ok) return undefined;
  return {
    rule: result.failure.class,
    class: result.failure.class,
    severity: 'fail',
    message: `${probe}: ${result.failure.message}`,
  };
}

/**
 * `auth`: a request without a token, and one with a wrong token, are refused (401 or 403). A refusal
 * other than `401 {"error": "Unauthenticated."}` (what the live API answers) is a warning.
 * @returns the check result and the number of requests made
 */
export async function authCheck(ctx: ProbeContext): Promise<{ result: CheckResult; requests: number }> {
  const query = { date_from: ctx.from, date_to: ctx.to };
  const probes = [
    { name: 'without a token', rule: 'missing_token_accepted', headers: { ...CONTENT_TYPE } },
    {
      name: 'with a wrong token',
      rule: 'wrong_token_accepted',
      headers: { ...CONTENT_TYPE, authorization: `Bearer wrong-${randomBytes(12).toString('hex')}` },
    },
  ];
  const findings: Finding[] = [];
  const seen: string[] = [];
  for (const probe of probes) {
    const result = await exchange(url(ctx, query), probe.headers, { ...ctx.limits, retries: 0 });
    const failure = failed(result, `request ${probe.name}`);
    if (failure !== undefined) {
      findings.push(failure);
      continue;
    }
    if (!result.ok) continue;
    seen.push(`${probe.name}: ${result.status}`);
    if (result.status >= 200 && result.status < 300) {
      findings.push({
        rule: probe.rule,
        severity: 'fail',
        message: `a request ${probe.name} was answered ${result.status}`,
      });
    } else if (result.status >= 500) {
      findings.push({
        rule: 'server_error',
        class: 'server_error',
        severity: 'fail',
        message: `a request ${probe.name} was answered ${result.status}`,
      });
    } else if (result.status !== 401 && result.status !== 403) {
      findings.push({
        rule: 'auth_status',
        severity: 'warn',
        message: `a request ${probe.name} was refused with ${result.status}, not 401`,
      });
    } else {
      const body = parsed(result) as { error?: unknown } | undefined;
      if (result.status === 401 && (typeof body !== 'object' || body === null || body.error !== 'Unauthenticated.')) {
        findings.push({
          rule: 'unauthenticated_body',
          severity: 'warn',
          message: `the 401 ${probe.name} is not {"error": "Unauthenticated."}`,
        });
      }
    }
  }
  return {
    result: checkResult(
      'auth',
      'requests without a token or with a wrong one are refused',
      findings,
      seen.join('; ') || 'no answer',
      ctx.maxFindings,
    ),
    requests: probes.length,
  };
}

/** Whether a JSON body names a parameter (as a key or inside a message). */
function names(body: unknown, parameter: string): boolean {
  return body !== undefined && JSON.stringify(body).includes(parameter);
}

/**
 * `request_validation`: a request missing date_from is refused with 422 naming date_from; a reversed
 * range (a request error in decisions.md) is refused too (a warning when it is served).
 * @returns the check result and the number of requests made
 */
export async function requestValidationCheck(ctx: ProbeContext): Promise<{ result: CheckResult; requests: number }> {
  const headers = { ...CONTENT_TYPE, authorization: `Bearer ${ctx.token}` };
  const findings: Finding[] = [];
  const seen: string[] = [];
  const missing = await exchange(url(ctx, { date_to: ctx.to }), headers, { ...ctx.limits, retries: 0 });
  const missingFailure = failed(missing, 'request missing date_from');
  if (missingFailure !== undefined) findings.push(missingFailure);
  else if (missing.ok) {
    seen.push(`missing date_from: ${missing.status}`);
    if (missing.status < 400)
      findings.push({
        rule: 'missing_date_from_accepted',
        severity: 'fail',
        message: `a request missing date_from was answered ${missing.status}`,
      });
    else if (missing.status >= 500)
      findings.push({
        rule: 'server_error',
        class: 'server_error',
        severity: 'fail',
        message: `a request missing date_from was answered ${missing.status}`,
      });
    else {
      if (missing.status !== 422)
        findings.push({
          rule: 'status_not_422',
          severity: 'warn',
          message: `a request missing date_from was refused with ${missing.status}, not 422`,
        });
      if (!names(parsed(missing), 'date_from'))
        findings.push({
          rule: 'names_parameter',
          severity: 'warn',
          message: 'the refusal does not name date_from in a JSON body',
        });
    }
  }
  if (ctx.from !== ctx.to) {
    const reversed = await exchange(url(ctx, { date_from: ctx.to, date_to: ctx.from }), headers, {
      ...ctx.limits,
      retries: 0,
    });
    const reversedFailure = failed(reversed, 'request with a reversed range');
    if (reversedFailure !== undefined) findings.push({ ...reversedFailure, severity: 'warn' });
    else if (reversed.ok) {
      seen.push(`reversed range: ${reversed.status}`);
      if (reversed.status < 400)
        findings.push({
          rule: 'reversed_range_accepted',
          severity: 'warn',
          message: `a reversed range was answered ${reversed.status} (decisions.md reads it as a request error)`,
        });
    }
  }
  return {
    result: checkResult(
      'request_validation',
      'a request missing date_from is refused with 422 naming it',
      findings,
      seen.join('; ') || 'no answer',
      ctx.maxFindings,
    ),
    requests: ctx.from === ctx.to ? 1 : 2,
  };
}
