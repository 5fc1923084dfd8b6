// Bodies slow to check, on the check thread of the built package (`dist/`), over real loopback HTTP: with --errors
// the exchange of such a body is answered at its deadline and the valid pages of other callers are answered in
// time meanwhile; a stop takes about one deadline, a body still on the thread left unchecked.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import { HEADERS, proxyFor, TOKEN, type StartProxy } from './_proxy.js';

const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closers.splice(0)) await c.close();
});

// The built package's startProxy (the test run builds it first), typed as its source: the thread runs checkWorker.js.
const { startProxy: startBuilt } = (await import(
  new URL('../../dist/proxy/proxyServer.js', import.meta.url).href
)) as typeof import('../../src/proxy/proxyServer.js');
const start: StartProxy = startBuilt;

/**
 * A deadline of a second: the machine that runs the tests may be busy, and the check thread spends the whole
 * deadline on the slow body (CPU the test pays for), so no longer than the point needs. The other callers wait a
 * quarter of it (the thread's patience) before their pages are checked on the proxy's thread.
 */
const DEADLINE_MS = 1000;
/**
 * Two million empty summaries (6 MB), each a violation, the slowest to check per byte: about 3 s to check on an
 * idle machine, three times the deadline. Made and gzipped once for both tests (a few kilobytes on the wire).
 */
const SLOW_BODY = `{"current_page":1,"data":[${Array(2_000_000).fill('{}').join(',')}],"per_page":10}`;
const SLOW_ZIPPED = gzipSync(SLOW_BODY);
const QUERY = 'date_from=2024-01-01&date_to=2024-01-01';
const caller = (name: string): Record<string, string> => ({ ...HEADERS, Authorization: `Bearer ${name}` });

/**
 * An upstream that answers the caller `slow` with the slow body, gzipped (a few kilobytes on the wire: the deadline
 * is spent checking it, not sending it, however busy the machine), and every other caller with `valid`.
 */
async function upstream(valid: string): Promise<string> {
  const zipped = SLOW_ZIPPED;
  const server = createServer((req, res) => {
    if (req.headers.authorization === 'Bearer slow') {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        'Content-Length': zipped.length,
      });
      res.end(zipped);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(valid) });
    res.end(valid);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A valid one-day page of the reference server. */
async function validPage(): Promise<string> {
  const server = await startServer({ token: TOKEN, source: seedSource({ seed: 3 }) });
  closers.push(server);
  return (await fetch(`${server.url}/user-summaries?${QUERY}`, { headers: HEADERS })).text();
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('bodies slow to check', () => {
  it('--errors: a slow body is answered at its deadline, and the valid pages of other callers meanwhile, 200', {
    timeout: 60_000,
  }, async () => {
    const valid = await validPage();
    const fixture = await proxyFor(
      await upstream(valid),
      { errors: true, deadlineMs: DEADLINE_MS, checkThread: true },
      start,
    );
    closers.push(fixture.proxy);
    expect(fixture.proxy.checkThreaded()).toBe(true);
    const exchange = async (name: string): Promise<{ status: number; ms: number; body: string }> => {
      const started = performance.now();
      const res = await fixture.get(QUERY, caller(name));
      const body = await res.text();
      return { status: res.status, ms: performance.now() - started, body };
    };
    const slow = exchange('slow');
    const others: Promise<{ status: number; ms: number; body: string }>[] = [];
    // Five other callers, 100 to 350 ms later: their pages wait behind the slow body on the thread, or would.
    for (const wait of [100, 60, 60, 60, 70]) {
      await sleep(wait);
      others.push(exchange(`other-${others.length}`));
    }
    const answered = await slow;
    // 504 when the check outlasts the deadline (it takes seconds), 502 if a fast machine ends it sooner; in time.
    expect([502, 504]).toContain(answered.status);
    expect(answered.ms).toBeLessThan(DEADLINE_MS + 1500);
    for (const other of await Promise.all(others)) {
      expect(other.status).toBe(200);
      expect(other.body).toBe(valid);
      expect(other.ms).toBeLessThan(DEADLINE_MS + 1000);
    }
    // The slow body's check goes on on the thread past its deadline (seconds more): the stop ends it here, not
    // at the file's end, so the next test does not share the machine with it.
    await fixture.proxy.close();
  });

  it('a stop takes about one deadline: a body still on the thread is not checked, its exchange reports timeout', {
    timeout: 60_000,
  }, async () => {
    // The slow body takes about 3 s to check on an idle machine, six times this test's deadline of half a second
    // (the stop's timing is the point, not the other callers'; the check runs on the thread until the deadline).
    const deadlineMs = 500;
    const body = SLOW_BODY;
    const fixture = await proxyFor(await upstream(''), { deadlineMs, checkThread: true }, start);
    expect(fixture.proxy.checkThreaded()).toBe(true);
    const res = await fixture.get(QUERY, caller('slow')); // passed on at once (no --errors), then checked on the thread
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(body.length);
    expect(fixture.proxy.inFlight()).toBe(1);
    const started = performance.now();
    await fixture.proxy.close();
    expect(performance.now() - started).toBeLessThan(deadlineMs + 3000); // checked here at the stop, it took seconds more
    const [verdict] = await fixture.settled(1);
    expect(verdict?.findings.map((f) => f.rule)).toEqual(['timeout']);
    expect(fixture.proxy.ledger.stats()).toMatchObject({ exchanges: 1, violating: 1 });
  });
});
