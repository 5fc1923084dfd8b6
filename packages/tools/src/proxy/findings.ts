/** One thing the proxy found wrong with an exchange: where, which rule, how bad. Carries no payload value. */
export interface ProxyFinding {
  /**
   * A schema rule word (`required`, `date_format`…), a failure class of docs/failures.md (`server_error`,
   * `non_json`, `timeout`…), or a stream rule of the checker (`duplicate_day`, `date_in_range`, `metadata_changed`…).
   */
  readonly rule: string;
  /** `fail` breaks the contract; `warn` is a semantic warning of decisions.md. */
  readonly severity: 'fail' | 'warn';
  /** RFC 6901 pointer: into the response body, or `/query/...` and `/headers/...` for the request. */
  readonly pointer: string;
  readonly message: string;
}

/** The verdict on one exchange, as the reports, the live page and the record show it. */
export interface ExchangeVerdict {
  /** When the request arrived (ISO 8601). */
  readonly at: string;
  readonly method: string;
  /** Path and query, credential-like parameters masked. */
  readonly path: string;
  /** The status the client saw (502 when `--errors` replaced the response; 0 when the connection was cut). */
  readonly status: number;
  /** The status the upstream answered (0 when it did not answer). */
  readonly upstreamStatus: number;
  readonly ms: number;
  /** Milliseconds from the request to the upstream's response headers; undefined when it did not answer. */
  readonly upstreamMs?: number;
  readonly findings: readonly ProxyFinding[];
}

/**
 * A failure of the whole exchange (no pointer): a failure class of docs/failures.md, such as `timeout` or
 * `transport`.
 *
 * @example
 * failFinding('timeout', 'no complete, checked response within 10000 ms');
 */
export function failFinding(rule: string, message: string): ProxyFinding {
  return { rule, severity: 'fail', pointer: '', message };
}

/** The media type of an RFC 9457 problem document. */
export const PROBLEM_TYPE = 'application/problem+json';

/**
 * The RFC 9457 problem document that replaces a violating response under `--errors`: the violations as
 * pointer, rule and message, never a payload value.
 *
 * @example
 * problemDocument(502, 'The upstream response breaks the contract', [{ rule: 'required', severity: 'fail', pointer: '/data/0/date', message: '...' }]);
 */
export function problemDocument(
  status: number,
  title: string,
  findings: readonly ProxyFinding[],
): Record<string, unknown> {
  const fails = findings.filter((f) => f.severity === 'fail');
  return {
    type: 'urn:user-summaries-contract:problem:contract-violation',
    title,
    status,
    detail: `${fails.length} violation(s) of the user-summaries contract; the response was not passed on (user-summaries proxy --errors)`,
    violations: fails.map((f) => ({ pointer: f.pointer, rule: f.rule, message: f.message })),
  };
}

/** Whether an exchange breaks the contract (a `fail` finding). */
export function violates(findings: readonly ProxyFinding[]): boolean {
  return findings.some((f) => f.severity === 'fail');
}

/** Findings a body has beyond those listed: counted by whoever left them out (the gate, the facts of a page). */
export interface UnlistedFindings {
  readonly fails: number;
  readonly warns: number;
  /** The gate stopped once it knew its first violations: `fails` is then a lower bound. */
  readonly atLeast?: boolean;
}

/**
 * The findings of one body as its exchange lists them: at most `cap` (`--max-violations`), the violations first
 * (a problem document lists those) and warnings in the room left, each in its order; the rest, with those already
 * left out (`unlisted`), counted in one last finding, `more`. Every kind counts against the cap, so a verdict, a
 * problem document and a recorded line stay bounded however many findings a body has.
 *
 * @example
 * capFindings(findings, 10, { fails: 0, warns: 0 }); // findings, or 10 of them and { rule: 'more', ... }
 */
export function capFindings(
  findings: readonly ProxyFinding[],
  cap: number,
  unlisted: UnlistedFindings,
): ProxyFinding[] {
  let fails = 0;
  for (const f of findings) if (f.severity === 'fail') fails += 1;
  const keptFails = Math.min(fails, cap);
  const keptWarns = Math.min(findings.length - fails, cap - keptFails);
  const leftFails = fails - keptFails + unlisted.fails;
  const leftWarns = findings.length - fails - keptWarns + unlisted.warns;
  if (leftFails === 0 && leftWarns === 0) return [...findings];
  const kept: ProxyFinding[] = [];
  let [f, w] = [0, 0];
  for (const finding of findings) {
    if (finding.severity === 'fail' ? f++ < keptFails : w++ < keptWarns) kept.push(finding);
  }
  const counts = [
    leftFails > 0 ? `${unlisted.atLeast === true ? 'at least ' : ''}${leftFails} more violation(s)` : '',
    leftWarns > 0 ? `${leftWarns} more warning(s)` : '',
  ].filter(Boolean);
  kept.push({
    rule: 'more',
    severity: leftFails > 0 ? 'fail' : 'warn',
    pointer: '',
    message: `${counts.join(' and ')} in this body, not listed (at most ${cap})`,
  });
  return kept;
}
