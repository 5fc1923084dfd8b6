import { DEFAULT_DEADLINE_MS } from 'user-summaries-contract/internal/transport/deadline';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenGuarded } from '../mock/listen.js';
import { proxyExchange } from './exchange.js';
import type { ExchangeConfig } from './exchangeConfig.js';
import { sendProblem } from './sendProblem.js';
import type { ExchangeVerdict } from './findings.js';
import { Ledger } from './ledger.js';
import { livePageHtml, serveLivePage } from './livePage.js';
import type { Recorder } from './recorder.js';
import { passedHeaders, sendUpstream, upstreamEndpoint, type Upstream } from './upstream.js';
import { WalkTracker } from './walks.js';
import { BodyMemo, type MemoStats } from './bodyMemo.js';
import { CheckThread } from './checkThread.js';
import { staysUnderBase } from './passTarget.js';
import { WalkTurns } from './walkTurns.js';
import { serveMetrics } from '../metrics/endpoint.js';
import { ProxyMetrics } from '../metrics/proxyMetrics.js';

/** Options of {@link startProxy}. */
export interface ProxyOptions {
  /** The API forwarded to (see `parseUpstream`). */
  readonly upstream: Upstream;
  /** @defaultValue '127.0.0.1' (loopback) */
  readonly host?: string;
  /** 0 picks a free port. @defaultValue 0 */
  readonly port?: number;
  /** `--errors`: a violating response becomes a 502 problem document. @defaultValue false */
  readonly errors?: boolean;
  /** `--strict`: the producers' profile (unknown fields fail). @defaultValue false */
  readonly strict?: boolean;
  /**
   * `--pass-unknown`: paths and methods the contract does not define are forwarded unchecked (else 404/405), under
   * the upstream's base path: a target that would leave it (not origin-form, a dot segment) is answered 400.
   * @defaultValue false
   */
  readonly passUnknown?: boolean;
  /** Most body bytes read and checked, before and after decompression. @defaultValue 16 MiB (the gate's default) */
  readonly maxBytes?: number;
  /** Milliseconds from a request to the end of its check; with `errors`, no answer waits past them. @defaultValue 10000 */
  readonly deadlineMs?: number;
  /** Findings listed per body, of every kind, violations first; the rest are counted (`capFindings`). @defaultValue 100 */
  readonly maxViolations?: number;
  /** Most open client connections (the idle ones make room first). @defaultValue 1024 */
  readonly maxConnections?: number;
  /** Where exchanges are recorded (`--record`). */
  readonly recorder?: Recorder;
  /**
   * Budget in bytes of the verdicts kept for bodies seen again (an estimate of the heap they hold); 0 checks
   * every body afresh. A kept verdict is the one a fresh check gives: identical bytes, identical profile.
   * @defaultValue 8 MiB
   */
  readonly memoBytes?: number;
  /**
   * Check new bodies on a worker thread (built package only: the thread runs `checkWorker.js`; without it, or
   * when the thread stops, bodies are checked on the proxy's thread). The CLI turns it on when the machine has
   * more than one CPU. @defaultValue false
   */
  readonly checkThread?: boolean;
  /** Called once per exchange, when it is checked (the command prints violating ones). */
  readonly onVerdict?: (verdict: ExchangeVerdict) => void;
  /**
   * Count each verdict for `/_contract/metrics` (docs/observability.md); `false` leaves the path unanswered (404).
   * @defaultValue true
   */
  readonly metrics?: boolean;
}

/** A listening proxy. */
export interface RunningProxy {
  /** `http://127.0.0.1:PORT`: point the app's base URL here. */
  readonly url: string;
  readonly port: number;
  /** The tallies and archive reports of what went through. */
  readonly ledger: Ledger;
  /** Exchanges under way: forwarded, passed on or being checked, their verdict not yet given. */
  inFlight(): number;
  /** Whether new bodies are checked on a worker thread now (`checkThread`, and the thread started and still runs). */
  checkThreaded(): boolean;
  /** The verdicts kept for bodies seen again: how many, the estimate of the heap they hold, the bodies they answered. */
  memo(): MemoStats;
  /**
   * Stops listening, lets the exchanges under way finish (each within its deadline: a response already passed on
   * is still checked, so a report written after `close` counts it), then closes every connection. Takes about one
   * deadline at most: a body still on the check thread then is not checked, and its exchange reports `timeout`.
   */
  close(): Promise<void>;
}

