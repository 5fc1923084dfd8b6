// `user-summaries serve --data DIR`: recorded summaries served as they were recorded, checked end to end.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleSummary } from 'user-summaries-testing';
import { runCheck } from '../../src/conformance/runCheck.js';
import { runCliAsync, startServe } from '../../../../test/__helpers__/liveProcess.js';

const day = (date: string) =>
  sampleSummary({ seed: 3, date, slots: { activity: { min: 1, max: 2 } }, groups: ['activity'] });

describe('user-summaries serve --data DIR', () => {
  it('serves recorded summaries (single days, arrays and response pages) and passes the checker', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-data-'));
    writeFileSync(join(dir, 'a-day.json'), JSON.stringify(day('2024-05-01')));
    writeFileSync(join(dir, 'b-array.json'), JSON.stringify([day('2024-05-02'), day('2024-05-03')]));
    writeFileSync(
      join(dir, 'c-page.json'),
      JSON.stringify({ current_page: 1, data: [day('2024-05-04'), day('2024-05-05')] }),
    );
    writeFileSync(join(dir, 'notes.txt'), 'ignored');
    const server = await startServe(['--port', '0', '--data', dir, '--token-env', 'DATA_TOKEN'], {
      DATA_TOKEN: 'data-token',
    });
    try {
      expect(server.output().stdout).toContain('data: 5 recorded day(s) from 3 file(s)');
      const report = await runCheck({
        baseUrl: server.url,
        token: 'data-token',
        from: '2024-05-01',
        to: '2024-05-05',
        perPage: 2,
      });
      expect(report.checks.filter((c) => c.status !== 'pass').map((c) => c.name)).toEqual([]);
      const res = await fetch(`${server.url}/user-summaries?date_from=2024-05-03&date_to=2024-05-09&include_slots=1`, {
        headers: { Authorization: 'Bearer data-token', 'Content-Type': 'application/json' },
      });
      const body = (await res.json()) as { total: number; data: unknown[] };
      expect(body.total).toBe(3);
      expect(body.data).toEqual([day('2024-05-03'), day('2024-05-04'), day('2024-05-05')]);
      const partial = await runCheck({
        baseUrl: server.url,
        token: 'data-token',
        from: '2024-04-29',
        to: '2024-05-02',
      });
      const pagination = partial.checks.find((c) => c.name === 'pagination');
      expect(pagination?.status).toBe('warn');
      expect(pagination?.findings.map((f) => f.rule)).toEqual(['missing_day', 'missing_day']);
    } finally {
      await server.stop();
    }
  });

  it('serves *.ndjson files, as its help says: one summary, array or page a line, blank lines skipped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-data-ndjson-'));
    const lines = [
      JSON.stringify(day('2024-05-01')),
      '',
      JSON.stringify([day('2024-05-02'), day('2024-05-03')]),
      JSON.stringify({ data: [day('2024-05-04')] }),
      JSON.stringify(day('2024-05-05')),
    ];
    writeFileSync(join(dir, 'days.ndjson'), `${lines.join('\r\n')}\n`);
    const server = await startServe(['--port', '0', '--data', dir, '--token-env', 'DATA_TOKEN'], {
      DATA_TOKEN: 'data-token',
    });
    try {
      expect(server.output().stdout).toContain('data: 5 recorded day(s) from 1 file(s)');
      const res = await fetch(`${server.url}/user-summaries?date_from=2024-05-01&date_to=2024-05-31&include_slots=1`, {
        headers: { Authorization: 'Bearer data-token', 'Content-Type': 'application/json' },
      });
      const body = (await res.json()) as { total: number; data: unknown[] };
      expect(body.total).toBe(5);
      expect(body.data).toEqual(['2024-05-01', '2024-05-02', '2024-05-03', '2024-05-04', '2024-05-05'].map(day));
    } finally {
      await server.stop();
    }
  });

  it('places the problems of NDJSON files by line: an invalid summary, and the first line that does not parse', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'us-data-ndjson-bad-'));
    writeFileSync(
      join(dir, 'a-days.ndjson'),
      `${JSON.stringify(day('2024-05-01'))}\n${JSON.stringify({ ...day('2024-05-02'), date: '2024-02-30' })}\n`,
    );
    writeFileSync(
      join(dir, 'b-broken.ndjson'),
      `${JSON.stringify(day('2024-05-03'))}\n\n{"date": "2024-05-09"\n{"not": "reached"\n`,
    );
    const result = await runCliAsync(['serve', '--data', dir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('a-days.ndjson:2#0: /date date_format');
    expect(result.stderr).toMatch(/b-broken\.ndjson:3:\d+: not a readable JSON document: truncated/);
    expect(result.stderr).not.toContain('b-broken.ndjson:4');
    expect(result.stderr).not.toContain('2024-02-30');
  });

  it('refuses (exit 2, the reason) a directory with no day in it, rather than serving empty pages', async () => {
    const none = mkdtempSync(join(tmpdir(), 'us-data-none-'));
    writeFileSync(join(none, 'notes.txt'), 'not data');
    const empty = mkdtempSync(join(tmpdir(), 'us-data-empty-'));
    writeFileSync(join(empty, 'days.json'), '[]');
    writeFileSync(join(empty, 'days.ndjson'), '\n\n');
    const [noFile, noSummary] = await Promise.all([
      runCliAsync(['serve', '--data', none]),
      runCliAsync(['serve', '--data', empty]),
    ]);
    expect([noFile.code, noFile.stdout]).toEqual([2, '']);
    expect(noFile.stderr).toContain('no *.json or *.ndjson file in the directory');
    expect([noSummary.code, noSummary.stdout]).toEqual([2, '']);
    expect(noSummary.stderr).toContain('no summary in its 2 file(s)');
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
