// The checker's HTTP client and page walk against hostile loopback servers (bad-inputs.md section 5): every
// failure classified, every wait bounded, the token never sent to another origin.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { exchange, DEFAULT_LIMITS, type ExchangeLimits } from '../../src/conformance/http/httpExchange.js';
import { readJson } from '../../src/conformance/http/readJson.js';
import { walkPages } from '../../src/conformance/walkPages.js';
import { paginationCheck } from '../../src/conformance/paginationCheck.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: Server[] = [];
afterAll(() => {
  for (const s of servers) s.closeAllConnections();
  return Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
});

/** A loopback server with a scripted handler; `seen` records every request's path and auth header. */
async function hostile(
  handler: Handler,
  host = '127.0.0.1',
): Promise<{ url: string; seen: { url: string; auth: string | undefined }[] }> {
  const seen: { url: string; auth: string | undefined }[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, host, done));
  return { url: `http://${host}:${(server.address() as AddressInfo).port}`, seen };
}

const HEADERS = { authorization: 'Bearer hostile-test-token', 'content-type': 'application/json' };
// A deadline no answer of these servers comes near, however loaded the machine: only a server that never
// answers, or drips, meets the short one (a timeout is then certain, not a race).
const LIMITS: ExchangeLimits = { ...DEFAULT_LIMITS, deadlineMs: 5000, maxBytes: 64 * 1024, maxRetryWaitMs: 20 };
const SHORT_DEADLINE: ExchangeLimits = { ...LIMITS, deadlineMs: 300 };
const json = (res: ServerResponse, body: unknown, status = 200): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const classOf = async (url: string, limits: ExchangeLimits = LIMITS): Promise<string> => {
  const got = readJson(await exchange(url, HEADERS, limits));
  return got.ok ? 'ok' : got.failure.class;
};

describe('exchange and readJson classify every failure', () => {
  it('timeout: headers that never arrive, and a body dripped slower than the deadline', async () => {
    const never = await hostile(() => undefined);
    expect(await classOf(`${never.url}/`, SHORT_DEADLINE)).toBe('timeout');
    const drip = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(timer));
    });
    expect(await classOf(`${drip.url}/`, SHORT_DEADLINE)).toBe('timeout');
  });

  it('limit_exceeded: a gzip bomb is stopped at the decompressed-byte cap', async () => {
    const member = gzipSync(Buffer.alloc(1024 * 1024, 0x20));
    const bomb = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(Buffer.concat([member, member, member, member]));
    });
    expect(await classOf(`${bomb.url}/`)).toBe('limit_exceeded');
  });

  it('transport: a chunked body cut mid-JSON, a refused connection', async () => {
    const cut = await hostile((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":[{"date":"2024-', () => res.destroy());
    });
    expect(await classOf(`${cut.url}/`)).toBe('transport');
    const gone = await hostile(() => undefined);
    const port = new URL(gone.url).port;
    servers.pop()?.close();
    expect(await classOf(`http://127.0.0.1:${port}/`)).toBe('transport');
  });

  it('non_json, empty_body, auth_failed, client_error, server_error: by status, content type and body', async () => {
    const cases: [Handler, string][] = [
      [(_q, r) => (r.writeHead(200, { 'content-type': 'text/html' }), r.end('{"data":[]}')), 'non_json'],
      [
        (_q, r) => (r.writeHead(200, { 'content-type': 'application/json; charset=iso-8859-1' }), r.end('[]')),
        'non_json',
      ],
      [
        (_q, r) => (r.writeHead(200, { 'content-type': 'application/json' }), r.end(Buffer.from([0x5b, 0xff, 0x5d]))),
        'non_json',
      ],
      [(_q, r) => (r.writeHead(200, { 'content-type': 'application/json' }), r.end('{"data": [1,')), 'non_json'],
      [(_q, r) => (r.writeHead(200, { 'content-type': 'application/json' }), r.end()), 'empty_body'],
      [(_q, r) => (r.writeHead(204), r.end()), 'client_error'],
      [(_q, r) => json(r, { error: 'Unauthenticated.' }, 401), 'auth_failed'],
      [(_q, r) => json(r, { error: 'nope' }, 404), 'client_error'],
      [(_q, r) => (r.writeHead(500, { 'content-type': 'text/html' }), r.end('<h1>oops</h1>')), 'server_error'],
      [(_q, r) => json(r, { data: [] }, 200), 'ok'],
    ];
    for (const [handler, expected] of cases) expect(await classOf(`${(await hostile(handler)).url}/`)).toBe(expected);
  });

  it('retries 503 a bounded number of times, then reports server_error', async () => {
    let calls = 0;
    const flaky = await hostile((_req, res) => {
      calls += 1;
      if (calls === 1) return json(res, {}, 503);
      json(res, []);
    });
    expect(await classOf(`${flaky.url}/`)).toBe('ok');
    const down = await hostile((_req, res) => {
      res.writeHead(503, { 'retry-after': '3600' });
      res.end();
    });
    expect(await classOf(`${down.url}/`)).toBe('server_error');
    expect(down.seen).toHaveLength(1 + DEFAULT_LIMITS.retries);
  });
});

