// A request with a body the contract's GET does not have: the proxy forwards it whole, with framing that matches
// the bytes it sends, so the upstream's keep-alive connection, shared by every caller, stays in step. Before, a
// GET's Content-Length went upstream without its body (the body was drained), and the next caller's request on
// that connection, token included, became the body the upstream waited for; a chunked body passed through with
// --pass-unknown went out with no framing at all, and the upstream read it as a request of its own.
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { proxyFor } from './_proxy.js';
import { headerOf, rawUpstream, type RawUpstream } from './_rawUpstream.js';

const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closers.splice(0)) await c.close();
});

const FIRST_TOKEN = 'first-caller-token-aaaaaaaaaaaa';
const SECOND_TOKEN = 'second-caller-token-bbbbbbbbbbb';
const QUERY = 'date_from=2024-01-01&date_to=2024-01-01';
/** A JSON body of exactly 120 bytes, as the report of the desync had. */
const BODY = `{"note":"${'x'.repeat(120 - 11)}"}`;

/** Sends a GET with BODY through the proxy (`chunked`: in two chunks, else with its Content-Length); its status. */
function getWithBody(base: string, path: string, framing: 'length' | 'chunked'): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = {
      Authorization: `Bearer ${FIRST_TOKEN}`,
      'Content-Type': 'application/json',
      ...(framing === 'length' ? { 'Content-Length': String(BODY.length) } : { 'Transfer-Encoding': 'chunked' }),
    };
    const req = request(`${base}${path}`, { method: 'GET', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    if (framing === 'chunked') req.write(BODY.slice(0, 50));
    req.end(framing === 'chunked' ? BODY.slice(50) : BODY);
  });
}

/** The requests the upstream framed that carry a token, by token. */
function byToken(upstream: RawUpstream, token: string): string[] {
  return upstream.requests.filter((r) => (r.head + r.body).includes(token)).map((r) => r.head.split('\r\n')[0] ?? '');
}

describe('proxy: a GET with a body', () => {
  const cases = [
    { path: `/user-summaries?${QUERY}`, framing: 'length', passUnknown: false },
    { path: `/user-summaries?${QUERY}`, framing: 'chunked', passUnknown: false },
    { path: '/other?x=1', framing: 'length', passUnknown: true },
    { path: '/other?x=1', framing: 'chunked', passUnknown: true },
  ] as const;
  for (const { path, framing, passUnknown } of cases) {
    it(`${path.split('?')[0]} with ${framing === 'length' ? 'Content-Length' : 'Transfer-Encoding: chunked'}: forwarded whole, the next caller's request arrives as its own`, {
      timeout: 20_000,
    }, async () => {
      const upstream = await rawUpstream(
        '{"current_page":1,"data":[],"from":null,"last_page":1,"per_page":10,"to":null,"total":0}',
      );
      closers.push(upstream);
      const fixture = await proxyFor(upstream.url, { passUnknown, deadlineMs: 3000 });
      closers.push(fixture.proxy);
      expect(await getWithBody(fixture.proxy.url, path, framing)).toBe(200);
      // A second caller, its own token, on the connection the proxy keeps open to the upstream.
      const second = await fetch(`${fixture.proxy.url}/user-summaries?${QUERY}`, {
        headers: { Authorization: `Bearer ${SECOND_TOKEN}`, 'Content-Type': 'application/json' },
      });
      await second.arrayBuffer();
      expect(second.status).toBe(200);
      expect(upstream.connections).toHaveLength(1); // one shared connection: what the desync needs

      const [first, next, ...more] = upstream.requests;
      expect(more).toEqual([]);
      // The first caller's request carries its body whole, framed by exactly one framing header.
      expect(first?.head.split('\r\n')[0]).toBe(`GET ${path} HTTP/1.1`);
      expect(first?.body).toBe(BODY);
      expect(
        [headerOf(first?.head ?? '', 'content-length'), headerOf(first?.head ?? '', 'transfer-encoding')].filter(
          (h) => h !== undefined,
        ),
      ).toHaveLength(1);
      // The second caller's request is a request of its own, and its token is in it alone.
      expect(next?.head.split('\r\n')[0]).toBe(`GET /user-summaries?${QUERY} HTTP/1.1`);
      expect(headerOf(next?.head ?? '', 'authorization')).toBe(`Bearer ${SECOND_TOKEN}`);
      expect([
        headerOf(next?.head ?? '', 'content-length'),
        headerOf(next?.head ?? '', 'transfer-encoding'),
        next?.body,
      ]).toEqual([undefined, undefined, '']);
      expect(byToken(upstream, SECOND_TOKEN)).toEqual([`GET /user-summaries?${QUERY} HTTP/1.1`]);
      expect(byToken(upstream, FIRST_TOKEN)).toEqual([`GET ${path} HTTP/1.1`]);
    });
  }
});
