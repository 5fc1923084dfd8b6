import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EnvelopeName } from '../../validator/types.js';
import type { DaySource } from './daySource.js';
import type { FaultName } from './faults.js';
import { createHandler } from './handler.js';
import { maskUrl } from '../secrets.js';

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
  /** Most simultaneous connections; more are refused by the kernel backlog, not by a crash. @defaultValue 1024 */
  readonly maxConnections?: number;
  /** Called with one line per answered request (method, path with credential-like parameters masked, status, time). */
  readonly onRequest?: (line: string) => void;
}

/** A listening reference server. */
export interface RunningServer {
  /** Base URL of the API (`http://127.0.0.1:PORT`); the endpoint is `${url}/user-summaries`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** Stops listening and closes every connection. */
  close(): Promise<void>;
}

function originOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Starts the reference server of GET /user-summaries over node:http, with bounded headers, request times
 * and connections (Node answers malformed requests with 400 and oversized headers with 431 by itself).
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
  const handler = createHandler({
    token: options.token,
    source: options.source,
    envelope: options.envelope ?? 'paginator',
    faults: new Set(options.faults ?? []),
    limits: { maxPerPage: options.maxPerPage ?? 100, maxRangeDays: options.maxRangeDays ?? 3660 },
    slowMs: options.slowMs ?? 5000,
    redirectTo: options.redirectTo ?? 'http://elsewhere.invalid/user-summaries',
    origin: () => origin,
  });
  const log = options.onRequest;
  const server: Server = createServer(
    { maxHeaderSize: 16 * 1024, requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000 },
    log === undefined
      ? handler
      : (req, res) => {
          const started = performance.now();
          res.on('close', () => {
            const path = maskUrl(`${origin}${req.url ?? '/'}`).slice(origin.length);
            log(`${req.method ?? '-'} ${path.slice(0, 300)} ${res.statusCode} ${Math.round(performance.now() - started)}ms`);
          });
          handler(req, res);
        },
  );
  server.maxConnections = options.maxConnections ?? 1024;
  server.maxRequestsPerSocket = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => undefined); // runtime socket errors must not crash the process
  const port = (server.address() as AddressInfo).port;
  origin = originOf(host, port);
  return {
    url: origin,
    host,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