describe('redirects', () => {
  it('a redirect to another host is refused, and the other host never sees a request or the token', async () => {
    const elsewhere = await hostile((_req, res) => json(res, []), 'localhost');
    const redirecting = await hostile((_req, res) => {
      res.writeHead(302, { location: `${elsewhere.url}/user-summaries` });
      res.end();
    });
    expect(await classOf(`${redirecting.url}/user-summaries`)).toBe('redirect_refused');
    const networkPath = await hostile((_req, res) => {
      res.writeHead(301, { location: '//evil.invalid/user-summaries' });
      res.end();
    });
    expect(await classOf(`${networkPath.url}/user-summaries`)).toBe('redirect_refused');
    expect(elsewhere.seen).toEqual([]);
  });

  it('a same-origin redirect is followed; a same-origin loop is a redirect_loop', async () => {
    const moved = await hostile((req, res) => {
      if (req.url === '/old') {
        res.writeHead(307, { location: '/new' });
        return res.end();
      }
      json(res, []);
    });
    expect(await classOf(`${moved.url}/old`)).toBe('ok');
    expect(moved.seen.map((s) => s.auth)).toEqual([HEADERS.authorization, HEADERS.authorization]);
    const loop = await hostile((req, res) => {
      res.writeHead(302, { location: req.url === '/a' ? '/b' : '/a' });
      res.end();
    });
    expect(await classOf(`${loop.url}/a`)).toBe('redirect_loop');
    expect(loop.seen.length).toBeLessThanOrEqual(DEFAULT_LIMITS.maxRedirects + 1);
  });
});

describe('the page walk', () => {
  const day = (n: number): { date: string } => ({
    date: new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10),
  });
  /** A paginator page whose next link never ends; `fresh` serves new days on every page. */
  const endless =
    (fresh: boolean, nextHost?: string): Handler =>
    (req, res) => {
      const page = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('page'));
      const data = fresh ? [day(page * 2), day(page * 2 + 1)] : [day(0), day(1)];
      json(res, {
        current_page: page,
        data,
        first_page_url: 'u',
        from: 1,
        last_page: page + 1,
        last_page_url: 'u',
        next_page_url: `${nextHost ?? 'http://127.0.0.1:1'}/user-summaries?page=${page + 1}`,
        path: 'u',
        per_page: 2,
        prev_page_url: null,
        to: 2,
        total: 999,
      });
    };
  const options = (baseUrl: string) => ({
    baseUrl,
    headers: HEADERS,
    from: '2024-01-01',
    to: '2024-01-10',
    includeSlots: 1 as const,
    perPage: 2,
    envelope: 'auto' as const,
    maxPages: 1000,
    maxItems: 100_000,
    rangeDays: 10,
    limits: LIMITS,
    maxViolations: 20,
  });

  it('detects a page that repeats an earlier one (pagination_loop)', async () => {
    const server = await hostile(endless(false));
    const walk = await walkPages(options(server.url));
    expect([walk.end, walk.pages.length]).toEqual(['loop', 2]);
    const result = paginationCheck({
      walks: [walk],
      baseUrl: server.url,
      from: '2024-01-01',
      to: '2024-01-10',
      perPage: 2,
      maxFindings: 20,
    });
    expect(result.findings.map((f) => f.rule)).toContain('pagination_loop');
  });

  it('stops a never-ending walk of fresh pages after ceil(days / per_page) + 1 pages, and at the page cap', async () => {
    const server = await hostile(endless(true));
    const walk = await walkPages(options(server.url));
    expect(walk.end).toBe('loop');
    expect(walk.pages.length).toBe(6);
    const capped = await walkPages({ ...options(server.url), maxPages: 3 });
    expect([capped.end, capped.pages.length]).toEqual(['cap', 3]);
  });

  it('never follows page links: a next_page_url on another host is a warning and receives nothing', async () => {
    const elsewhere = await hostile((_req, res) => json(res, {}), 'localhost');
    const server = await hostile((req, res) => {
      const page = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('page'));
      json(res, {
        current_page: page,
        data: [day(page - 1)],
        first_page_url: `${elsewhere.url}/?page=1`,
        from: page,
        last_page: 2,
        last_page_url: `${elsewhere.url}/?page=2`,
        next_page_url: page < 2 ? `${elsewhere.url}/?page=2` : null,
        path: `${elsewhere.url}/`,
        per_page: 1,
        prev_page_url: page > 1 ? `${elsewhere.url}/?page=1` : null,
        to: page,
        total: 2,
      });
    });
    const walk = await walkPages({ ...options(server.url), perPage: 1, to: '2024-01-02', rangeDays: 2 });
    expect([walk.end, walk.pages.length]).toEqual(['end', 2]);
    const result = paginationCheck({
      walks: [walk],
      baseUrl: server.url,
      from: '2024-01-01',
      to: '2024-01-02',
      perPage: 1,
      maxFindings: 20,
    });
    expect(result.findings.map((f) => [f.rule, f.severity])).toEqual([['foreign_page_url', 'warn']]);
    expect(elsewhere.seen).toEqual([]);
  });
  it('keeps of each page metadata no larger than a digest, and still judges it: a link of 50 KB on another origin, a total that is an object', async () => {
    const far = `http://elsewhere.invalid/${'p'.repeat(50_000)}`; // within the test's 64 KB body cap
    const server = await hostile((req, res) => {
      const page = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('page'));
      json(res, {
        current_page: page,
        data: [day(page - 1)],
        first_page_url: null,
        from: page,
        last_page: 2,
        last_page_url: null,
        next_page_url: page < 2 ? 'x' : null,
        path: far,
        per_page: 1,
        prev_page_url: page > 1 ? 'x' : null,
        to: page,
        total: { n: 2 },
      });
    });
    const walk = await walkPages({ ...options(server.url), perPage: 1, to: '2024-01-02', rangeDays: 2 });
    expect([walk.end, walk.pages.length]).toEqual(['end', 2]);
    expect(JSON.stringify(walk).length).toBeLessThan(10_000);
    const result = paginationCheck({
      walks: [walk],
      baseUrl: server.url,
      from: '2024-01-01',
      to: '2024-01-02',
      perPage: 1,
      maxFindings: 20,
    });
    expect(result.findings.map((f) => [f.rule, f.page])).toEqual([
      ['metadata_changed', 2],
      ['foreign_page_url', 1],
    ]);
  });
});
