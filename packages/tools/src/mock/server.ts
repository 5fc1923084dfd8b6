import { createServer, type Server } from 'node:http';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import type { DaySource } from './daySource.js';
import type { FaultName } from './faults.js';
import { listenGuarded } from './listen.js';
import { ServerMetrics } from '../metrics/serverMetrics.js';
import { createHandler } from './handler.js';
import { PageBuffers } from './pageBuffers.js';
import { PageSlots, type PageSlotStats } from './pageSlots.js';
import { DEFAULT_STALL_MS } from './streamPage.js';
import { shownPath } from '../secrets/shownPath.js';

/** Options of {@link startServer}. */
export interface ServeOptions {
  /** The bearer token every request must carry. */
  readonly token: string;
  /** Where the days come from. */
  readonly source: DaySource;
  /** @defaultValue '127.0.0.1' (loopback) */
  readonly host?: string;
  /** 0 picks a free port. @defaultValue 0 */
  readonly port?: number;
  /** @defaultValue 'paginator' (the live API's Laravel paginator) */
  readonly envelope?: EnvelopeName;
  /** Fault modes to serve. @defaultValue none */
  readonly faults?: readonly FaultName[];
  /** Largest per_page accepted (422 above). @defaultValue 100 */
  readonly maxPerPage?: number;
  /** Longest range accepted, in days (422 above). @defaultValue 3660 */
  readonly maxRangeDays?: number;
  /** Milliseconds the slow fault spreads a body over. @defaultValue 5000 */
  readonly slowMs?: number;
  /** Target of the redirect fault. @defaultValue 'http://elsewhere.invalid/user-summaries' */
  readonly redirectTo?: string;
  /**
   * Most open connections. Past it the connection idle the longest is closed to make room (a new one is closed
   * only when all others are serving requests). @defaultValue 1024
   */
  readonly maxConnections?: number;
  /** How long a connection may take, in milliseconds. @defaultValue {@link DEFAULT_TIMEOUTS} */
  readonly timeouts?: Partial<ServerTimeouts>;
  /**
   * Most pages written at once; further requests wait in order, and leave the queue when their connection
   * closes. @defaultValue 16
   */
  readonly maxPagesInProgress?: number;
  /** Milliseconds a page may wait for its client to read before the connection is closed. @defaultValue 30000 */
  readonly stallMs?: number;
  /** Called with one line per answered request (method, path with credential-like parameters masked, status, time). */
  readonly onRequest?: (line: string) => void;
}

/** The time limits of a connection, in milliseconds. */
interface ServerTimeouts {
  /** From the first byte of a request to the end of its headers (Node answers 408 and closes). */
  readonly headersMs: number;
  /** From the first byte of a request to its last (headers and any body). */
  readonly requestMs: number;
  /** How long a kept-alive connection may wait for its next request. */
  readonly keepAliveMs: number;
  /**
   * How often the header and request deadlines are checked. Node checks every 30 s by default, which let a
   * slow client hold a connection up to 30 s past either deadline.
   */
  readonly checkIntervalMs: number;
}

/** Headers within 10 s, the whole request within 30 s, 5 s of keep-alive, deadlines checked every second. */
const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
};

/** A listening reference server. */
export interface RunningServer {
  /** Base URL of the API (`http://127.0.0.1:PORT`); the endpoint is `${url}/user-summaries`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** How many connections are open now. */
  connections(): number;
  /** Pages being written now and requests waiting for a page slot. */
  pages(): PageSlotStats;
  /** Stops listening and closes every connection. */
  close(): Promise<void>;
}

function originOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Starts the reference server of GET /user-summaries over node:http, with bounded headers, request times
 * and connections (Node answers malformed requests with 400, oversized headers with 431 and requests past
 * their deadline with 408 by itself; the connection guard (connectionGuard.ts, through listen.ts) keeps idle connections from starving others).
 *
 * @example
 * const server = await startServer({ token: 't0k3n', source: await loadDirectorySource('recorded') });
 * const res = await fetch(`${server.url}/user-summaries?date_from=2024-01-01&date_to=2024-01-07`, {
 *   headers: { Authorization: 'Bearer t0k3n', 'Content-Type': 'application/json' },
 * });
 * await server.close();
 */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  let origin = '';
  const slots = new PageSlots(options.maxPagesInProgress ?? 16);
  const handler = createHandler({
    slots,
    buffers: new PageBuffers(),
    stallMs: options.stallMs ?? DEFAULT_STALL_MS,
    token: options.token,
    source: options.source,
    envelope: options.envelope ?? 'paginator',
    faults: new Set(options.faults ?? []),
    limits: { maxPerPage: options.maxPerPage ?? 100, maxRangeDays: options.maxRangeDays ?? 3660 },
    slowMs: options.slowMs ?? 5000,
    redirectTo: options.redirectTo ?? 'http://elsewhere.invalid/user-summaries',
    origin: () => origin,
  });
  // Counted for /_contract/metrics, which it answers itself (docs/observability.md).
  const counted = new ServerMetrics().wrap(handler);
  const log = options.onRequest;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const server: Server = createServer(
    {
      maxHeaderSize: 16 * 1024,
      requestTimeout: timeouts.requestMs,
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    log === undefined
      ? counted
      : (req, res) => {
          const started = performance.now();
          res.on('close', () => {
            // The path is the client's text: credential-like parameters and any form of the token are cut.
            const path = shownPath(req.url, [options.token]);
            log(
              `${req.method ?? '-'} ${path.slice(0, 300)} ${res.statusCode} ${Math.round(performance.now() - started)}ms`,
            );
          });
          counted(req, res);
        },
  );
  const { port, connections } = await listenGuarded(server, options.port ?? 0, host, options.maxConnections ?? 1024);
  origin = originOf(host, port);
  return {
    url: origin,
    host,
    port,
    connections,
    pages: () => slots.stats(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
