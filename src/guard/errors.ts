import type { Violation } from '../validator/types.js';

/** What a {@link ContractViolationError} was raised about. */
export type ViolationSubject = 'value' | 'request' | 'response';

/**
 * A value, a request about to be sent, or a response broke the contract. Carries the violations (pointer,
 * rule word, message; never a payload value or a token).
 *
 * @example
 * try {
 *   assertUserSummary(day);
 * } catch (error) {
 *   if (error instanceof ContractViolationError) for (const v of error.violations) console.log(v.pointer, v.rule);
 * }
 */
export class ContractViolationError extends Error {
  override readonly name = 'ContractViolationError';
  /** The violations, in document order (at most the cap; see `omitted`). */
  readonly violations: readonly Violation[];
  /** How many further violations were left out by the cap. */
  readonly omitted: number;
  /** Whether `omitted` is a lower bound: the check stopped counting once it had enough (a capped report). */
  readonly omittedIsLowerBound: boolean;
  /** What broke the contract. */
  readonly subject: ViolationSubject;
  /** The page number requested, for a response. */
  readonly page: number | undefined;

  constructor(
    subject: ViolationSubject,
    violations: readonly Violation[],
    omitted = 0,
    page?: number,
    omittedIsLowerBound = false,
  ) {
    super(ContractViolationError.describe(subject, violations, omitted, page, omittedIsLowerBound));
    this.violations = violations;
    this.omitted = omitted;
    this.omittedIsLowerBound = omittedIsLowerBound;
    this.subject = subject;
    this.page = page;
  }

  private static describe(
    subject: ViolationSubject,
    violations: readonly Violation[],
    omitted: number,
    page: number | undefined,
    lowerBound: boolean,
  ): string {
    const what =
      subject === 'response'
        ? `the response to page ${String(page)}`
        : subject === 'request'
          ? 'the request'
          : 'the value';
    const count = violations.length + omitted;
    const first = violations[0];
    const detail = first === undefined ? '' : ` (first: ${first.message})`;
    return `${what} breaks the contract: ${lowerBound ? 'at least ' : ''}${String(count)} violation${count === 1 ? '' : 's'}${detail}`;
  }
}

/**
 * How a call of the client failed before any contract check could run: the class of the fault, as the
 * reliability catalogue names them. These are the classes of the one failure taxonomy (`FailureClass` in
 * src/transport/failures.ts, docs/failures.md) that the client can raise; the checker raises the same class
 * for the same fault. Kept as its own union so the public declaration names no internal type.
 */
export type ClientFailureKind =
  | 'auth_failed'
  | 'server_error'
  | 'http_status'
  | 'redirect_refused'
  | 'non_json'
  | 'empty_body'
  | 'limit_exceeded'
  | 'timeout'
  | 'aborted'
  | 'transport'
  | 'pagination_loop';

/**
 * A call of the client failed at the HTTP level or while walking pages. The message names the class, the
 * status and the endpoint (origin and path), never the token, the query or the body.
 */
export class UserSummariesClientError extends Error {
  override readonly name = 'UserSummariesClientError';
  /** The class of the failure. */
  readonly kind: ClientFailureKind;
  /** The HTTP status, when a response arrived. */
  readonly status: number | undefined;

  constructor(kind: ClientFailureKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(`${kind}: ${message}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
  }
}