const PATH = '/user-summaries';

/**
 * A path the contract does not define, forwarded as it is (`--pass-unknown`): method, headers and body, unchecked,
 * its target under the upstream's base path (the caller checked it with {@link staysUnderBase}).
 */
/** Waits until the promises of `set` have settled, at most `ms` milliseconds. */
async function settledWithin(set: ReadonlySet<Promise<void>>, ms: number): Promise<void> {
  let bound: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(set), new Promise<void>((resolve) => (bound = setTimeout(resolve, ms)))]);
  clearTimeout(bound);
}

/** A path the contract does not define, forwarded as it is (`--pass-unknown`): method, headers and body, unchecked. */
async function passThrough(
  upstream: Upstream,
  req: IncomingMessage,
  res: ServerResponse,
  deadlineMs: number,
): Promise<void> {
  const call = sendUpstream(upstream, { method: req.method ?? 'GET', pathAndQuery: req.url ?? '/', from: req });
  const timer = setTimeout(call.cancel, deadlineMs);
  res.once('close', () => {
    if (!res.writableFinished) call.cancel();
  });
  const sent = await call.result;
  clearTimeout(timer);
  if (!sent.ok) {
    sendProblem(res, 502, 'The upstream could not be reached', [
      { rule: 'transport', severity: 'fail', pointer: '', message: `the upstream request failed (${sent.code})` },
    ]);
    return;
  }
  if (res.destroyed) {
    sent.response.destroy();
    return;
  }
  res.writeHead(sent.response.statusCode ?? 502, sent.response.statusMessage, passedHeaders(sent.response));
  sent.response.pipe(res);
  sent.response.once('error', () => res.destroy());
}

const NOT_FORWARDED = {
  400: {
    title: 'Bad request target',
    detail:
      'user-summaries proxy --pass-unknown forwards a path under the upstream base path only: origin-form, without dot segments',
  },
  404: {
    title: 'Not found',
    detail:
      'user-summaries proxy forwards GET /user-summaries only (start it with --pass-unknown to forward everything else unchecked)',
  },
  405: {
    title: 'Method not allowed',
    detail:
      'user-summaries proxy forwards GET /user-summaries only (start it with --pass-unknown to forward everything else unchecked)',
  },
} as const;

/** Answers a request the proxy does not forward, with a problem document saying why. */
function notForwarded(res: ServerResponse, status: keyof typeof NOT_FORWARDED): void {
  const body = JSON.stringify({ ...NOT_FORWARDED[status], status });
  res.writeHead(status, {
    'Content-Type': 'application/problem+json',
    'Content-Length': String(Buffer.byteLength(body)),
    ...(status === 405 ? { Allow: 'GET' } : {}),
  });
  res.end(body);
}

