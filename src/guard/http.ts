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

/** `application/json`, or any `+json` media type, in UTF-8 (the only charset JSON allows). */
function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  const [type = '', ...params] = value.toLowerCase().split(';').map((part) => part.trim());
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) return false;
  const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replaceAll('"', '');
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/** Reads a body up to a byte cap, then decodes it as strict UTF-8. */
async function readCapped(response: Response, cap: number, endpoint: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > cap) {
    await response.body?.cancel().catch(() => undefined);
    throw new UserSummariesClientError('limit_exceeded', `the response of ${endpoint} declares ${String(declared)} bytes, over the cap of ${String(cap)}`, { status: response.status });
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => undefined);
      throw new UserSummariesClientError('limit_exceeded', `the response of ${endpoint} exceeds the cap of ${String(cap)} bytes`, { status: response.status });
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw new UserSummariesClientError('non_json', `the response of ${endpoint} is not valid UTF-8`, { status: response.status, cause });
  }
}

/** The failure class of a non-200 status. */
function statusFailure(status: number, endpoint: string): UserSummariesClientError {
  if (status === 401 || status === 403) {
    return new UserSummariesClientError('auth_failed', `${endpoint} answered ${String(status)}: check the access token`, { status });
  }
  if (status >= 300 && status < 400) {
    return new UserSummariesClientError('redirect_refused', `${endpoint} answered a redirect (${String(status)}); redirects are not followed, so the token is never sent elsewhere`, { status });
  }
  if (status === 429 || status >= 500) {
    return new UserSummariesClientError('server_error', `${endpoint} answered ${String(status)}`, { status });
  }
  return new UserSummariesClientError('http_status', `${endpoint} answered ${String(status)}, not 200`, { status });
}

/**
 * One GET of a JSON document, bounded: a total deadline (headers and body), a byte cap, no redirects
 * followed, 200 with a JSON media type required. Errors name the endpoint, never the token or the query.
 *
 * @throws UserSummariesClientError
 */
export async function getJson(url: URL, headers: Readonly<Record<string, string>>, settings: HttpSettings, signal?: AbortSignal): Promise<unknown> {
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
      throw new UserSummariesClientError('non_json', `${endpoint} answered 200 without a JSON UTF-8 content type`, { status: 200 });
    }
    const text = await readCapped(response, settings.maxBodyBytes, endpoint);
    if (text.trim() === '') throw new UserSummariesClientError('empty_body', `${endpoint} answered 200 with an empty body`, { status: 200 });
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      throw new UserSummariesClientError('limit_exceeded', `the body of ${endpoint} nests deeper than ${String(MAX_JSON_DEPTH)} levels (a valid page nests 6)`, { status: 200 });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // The parser's message quotes the body, which may echo a secret: it is not kept as the cause.
      throw new UserSummariesClientError('non_json', `the body of ${endpoint} is not JSON`, { status: 200 });
    }
  } catch (error) {
    if (error instanceof UserSummariesClientError) throw error;
    if (signal?.aborted === true) throw new UserSummariesClientError('aborted', `the call to ${endpoint} was aborted`, { cause: error });
    if (deadline.aborted) throw new UserSummariesClientError('timeout', `${endpoint} did not answer within ${String(settings.timeoutMs)} ms`, { cause: error });
    throw new UserSummariesClientError('transport', `the call to ${endpoint} failed`, { cause: error });
  }
}
