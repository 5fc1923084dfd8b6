// A client walking pages through the proxy (the library's own typed client, baseUrl = the proxy), and a recorded
// session read back by `validate`: the same counts as the proxy's own archive report.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUserSummariesClient } from 'user-summaries-contract/internal/guard/client';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import { Recorder } from '../../src/proxy/recorder.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { proxyFor, rulesOf, TOKEN } from './_proxy.js';

const source = seedSource({ seed: 6, slots: { min: 1, max: 2 }, groups: ['activity', 'sleep', 'stress'] });
const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closers.splice(0)) await c.close();
});

describe('a client walking pages through the proxy', () => {
  it('walks every page of a range; a healthy upstream gives no finding, a repeating one duplicate_day on the pages after the first', async () => {
    for (const [faults, rules] of [
      [[], []],
      [['duplicate-day'], ['duplicate_day']],
    ] as const) {
      const server = await startServer({ token: TOKEN, source, faults });
      const fixture = await proxyFor(server.url);
      closers.push(server, fixture.proxy);
      const client = createUserSummariesClient({
        baseUrl: fixture.proxy.url,
        token: TOKEN,
        perPage: 10,
        includeSlots: true,
      });
      const pages = [];
      for await (const page of client.pages({ from: '2024-02-01', to: '2024-03-21' })) pages.push(page);
      expect(pages).toHaveLength(5);
      const verdicts = await fixture.settled(5);
      expect(rulesOf(verdicts)).toEqual(rules);
      if (rules.length > 0)
        expect(verdicts.filter((v) => v.findings.length > 0).map((v) => v.path.match(/[?&]page=(\d+)/)?.[1])).toEqual([
          '2',
          '3',
          '4',
          '5',
        ]);
    }
  });
});

describe('--record with values, read back by validate', () => {
  it('validate --as response --format summary on the recorded bodies gives the counts of the proxy report', {
    timeout: 30_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-proxy-record-'));
    const server = await startServer({ token: TOKEN, source, faults: ['missing-field'] });
    const recorder = new Recorder(dir, true);
    const fixture = await proxyFor(server.url, { recorder });
    closers.push(server, fixture.proxy);
    const queries = [
      'include_slots=1&page=1',
      'include_slots=1&page=2',
      'include_slots=1&page=3',
      'include_slots=0',
      'include_slots=1&per_page=0',
    ];
    for (const q of queries) await (await fixture.get(`date_from=2024-05-01&date_to=2024-05-25&${q}`)).arrayBuffer();
    await fixture.settled(queries.length);
    await recorder.close();
    for (const includeSlots of [true, false]) {
      const file = join(dir, `responses.include_slots-${includeSlots ? 1 : 0}.ndjson`);
      const run = await runCliInProcess([
        'validate',
        '--as',
        'response',
        '--format',
        'summary',
        ...(includeSlots ? [] : ['--no-slots']),
        file,
      ]);
      const readBack = JSON.parse(run.stdout) as {
        counts: Record<string, number>;
        byRule: Record<string, number>;
        byLocation: Record<string, number>;
        examples: { line: number; pointer: string; rule: string }[];
      };
      const own = fixture.proxy.ledger.report(includeSlots);
      expect(readBack.counts).toEqual(own.counts);
      expect(readBack.byRule).toEqual(own.byRule);
      expect(readBack.byLocation).toEqual(own.byLocation);
      expect(readBack.examples.map((e) => [e.line, e.pointer, e.rule])).toEqual(
        own.examples.map((e) => [e.line, e.pointer, e.rule]),
      );
      expect(run.code).toBe(1);
    }
    expect(fixture.proxy.ledger.report(true).counts).toMatchObject({ documents: 3, invalid: 3 }); // the 422 is not a page
    const exchanges = readFileSync(join(dir, 'exchanges.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { status: number; findings: { rule: string }[] });
    expect(exchanges.map((e) => e.status)).toEqual([200, 200, 200, 200, 422]);
    expect(readFileSync(join(dir, 'exchanges.ndjson'), 'utf8')).not.toContain(TOKEN);
  });

  it('without --record-values, only the exchanges are kept (no body, no value)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-proxy-record-'));
    const server = await startServer({ token: TOKEN, source });
    const recorder = new Recorder(dir, false);
    const fixture = await proxyFor(server.url, { recorder });
    closers.push(server, fixture.proxy);
    await (await fixture.get('date_from=2024-05-01&date_to=2024-05-02&include_slots=1')).arrayBuffer();
    await fixture.settled(1);
    await recorder.close();
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(dir)).toEqual(['exchanges.ndjson']);
    expect(readFileSync(join(dir, 'exchanges.ndjson'), 'utf8')).not.toMatch(/"activity"|total_steps/);
  });
});
