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
  readonly findings: readonly ProxyFinding[];
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
export function problemDocument(status: number, title: string, findings: readonly ProxyFinding[]): Record<string, unknown> {
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
