import type { IncomingHttpHeaders } from 'node:http';
import { isJsonContentType, shownMediaType } from 'user-summaries-contract/internal/transport/media';
import type { ProxyFinding } from './findings.js';

/** Statuses the contract answers with besides 200: an unauthenticated (401) or invalid (422) request. */
const CONTRACT_STATUSES = new Set([200, 401, 422]);

/**
 * The findings on a response's status and content type, in the failure classes of docs/failures.md: 5xx and
 * 429 `server_error`, a redirect `redirect_refused` (the proxy follows none: the token stays with the
 * upstream), another status outside the contract `http_status`, a 200 not labelled JSON in UTF-8 `non_json`.
 */
export function statusFindings(status: number, headers: IncomingHttpHeaders): ProxyFinding[] {
  if (status >= 500 || status === 429)
    return [{ rule: 'server_error', severity: 'fail', pointer: '', message: `status ${status}` }];
  if (status >= 300 && status < 400 && status !== 304) {
    const where = headers.location === undefined ? 'without a Location' : 'to a Location the proxy does not follow';
    return [
      {
        rule: 'redirect_refused',
        severity: 'fail',
        pointer: '',
        message: `status ${status}: a redirect ${where} (the caller's token is sent to the upstream only)`,
      },
    ];
  }
  if (!CONTRACT_STATUSES.has(status))
    return [
      {
        rule: 'http_status',
        severity: 'fail',
        pointer: '',
        message: `status ${status} is not one the contract answers (200, 401, 422)`,
      },
    ];
  const type = headers['content-type'] ?? null;
  if (status === 200 && !isJsonContentType(type)) {
    return [
      {
        rule: 'non_json',
        severity: 'fail',
        pointer: '',
        message: `content type is not JSON in UTF-8 (${shownMediaType(type)})`,
      },
    ];
  }
  return [];
}
