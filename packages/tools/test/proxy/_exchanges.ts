// Exchanges that judge the same bodies differently, sent in turn through several proxies in front of one upstream,
// for the tests that hold two ways of checking to the same verdicts (the memo of verdicts, the check thread).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import type { ProxyOptions } from '../../src/proxy/proxyServer.js';
import { Recorder } from '../../src/proxy/recorder.js';
import { HEADERS, proxyFor, TOKEN, type ProxyFixture, type StartProxy } from './_proxy.js';

/** An upstream that answers every request with the body the test set last. */
export async function settableUpstream(
  closers: { close(): Promise<void> }[],
): Promise<{ url: string; set(body: string): void }> {
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

/** One way to run the proxy under test: its options, and which startProxy. */
export interface ProxyUnderTest {
  readonly options: Omit<ProxyOptions, 'upstream' | 'onVerdict' | 'recorder'>;
  readonly start?: StartProxy;
}

/**
 * Sends the same exchanges through each proxy (one exchange through all, then the next) and expects identical
 * verdicts, archive reports and recorded bodies from all of them. The bodies come back more than once, under
 * requests that judge them differently. Returns the fixtures and each exchange's rules, for further checks.
 */
export async function sameVerdicts(
  proxies: readonly ProxyUnderTest[],
  closers: { close(): Promise<void> }[],
): Promise<{ fixtures: ProxyFixture[]; rules: string[][]; steps: number }> {
  const server = await startServer({ token: TOKEN, source: seedSource({ seed: 8, slots: { min: 1, max: 2 } }) });
  closers.push(server);
  const page = async (query: string): Promise<string> =>
    (await fetch(`${server.url}/user-summaries?${query}`, { headers: HEADERS })).text();
  const [p1, p2, withSlots] = [
    await page(`${RANGE}&page=1`),
    await page(`${RANGE}&page=2`),
    await page(`${RANGE}&page=1&include_slots=1`),
  ];
  const parsed = JSON.parse(p1) as { data: { date: string; activity: unknown }[] };
  const invalid = JSON.stringify({ ...parsed, data: [{ ...parsed.data[0], activity: 'none' }, parsed.data[1]] });
  const sameDayTwice = JSON.stringify({ ...parsed, data: [parsed.data[0], parsed.data[0]] });
  const other = { ...HEADERS, Authorization: 'Bearer another-caller-token-42' };
  // [query, body, headers]: each body more than once, under requests that judge it differently.
  const steps: [string, string, Record<string, string>?][] = [
    [`${RANGE}&page=1`, p1],
    [`${RANGE}&page=1`, p1],
    [`${RANGE}&page=2`, p2],
    [`${RANGE}&page=2`, p1], // page 2 answered with page 1: current_page, links, days of page 1 again
    ['date_from=2025-01-01&date_to=2025-01-04&per_page=2&page=1', p1], // days outside the range
    [`${RANGE}&page=1&include_slots=1`, p1], // another profile: another verdict
    [`${RANGE}&page=1`, withSlots],
    [`${RANGE}&page=1`, withSlots],
    [`${RANGE}&page=1`, invalid],
    [`${RANGE}&page=1`, invalid],
    [`${RANGE}&page=1`, sameDayTwice],
    [`${RANGE}&page=1`, sameDayTwice],
    [`${RANGE}&page=1`, '{"data": ['],
    [`${RANGE}&page=1`, '{"data": ['],
    [`${RANGE}&page=1`, ''],
    [`${RANGE}&page=1`, ''],
    [`${RANGE}&page=2`, p1, other], // another caller: another walk
  ];
  const upstream = await settableUpstream(closers);
  const dirs = proxies.map(() => mkdtempSync(join(tmpdir(), 'us-same-verdicts-')));
  const recorders = dirs.map((dir) => new Recorder(dir, true));
  const fixtures: ProxyFixture[] = [];
  for (const [i, p] of proxies.entries())
    fixtures.push(await proxyFor(upstream.url, { ...p.options, recorder: recorders[i] as Recorder }, p.start));
  closers.push(...fixtures.map((f) => f.proxy));
  for (const [i, [query, body, headers]] of steps.entries()) {
    upstream.set(body);
    for (const fixture of fixtures) {
      await (await fixture.get(query, headers)).arrayBuffer();
      await fixture.settled(i + 1);
    }
  }
  const shown = (fixture: ProxyFixture): unknown[] =>
    fixture.verdicts.map((v) => ({ path: v.path, status: v.status, findings: v.findings }));
  const [first, ...rest] = fixtures as [ProxyFixture, ...ProxyFixture[]];
  for (const fixture of rest) {
    expect(shown(fixture)).toEqual(shown(first));
    for (const includeSlots of [false, true])
      expect(fixture.proxy.ledger.report(includeSlots)).toEqual(first.proxy.ledger.report(includeSlots));
  }
  await Promise.all(recorders.map((r) => r.close()));
  const files = readdirSync(dirs[0] as string).sort();
  expect(files.length).toBeGreaterThan(0);
  for (const dir of dirs.slice(1)) {
    expect(readdirSync(dir).sort()).toEqual(files);
    for (const file of files) {
      const [a, b] = [readFileSync(join(dirs[0] as string, file), 'utf8'), readFileSync(join(dir, file), 'utf8')];
      // Recorded exchanges carry their time; bodies are byte for byte the same.
      if (file.startsWith('responses')) expect(b).toBe(a);
      else expect(b.split('\n').length).toBe(a.split('\n').length);
    }
  }
  return {
    fixtures,
    rules: first.verdicts.map((v) => [...new Set(v.findings.map((f) => f.rule))].sort()),
    steps: steps.length,
  };
}
