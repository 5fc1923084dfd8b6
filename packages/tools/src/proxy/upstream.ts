import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** Headers that belong to one connection, not to the message (RFC 9110 §7.6.1): never forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
/**
 * The caller's headers never forwarded as they came: the connection's, and Content-Length, which frames the body
 * on this connection only. A request's framing is set again for the bytes the proxy sends ({@link bodyFraming}):
 * a length promised for a body not sent makes the upstream read the next request on its keep-alive connection,
 * another caller's and its token, as that body.
 */
const NOT_FORWARDED = new Set([...HOP_BY_HOP, 'content-length']);

/** The endpoint's path, under the upstream's base path. */
const ENDPOINT = '/user-summaries';

/** The upstream API the proxy forwards to: its origin and the path the endpoint sits under. */
export interface Upstream {
  readonly url: URL;
  /**
   * The path prefix of the API (`/v1` for `https://api.example.com/v1`, and for the endpoint's own URL
   * `https://api.example.com/v1/user-summaries`), without a final slash.
   */
  readonly basePath: string;
  readonly agent: HttpAgent;
}

/**
 * Reads `--upstream`: an http or https URL without credentials, query or fragment (a token in a URL would
 * end up in logs). The API's base URL or the endpoint's own URL (what `serve` prints, ending in
 * `/user-summaries`): both forward GET /user-summaries to that endpoint. Returns the upstream or why not.
 *
 * @example
 * parseUpstream('https://api.example.com/v1'); // { ok: true, upstream: { basePath: '/v1', ... } }
 * parseUpstream('http://127.0.0.1:8080/user-summaries'); // { ok: true, upstream: { basePath: '', ... } }
 */
export function parseUpstream(
  text: string,
  maxSockets = 64,
): { ok: true; upstream: Upstream } | { ok: false; error: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: '--upstream must be an http or https URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, error: '--upstream must be an http or https URL' };
  if (url.username !== '' || url.password !== '')
    return {
      ok: false,
      error: '--upstream must not carry credentials (the caller sends its own Authorization header)',
    };
  if (url.search !== '' || url.hash !== '')
    return { ok: false, error: '--upstream takes an origin and an optional path, no query or fragment' };
  const options = { keepAlive: true, maxSockets, maxFreeSockets: Math.min(maxSockets, 16) };
  const agent = url.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
  const path = url.pathname.replace(/\/+$/, '');
  return {
    ok: true,
    upstream: { url, basePath: path.endsWith(ENDPOINT) ? path.slice(0, -ENDPOINT.length) : path, agent },
  };
}

/**
 * Where GET /user-summaries goes: the upstream's origin, base path and the endpoint (what the banner and the live
 * page name).
 *
 * @example
 * upstreamEndpoint(parsed.upstream); // 'https://api.example.com/v1/user-summaries'
 */
export function upstreamEndpoint(upstream: Upstream): string {
  return `${upstream.url.origin}${upstream.basePath}${ENDPOINT}`;
}

/** The caller's headers as forwarded: every end-to-end header (the Authorization header included), in order. */
function forwardedHeaders(rawHeaders: readonly string[]): OutgoingHttpHeaders {
  const out: Record<string, string[]> = {};
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] as string).toLowerCase();
    if (NOT_FORWARDED.has(name)) continue;
    (out[name] ??= []).push(rawHeaders[i + 1] as string);
  }
  return Object.fromEntries(
    Object.entries(out).map(([name, values]) => [name, values.length === 1 ? (values[0] as string) : values]),
  );
}

/**
 * The framing of the caller's body as the proxy sends it (RFC 9112 §6): a body comes with a Transfer-Encoding
 * (Node has decoded it: it goes on chunked again) or a Content-Length other than 0 (the same length: Node's
 * parser refuses a request with both, and one whose body ends short is cancelled with its client); no framing
 * is no body.
 */
