// The proxy's memo of verdicts (src/proxy/bodyMemo.ts): a body seen again under the same profile gets the verdict
// a fresh check gives, and what depends on the request (range, page, the walk so far) is still judged on every
// exchange. Two proxies in front of one upstream over real loopback HTTP, one with the memo and one without, are
// sent the same exchanges in turn; their verdicts, archive reports and recorded files must be identical.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/live/server/seedSource.js';
import { startServer } from '../../src/live/server/server.js';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { BodyMemo, freshVerdict, type BodyVerdict } from '../../src/proxy/bodyMemo.js';
import { Recorder } from '../../src/proxy/recorder.js';
import { HEADERS, proxyFor, TOKEN } from './_proxy.js';

const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closers.splice(0)) await c.close();
});

/** An upstream that answers every request with the body the test set last. */
async function settableUpstream(): Promise<{ url: string; set(body: string): void }> {
  let body = '';
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, set: (next) => (body = next) };
}

const RANGE = 'date_from=2024-01-01&date_to=2024-01-04&per_page=2';

describe('the memo of verdicts', () => {
  it('gives every exchange the verdict, archive report and record of a proxy that checks every body afresh', { timeout: 30_000 }, async () => {
    const server = await startServer({ token: TOKEN, source: seedSource({ seed: 8, slots: { min: 1, max: 2 } }) });
    closers.push(server);
    const page = async (query: string): Promise<string> => (await fetch(`${server.url}/user-summaries?${query}`, { headers: HEADERS })).text();
    const [p1, p2, withSlots] = [await page(`${RANGE}&page=1`), await page(`${RANGE}&page=2`), await page(`${RANGE}&page=1&include_slots=1`)];
    const parsed = JSON.parse(p1) as { data: { date: string; activity: unknown }[] };
    const invalid = JSON.stringify({ ...parsed, data: [{ ...parsed.data[0], activity: 'none' }, parsed.data[1]] });
    const sameDayTwice = JSON.stringify({ ...parsed, data: [parsed.data[0], parsed.data[0]] });
    const other = { ...HEADERS, Authorization: 'Bearer another-caller-token-42' };
    // [query, body, headers]: each body more than once, under requests that judge it differently.
    const steps: [string, string, Record<string, string>?][] = [
      [`${RANGE}&page=1`, p1], [`${RANGE}&page=1`, p1], [`${RANGE}&page=2`, p2],
      [`${RANGE}&page=2`, p1], // page 2 answered with page 1: current_page, links, days of page 1 again
      ['date_from=2025-01-01&date_to=2025-01-04&per_page=2&page=1', p1], // days outside the range
      [`${RANGE}&page=1&include_slots=1`, p1], // another profile: another verdict
      [`${RANGE}&page=1`, withSlots], [`${RANGE}&page=1`, withSlots],
      [`${RANGE}&page=1`, invalid], [`${RANGE}&page=1`, invalid],
      [`${RANGE}&page=1`, sameDayTwice], [`${RANGE}&page=1`, sameDayTwice],
      [`${RANGE}&page=1`, '{"data": ['], [`${RANGE}&page=1`, '{"data": ['], [`${RANGE}&page=1`, ''], [`${RANGE}&page=1`, ''],
      [`${RANGE}&page=2`, p1, other], // another caller: another walk
    ];
    const upstream = await settableUpstream();
    const dirs = [mkdtempSync(join(tmpdir(), 'us-memo-on-')), mkdtempSync(join(tmpdir(), 'us-memo-off-'))] as const;
    const recorders = [new Recorder(dirs[0], true), new Recorder(dirs[1], true)] as const;
    const withMemo = await proxyFor(upstream.url, { recorder: recorders[0] });
    const without = await proxyFor(upstream.url, { recorder: recorders[1], memoBytes: 0 });
    closers.push(withMemo.proxy, without.proxy);
    for (const [i, [query, body, headers]] of steps.entries()) {
      upstream.set(body);
      for (const fixture of [withMemo, without]) {
        await (await fixture.get(query, headers)).arrayBuffer();
        await fixture.settled(i + 1);
      }
    }
    const shown = (fixture: typeof withMemo): unknown[] => fixture.verdicts.map((v) => ({ path: v.path, status: v.status, findings: v.findings }));
    expect(shown(withMemo)).toEqual(shown(without));
    const rules = withMemo.verdicts.map((v) => [...new Set(v.findings.map((f) => f.rule))].sort());
    expect(rules[1]).toEqual([]);
    const pageMismatch = ['current_page', 'from_to', 'next_page_url', 'prev_page_url'];
    expect(rules[3]).toEqual([...pageMismatch, 'duplicate_day'].sort());
    expect(rules[4]).toEqual(['date_in_range']);
    expect(rules[16]).toEqual(pageMismatch); // the same body, a walk of its own: no day seen before
    // Eight distinct pairs of body and profile were checked; the nine other exchanges were answered from the memo.
    expect(withMemo.proxy.memo()).toMatchObject({ entries: 8, hits: steps.length - 8 });
    expect(without.proxy.memo()).toEqual({ entries: 0, bytes: 0, hits: 0 });
    for (const includeSlots of [false, true]) expect(withMemo.proxy.ledger.report(includeSlots)).toEqual(without.proxy.ledger.report(includeSlots));
    await Promise.all(recorders.map((r) => r.close()));
    const files = readdirSync(dirs[0]).sort();
    expect(files).toEqual(readdirSync(dirs[1]).sort());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const [a, b] = [readFileSync(join(dirs[0], file), 'utf8'), readFileSync(join(dirs[1], file), 'utf8')];
      // Recorded exchanges carry their time; bodies are byte for byte the same.
      if (file.startsWith('responses')) expect(a).toBe(b);
      else expect(a.split('\n').length).toBe(b.split('\n').length);
    }
  });
});

