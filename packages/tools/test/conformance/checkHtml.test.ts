// `check --format html` against the reference server over real loopback HTTP: the checks, findings grouped
// by rule word and member, a chart of findings per day of the requested range, and no token anywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/conformance/renderHtml.js';
import { runCheck } from '../../src/conformance/runCheck.js';
import type { CheckReport } from '../../src/conformance/types.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';
import { runCliAsync } from '../../../../test/__helpers__/liveProcess.js';

const TOKEN = 'check-html-token-1234567890';
const source = seedSource({ seed: 5, slots: { min: 1, max: 1 }, groups: ['activity', 'heart_rate', 'sleep'] });

describe('check --format html', () => {
  let server: RunningServer;
  let report: CheckReport;
  beforeAll(async () => {
    server = await startServer({ token: TOKEN, source, faults: ['bad-format'] });
    report = await runCheck({
      baseUrl: server.url,
      token: TOKEN,
      from: '2024-03-01',
      to: '2024-03-06',
      perPage: 2,
      limits: { deadlineMs: 5000, maxBytes: 1024 * 1024 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('charts the findings on the days they are on: the first day of each page (bad-format)', () => {
    const html = renderHtml(report);
    const bars = [...html.matchAll(/<rect class="bar[^"]*"[^>]*><title>([^<]*)<\/title>/g)].map((m) => m[1]);
    const schemaFindings = report.checks.find((c) => c.name === 'schema')?.findings ?? [];
    expect(schemaFindings.length).toBeGreaterThan(0);
    // Six days, two per page: days 1, 3 and 5 are each page's first (index 0).
    const counts = Object.fromEntries(
      bars.map((b) => (b ?? '').replace(/^\d+\. /, '').split(': ')).map(([d, n]) => [d, Number(n)]),
    );
    expect(Object.keys(counts)).toEqual([
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
    ]);
    for (const day of ['2024-03-02', '2024-03-04', '2024-03-06']) expect(counts[day]).toBe(0);
    for (const day of ['2024-03-01', '2024-03-03', '2024-03-05']) expect(counts[day]).toBeGreaterThan(0);
  });

  it('groups findings by rule word and member, and lists every check with its status', () => {
    const html = renderHtml(report);
    for (const check of report.checks) expect(html).toContain(`<td><code>${check.name}</code></td><td><span class="`);
    const rules = new Set(report.checks.flatMap((c) => c.findings.map((f) => f.rule)));
    for (const rule of rules) expect(html).toContain(`<td><code>${rule}</code></td>`);
    expect(html).toMatch(/<code>\/data\/\*\/[a-z_]+\/date<\/code>/);
  });

  it('the CLI writes it (exit 1 on a failed check) and the token appears nowhere', async () => {
    const run = await runCliAsync(
      [
        'check',
        '--base-url',
        server.url,
        '--from',
        '2024-03-01',
        '--to',
        '2024-03-06',
        '--per-page',
        '2',
        '--format',
        'html',
      ],
      { USER_SUMMARIES_TOKEN: TOKEN },
    );
    expect(run.code).toBe(1);
    expect(run.stdout.startsWith('<!doctype html>')).toBe(true);
    expect(run.stdout).toContain('user-summaries check: <span class="bad">fail</span>');
    expect(run.stdout).not.toContain(TOKEN);
    expect(run.stdout).not.toMatch(/<script|\ssrc=/i);
  });
});
