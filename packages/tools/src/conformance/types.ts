import type { CheckFailureClass } from './http/failure.js';

/** The verdict of one check: `skip` when what it needs could not be fetched. */
export type CheckStatus = 'pass' | 'fail' | 'warn' | 'skip';

/** One thing a check found: a rule name, how bad it is, and where. Carries no payload value. */
export interface Finding {
  /** The rule broken, e.g. `duplicate_day`, `group_date`, or a schema rule word such as `required_with`. */
  readonly rule: string;
  readonly severity: 'fail' | 'warn';
  readonly message: string;
  /** The page (1-based) the finding is on, when it is on one. */
  readonly page?: number;
  /** The include_slots value of the request, when it matters. */
  readonly includeSlots?: 0 | 1;
  /** RFC 6901 pointer into the page body. */
  readonly pointer?: string;
  /** The failure class, for findings that are failed requests. */
  readonly class?: CheckFailureClass;
}

/** The result of one named check. */
export interface CheckResult {
  readonly name: string;
  /** What the check verifies, in one line. */
  readonly title: string;
  readonly status: CheckStatus;
  /** One line: what was seen. */
  readonly summary: string;
  /** At most `maxFindings` findings; `omitted` counts the rest. */
  readonly findings: readonly Finding[];
  readonly omitted: number;
}

/** The report of a run of the checker. */
export interface CheckReport {
  /** The base URL checked, userinfo and credential-like query parameters masked. */
  readonly target: string;
  readonly range: { readonly from: string; readonly to: string };
  /** per_page sent (undefined: not sent, the contract's default 10 expected). */
  readonly perPage: number | undefined;
  readonly checks: readonly CheckResult[];
  readonly counts: Readonly<Record<CheckStatus, number>>;
  /** No check failed (warnings allowed unless the run treats them as failures). */
  readonly ok: boolean;
  readonly requests: number;
  readonly ms: number;
}

/** The status of a check from its findings: any fail fails, else any warning warns, else pass. */
export function statusOf(findings: readonly Finding[]): CheckStatus {
  if (findings.some((f) => f.severity === 'fail')) return 'fail';
  return findings.length > 0 ? 'warn' : 'pass';
}
