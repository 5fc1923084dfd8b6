import type { Exchange } from './httpExchange.js';
import { isJsonContentType, shownMediaType } from 'user-summaries-contract/internal/transport/media';
import { statusClass, type StatusClass } from 'user-summaries-contract/internal/transport/status';
import { reportedClass, type CheckFailure } from './failure.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from 'user-summaries-contract/internal/guard/jsonDepth';

/** A JSON 200 response, parsed. */
export interface JsonResponse {
  readonly ok: true;
  readonly status: number;
  readonly body: unknown;
  readonly bytes: number;
  readonly ms: number;
}

/** The message of a status other than 200, by its class. */
const STATUS_MESSAGES: Readonly<Record<StatusClass, (status: number) => string>> = {
  server_error: (status) => `status ${status}`,
  auth_failed: (status) => `status ${status}: check the token (its environment variable or file)`,
  redirect_refused: (status) => `status ${status}: a redirect that was not followed`, // exchange answers those itself
  http_status: (status) => `status ${status} where 200 was expected`,
};

/**
 * Reads an exchange as the JSON 200 a data request expects, or classifies why it is not one, as every caller
 * does (src/transport/status.ts): 5xx and 429 `server_error`, 401/403 `auth_failed`, other statuses (304 and 204
 * included) `client_error` (the taxonomy's `http_status`), a non-JSON content type or body
 * `non_json`, no body `empty_body`, a body nested deeper than {@link MAX_JSON_DEPTH} `limit_exceeded`. Messages never quote the body.
 */
export function readJson(
  result: Exchange,
): JsonResponse | { readonly ok: false; readonly failure: CheckFailure; readonly ms: number } {
  if (!result.ok) return result;
  const { status, ms } = result;
  const fail = (failure: CheckFailure): { ok: false; failure: CheckFailure; ms: number } => ({
    ok: false,
    failure,
    ms,
  });
  if (status !== 200) {
    const taxonomyClass = statusClass(status);
    return fail({ class: reportedClass(taxonomyClass), message: STATUS_MESSAGES[taxonomyClass](status), status });
  }
  if (!isJsonContentType(result.contentType)) {
    return fail({
      class: 'non_json',
      message: `content type is not JSON in UTF-8 (${shownMediaType(result.contentType)})`,
      status,
    });
  }
  const text = result.text.replace(/^\uFEFF/, '');
  if (text.trim() === '') return fail({ class: 'empty_body', message: 'empty body', status });
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return fail({
      class: 'limit_exceeded',
      message: `body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels (a valid page nests 6)`,
      status,
    });
  }
  try {
    return { ok: true, status, body: JSON.parse(text) as unknown, bytes: result.bytes, ms };
  } catch {
    return fail({ class: 'non_json', message: 'body is not a JSON document', status });
  }
}
