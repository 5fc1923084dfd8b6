/**
 * The one failure taxonomy of every read of a body from another party: the guard's client (`getJson`), the
 * conformance checker (`exchange`, `readJson`) and, for its byte cap, the gate's inputs. Each class is named
 * after bad-inputs.md section 5; docs/failures.md has the table (meaning, who raises it, what it does to an
 * exit code or a report). The guard's public `ClientFailureKind` and the checker's report classes are subsets
 * of it (packages/tools/test/conformance/taxonomy.test.ts proves it at the type level).
 */
export type FailureClass =
  /** 401 or 403: the credentials were refused. */
  | 'auth_failed'
  /** A 5xx, or a 429 (after the retries, where a caller retries): the server could not answer now. */
  | 'server_error'
  /** A status other than 200 that no other class covers (204 and 404 among them). */
  | 'http_status'
  /** A 3xx that was not followed: to another origin or scheme, without a usable Location, or by a caller that never follows. */
  | 'redirect_refused'
  /** More same-origin redirects than allowed, or a redirect cycle. */
  | 'redirect_loop'
  /** A 200 that is not JSON: its media type or charset, bytes that are not UTF-8, or a text that does not parse. */
  | 'non_json'
  /** A 200 with no body, or only white space. */
  | 'empty_body'
  /** A byte cap (declared or streamed, counted after decompression) or the nesting cap was passed. */
  | 'limit_exceeded'
  /** The total deadline passed: slow headers, a slow-drip body, or a check that ended past it. */
  | 'timeout'
  /** The caller's own signal aborted the call. */
  | 'aborted'
  /** The connection failed: refused, reset, a body cut short, a URL that cannot be requested. */
  | 'transport'
  /** A walk of pages that does not end: a page repeated, the same days again, past a page or item cap. */
  | 'pagination_loop'
  /** A 200 JSON body read whole that breaks the contract's schemas. */
  | 'schema_invalid';

/** Every class of {@link FailureClass}, with what it means: the source of the table in docs/failures.md. */
export const FAILURE_CLASSES: Readonly<Record<FailureClass, string>> = {
  auth_failed: '401 or 403: the credentials were refused',
  server_error: 'a 5xx, or a 429 (after the retries, where a caller retries)',
  http_status: 'a status other than 200 that no other class covers: 204, 304 and 404 among them',
  redirect_refused:
    'a 3xx (but 304) that was not followed: to another origin or scheme, without a usable Location, or by a caller that never follows',
  redirect_loop: 'more same-origin redirects than allowed, or a redirect cycle',
  non_json: 'a 200 that is not JSON: its media type or charset, bytes that are not UTF-8, a text that does not parse',
  empty_body: 'a 200 with no body, or only white space',
  limit_exceeded:
    'a byte cap (a declared length, or the bytes read after decompression) or the nesting cap (64 levels) was passed',
  timeout: 'the total deadline passed: slow headers, a slow-drip body, or a check that ended past it',
  aborted: "the caller's own signal aborted the call",
  transport: 'the connection failed: refused, reset, a body cut short, a URL that cannot be requested',
  pagination_loop: 'a walk of pages that does not end: a page repeated, the same days again, past a page or item cap',
  schema_invalid: 'a JSON body, read whole, that breaks the contract',
};

/** A classified failure. The message names what went wrong, never a body, a header value or a token. */
export interface Failure<Class extends string = FailureClass> {
  readonly class: Class;
  readonly message: string;
  /** The HTTP status, when a response arrived. */
  readonly status?: number;
}
