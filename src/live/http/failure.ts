/**
 * How a live request failed, in the classes of bad-inputs.md section 5 (plus `auth_failed`,
 * `client_error` and `empty_body`, which that section names in its cases).
 */
export type FailureClass =
  | 'server_error'
  | 'timeout'
  | 'transport'
  | 'non_json'
  | 'empty_body'
  | 'schema_invalid'
  | 'limit_exceeded'
  | 'redirect_refused'
  | 'redirect_loop'
  | 'pagination_loop'
  | 'auth_failed'
  | 'client_error';

/** A classified failure. The message names what went wrong, never a body, a header value or a token. */
export interface Failure {
  readonly class: FailureClass;
  readonly message: string;
  /** The HTTP status, when a response arrived. */
  readonly status?: number;
}
