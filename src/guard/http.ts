import { isJsonContentType } from '../transport/media.js';
import { declaredLength, decodeUtf8, readBounded } from '../transport/readBody.js';
import { statusClass, type StatusClass } from '../transport/status.js';
import { UserSummariesClientError } from './errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonDepth.js';

/** How one GET is made and bounded. */
export interface HttpSettings {
  readonly fetch: typeof globalThis.fetch;
  readonly timeoutMs: number;
  readonly maxBodyBytes: number;
}

/** `origin + path` of a URL: what an error may name (no userinfo, no query). */
export function safeEndpoint(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * Reads a body up to a byte cap (a declared length over it is refused unread) and within the call's signal, then
 * decodes it as strict UTF-8.
 */
async function readText(response: Response, cap: number, endpoint: string, signal: AbortSignal): Promise<string> {
  const body = await readBounded(response.body, cap, declaredLength(response.headers), signal);
  if (!body.ok) {
    const why =
      body.declared === undefined
        ? `exceeds the cap of ${String(cap)} bytes`
        : `declares ${String(body.declared)} bytes, over the cap of ${String(cap)}`;
    throw new UserSummariesClientError('limit_exceeded', `the response of ${endpoint} ${why}`, {
      status: response.status,
    });
  }
  const text = decodeUtf8(body.bytes);
  if (text === undefined)
    throw new UserSummariesClientError('non_json', `the response of ${endpoint} is not valid UTF-8`, {
      status: response.status,
    });
  return text;
}

/** The messages of a non-200 status, by its class. */
const STATUS_MESSAGES: Readonly<Record<StatusClass, (endpoint: string, status: string) => string>> = {
  auth_failed: (endpoint, status) => `${endpoint} answered ${status}: check the access token`,
  redirect_refused: (endpoint, status) =>
    `${endpoint} answered a redirect (${status}); redirects are not followed, so the token is never sent elsewhere`,
  server_error: (endpoint, status) => `${endpoint} answered ${status}`,
  http_status: (endpoint, status) => `${endpoint} answered ${status}, not 200`,
};

/** The failure of a non-200 status, classified as every caller classifies it. */
function statusFailure(status: number, endpoint: string): UserSummariesClientError {
  const kind = statusClass(status);
  return new UserSummariesClientError(kind, STATUS_MESSAGES[kind](endpoint, String(status)), { status });
}

/**
 * One GET of a JSON document, bounded: a total deadline (headers and body), a byte cap, no redirects
 * followed, 200 with a JSON media type required. Errors name the endpoint, never the token or the query.
 *
 * @throws UserSummariesClientError
 */
export async function getJson(
  url: URL,
  headers: Readonly<Record<string, string>>,
  settings: HttpSettings,
  signal?: AbortSignal,
): Promise<unknown> {
  const endpoint = safeEndpoint(url);
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  const combined = signal === undefined ? deadline : AbortSignal.any([signal, deadline]);
  try {
    const response = await settings.fetch(url, { method: 'GET', headers, redirect: 'manual', signal: combined });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      throw statusFailure(response.status === 0 ? 302 : response.status, endpoint);
    }
    if (!isJsonContentType(response.headers.get('content-type'))) {
      await response.body?.cancel().catch(() => undefined);
      throw new UserSummariesClientError('non_json', `${endpoint} answered 200 without a JSON UTF-8 content type`, {
        status: 200,
      });
    }
    const text = await readText(response, settings.maxBodyBytes, endpoint, combined);
    if (text.trim() === '')
      throw new UserSummariesClientError('empty_body', `${endpoint} answered 200 with an empty body`, { status: 200 });
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      throw new UserSummariesClientError(
        'limit_exceeded',
        `the body of ${endpoint} nests deeper than ${String(MAX_JSON_DEPTH)} levels (a valid page nests 6)`,
        { status: 200 },
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // The parser's message quotes the body, which may echo a secret: it is not kept as the cause.
      throw new UserSummariesClientError('non_json', `the body of ${endpoint} is not JSON`, { status: 200 });
    }
  } catch (error) {
    if (error instanceof UserSummariesClientError) throw error;
    if (signal?.aborted === true)
      throw new UserSummariesClientError('aborted', `the call to ${endpoint} was aborted`, { cause: error });
    if (deadline.aborted)
      throw new UserSummariesClientError(
        'timeout',
        `${endpoint} did not answer within ${String(settings.timeoutMs)} ms`,
        { cause: error },
      );
    throw new UserSummariesClientError('transport', `the call to ${endpoint} failed`, { cause: error });
  }
}
