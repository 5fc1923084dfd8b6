// `user-summaries check` over real loopback HTTP: it passes against the healthy reference server, in every
// envelope, and detects every fault mode under the right check name and rule.
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck, type CheckOptions } from '../../src/conformance/runCheck.js';
import type { CheckReport } from '../../src/conformance/types.js';
import { FAULTS, type FaultName } from '../../src/mock/faults.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer, type ServeOptions } from '../../src/mock/server.js';
import { runCliAsync } from '../../../../test/__helpers__/liveProcess.js';

const TOKEN = 'check-test-token';
const source = seedSource({ seed: 11, slots: { min: 2, max: 2 }, groups: ['activity', 'heart_rate', 'sleep', 'spo2'] });
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function serve(options: Partial<ServeOptions> = {}): Promise<RunningServer> {
  const server = await startServer({ token: TOKEN, source, slowMs: 1500, ...options });
  servers.push(server);
  return server;
}

function check(server: RunningServer, options: Partial<CheckOptions> = {}): Promise<CheckReport> {
  return runCheck({
    baseUrl: server.url,
    token: TOKEN,
    from: '2024-03-01',
    to: '2024-03-05',
    perPage: 2,
    limits: { deadlineMs: 5000, maxBytes: 1024 * 1024 },
    ...options,
  });
}

const statuses = (report: CheckReport): Record<string, string> =>
  Object.fromEntries(report.checks.map((c) => [c.name, c.status]));

describe('user-summaries check against the healthy reference server', () => {
  for (const envelope of ['paginator', 'collection', 'bare'] as const) {
    it(`passes every check (${envelope} envelope)`, async () => {
      const report = await check(await serve({ envelope }));
      expect(statuses(report)).toEqual({
        http: 'pass',
        schema: 'pass',
        pagination: 'pass',
        range: 'pass',
        include_slots: 'pass',
        auth: 'pass',
        request_validation: 'pass',
        semantics: 'pass',
      });
      expect(report.ok).toBe(true);
    });
  }
  it('passes with the contract default per_page (none sent) over a range longer than one page', async () => {
    const report = await check(await serve(), { perPage: undefined, from: '2024-02-20', to: '2024-03-05' });
    expect(report.counts).toEqual({ pass: 8, warn: 0, fail: 0, skip: 0 });
  });
});

/** The check, status, rule and (for failed requests) class each fault mode must be caught with. */
const EXPECTED: Record<FaultName, { check: string; status: 'fail' | 'warn'; rule: string; class?: string }> = {
  'missing-field': { check: 'schema', status: 'fail', rule: 'required_with', class: 'schema_invalid' },
  'wrong-type': { check: 'schema', status: 'fail', rule: 'type', class: 'schema_invalid' },
  'bad-format': { check: 'schema', status: 'fail', rule: 'date_format', class: 'schema_invalid' },
  'empty-group': { check: 'schema', status: 'fail', rule: 'filled', class: 'schema_invalid' },
  'slots-when-excluded': { check: 'include_slots', status: 'warn', rule: 'slots_when_excluded' },
  'out-of-range': { check: 'range', status: 'fail', rule: 'date_in_range' },
  'duplicate-day': { check: 'pagination', status: 'fail', rule: 'duplicate_day' },
  'oversized-page': { check: 'pagination', status: 'fail', rule: 'page_size' },
  'endless-pages': { check: 'pagination', status: 'fail', rule: 'pagination_loop', class: 'pagination_loop' },
  'server-error': { check: 'http', status: 'fail', rule: 'server_error', class: 'server_error' },
  slow: { check: 'http', status: 'fail', rule: 'timeout', class: 'timeout' },
  truncated: { check: 'http', status: 'fail', rule: 'transport', class: 'transport' },
  'wrong-content-type': { check: 'http', status: 'fail', rule: 'non_json', class: 'non_json' },
  redirect: { check: 'http', status: 'fail', rule: 'redirect_refused', class: 'redirect_refused' },
  'gzip-bomb': { check: 'http', status: 'fail', rule: 'limit_exceeded', class: 'limit_exceeded' },
};

