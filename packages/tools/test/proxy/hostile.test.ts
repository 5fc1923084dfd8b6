// The proxy against hostile upstreams and clients, over real loopback sockets: size caps, deadlines that cover
// the body and the check, deep nesting, a body that drips, headers that never come, a redirect to another origin
// (which never sees the token, nor any request), a client that leaves half-way. Nothing throws; the proxy stays
// up and answers the next request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import { HEADERS, proxyFor, rulesOf, TOKEN } from './_proxy.js';

const servers: Server[] = [];
const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closers.splice(0)) await c.close();
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

/** A hostile upstream on a free loopback port. */
async function upstream(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const PAGE = (data: string): string =>
  `{"current_page":1,"data":${data},"from":1,"last_page":1,"per_page":10,"to":1,"total":1}`;

describe('proxy: hostile upstreams', () => {
  it('caps the body, bounds nesting, and puts a deadline on headers that never come and on a dripping body', {
    timeout: 30_000,
  }, async () => {
    const big = await upstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(PAGE(`[${'0,'.repeat(100_000)}0]`));
    });
    const deep = await upstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(PAGE(`${'['.repeat(5000)}${']'.repeat(5000)}`));
    });
    const silent = await upstream(() => undefined); // accepts, never answers
    const drip = await upstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const timer = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(timer));
    });
    const cases: [string, Record<string, unknown>, number, string[]][] = [
      [big, { maxBytes: 50_000 }, 200, ['limit_exceeded']],
      [deep, {}, 200, ['max_depth']],
      [silent, { deadlineMs: 300 }, 504, ['timeout']],
      // A second for the dripping body: its headers come at once, but on a busy machine not always within 300 ms
      // (the proxy then answers 504, as for the silent one; seen under a load of 9 on 2 cores).
      [drip, { deadlineMs: 1000 }, 200, ['timeout']],
    ];
    for (const [url, options, status, rules] of cases) {
      const fixture = await proxyFor(url, options);
      closers.push(fixture.proxy);
      const res = await fixture.get('date_from=2024-01-01&date_to=2024-01-01');
      expect(res.status).toBe(status);
      await res.arrayBuffer().catch(() => undefined); // a dripping body is cut at the deadline
      expect(rulesOf(await fixture.settled(1))).toEqual(rules);
      // The same with --errors: nothing of the body is passed on.
      const held = await proxyFor(url, { ...options, errors: true });
      closers.push(held.proxy);
      const answer = await held.get('date_from=2024-01-01&date_to=2024-01-01');
      expect(answer.status).toBe(rules[0] === 'timeout' ? 504 : 502);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('never follows a redirect: the other origin receives no request and no token', async () => {
    const seen: IncomingMessage[] = [];
    const elsewhere = await upstream((req, res) => {
      seen.push(req);
      res.end('{}');
    });
    const redirecting = await upstream((req, res) => {
      res.writeHead(302, { Location: `${elsewhere}/user-summaries${req.url?.slice(req.url.indexOf('?')) ?? ''}` });
      res.end();
    });
    const fixture = await proxyFor(redirecting);
    closers.push(fixture.proxy);
    const res = await fixture.get('date_from=2024-01-01&date_to=2024-01-01');
    expect(res.status).toBe(302); // passed on unchanged, for the app's own client to decide
    expect(rulesOf(await fixture.settled(1))).toEqual(['redirect_refused']);
    expect(seen).toEqual([]);
    const held = await proxyFor(redirecting, { errors: true });
    closers.push(held.proxy);
    expect((await held.get('date_from=2024-01-01&date_to=2024-01-01')).status).toBe(502);
    expect(seen).toEqual([]);
  });

  it('forwards the Authorization header to the upstream and prints neither it nor credential-like parameters', async () => {
    const got: (string | undefined)[] = [];
    const url = await upstream((req, res) => {
      got.push(req.headers.authorization);
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`echo ${req.headers.authorization}`);
    });
    const fixture = await proxyFor(url);
    closers.push(fixture.proxy);
    await (await fixture.get(`date_from=2024-01-01&date_to=2024-01-01&access_token=${TOKEN}`)).text();
    const [verdict] = await fixture.settled(1);
    expect(got).toEqual([`Bearer ${TOKEN}`]);
    expect(JSON.stringify(verdict)).not.toContain(TOKEN);
    expect(verdict?.path).toContain('access_token=[masked]');
  });
});

