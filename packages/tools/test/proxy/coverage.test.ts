// The proxy's coverage of the contract: every body it checked counts (a body seen again too, from its memo), and
// every request, per include_slots value; the recorded bodies read back by `validate --coverage` give the same
// report of the bodies; the live page shows it as it grows, and `--report FILE` writes it beside the archive report.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import { Recorder } from '../../src/proxy/recorder.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { addSeen, REQUESTS, REQUESTS_SEEN, requestSeen, seenOf } from '../../../../test/__helpers__/coverageCorpora.js';
import { startProxyCommand } from './_command.js';
import { HEADERS, proxyFor, TOKEN } from './_proxy.js';

const source = seedSource({ seed: 7, slots: { min: 0, max: 2 }, groups: ['activity', 'heart_rate', 'sleep'] });
const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closers.splice(0)) await c.close();
});

const RANGE = 'date_from=2024-05-01&date_to=2024-05-25&per_page=10';

describe('the coverage of the bodies through the proxy', () => {
  it('should count every body, a repeated one too, as validate --coverage counts the recorded bodies', {
    timeout: 60_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-proxy-coverage-'));
    const server = await startServer({ token: TOKEN, source, faults: ['missing-field'] });
    const recorder = new Recorder(dir, true);
    const fixture = await proxyFor(server.url, { recorder });
    closers.push(server, fixture.proxy);
    // Pages 1, 2 (twice: the second from the memo) and 3 of three, with slots; one page without.
    const queries = [
      'include_slots=1&page=1',
      'include_slots=1&page=2',
      'include_slots=1&page=2',
      'include_slots=1&page=3',
      'include_slots=0',
    ];
    for (const q of queries) await (await fixture.get(`${RANGE}&${q}`)).arrayBuffer();
    await fixture.settled(queries.length);
    await recorder.close();
    const withSlots = fixture.proxy.ledger.coverage(true);
    const seen = seenOf(withSlots);
    expect([seen[' envelope:paginator'], seen[' page:first'], seen[' page:middle'], seen[' page:last']]).toEqual([
      4, 1, 2, 1,
    ]);
    expect(withSlots.documents).toBe(4);
    // missing-field breaks a required member of the days: the invalid side is counted too.
    expect(Object.keys(seen).some((key) => key.includes(' violated:'))).toBe(true);
    for (const includeSlots of [true, false]) {
      const file = join(dir, `responses.include_slots-${includeSlots ? 1 : 0}.ndjson`);
      const out = join(dir, `coverage-${includeSlots ? 1 : 0}.json`);
      await runCliInProcess([
        'validate',
        '--as',
        'response',
        '--quiet',
        ...(includeSlots ? [] : ['--no-slots']),
        '--coverage',
        out,
        file,
      ]);
      // The proxy's report is the gate's, item by item, with the requests' part beside it (the gate reads no request).
      const gate = JSON.parse(readFileSync(out, 'utf8')) as ReturnType<typeof fixture.proxy.ledger.coverage>;
      const proxy = fixture.proxy.ledger.coverage(includeSlots);
      expect(proxy.items.filter((i) => !i.schema.startsWith('request.schema.json'))).toEqual(gate.items);
      expect([proxy.documents, proxy.responses, proxy.profile.parts]).toEqual([
        gate.documents,
        gate.responses,
        [...gate.profile.parts, 'request'],
      ]);
      expect([gate.requests, proxy.requests]).toEqual([0, includeSlots ? 4 : 1]);
    }
  });

  it('should count every request by the include_slots it asks for: its parameters, their values, each broken rule', async () => {
    const server = await startServer({ token: TOKEN, source });
    const fixture = await proxyFor(server.url);
    closers.push(server, fixture.proxy);
    for (const request of REQUESTS) {
      const query = new URLSearchParams();
      // A parameter of two values is sent twice (`per_page=0&per_page=5`), as the proxy then reads it.
      for (const [key, value] of Object.entries(request.query))
        for (const one of typeof value === 'string' ? [value] : value) query.append(key, one);
      await (await fixture.get(query.toString(), request.headers)).arrayBuffer();
    }
    await fixture.settled(REQUESTS.length);
    const withSlots = fixture.proxy.ledger.coverage(true);
    const withoutSlots = fixture.proxy.ledger.coverage(false);
    // include_slots=1 asked by the first; the others ask for none (0, or absent: the contract's default).
    expect([withSlots.requests, withoutSlots.requests]).toEqual([1, 2]);
    expect(addSeen(requestSeen(seenOf(withSlots)), requestSeen(seenOf(withoutSlots)))).toEqual(REQUESTS_SEEN);
    const text = JSON.stringify([withSlots, withoutSlots]);
    for (const value of ['Basic', 'dXNlcjpwYXNz', 'text/plain', '2024-02-01']) expect(text).not.toContain(value);
  });

  it('should show the coverage on the live page as it grows', async () => {
    const server = await startServer({ token: TOKEN, source });
    const fixture = await proxyFor(server.url);
    closers.push(server, fixture.proxy);
    const before = await (await fetch(`${fixture.proxy.url}/_contract/`)).text();
    expect(before).toMatch(/<h2>Coverage of the contract<\/h2>\n<p class="muted">none yet<\/p>/);
    await (await fixture.get(`${RANGE}&include_slots=1`)).arrayBuffer();
    await fixture.settled(1);
    const after = await (await fetch(`${fixture.proxy.url}/_contract/`)).text();
    expect(after).toContain('<h2>Coverage of the contract, include_slots=1</h2>');
    expect(after).toMatch(
      /\d+ of \d+ items seen \(\d+\.\d%\): \d+ covered, \d+ partial \(valid side only\), \d+ missing; 1 document, 1 request/,
    );
    expect(after).toContain('<td><code>envelope</code></td>');
    expect(after).toContain('<td><code>request</code></td>');
  });

  it('should write the coverage beside the archive report of --report', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-proxy-coverage-report-'));
    const server = await startServer({ token: TOKEN, source });
    closers.push(server);
    // The endpoint it prints is the API's URL through the proxy (…/user-summaries).
    const command = await startProxyCommand(server.url, ['--port', '0', '--report', 'proxy-report.json'], dir);
    await (await fetch(`${command.endpoint}?${RANGE}&include_slots=1`, { headers: HEADERS })).arrayBuffer();
    await (await fetch(`${command.endpoint}?${RANGE}`, { headers: HEADERS })).arrayBuffer();
    expect(await command.stop()).toBe(0);
    const slots = JSON.parse(readFileSync(join(dir, 'proxy-report.slots.coverage.json'), 'utf8')) as {
      documents: number;
      profile: { includeSlots: boolean };
    };
    const noSlots = JSON.parse(readFileSync(join(dir, 'proxy-report.coverage.json'), 'utf8')) as {
      documents: number;
      profile: { includeSlots: boolean };
    };
    expect([slots.documents, slots.profile.includeSlots, noSlots.documents, noSlots.profile.includeSlots]).toEqual([
      1,
      true,
      1,
      false,
    ]);
    expect(existsSync(join(dir, 'proxy-report.slots.json'))).toBe(true);
  });
});
