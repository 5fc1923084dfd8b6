import type { Exchange } from './exchange.js';
import type { Failure } from './failure.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../guard/jsonDepth.js';

/** A JSON 200 response, parsed. */
export interface JsonResponse {
  readonly ok: true;
  readonly status: number;
  readonly body: unknown;
  readonly bytes: number;
  readonly ms: number;
}

const JSON_MEDIA = /^application\/(?:[\w.+-]+\+)?json$/i;

/** Whether a Content-Type names JSON (`application/json` or `+json`) in UTF-8 (or without a charset). */
function isJsonContentType(contentType: string | null): boolean {
  if (contentType === null) return false;
  const [media = '', ...params] = contentType.split(';').map((p) => p.trim());
  if (!JSON_MEDIA.test(media)) return false;
  const charset = params.find((p) => /^charset=/i.test(p))?.slice(8).replace(/"/g, '').toLowerCase();
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/**
 * The media type of a Content-Type as a report may print it: whole or not at all (a cut could split an echoed,
 * encoded token past the redaction's reach), without parameters, visible ASCII of at most 60 characters.
 */
function shownMediaType(contentType: string | null): string {
  if (contentType === null) return 'none';
  const media = contentType.split(';')[0]?.trim() ?? '';
  return media.length <= 60 && /^[!-~]+$/.test(media) ? media : 'a media type not shown';
}

/**
 * Reads an exchange as the JSON 200 a data request expects, or classifies why it is not one: 5xx
 * `server_error`, 401/403 `auth_failed`, other statuses `client_error`, a non-JSON content type or body
 * `non_json`, no body `empty_body`, a body nested deeper than {@link MAX_JSON_DEPTH} `limit_exceeded`. Messages never quote the body.
 */
export function readJson(result: Exchange): JsonResponse | { readonly ok: false; readonly failure: Failure; readonly ms: number } {
  if (!result.ok) return result;
  const { status, ms } = result;
  const fail = (failure: Failure): { ok: false; failure: Failure; ms: number } => ({ ok: false, failure, ms });
  if (status >= 500) return fail({ class: 'server_error', message: `status ${status}`, status });
  if (status === 401 || status === 403) return fail({ class: 'auth_failed', message: `status ${status}: check the token (its environment variable or file)`, status });
  if (status !== 200) return fail({ class: 'client_error', message: `status ${status} where 200 was expected`, status });
  if (!isJsonContentType(result.contentType)) {
    return fail({ class: 'non_json', message: `content type is not JSON in UTF-8 (${shownMediaType(result.contentType)})`, status });
  }
  const text = result.text.replace(/^\uFEFF/, '');
  if (text.trim() === '') return fail({ class: 'empty_body', message: 'empty body', status });
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    return fail({ class: 'limit_exceeded', message: `body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels (a valid page nests 6)`, status });
  }
  try {
    return { ok: true, status, body: JSON.parse(text) as unknown, bytes: result.bytes, ms };
  } catch {
    return fail({ class: 'non_json', message: 'body is not a JSON document', status });
  }
}
