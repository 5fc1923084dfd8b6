// The proxy's check thread (packages/tools/src/proxy/checkThread.ts): new bodies checked on a worker thread give the verdicts,
// archive reports and records of a proxy that checks on its own thread, in the order the bodies arrived; and
// when the thread cannot start or stops, the bodies are checked all the same. The thread runs the built
// package's checkWorker.js, so these proxies are the built package's (`dist/`), over real loopback HTTP.
import { createServer } from 'node:http';
import { serialize } from 'node:v8';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import { freshVerdict } from '../../src/proxy/bodyMemo.js';
import { answerJob, CheckThread } from '../../src/proxy/checkThread.js';
import type { ExchangeVerdict } from '../../src/proxy/findings.js';
import { atDepth } from '../../../../test/__helpers__/depth.js';
import { sameVerdicts } from './_exchanges.js';
import { HEADERS, proxyFor, TOKEN, type ProxyFixture, type StartProxy } from './_proxy.js';

const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closers.splice(0)) await c.close();
});

// The built package's modules (the test run builds it first: test/__helpers__/buildGlobal.ts), typed as their
// sources, imported at run time so that type-checking the tests needs no build.
const built = <T>(path: string): Promise<T> =>
  import(new URL(`../../dist/proxy/${path}`, import.meta.url).href) as Promise<T>;
const { startProxy: startBuiltProxy } = await built<typeof import('../../src/proxy/proxyServer.js')>('proxyServer.js');
const { CheckThread: BuiltCheckThread } =
  await built<typeof import('../../src/proxy/checkThread.js')>('checkThread.js');
const startBuilt: StartProxy = startBuiltProxy;
const profile = { includeSlots: false, strict: false, maxViolations: 100, maxBytes: 16 * 1024 * 1024 };

