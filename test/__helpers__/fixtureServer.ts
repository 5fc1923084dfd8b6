// A loopback fixture server of GET /user-summaries (node:http on 127.0.0.1, port 0): it pages a list of
// days in the Laravel paginator envelope (or the collection or bare one), checks the bearer token, records
// every request, and lets a test rewrite a page or take over the response.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleSummary } from '../../packages/testing/src/arbitraries/index.js';
import type { UserSummary } from '../../src/index.js';

export const TOKEN = 'tok-CANARY-3f9a1c';

/** One request as the server saw it. */
interface SeenRequest {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: IncomingMessage['headers'];
}

export interface FixtureOptions {
  readonly days: readonly UserSummary[];
  readonly envelope?: 'paginator' | 'collection' | 'bare';
  /** Rewrites the body of a page before it is sent (a copy; mutate freely). */
  readonly rewrite?: (body: Record<string, unknown> | unknown[], page: number) => unknown;
  /** Takes over a request: return true when it answered. */
  readonly takeOver?: (req: IncomingMessage, res: ServerResponse, seen: SeenRequest) => boolean;
}

export interface Fixture {
  readonly baseUrl: string;
  readonly requests: SeenRequest[];
  close(): Promise<void>;
}

/** Consecutive valid days from `from`, deterministic. */
export function makeDays(from: string, count: number, includeSlots = false): UserSummary[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    return sampleSummary({
      seed: 11,
      date,
      includeSlots,
      groups: ['activity', 'heart_rate'],
      slots: { activity: { min: 0, max: 2 }, heart_rate: { min: 0, max: 2 } },
    });
  });
}

function pageBody(
  options: FixtureOptions,
  base: string,
  query: Record<string, string>,
): Record<string, unknown> | unknown[] {
  const inRange = options.days.filter(
    (d) => d.date >= (query['date_from'] ?? '') && d.date <= (query['date_to'] ?? ''),
  );
  const perPage = Number(query['per_page'] ?? 10);
  const page = Math.max(1, Number(query['page'] ?? 1));
  const lastPage = Math.max(1, Math.ceil(inRange.length / perPage));
  const data = structuredClone(inRange.slice((page - 1) * perPage, page * perPage));
  const url = (n: number): string => `${base}/user-summaries?page=${String(n)}`;
  const from = data.length === 0 ? null : (page - 1) * perPage + 1;
  const to = data.length === 0 ? null : (page - 1) * perPage + data.length;
  if (options.envelope === 'bare') return data;
  if (options.envelope === 'collection') {
    return {
      data,
      links: {
        first: url(1),
        last: url(lastPage),
        prev: page > 1 ? url(page - 1) : null,
        next: page < lastPage ? url(page + 1) : null,
      },
      meta: {
        current_page: page,
        from,
        last_page: lastPage,
        path: `${base}/user-summaries`,
        per_page: perPage,
        to,
        total: inRange.length,
      },
    };
  }
  return {
    current_page: page,
    data,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    next_page_url: page < lastPage ? url(page + 1) : null,
    path: `${base}/user-summaries`,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to,
    total: inRange.length,
  };
}

/** Starts the fixture server; close it in afterEach. */
export async function startFixture(options: FixtureOptions): Promise<Fixture> {
  const requests: SeenRequest[] = [];
  let base = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const seen: SeenRequest = { path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers };
    requests.push(seen);
    if (options.takeOver?.(req, res, seen) === true) return;
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"Unauthenticated."}');
      return;
    }
    const body = pageBody(options, base, seen.query);
    const page = Math.max(1, Number(seen.query['page'] ?? 1));
    const out = options.rewrite === undefined ? body : options.rewrite(body, page);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(out));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    baseUrl: base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
