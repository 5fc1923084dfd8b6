// `user-summaries serve --data DIR`: recorded summaries served as they were recorded, checked end to end.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleSummary } from '../../packages/testing/src/arbitraries/index.js';
import { runCheck } from '../../packages/tools/src/conformance/runCheck.js';
import { runCliAsync, startServe } from './_process.js';

const day = (date: string) => sampleSummary({ seed: 3, date, slots: { activity: { min: 1, max: 2 } }, groups: ['activity'] });

describe('user-summaries serve --data DIR', () => {
  it('serves recorded summaries (single days, arrays and response pages) and passes the checker', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-data-'));
    writeFileSync(join(dir, 'a-day.json'), JSON.stringify(day('2024-05-01')));
    writeFileSync(join(dir, 'b-array.json'), JSON.stringify([day('2024-05-02'), day('2024-05-03')]));
    writeFileSync(join(dir, 'c-page.json'), JSON.stringify({ current_page: 1, data: [day('2024-05-04'), day('2024-05-05')] }));
    writeFileSync(join(dir, 'notes.txt'), 'ignored');
    const server = await startServe(['--port', '0', '--data', dir, '--token-env', 'DATA_TOKEN'], { DATA_TOKEN: 'data-token' });
    try {
      expect(server.output().stdout).toContain('data: 5 recorded day(s) from 3 file(s)');
      const report = await runCheck({ baseUrl: server.url, token: 'data-token', from: '2024-05-01', to: '2024-05-05', perPage: 2 });
      expect(report.checks.filter((c) => c.status !== 'pass').map((c) => c.name)).toEqual([]);
      const res = await fetch(`${server.url}/user-summaries?date_from=2024-05-03&date_to=2024-05-09&include_slots=1`, {
        headers: { Authorization: 'Bearer data-token', 'Content-Type': 'application/json' },
      });
      const body = (await res.json()) as { total: number; data: unknown[] };
      expect(body.total).toBe(3);
      expect(body.data).toEqual([day('2024-05-03'), day('2024-05-04'), day('2024-05-05')]);
      const partial = await runCheck({ baseUrl: server.url, token: 'data-token', from: '2024-04-29', to: '2024-05-02' });
      const pagination = partial.checks.find((c) => c.name === 'pagination');
      expect(pagination?.status).toBe('warn');
      expect(pagination?.findings.map((f) => f.rule)).toEqual(['missing_day', 'missing_day']);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start (exit 2) on an invalid summary or a repeated date, naming file, pointer and rule', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-data-bad-'));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify([day('2024-05-01'), { date: '2024-02-30', heart_rate: {} }]));
    writeFileSync(join(dir, 'dup.json'), JSON.stringify(day('2024-05-01')));
    writeFileSync(join(dir, 'junk.json'), '{"not json');
    const result = await runCliAsync(['serve', '--data', dir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('bad.json#1: /date date_format');
    expect(result.stderr).toContain('bad.json#1: /heart_rate filled');
    expect(result.stderr).toContain('dup.json#0: date repeats a day recorded earlier');
    expect(result.stderr).toMatch(/junk\.json:1:\d+: not a readable JSON document: /);
  });

  it('reads files through the same parse layer as validate: a duplicate key and a trailing comma are refused with line:column', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-data-parse-'));
    const text = JSON.stringify(day('2024-05-01'), null, 2);
    writeFileSync(join(dir, 'dup-key.json'), text.replace('{\n  "date"', '{\n  "date": "2024-05-02",\n  "date"'));
    writeFileSync(join(dir, 'comma.json'), `[${JSON.stringify(day('2024-05-03'))},\n]`);
    const result = await runCliAsync(['serve', '--data', dir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/dup-key\.json:3:3: not a readable JSON document: duplicate_key/);
    expect(result.stderr).toMatch(/comma\.json:1:\d+: not a readable JSON document: syntax: trailing comma/);
    expect(result.stderr).not.toContain('2024-05-02');
  });
});