/**
 * Starts the validating proxy of GET /user-summaries: every exchange is forwarded to the upstream and checked
 * against the contract (request, status, content type, body in the profile the request asked for, pagination
 * across the pages a client walked, days in range, semantic warnings), with the reference server's defences
 * against hostile clients (bounded headers, request deadlines, a connection cap) and a deadline and size cap on
 * every upstream response. The live page is at `/_contract/`, the Prometheus metrics at
 * `/_contract/metrics`. Rejects when it cannot listen (a port in use, a host
 * it cannot bind), with nothing left running: no check thread, no upstream connection.
 *
 * @example
 * const parsed = parseUpstream('https://api.example.com');
 * if (parsed.ok) {
 *   const proxy = await startProxy({ upstream: parsed.upstream, onVerdict: (v) => console.log(v.path, v.findings) });
 *   // point the app at proxy.url; later:
 *   await proxy.close();
 * }
 */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const host = options.host ?? '127.0.0.1';
  const strict = options.strict ?? false;
  const maxViolations = options.maxViolations ?? 100;
  const ledger = new Ledger({ strict, maxViolations });
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const memo = options.memoBytes === 0 ? undefined : new BodyMemo(options.memoBytes);
  // The metrics of /_contract/metrics (docs/observability.md): counted from each verdict, after the exchange.
  const metrics = options.metrics === false ? undefined : new ProxyMetrics(() => memo?.stats.hits ?? 0);
  const onVerdict = options.onVerdict;
  const config: ExchangeConfig = {
    upstream: options.upstream,
    errors: options.errors ?? false,
    strict,
    maxBytes: options.maxBytes ?? 16 * 1024 * 1024,
    deadlineMs,
    maxViolations,
    ledger,
    walks: new WalkTracker(),
    ...(memo === undefined ? {} : { memo }),
    ...(options.checkThread === true ? { checkThread: await CheckThread.start(deadlineMs / 4) } : {}),
    turns: new WalkTurns(),
    ...(options.recorder === undefined ? {} : { recorder: options.recorder }),
    onVerdict: (verdict) => {
      metrics?.observe(verdict);
      onVerdict?.(verdict);
    },
  };
  const upstreamText = upstreamEndpoint(options.upstream);
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://proxy.invalid');
    } catch {
      notForwarded(res, 404);
      return;
    }
    if (metrics !== undefined && serveMetrics(url.pathname, req, res, metrics.registry)) return;
    if (serveLivePage(url.pathname, req, res, () => livePageHtml(ledger.stats(), upstreamText))) return;
    const known = url.pathname === PATH || url.pathname === `${PATH}/`;
    if (!known || req.method !== 'GET') {
      if (!options.passUnknown) notForwarded(res, known ? 405 : 404);
      else if (!staysUnderBase(req.url ?? '')) notForwarded(res, 400);
      else await passThrough(options.upstream, req, res, deadlineMs);
      return;
    }
    await proxyExchange(config, req, res, url);
  };
  // The exchanges under way, so that a stop finishes them: a response is passed on before its check ends, and a
  // client (or a script) that stops the proxy when its last response arrives must still find it in the report.
  const underWay = new Set<Promise<void>>();
  const server: Server = createServer(
    {
      maxHeaderSize: 16 * 1024,
      requestTimeout: 30_000,
      headersTimeout: 10_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      const exchange = handle(req, res).catch(() => {
        // A defect, not bad input: answer once and keep serving.
        if (!res.headersSent) sendProblem(res, 502, 'The proxy failed on this exchange', []);
        else res.destroy();
      });
      underWay.add(exchange);
      void exchange.finally(() => underWay.delete(exchange));
    },
  );
  let port: number;
  try {
    ({ port } = await listenGuarded(server, options.port ?? 0, host, options.maxConnections ?? 1024));
  } catch (error) {
    // Nothing started stays behind: the check thread's port would keep the process alive (a CLI that cannot
    // listen would never exit).
    await config.checkThread?.close();
    options.upstream.agent.destroy();
    throw error;
  }
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    ledger,
    inFlight: () => underWay.size,
    memo: () => config.memo?.stats ?? { entries: 0, bytes: 0, hits: 0 },
    checkThreaded: () => config.checkThread?.threaded ?? false,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Every exchange ends within its deadline (upstream, body and check); a pass-through body (`--pass-unknown`)
      // may stream for longer, so the wait as a whole is bounded by one deadline too.
      await settledWithin(underWay, deadlineMs);
      server.closeAllConnections();
      options.upstream.agent.destroy();
      // The bodies still waiting for the check thread are past their deadline: they are not checked (not here on
      // this thread either, which would hold the stop for as long as they take), their exchanges report `timeout`,
      // and the report written after the stop counts them.
      await config.checkThread?.close();
      await settledWithin(underWay, Math.min(deadlineMs, 1000));
      await closed;
    },
  };
}