describe('proxy: paths the contract does not define', () => {
  it('answers 404/405 by default and forwards them unchecked, body included, with --pass-unknown', async () => {
    const seen: string[] = [];
    const url = await upstream((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${body}`);
        res.writeHead(201, { 'Content-Type': 'text/plain', 'X-Upstream': 'yes' });
        res.end('made');
      });
    });
    const strict = await proxyFor(url);
    closers.push(strict.proxy);
    expect((await fetch(`${strict.proxy.url}/health`)).status).toBe(404);
    expect((await fetch(`${strict.proxy.url}/user-summaries`, { method: 'DELETE' })).status).toBe(405);
    expect(seen).toEqual([]);
    const open = await proxyFor(url, { passUnknown: true });
    closers.push(open.proxy);
    const res = await fetch(`${open.proxy.url}/notes?x=1`, { method: 'POST', body: 'hello' });
    expect([res.status, res.headers.get('x-upstream'), await res.text()]).toEqual([201, 'yes', 'made']);
    expect(seen).toEqual(['POST /notes?x=1 hello']);
    expect(open.verdicts).toEqual([]); // not an exchange of the contract: no verdict
  });
});

/** Sends one raw request line (what fetch would normalise) to `port`; the status the proxy answered. */
function rawStatus(port: number, requestLine: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${requestLine}\r\nHost: x\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('proxy --pass-unknown: the request target', () => {
  it('forwards origin-form paths under the base path only: dot segments in any spelling and other forms are answered 400', async () => {
    const seen: string[] = [];
    const url = await upstream((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end('ok');
    });
    const fixture = await proxyFor(`${url}/v1`, { passUnknown: true });
    closers.push(fixture.proxy);
    const port = Number(new URL(fixture.proxy.url).port);
    const refused = [
      'GET /../admin/users',
      'GET /notes/../../admin',
      'GET /%2e%2e/admin',
      'GET /%2E%2e/admin',
      'GET /.%2e/admin',
      'GET /notes/..%2fadmin',
      'GET /%252e%252e/admin',
      'GET /..;/admin',
      'GET /notes/%5c..%5cadmin',
      'GET http://evil.example/x',
      'OPTIONS *',
    ];
    for (const line of refused) expect([line, await rawStatus(port, `${line} HTTP/1.1`)]).toEqual([line, 400]);
    expect(seen).toEqual([]); // none reached the upstream, nor the token with it
    const forwarded = ['GET /notes/a..b/c.%2e.?q=..', 'GET //double/slash', 'DELETE /notes/1'];
    for (const line of forwarded) expect(await rawStatus(port, `${line} HTTP/1.1`)).toBe(200);
    expect(seen).toEqual(['GET /v1/notes/a..b/c.%2e.?q=..', 'GET /v1//double/slash', 'DELETE /v1/notes/1']);
  });
});

describe('proxy: hostile clients', () => {
  it('stops the upstream request when the client leaves and when the deadline passes, one verdict each', {
    timeout: 20_000,
  }, async () => {
    let closed = 0;
    const drip = await upstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"data":[');
      const timer = setInterval(() => res.write(' '), 20);
      res.on('close', () => {
        clearInterval(timer);
        closed += 1;
      });
    });
    const until = async (done: () => boolean): Promise<void> => {
      while (!done()) await new Promise((r) => setTimeout(r, 10));
    };
    const fixture = await proxyFor(drip, { deadlineMs: 60_000 });
    closers.push(fixture.proxy);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(new URL(fixture.proxy.url).port), '127.0.0.1', () => {
        socket.write(
          `GET /user-summaries?date_from=2024-01-01&date_to=2024-01-01 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Type: application/json\r\n\r\n`,
        );
      });
      socket.once('data', () => {
        socket.destroy(); // the head of the page read, then gone
        resolve();
      });
    });
    await until(() => closed === 1); // the upstream's response stopped with the client, long before the deadline
    const [left] = await fixture.settled(1);
    expect(left?.findings.map((f) => f.rule)).toEqual([]);

    const timed = await proxyFor(drip, { deadlineMs: 300 });
    closers.push(timed.proxy);
    const res = await timed.get('date_from=2024-01-01&date_to=2024-01-01');
    await res.arrayBuffer().catch(() => undefined);
    await until(() => closed === 2);
    expect((await timed.settled(1)).map((v) => v.findings.map((f) => f.rule))).toEqual([['timeout']]);
    expect(fixture.verdicts).toHaveLength(1);
  });

  it('survives a client that leaves mid-body, a malformed request and an unknown path, and still answers', {
    timeout: 20_000,
  }, async () => {
    const server = await startServer({ token: TOKEN, source: seedSource({ seed: 4, slots: 'dense' }) });
    closers.push(server);
    const fixture = await proxyFor(server.url);
    closers.push(fixture.proxy);
    const { port } = new URL(fixture.proxy.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET /user-summaries?date_from=2024-01-01&date_to=2024-04-09&per_page=100&include_slots=1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Type: application/json\r\n\r\n`,
        );
      });
      socket.once('data', () => {
        socket.destroy(); // half a page read, then gone
        resolve();
      });
    });
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nno colon here\r\n\r\n'));
      socket.once('data', (answer: Buffer) => {
        expect(answer.toString()).toMatch(/^HTTP\/1\.1 400/);
        socket.destroy();
        resolve();
      });
      socket.on('error', () => undefined);
    });
    expect((await fetch(`${fixture.proxy.url}/other`)).status).toBe(404);
    expect((await fetch(`${fixture.proxy.url}/user-summaries`, { method: 'POST', headers: HEADERS })).status).toBe(405);
    const res = await fixture.get('date_from=2024-01-01&date_to=2024-01-02');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(2);
  });
});
