import { DEFAULT_DEADLINE_MS } from 'user-summaries-contract/internal/transport/deadline';
import type { Failure } from 'user-summaries-contract/internal/transport/failures';
import type { ExchangeFailureClass } from './failure.js';
import { declaredLength, decodeUtf8, readBounded } from 'user-summaries-contract/internal/transport/readBody';

/** Bounds of one exchange with a server that may be hostile. */
export interface ExchangeLimits {
  /** Total deadline in milliseconds, across redirects, retries and the whole body. */
  readonly deadlineMs: number;
  /** Most body bytes read, after decompression. */
  readonly maxBytes: number;
  /** Most same-origin redirects followed. */
  readonly maxRedirects: number;
  /** Retries of a 429 or 503 (GET is idempotent), each waiting at most `maxRetryWaitMs`. */
  readonly retries: number;
  readonly maxRetryWaitMs: number;
}

/** Defaults: 10 s, 64 MiB, 5 redirects, 2 retries waiting up to 1 s. */
export const DEFAULT_LIMITS: ExchangeLimits = {
  deadlineMs: DEFAULT_DEADLINE_MS,
  maxBytes: 64 * 1024 * 1024,
  maxRedirects: 5,
  retries: 2,
  maxRetryWaitMs: 1000,
};

/** A response read whole within the limits. */
interface Received {
  readonly ok: true;
  readonly status: number;
  readonly contentType: string | null;
  /** The body decoded as UTF-8 (a body that is not UTF-8 is a `non_json` failure instead). */
  readonly text: string;
  readonly bytes: number;
  readonly ms: number;
}

/** The outcome of an exchange: a response read whole, or a classified failure. */
export type Exchange =
  | Received
  | { readonly ok: false; readonly failure: Failure<ExchangeFailureClass>; readonly ms: number };

/** A fetch error as a classified failure; the error's own text (which may quote a URL) is not used. */
function classifyError(
  error: unknown,
  deadline: AbortSignal,
  cap: AbortController,
  phase: 'connect' | 'body',
  deadlineMs: number,
): Failure<ExchangeFailureClass> {
  if (deadline.aborted) return { class: 'timeout', message: `no complete response within ${deadlineMs} ms` };
  if (cap.signal.aborted) return { class: 'limit_exceeded', message: 'body cap reached' };
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  if (phase === 'body') {
    return {
      class: 'transport',
      message: `connection closed before the body was complete (truncated${code ? `, ${code}` : ''})`,
    };
  }
  return { class: 'transport', message: `request failed${code ? ` (${code})` : ''}` };
}

function sameOrigin(a: URL, b: URL): boolean {
  return a.protocol === b.protocol && a.host === b.host;
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * One GET against a server that may be hostile: a total deadline (AbortSignal.timeout), a cap on the
 * decompressed body, redirects never followed to another origin (nor downgraded) and followed at most
 * `maxRedirects` times on the same origin, bounded retries of 429/503, a strict UTF-8 decode. The token
 * goes only to the origin of `url`. Never throws.
 *
 * @example
 * const result = await exchange('http://127.0.0.1:8080/user-summaries?date_from=2024-01-01&date_to=2024-01-02', {
 *   authorization: `Bearer ${token}`, 'content-type': 'application/json',
 * });
 */
export async function exchange(
  url: string,
  headers: Readonly<Record<string, string>>,
  limits: ExchangeLimits = DEFAULT_LIMITS,
): Promise<Exchange> {
  const started = performance.now();
  const deadline = AbortSignal.timeout(limits.deadlineMs);
  const cap = new AbortController();
  const signal = AbortSignal.any([deadline, cap.signal]);
  const elapsed = (): number => Math.round(performance.now() - started);
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return { ok: false, failure: { class: 'transport', message: 'not a valid URL' }, ms: 0 };
  }
  const origin = current;
  const visited = new Set<string>();
  let retries = limits.retries;
  let phase: 'connect' | 'body' = 'connect';
  try {
    for (;;) {
      phase = 'connect';
      const response = await fetch(current, { method: 'GET', headers: { ...headers }, redirect: 'manual', signal });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get('location');
        let target: URL;
        try {
          if (location === null) throw new Error('no location');
          target = new URL(location, current);
        } catch {
          return {
            ok: false,
            failure: {
              class: 'redirect_refused',
              message: `${response.status} without a usable Location`,
              status: response.status,
            },
            ms: elapsed(),
          };
        }
        if (!sameOrigin(target, origin)) {
          const why = target.protocol !== origin.protocol ? 'another scheme' : 'another host';
          return {
            ok: false,
            failure: {
              class: 'redirect_refused',
              message: `${response.status} redirect to ${why} not followed (the token stays with ${origin.host})`,
              status: response.status,
            },
            ms: elapsed(),
          };
        }
        visited.add(current.href);
        if (visited.has(target.href) || visited.size > limits.maxRedirects) {
          return {
            ok: false,
            failure: {
              class: 'redirect_loop',
              message: `more than ${limits.maxRedirects} redirects or a redirect cycle`,
              status: response.status,
            },
            ms: elapsed(),
          };
        }
        current = target;
        continue;
      }
      if ((response.status === 429 || response.status === 503) && retries > 0) {
        retries -= 1;
        await response.body?.cancel().catch(() => undefined);
        const after = Number(response.headers.get('retry-after'));
        await delay(Math.min(limits.maxRetryWaitMs, Number.isFinite(after) && after > 0 ? after * 1000 : 250), signal);
        continue;
      }
      phase = 'body';
      const body = await readBounded(response.body, limits.maxBytes, declaredLength(response.headers), signal);
      if (!body.ok) {
        cap.abort(new Error('body cap reached'));
        return {
          ok: false,
          failure: {
            class: 'limit_exceeded',
            message: `body larger than ${limits.maxBytes} bytes (after decompression)`,
          },
          ms: elapsed(),
        };
      }
      const text = decodeUtf8(body.bytes);
      if (text === undefined)
        return {
          ok: false,
          failure: { class: 'non_json', message: 'body is not valid UTF-8', status: response.status },
          ms: elapsed(),
        };
      return {
        ok: true,
        status: response.status,
        contentType: response.headers.get('content-type'),
        text,
        bytes: body.bytes.length,
        ms: elapsed(),
      };
    }
  } catch (error) {
    return { ok: false, failure: classifyError(error, deadline, cap, phase, limits.deadlineMs), ms: elapsed() };
  }
}