describe('user-summaries check detects every fault mode', () => {
  it('has an expectation for every fault the server offers', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(FAULTS).sort());
  });
  for (const [fault, expected] of Object.entries(EXPECTED)) {
    it(`--fault ${fault}: ${expected.check} ${expected.status}s with ${expected.rule}`, async () => {
      // Only the slow fault needs a short deadline (the server drips its body over 1.5 s).
      const limits = { deadlineMs: fault === 'slow' ? 300 : 5000, maxBytes: 1024 * 1024 };
      const report = await check(await serve({ faults: [fault as FaultName] }), { limits });
      const target = report.checks.find((c) => c.name === expected.check);
      expect(target?.status).toBe(expected.status);
      const finding = target?.findings.find((f) => f.rule === expected.rule);
      expect(finding).toBeDefined();
      if (expected.class !== undefined) expect(finding?.class).toBe(expected.class);
      // The probes that do not depend on data still see a well-behaved server.
      expect(statuses(report)['auth']).toBe('pass');
      expect(report.ok).toBe(expected.status === 'warn');
    });
  }
});

describe('user-summaries check as a command', () => {
  it('exits 0 against a healthy server and writes json and junit reports', async () => {
    const server = await serve();
    const args = ['check', '--base-url', server.url, '--from', '2024-03-01', '--to', '2024-03-03', '--per-page', '2'];
    const [json, junit] = await Promise.all([
      runCliAsync([...args, '--format', 'json'], { USER_SUMMARIES_TOKEN: TOKEN }),
      runCliAsync([...args, '--format', 'junit'], { USER_SUMMARIES_TOKEN: TOKEN }),
    ]);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as CheckReport;
    expect(report.checks.map((c) => c.name)).toEqual([
      'http',
      'schema',
      'pagination',
      'range',
      'include_slots',
      'auth',
      'request_validation',
      'semantics',
    ]);
    expect(report.ok).toBe(true);
    expect(junit.code).toBe(0);
    expect(junit.stdout).toMatch(/^<\?xml/);
    expect(junit.stdout).toContain('<testcase classname="user-summaries.check" name="pagination">');
    expect(junit.stdout).toContain('failures="0"');
  });

  it('exits 1 when a check fails, with the failure in the text and junit reports', async () => {
    const server = await serve({ faults: ['duplicate-day'] });
    const args = [
      'check',
      '--base-url',
      server.url,
      '--from',
      '2024-03-01',
      '--to',
      '2024-03-05',
      '--per-page',
      '2',
      '--token-env',
      'MY_TOKEN',
    ];
    const [text, junit] = await Promise.all([
      runCliAsync(args, { MY_TOKEN: TOKEN }),
      runCliAsync([...args, '--format', 'junit'], { MY_TOKEN: TOKEN }),
    ]);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/FAIL {2}pagination/);
    expect(text.stdout).toContain('duplicate_day [page 2, include_slots=1]');
    expect(junit.stdout).toContain('<failure message=');
    expect(junit.stdout).toContain('type="duplicate_day"');
  });

  it('exits 1 on warnings only with --warnings-as-errors', async () => {
    const server = await serve({ faults: ['slots-when-excluded'] });
    const args = ['check', '--base-url', server.url, '--from', '2024-03-01', '--to', '2024-03-02'];
    const codes = await Promise.all(
      [args, [...args, '--warnings-as-errors']].map((a) =>
        runCliAsync(a, { USER_SUMMARIES_TOKEN: TOKEN }).then((f) => f.code),
      ),
    );
    expect(codes).toEqual([0, 1]);
  });

  it('exits 2 on usage errors: no token, a bad URL, a reversed range, an unreachable server', async () => {
    const server = await serve();
    const noToken = await runCliAsync(['check', '--base-url', server.url], { USER_SUMMARIES_TOKEN: '' });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain('environment variable USER_SUMMARIES_TOKEN is not set or empty');
    expect((await runCliAsync(['check', '--base-url', 'ftp://x'], { USER_SUMMARIES_TOKEN: TOKEN })).code).toBe(2);
    expect(
      (
        await runCliAsync(['check', '--base-url', server.url, '--from', '2024-03-05', '--to', '2024-03-01'], {
          USER_SUMMARIES_TOKEN: TOKEN,
        })
      ).code,
    ).toBe(2);
    const closed = await startServer({ token: TOKEN, source });
    await closed.close();
    const down = await runCliAsync(['check', '--base-url', closed.url, '--from', '2024-03-01', '--to', '2024-03-01'], {
      USER_SUMMARIES_TOKEN: TOKEN,
    });
    expect(down.code).toBe(2);
    expect(down.stdout).toContain('transport');
  });
});
