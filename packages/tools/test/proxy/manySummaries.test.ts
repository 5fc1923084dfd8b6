// Pages of thousands of summaries through the proxy, over real loopback HTTP, checked on the proxy's thread (the
// sources) and on the check thread (the built package): every kind of finding counts against --max-violations
// (the rest are counted in one `more` finding), so a problem document and a recorded line stay small; and the
// stream rules find the same on both threads, past the days they compare one by one.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import { capFindings, type ProxyFinding } from '../../src/proxy/findings.js';
import { Recorder } from '../../src/proxy/recorder.js';
import { settableUpstream } from './_exchanges.js';
import { HEADERS, proxyFor, TOKEN, type StartProxy } from './_proxy.js';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';

const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closers.splice(0)) await c.close();
});

const { startProxy: startBuilt } = (await import(
  new URL('../../dist/proxy/proxyServer.js', import.meta.url).href
)) as typeof import('../../src/proxy/proxyServer.js');
/** The two ways of checking: on the proxy's thread (the sources), on the check thread (the built package). */
const WAYS: [string, { checkThread?: boolean }, StartProxy | undefined][] = [
  ['on the proxy thread', {}, undefined],
  ['on the check thread', { checkThread: true }, startBuilt],
];

/** A valid day of the reference server with activity only, and one slot in it. */
async function dayWithSlots(): Promise<Record<string, unknown>> {
  const server = await startServer({
    token: TOKEN,
    source: seedSource({ seed: 5, groups: ['activity'], slots: { min: 1, max: 1 } }),
  });
  closers.push(server);
  const page = (await (
    await fetch(`${server.url}/user-summaries?date_from=2024-01-01&date_to=2024-01-01&include_slots=1`, {
      headers: HEADERS,
    })
  ).json()) as { data: Record<string, unknown>[] };
  return page.data[0] as Record<string, unknown>;
}

/** A paginator page 1 of `days`, per_page 10, its metadata consistent with its length. */
function paginator(days: readonly unknown[]): string {
  const url = 'http://api.example.com/user-summaries';
  const lastPage = Math.ceil(days.length / 10);
  return JSON.stringify({
    current_page: 1,
    data: days,
    first_page_url: `${url}?page=1`,
    from: 1,
    last_page: lastPage,
    last_page_url: `${url}?page=${lastPage}`,
    next_page_url: `${url}?page=2`,
    path: url,
    per_page: 10,
    prev_page_url: null,
    to: days.length,
    total: days.length,
  });
}

const pairs = (findings: readonly { pointer: string; rule: string }[]): string[] =>
  findings.map((f) => `${f.pointer} ${f.rule}`);