describe('the check thread', () => {
  it('gives the verdicts, reports and records of a check on the proxy thread, with and without the memo', {
    timeout: 60_000,
  }, async () => {
    const { fixtures } = await sameVerdicts(
      [
        { options: { memoBytes: 0 }, start: startBuilt },
        { options: { memoBytes: 0, checkThread: true }, start: startBuilt },
        { options: { checkThread: true }, start: startBuilt },
      ],
      closers,
    );
    const [inline, threaded, threadedMemo] = fixtures as [ProxyFixture, ProxyFixture, ProxyFixture];
    expect([inline.proxy.checkThreaded(), threaded.proxy.checkThreaded(), threadedMemo.proxy.checkThreaded()]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('keeps the order of arrival when a body seen before overtakes a new one still on the thread', {
    timeout: 60_000,
  }, async () => {
    // A walk's page 1 is a new body with slots (checked on the thread, for a while); its page 2, asked for as soon
    // as page 1 arrived, is a body seen before, answered from the memo at once. Page 2 repeats a day of page 1:
    // duplicate_day belongs to page 2, as on a proxy that checks each body in turn on its own thread.
    // 100 to 150 slots a group: a page 1 of a megabyte, tens of milliseconds on the thread (its round trip is a
    // few), made and checked for half the CPU of 200 to 300.
    const server = await startServer({ token: TOKEN, source: seedSource({ seed: 4, slots: { min: 100, max: 150 } }) });
    closers.push(server);
    const page = async (query: string): Promise<string> =>
      (await fetch(`${server.url}/user-summaries?${query}`, { headers: HEADERS })).text();
    const first = await page('date_from=2024-01-01&date_to=2024-01-20&per_page=20&include_slots=1');
    const second = JSON.stringify({
      ...(JSON.parse(first) as object),
      current_page: 2,
      data: (JSON.parse(first) as { data: unknown[] }).data.slice(0, 1),
    });
    const bodies: Record<string, string> = { '1': first, '2': second };
    const upstream = createServer((req, res) => {
      const body = bodies[new URL(req.url ?? '/', 'http://x').searchParams.get('page') ?? '1'] ?? '';
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    closers.push({ close: () => new Promise<void>((resolve) => upstream.close(() => resolve())) });
    const fixture = await proxyFor(
      `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      { checkThread: true },
      startBuilt,
    );
    closers.push(fixture.proxy);
    expect(fixture.proxy.checkThreaded()).toBe(true);
    const query = 'date_from=2024-01-01&date_to=2024-12-31&per_page=20&include_slots=1';
    await (
      await fixture.get('date_from=2024-01-01&date_to=2024-12-30&per_page=20&include_slots=1&page=2')
    ).arrayBuffer(); // page 2's body, seen once (another walk)
    await fixture.settled(1);
    for (let round = 0; round < 5; round++) {
      const caller = { ...HEADERS, Authorization: `Bearer walk-${round}-token` }; // a new walk each round
      await (await fixture.get(`${query}&page=1`, caller)).arrayBuffer();
      await (await fixture.get(`${query}&page=2`, caller)).arrayBuffer();
      // The verdicts of the round, in the order of their pages (a verdict is given when its exchange ends).
      const round2 = (await fixture.settled(3 + 2 * round)).slice(-2);
      const pageOf = (v: ExchangeVerdict): string | undefined => /[?&]page=(\d)/.exec(v.path)?.[1];
      const [one, two] = round2.sort((a, b) => String(pageOf(a)).localeCompare(String(pageOf(b)))) as [
        ExchangeVerdict,
        ExchangeVerdict,
      ];
      expect([one, two].map(pageOf)).toEqual(['1', '2']);
      expect(one.findings.map((f) => f.rule)).not.toContain('duplicate_day');
      expect(two.findings.filter((f) => f.rule === 'duplicate_day').map((f) => f.message)).toEqual([
        '/data/0/date repeats a day of page 1',
      ]);
    }
    expect(fixture.proxy.memo().hits).toBeGreaterThanOrEqual(5);
  });

  it('checks on the calling thread when the worker cannot start (the source tree has no checkWorker.js)', async () => {
    const thread = await CheckThread.start();
    const body = Buffer.from('{"data": [');
    const { verdict } = await thread.check(body, profile, false);
    expect(verdict).toEqual((await freshVerdict(body, profile)).verdict);
    await thread.close();
    expect(thread.threaded).toBe(false);
  });

  it('holds at most 32 bodies waiting; past that it checks on the calling thread, every body still answered', {
    timeout: 30_000,
  }, async () => {
    const thread = await BuiltCheckThread.start();
    const bodies = Array.from({ length: 100 }, (_, i) => Buffer.from(`{"data":[],"total":${i}}`));
    const answers = bodies.map((body) => thread.check(body, profile, false));
    expect(thread.waiting.bodies).toBe(32);
    const got = await Promise.all(answers);
    expect(thread.waiting).toEqual({ bodies: 0, bytes: 0 });
    for (const [i, body] of bodies.entries())
      expect(got[i]?.verdict).toEqual((await freshVerdict(body, profile)).verdict);
    await thread.close();
  });

  it('a close answers every job not checked yet at once, and checks none of them on the calling thread', {
    timeout: 30_000,
  }, async () => {
    const thread = await BuiltCheckThread.start();
    expect(thread.threaded).toBe(true);
    // Bodies slow to check (a million empty summaries each, seconds apiece): re-checked here, the close would take as long.
    const slow = Buffer.from(`{"data":[${Array(1_000_000).fill('{}').join(',')}]}`);
    const answers = [slow, slow, Buffer.from('{"data":[]}')].map((body) =>
      thread.check(body, profile, true).then(
        () => 'checked',
        (error: unknown) => error,
      ),
    );
    const started = performance.now();
    await thread.close();
    const got = await Promise.all(answers);
    expect(performance.now() - started).toBeLessThan(2500); // checked here, the two slow bodies took seconds
    expect(thread.threaded).toBe(false);
    expect(got.map((e) => (e as Error).message)).toEqual(
      Array(3).fill('the proxy stopped before the body was checked'),
    );
    await expect(thread.check(Buffer.from('{"data":[]}'), profile, false)).rejects.toThrow(
      'the proxy stopped before the body was checked',
    );
  });

  it('holds no small body up behind a slow one: past its patience, the thread leaves them to the calling thread', {
    timeout: 60_000,
  }, async () => {
    const thread = await BuiltCheckThread.start(100);
    const slow = Buffer.from(`{"data":[${Array(2_000_000).fill('{}').join(',')}]}`); // 6 MB, seconds to check
    let slowDone = false;
    const slowAnswer = thread.check(slow, profile, false).then(
      () => 'checked',
      (error: unknown) => error,
    );
    void slowAnswer.finally(() => (slowDone = true));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the slow body is on the thread
    const small = Buffer.from('{"data":[],"total":7}');
    const started = performance.now();
    const { verdict } = await thread.check(small, profile, false);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(slowDone).toBe(false);
    expect(verdict).toEqual((await freshVerdict(small, profile)).verdict);
    await thread.close();
    expect(await slowAnswer).toBeInstanceOf(Error);
  });

  it('sends back what the stream rules read, bounded by the cap, not by the number of summaries', async () => {
    // What the worker posts for a page, in the serialization postMessage uses: under a hundred kilobytes (a hundred
    // violations, a hundred warnings, the first 4,096 days) for a thousand summaries and for many more alike (a
    // fact object per summary was 16 MB at a million summaries).
    const sent = async (count: number, item: (i: number) => string): Promise<number> => {
      const body = Buffer.from(
        `{"current_page":1,"data":[${Array.from({ length: count }, (_, i) => item(i)).join(',')}],"per_page":10}`,
      );
      const reply = await answerJob({ body, profile, line: true });
      if ('failed' in reply) throw new Error('not checked');
      expect(reply.line).toBeUndefined(); // a body without line breaks is its own line: not sent back
      expect(reply.verdict.page?.count).toBe(count);
      expect(reply.verdict.page?.days.length).toBe(Math.min(count, 4096));
      return serialize(reply).byteLength;
    };
    for (const item of [
      () => 'null',
      (i: number) => `{"date":"2024-01-01","activity":{"date":"2024-01-0${1 + (i % 2)}","slots":[{}]}}`,
    ]) {
      // A hundred thousand at full depth, ten thousand under npm test: past the 4,096 days either way (test/__helpers__/depth.ts).
      const [few, many] = [await sent(1000, item), await sent(atDepth(100_000), item)];
      expect(many).toBeLessThan(128 * 1024);
      expect(many).toBeLessThan(few + 32 * 1024);
    }
  });
});
