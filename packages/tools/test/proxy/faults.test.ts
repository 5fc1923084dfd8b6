// The proxy in front of the reference server in each fault mode, over real loopback HTTP: every fault is reported
// with its rule, a healthy upstream with none, and with --errors a violating response becomes an RFC 9457
// problem document (502; 504 for a deadline) that names pointer, rule and message and no payload value.
import { afterAll, describe, expect, it } from 'vitest';
import type { FaultName } from '../../src/mock/faults.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';
import { proxyFor, rulesOf, TOKEN, type ProxyFixture } from './_proxy.js';

const source = seedSource({ seed: 3, slots: { min: 1, max: 2 }, groups: ['activity', 'heart_rate', 'sleep'] });
const RANGE = 'date_from=2024-01-01&date_to=2024-01-15';
/** Two pages with slots (a walk), then one page without. */
const QUERIES = [`${RANGE}&include_slots=1&page=1`, `${RANGE}&include_slots=1&page=2`, `${RANGE}&include_slots=0`];

const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const x of open.splice(0)) await x.close();
});

async function through(
  faults: readonly FaultName[],
  errors = false,
): Promise<{ fixture: ProxyFixture; statuses: number[]; bodies: string[] }> {
  const server: RunningServer = await startServer({
    token: TOKEN,
    source,
    faults,
    slowMs: 3000,
    redirectTo: 'http://127.0.0.1:9/elsewhere',
  });
  // The slow upstream takes 3 s a page: a deadline well under that is what the test is about, so the slow case
  // gets a short one (the walk waits on it three times); the others a deadline no healthy page comes near.
  const fixture = await proxyFor(server.url, { errors, deadlineMs: faults.includes('slow') ? 250 : 1000 });
  open.push(fixture.proxy, server);
  const statuses: number[] = [];
  const bodies: string[] = [];
  for (const query of QUERIES) {
    try {
      const res = await fixture.get(query);
      statuses.push(res.status);
      // A gzip body passed on unchanged would be inflated by fetch itself (the bomb): the test does not read it.
      if (res.headers.get('content-encoding') === null) bodies.push(await res.text());
      else await res.body?.cancel().then(() => bodies.push(''));
    } catch {
      statuses.push(0); // the proxy cut the connection as the upstream did (truncated)
      bodies.push('');
    }
  }
  await fixture.settled(QUERIES.length);
  return { fixture, statuses, bodies };
}

const EXPECTED: Readonly<Record<FaultName, readonly string[]>> = {
  'missing-field': ['required_with'],
  'wrong-type': ['type'],
  'bad-format': ['date_format', 'group_date (warn)'],
  'empty-group': ['filled'],
  'slots-when-excluded': ['slots_when_excluded (warn)'],
  'out-of-range': ['date_in_range', 'timestamp_ms (warn)'],
  'duplicate-day': ['duplicate_day'],
  'oversized-page': ['duplicate_day', 'page_size'],
  'endless-pages': ['duplicate_day', 'from_to', 'metadata_changed'],
  'server-error': ['server_error'],
  slow: ['timeout'],
  truncated: ['transport'],
  'wrong-content-type': ['non_json'],
  redirect: ['redirect_refused'],
  'gzip-bomb': ['limit_exceeded'],
};

describe('proxy in front of serve', () => {
  it('reports nothing on a healthy upstream and passes every response on unchanged', async () => {
    const { fixture, statuses, bodies } = await through([]);
    expect(statuses).toEqual([200, 200, 200]);
    expect(rulesOf(fixture.verdicts)).toEqual([]);
    const direct = await fetch(
      `${(await startServer({ token: TOKEN, source }).then((s) => (open.push(s), s))).url}/user-summaries?${QUERIES[0]}`,
      {
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      },
    );
    // Same bytes as the API sends (the page links name the upstream's own origin, as the API wrote them).
    expect(bodies[0]?.replace(/127\.0\.0\.1:\d+/g, 'HOST')).toBe(
      (await direct.text()).replace(/127\.0\.0\.1:\d+/g, 'HOST'),
    );
  });

  for (const [fault, rules] of Object.entries(EXPECTED) as [FaultName, readonly string[]][]) {
    it(`--fault ${fault}: ${rules.join(', ')}`, { timeout: 20_000 }, async () => {
      const { fixture } = await through([fault]);
      expect(rulesOf(fixture.verdicts)).toEqual(rules);
    });
  }
});

describe('proxy --errors', () => {
  it('turns a violating response into a 502 problem document naming pointer, rule and message, never a value', async () => {
    const { statuses, bodies } = await through(['bad-format'], true);
    expect(statuses).toEqual([502, 502, 502]);
    const problem = JSON.parse(bodies[0] ?? '') as {
      type: string;
      title: string;
      status: number;
      violations: { pointer: string; rule: string; message: string }[];
    };
    expect(problem.status).toBe(502);
    expect(problem.type).toMatch(/^urn:/);
    expect(problem.violations.map((v) => [v.pointer, v.rule])).toEqual([['/data/0/activity/date', 'date_format']]);
    expect(bodies[0]).not.toMatch(/2024\/01\/01/); // the bad value itself is never quoted
  });

  it('answers the transport faults with 502 (504 past the deadline) and passes valid exchanges on', {
    timeout: 30_000,
  }, async () => {
    for (const [fault, status] of [
      ['server-error', 502],
      ['truncated', 502],
      ['wrong-content-type', 502],
      ['redirect', 502],
      ['gzip-bomb', 502],
      ['slow', 504],
    ] as const) {
      const { statuses, bodies } = await through([fault], true);
      expect([fault, statuses]).toEqual([fault, [status, status, status]]);
      expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ status });
    }
    const healthy = await through([], true);
    expect(healthy.statuses).toEqual([200, 200, 200]);
    const warnOnly = await through(['slots-when-excluded'], true);
    expect(warnOnly.statuses).toEqual([200, 200, 200]); // a warning is reported, not a reason to replace the response
  });
});