function bodyFraming(from: IncomingMessage): OutgoingHttpHeaders | undefined {
  if (from.headers['transfer-encoding'] !== undefined) return { 'transfer-encoding': 'chunked' };
  const length = from.headers['content-length'];
  if (length === undefined || Number(length) === 0) return undefined;
  return /^\d+$/.test(length) ? { 'content-length': length } : { 'transfer-encoding': 'chunked' };
}

/**
 * The upstream's response headers as passed on: raw name/value pairs in their order, connection headers
 * removed (Node frames the body again: same bytes, its own Content-Length or chunking).
 */
export function passedHeaders(response: IncomingMessage): string[] {
  const out: string[] = [];
  const raw = response.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (!HOP_BY_HOP.has((raw[i] as string).toLowerCase())) out.push(raw[i] as string, raw[i + 1] as string);
  }
  return out;
}

/** One request sent to the upstream: its outcome, and how to stop it. */
export interface UpstreamCall {
  /** The response (its body not read) or an error code (`ABORTED` after {@link UpstreamCall.cancel}); never rejects. */
  readonly result: Promise<{ ok: true; response: IncomingMessage } | { ok: false; code: string }>;
  /**
   * Stops the request and, once it has come, its response (a deadline, a client that left, a body over the cap).
   * A plain function rather than an AbortSignal: a signal on the request adds listeners and end-of-stream
   * tracking to every exchange (measured in the proxy's profile, docs/benchmarks.md).
   */
  cancel(): void;
}

/**
 * Sends one request to the upstream: the caller's method, path and query under the upstream's base path,
 * the caller's end-to-end headers (its Authorization header goes to this origin and nowhere else: the proxy
 * follows no redirect), and the caller's body, whole, when it has one (a GET's included), framed for the bytes
 * sent ({@link bodyFraming}).
 */
export function sendUpstream(
  upstream: Upstream,
  options: { readonly method: string; readonly pathAndQuery: string; readonly from: IncomingMessage },
): UpstreamCall {
  let request: ReturnType<typeof httpRequest> | undefined;
  let cancelled = false;
  const from = options.from;
  const framing = bodyFraming(from);
  const result = new Promise<{ ok: true; response: IncomingMessage } | { ok: false; code: string }>((resolve) => {
    const send = upstream.url.protocol === 'https:' ? httpsRequest : httpRequest;
    try {
      request = send({
        protocol: upstream.url.protocol,
        hostname: upstream.url.hostname.replace(/^\[|\]$/g, ''),
        port: upstream.url.port === '' ? undefined : Number(upstream.url.port),
        method: options.method,
        path: `${upstream.basePath}${options.pathAndQuery}`,
        headers:
          framing === undefined
            ? forwardedHeaders(from.rawHeaders)
            : { ...forwardedHeaders(from.rawHeaders), ...framing },
        agent: upstream.agent,
      });
    } catch (error) {
      from.resume();
      resolve({ ok: false, code: (error as NodeJS.ErrnoException).code ?? 'ERR_REQUEST' });
      return;
    }
    // Nagle's algorithm would hold a small request until the upstream's delayed ACK (40 ms a request on loopback).
    request.once('socket', (socket) => socket.setNoDelay(true));
    request.once('response', (response) => resolve({ ok: true, response }));
    request.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ ok: false, code: cancelled ? 'ABORTED' : (error.code ?? 'ERR_REQUEST') }),
    );
    if (framing === undefined) {
      from.resume(); // nothing to forward: whatever comes is drained
      request.end();
      return;
    }
    const sending = request;
    from.pipe(sending);
    // A request stopped before its body was sent leaves the caller's body unread: drain it, so the caller's
    // connection is not held until the server's request timeout.
    sending.once('close', () => {
      from.unpipe(sending);
      from.resume();
    });
  });
  return {
    result,
    cancel: () => {
      if (cancelled) return;
      cancelled = true;
      request?.destroy(new Error('cancelled by the proxy'));
    },
  };
}
