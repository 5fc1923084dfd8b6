import type { FailureClass } from './failures.js';

/** The classes a status alone decides. */
export type StatusClass = Extract<FailureClass, 'auth_failed' | 'redirect_refused' | 'server_error' | 'http_status'>;

/**
 * The class of a response status other than 200, the same for every caller: 401/403 `auth_failed`, 3xx
 * `redirect_refused` (a caller that follows redirects classifies what it did not follow), 429 and 5xx
 * `server_error`, any other `http_status`: 304 among them, which redirects nowhere (no request here is
 * conditional, so a 304 is a status where 200 was expected).
 *
 * @example
 * statusClass(503); // 'server_error'
 */
export function statusClass(status: number): StatusClass {
  if (status === 401 || status === 403) return 'auth_failed';
  if (status >= 300 && status < 400 && status !== 304) return 'redirect_refused';
  if (status === 429 || status >= 500) return 'server_error';
  return 'http_status';
}