/** A verdict of `findings` findings, each with texts of `size` characters. */
const verdict = (findings: number, size = 10): BodyVerdict => ({
  outcome: undefined,
  findings: Array.from({ length: findings }, (_, i) => ({ rule: 'type', severity: 'fail' as const, pointer: `/${i}`.padEnd(size, 'x'), message: 'm'.repeat(size) })),
  lineBytes: 1,
  page: undefined,
});

describe('BodyMemo', () => {
  it('keys by profile and bytes', () => {
    const memo = new BodyMemo();
    const body = Buffer.from('{"data":[]}');
    expect(memo.keyOf('a', body)).toBe(memo.keyOf('a', Buffer.from('{"data":[]}')));
    expect(memo.keyOf('a', body)).not.toBe(memo.keyOf('b', body));
    expect(memo.keyOf('a', body)).not.toBe(memo.keyOf('a', Buffer.from('{"data":[] }')));
    // The profile and the bytes are separated: moving a byte from one to the other is another key.
    expect(memo.keyOf('ab', Buffer.from('c'))).not.toBe(memo.keyOf('a', Buffer.from('bc')));
  });

  it.each([64 * 1024, 8 * 1024 * 1024, 256 * 1024 * 1024])('holds its budget of %i bytes, dropping first the oldest verdict not used since it was kept', (budget) => {
    const memo = new BodyMemo(budget);
    const each = verdict(2, 100);
    memo.set('first', each);
    const cost = memo.stats.bytes;
    const fits = Math.floor(budget / cost);
    for (let i = 0; i < 3 * fits; i++) {
      memo.set(`k${i}`, each);
      memo.get('first'); // used again and again: never dropped
    }
    expect(memo.stats.bytes).toBeLessThanOrEqual(budget);
    expect(memo.stats.entries).toBe(fits);
    expect(memo.get('first')).toBe(each);
    expect(memo.get('k0')).toBeUndefined();
    expect(memo.get(`k${3 * fits - 1}`)).toBe(each);
  });

  it('counts at least the heap its verdicts hold: valid, invalid and unreadable pages', { timeout: 60_000 }, async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const server = await startServer({ token: TOKEN, source: seedSource({ seed: 9 }) });
    closers.push(server);
    const page = await (await fetch(`${server.url}/user-summaries?date_from=2024-03-01&date_to=2024-03-10`, { headers: HEADERS })).text();
    // Each body distinct (its total), so no verdict shares its objects with another.
    const kinds: Record<string, (i: number) => string> = {
      valid: (i) => page.replace(/"total":\d+/, `"total":${100_000 + i}`),
      invalid: (i) => {
        const p = JSON.parse(page) as { total: number; data: Record<string, Record<string, unknown> | string>[] };
        p.total = 100_000 + i;
        for (const day of p.data) for (const group of Object.values(day)) if (typeof group === 'object') for (const field of Object.keys(group)) if (field !== 'date') group[field] = 'x';
        return JSON.stringify(p);
      },
      unreadable: (i) => page.slice(0, 5000 + i),
    };
    const profile = { includeSlots: false, strict: false, maxViolations: 100, maxBytes: 16 * 1024 * 1024 };
    for (const [kind, make] of Object.entries(kinds)) {
      const bodies = Array.from({ length: 1000 }, (_, i) => Buffer.from(make(i)));
      const memo = new BodyMemo(2 ** 32);
      for (const body of bodies.slice(0, 20)) await freshVerdict(body, profile); // compiled and warm before measuring
      gc();
      const before = process.memoryUsage().heapUsed;
      for (const [i, body] of bodies.entries()) memo.set(String(i), (await freshVerdict(body, profile)).verdict);
      gc();
      const held = process.memoryUsage().heapUsed - before;
      expect(memo.stats.entries, kind).toBe(bodies.length);
      expect(memo.stats.bytes, kind).toBeGreaterThan(held);
      expect(memo.stats.bytes, kind).toBeLessThan(8 * Math.max(held, 400 * bodies.length));
    }
  });

  it('keeps no verdict larger than an eighth of its budget, and nothing with a budget of 0', () => {
    const memo = new BodyMemo(64 * 1024);
    memo.set('big', verdict(100, 100));
    memo.set('small', verdict(1));
    expect(memo.get('big')).toBeUndefined();
    expect(memo.get('small')).toBeDefined();
    const none = new BodyMemo(0);
    none.set('small', verdict(0));
    expect(none.stats).toEqual({ entries: 0, bytes: 0, hits: 0 });
  });
});