describe('pages of many summaries', () => {
  // One of the two threads a run under npm test, rotated by the seed; both at full depth (test/__helpers__/depth.ts).
  // The next test runs both threads on every run.
  it.each(casesAtDepth(WAYS, 1))(
    'every kind of finding counts against --max-violations, the rest counted: %s',
    { timeout: 60_000 },
    async (_way, options, start) => {
      const day = await dayWithSlots();
      const upstream = await settableUpstream(closers);
      const dir = mkdtempSync(join(tmpdir(), 'us-many-'));
      const recorder = new Recorder(dir, false);
      const fixture = await proxyFor(
        upstream.url,
        { ...options, errors: true, maxViolations: 10, memoBytes: 0, recorder },
        start,
      );
      closers.push(fixture.proxy);
      // Ten thousand summaries of the same day (about 3 MB), and five thousand (past the 4,096 days compared one by
      // one either way), asked for without slots.
      for (const [i, count] of [10_000, 5_000].entries()) {
        upstream.set(paginator(Array(count).fill(day)));
        const res = await fixture.get(`date_from=2024-01-01&date_to=2024-01-01&include_slots=0&caller=${i}`);
        expect(res.status).toBe(502);
        const problem = (await res.json()) as { violations: ProxyFinding[] };
        // Violations: page_size once and duplicate_day for every summary but the first; warnings: slots_when_excluded
        // for each. The first ten violations are listed; the rest, and every warning, are counted.
        const listed = [
          '/data page_size',
          ...Array.from({ length: 9 }, (_, k) => `/data/${k + 1}/date duplicate_day`),
          ' more',
        ];
        expect(pairs(problem.violations)).toEqual(listed);
        expect(problem.violations[10]?.message).toBe(
          `${count - 10} more violation(s) and ${count} more warning(s) in this body, not listed (at most 10)`,
        );
        const verdict = (await fixture.settled(i + 1))[i];
        expect(pairs(verdict?.findings ?? [])).toEqual(listed);
      }
      await recorder.close();
      const lines = readFileSync(join(dir, 'exchanges.ndjson'), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line.length).toBeLessThan(4096);
    },
  );

  it('the stream rules find the same on both threads, past the days a page has compared one by one', {
    timeout: 60_000,
  }, async () => {
    // 5,000 distinct days from 2024-01-01, asked for with a range that ends at the 4,500th: the days past it are
    // outside, all listed after the first 4,096 (compared as a range). Page 2 of the same walk repeats page 1's
    // day 20, and lists a day past the range at its first place (its metadata that of page 2 of the same query).
    const dayAt = (i: number): string => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
    const first = Array.from({ length: 5000 }, (_, i) => ({ date: dayAt(i) }));
    const second = [{ date: dayAt(6000) }, { date: dayAt(20) }];
    const upstream = await settableUpstream(closers);
    const query = `date_from=${dayAt(0)}&date_to=${dayAt(4499)}&per_page=10`;
    const verdicts: string[][][] = [];
    for (const [, options, start] of WAYS) {
      const fixture = await proxyFor(upstream.url, { ...options, memoBytes: 0 }, start);
      closers.push(fixture.proxy);
      upstream.set(paginator(first));
      await (await fixture.get(`${query}&page=1`)).arrayBuffer();
      await fixture.settled(1);
      upstream.set(
        JSON.stringify({
          ...(JSON.parse(paginator(first)) as object),
          data: second,
          current_page: 2,
          from: 11,
          to: 12,
          prev_page_url: 'http://api.example.com/user-summaries?page=1',
        }),
      );
      await (await fixture.get(`${query}&page=2`)).arrayBuffer();
      verdicts.push((await fixture.settled(2)).map((v) => pairs(v.findings)));
    }
    expect(verdicts[1]).toEqual(verdicts[0]);
    expect(verdicts[0]?.[0]).toEqual(['/data page_size', '/data date_in_range']);
    expect(verdicts[0]?.[1]).toEqual(['/data/0/date date_in_range', '/data/1/date duplicate_day']);
  });
});

describe('capFindings', () => {
  const fail = (pointer: string): ProxyFinding => ({ rule: 'type', severity: 'fail', pointer, message: '' });
  const warn = (pointer: string): ProxyFinding => ({ rule: 'slot_order', severity: 'warn', pointer, message: '' });

  it('lists violations first and warnings in the room left, each in its order, and counts the rest', () => {
    const findings = [warn('/w0'), fail('/f0'), warn('/w1'), fail('/f1'), fail('/f2')];
    expect(capFindings(findings, 5, { fails: 0, warns: 0 })).toEqual(findings);
    expect(pairs(capFindings(findings, 4, { fails: 0, warns: 0 }))).toEqual([
      '/w0 slot_order',
      '/f0 type',
      '/f1 type',
      '/f2 type',
      ' more',
    ]);
    const two = capFindings(findings, 2, { fails: 3, warns: 1, atLeast: true });
    expect(pairs(two)).toEqual(['/f0 type', '/f1 type', ' more']);
    expect(two[2]).toEqual({
      rule: 'more',
      severity: 'fail',
      pointer: '',
      message: 'at least 4 more violation(s) and 3 more warning(s) in this body, not listed (at most 2)',
    });
    // Warnings alone left out: the exchange does not violate for them.
    expect(capFindings([fail('/f0'), warn('/w0'), warn('/w1')], 2, { fails: 0, warns: 0 })[2]).toMatchObject({
      severity: 'warn',
      message: '1 more warning(s) in this body, not listed (at most 2)',
    });
  });
});
