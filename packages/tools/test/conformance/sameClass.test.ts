// One hostile server answer, two callers: the guard's client (`getJson`) and the checker (`exchange` then
// `readJson`) put it in the same class of the one taxonomy (src/transport/failures.ts). Real HTTP over
// loopback, no mocks. The checker's reports print `http_status` as `client_error` (docs/failures.md).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { UserSummariesClientError } from 'user-summaries-contract/internal/guard/errors';
import { getJson } from 'user-summaries-contract/internal/guard/http';
import { exchange, DEFAULT_LIMITS } from '../../src/conformance/http/httpExchange.js';
import { reportedClass } from '../../src/conformance/http/failure.js';
import { readJson } from '../../src/conformance/http/readJson.js';
import type { FailureClass } from 'user-summaries-contract/internal/transport/failures';
import { atDepth } from '../../../../test/__helpers__/depth.js';

const MIB = 1024 * 1024;
// The callers' cap and a body just past it: 64 and 65 MiB at full depth, a tenth of each under npm test (the class
// is the point, not the size; test/__helpers__/depth.ts).
const CAP = atDepth(64 * MIB);
const OVER = atDepth(65 * MIB);
const OVER_TEXT = `${(OVER / MIB).toFixed(1).replace(/\.0$/, '')} MiB`;
// Long enough for 65 MiB to be read or inflated on a loaded machine (a 5 s deadline passed there: the guard said
// `timeout` where the cap is the point). The deadline's own class is the last test's, with 200 ms.
const DEADLINE_MS = 20_000;
const TOKEN = 'same-class-test-token';
const HEADERS = { authorization: `Bearer ${TOKEN}` };

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: Server[] = [];
afterAll(() => {
  for (const s of servers) s.closeAllConnections();
  return Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
});

async function serve(handler: Handler): Promise<string> {
  const server = createServer((req, res) => {
    res.on('error', () => undefined);
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/user-summaries`;
}

/** Writes `total` bytes of spaces in 1 MiB pieces, waiting for the client to drain each; `sent` counts them. */
function stream(res: ServerResponse, total: number, sent: { bytes: number }): void {
  const piece = Buffer.alloc(MIB, 0x20);
  const next = (): void => {
    while (sent.bytes < total && !res.destroyed) {
      sent.bytes += piece.length;
      if (!res.write(piece)) return void res.once('drain', next);
    }
    if (!res.destroyed) res.end();
  };
  next();
}

async function guardClass(url: string): Promise<string> {
  try {
    await getJson(new URL(url), HEADERS, { fetch: globalThis.fetch, timeoutMs: DEADLINE_MS, maxBodyBytes: CAP });
    return 'ok';
  } catch (error) {
    if (error instanceof UserSummariesClientError) return error.kind;
    throw error;
  }
}

async function checkerClass(url: string): Promise<string> {
  const got = readJson(
    await exchange(url, HEADERS, {
      ...DEFAULT_LIMITS,
      deadlineMs: DEADLINE_MS,
      maxBytes: CAP,
      retries: 1,
      maxRetryWaitMs: 10,
    }),
  );
  return got.ok ? 'ok' : got.failure.class;
}

const json = (type = 'application/json'): Record<string, string> => ({ 'content-type': type });
const deep = `${'['.repeat(100)}${']'.repeat(100)}`;
const bomb = gzipSync(Buffer.alloc(OVER, 0x20), { level: 9 });

const CASES: readonly (readonly [string, Handler, FailureClass])[] = [
  [
    `a 200 of ${OVER_TEXT}, chunked`,
    (_q, r) => (r.writeHead(200, json()), stream(r, OVER, { bytes: 0 })),
    'limit_exceeded',
  ],
  [
    `a gzip bomb: ${OVER_TEXT} inflated from a small body`,
    (_q, r) => (r.writeHead(200, { ...json(), 'content-encoding': 'gzip' }), r.end(bomb)),
    'limit_exceeded',
  ],
  ['a 200 nested 100 levels deep', (_q, r) => (r.writeHead(200, json()), r.end(deep)), 'limit_exceeded'],
  ['text/html on a 200', (_q, r) => (r.writeHead(200, json('text/html')), r.end('[]')), 'non_json'],
  [
    'JSON in ISO-8859-1',
    (_q, r) => (r.writeHead(200, json('application/json; charset=iso-8859-1')), r.end('[]')),
    'non_json',
  ],
  [
    'bytes that are not UTF-8',
    (_q, r) => (r.writeHead(200, json()), r.end(Buffer.from([0x5b, 0xff, 0x5d]))),
    'non_json',
  ],
  ['a body that does not parse', (_q, r) => (r.writeHead(200, json()), r.end(`{"debug":"${TOKEN}"`)), 'non_json'],
  ['an empty 200', (_q, r) => (r.writeHead(200, json()), r.end()), 'empty_body'],
  ['401', (_q, r) => (r.writeHead(401, json()), r.end('{"error":"Unauthenticated."}')), 'auth_failed'],
  ['403', (_q, r) => (r.writeHead(403), r.end()), 'auth_failed'],
  ['500 with HTML', (_q, r) => (r.writeHead(500, json('text/html')), r.end('<h1>oops</h1>')), 'server_error'],
  [
    '429 (after the retries, for the checker)',
    (_q, r) => (r.writeHead(429, { 'retry-after': '1' }), r.end()),
    'server_error',
  ],
  ['404', (_q, r) => (r.writeHead(404), r.end()), 'http_status'],
  ['204', (_q, r) => (r.writeHead(204), r.end()), 'http_status'],
  ['304', (_q, r) => (r.writeHead(304), r.end()), 'http_status'],
  [
    'a redirect to another host',
    (_q, r) => (r.writeHead(302, { location: 'http://localhost:1/user-summaries' }), r.end()),
    'redirect_refused',
  ],
  [
    'a body cut short',
    (_q, r) => (r.writeHead(200, { ...json(), 'content-length': '1000' }), r.write('[{"date":', () => r.destroy())),
    'transport',
  ],
];

describe("the same hostile answer is the same class for the guard's client and the checker", () => {
  for (const [name, handler, expected] of CASES) {
    it(`${name}: ${expected}`, async () => {
      const url = await serve(handler);
      const byGuard = await guardClass(url);
      const byChecker = await checkerClass(url);
      expect(byGuard).toBe(expected);
      expect(byChecker).toBe(reportedClass(expected as Exclude<FailureClass, 'aborted'>));
    });
  }

  it('a 200 declaring 65 MiB is refused by both before its body is read: the server never gets to send it all', async () => {
    const sent = { bytes: 0 };
    const url = await serve(
      (_q, r) => (r.writeHead(200, { ...json(), 'content-length': String(65 * MIB) }), stream(r, 65 * MIB, sent)),
    );
    expect(await guardClass(url)).toBe('limit_exceeded');
    expect(await checkerClass(url)).toBe('limit_exceeded');
    expect(sent.bytes).toBeLessThan(65 * MIB);
  });

  it('a server that never answers is a timeout for both', async () => {
    const url = await serve(() => undefined);
    const guard = getJson(new URL(url), HEADERS, { fetch: globalThis.fetch, timeoutMs: 200, maxBodyBytes: CAP }).then(
      () => 'ok',
      (error: UserSummariesClientError) => error.kind,
    );
    const checker = exchange(url, HEADERS, { ...DEFAULT_LIMITS, deadlineMs: 200 }).then((got) =>
      got.ok ? 'ok' : got.failure.class,
    );
    expect(await guard).toBe('timeout');
    expect(await checker).toBe('timeout');
  });
});
