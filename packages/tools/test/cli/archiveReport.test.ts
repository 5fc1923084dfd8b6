// `validate --format summary` and `merge-reports` through the built command (in-process) on real files: the reports of
// the parts of an archive (whole files, gzipped files, byte ranges streamed in with --stdin-name and
// --first-line) merge into exactly the report of the whole archive validated in one process.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullDay } from '../../../../bench/gateFixtures.js';
import { type CliRun, runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { tempFiles } from '../gate/_report.js';

const { dir, write } = tempFiles('us-archive-report-');

/** Runs the command with bytes on standard input, in the archive's folder. */
const runWithInput = (args: readonly string[], input: Uint8Array): Promise<CliRun> =>
  runCliInProcess(args, { cwd: dir, input });

const inDir = (args: readonly string[]): Promise<CliRun> => runCliInProcess(args, { cwd: dir });

/**
 * Full day `i` with each group's slots cut to the first 48 (of 288 or more): the counts are the point, not the
 * size, and the planted violations are in the first 41 sleep slots.
 */
function shortDay(i: number): Record<string, unknown> {
  const day = fullDay(i);
  for (const group of Object.values(day))
    if (typeof group === 'object' && group !== null && Array.isArray((group as { slots?: unknown }).slots))
      (group as { slots: unknown[] }).slots.length = Math.min(48, (group as { slots: unknown[] }).slots.length);
  return day;
}

/** Days from..from+count-1 with planted violations at known lines. */
function days(from: number, count: number): string[] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const day = shortDay(i) as { date?: string; sleep: { slots: { end_date: string; type: number }[] } };
    if (i % 7 === 3) delete day.date;
    if (i % 5 === 1) day.sleep.slots[2]!.end_date = 'SECRET-not-a-date';
    if (i % 11 === 4) day.sleep.slots[(i % 40) + 1]!.type = 9;
    return JSON.stringify(day);
  });
}

const FILES = ['a.ndjson', 'b.ndjson.gz', 'c.ndjson'];
let lines: string[];

beforeAll(async () => {
  lines = days(0, 36);
  write('a.ndjson', `${lines.slice(0, 12).join('\n')}\n`);
  write('b.ndjson.gz', gzipSync(`${lines.slice(12, 24).join('\n')}\n`));
  // c: a blank line, an unreadable line (bad UTF-8) and a line that is not JSON among the days.
  const c = Buffer.concat([
    Buffer.from(`${lines.slice(24, 30).join('\n')}\n\n`),
    Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d, 0x0a]),
    Buffer.from(`${lines.slice(30, 36).join('\n')}\n{"date":\n`),
  ]);
  write('c.ndjson', c);
});

async function summary(
  args: readonly string[],
): Promise<{ code: number | null; text: string; report: Record<string, unknown> }> {
  const run = await inDir(['validate', '--format', 'summary', ...args]);
  return { code: run.code, text: run.stdout, report: JSON.parse(run.stdout) as Record<string, unknown> };
}

describe('validate --format summary', () => {
  it('counts by rule, generalised location and day, with the smallest examples and no payload value', async () => {
    const { code, text, report } = await summary(['--max-examples', '3', ...FILES]);
    expect(code).toBe(2);
    expect(text).not.toContain('SECRET');
    const violatedDays = (predicate: (i: number) => boolean): number =>
      Array.from({ length: 36 }, (_, i) => i).filter(predicate).length;
    expect(report['counts']).toEqual({
      files: 3,
      documents: 38,
      valid: 36 - violatedDays((i) => i % 7 === 3 || i % 5 === 1 || i % 11 === 4),
      invalid: violatedDays((i) => i % 7 === 3 || i % 5 === 1 || i % 11 === 4),
      unreadable: 2,
      violations:
        violatedDays((i) => i % 7 === 3) + violatedDays((i) => i % 5 === 1) + violatedDays((i) => i % 11 === 4),
      omitted: 0,
      warnings: 0,
      blankLinesSkipped: 1,
      bytes: expect.any(Number) as number,
    });
    expect(report['byRule']).toEqual({
      date_format: violatedDays((i) => i % 5 === 1),
      in: violatedDays((i) => i % 11 === 4),
      required: violatedDays((i) => i % 7 === 3),
    });
    expect(report['byLocation']).toEqual({ '/date': 5, '/sleep/slots/*/end_date': 7, '/sleep/slots/*/type': 3 });
    // Day 1 (2024-01-02) has a bad end_date; day 3 has no date, so its violation is undated.
    expect((report['byDay'] as Record<string, number>)['2024-01-02']).toBe(1);
    expect((report['byDay'] as Record<string, number>)['undated']).toBe(6); // day 31 also has a bad end_date
    expect(report['examples']).toEqual([
      { file: 'a.ndjson', line: 2, pointer: '/sleep/slots/2/end_date', rule: 'date_format' },
      { file: 'a.ndjson', line: 4, pointer: '/date', rule: 'required' },
      { file: 'a.ndjson', line: 5, pointer: '/sleep/slots/5/type', rule: 'in' },
    ]);
    expect(report['problems']).toEqual([
      { file: 'c.ndjson', line: 8, code: 'invalid_utf8', message: 'invalid UTF-8 byte sequence at byte 2 of the line' },
      { file: 'c.ndjson', line: 15, code: 'truncated_record', message: 'the record is cut off (incomplete JSON)' },
    ]);
    expect(report['unreadableByFile']).toEqual({ 'c.ndjson': 2 });
  });

  it('does not grow with the number of valid documents', async () => {
    const clean = Array.from({ length: 40 }, (_, k) => JSON.stringify(shortDay(100 + k)));
    write('few.ndjson', `${lines[3]}\n${clean.slice(0, 2).join('\n')}\n`);
    write('many.ndjson', `${lines[3]}\n${clean.join('\n')}\n`);
    const strip = (report: Record<string, unknown>): Record<string, unknown> => ({
      ...report,
      counts: undefined,
      examples: undefined,
      unreadableByFile: undefined,
    });
    const few = await summary(['few.ndjson']);
    const many = await summary(['many.ndjson']);
    expect(strip(many.report)).toEqual(strip(few.report));
    expect(many.text.length - few.text.length).toBeLessThan(20);
  });

  it('names at most 1,000 locations under --strict with a new unknown member in every document, and merges the parts into the whole', async () => {
    // 1,200 summaries, each with an extra member whose name carries an id (what a producer with device ids sends):
    // past the cap of 1,000 locations, and so is the first part (1,100) that merges into the whole.
    const extra = Array.from({ length: 1200 }, (_, i) =>
      JSON.stringify({ date: '2024-01-01', [`device_${(i * 7919) % 1200}`]: 1 }),
    );
    write('ids.ndjson', `${extra.join('\n')}\n`);
    write('ids-1.ndjson', `${extra.slice(0, 1100).join('\n')}\n`);
    write('ids-2.ndjson', `${extra.slice(1100).join('\n')}\n`);
    const whole = await inDir(['validate', '--strict', '--as', 'summary', '--format', 'archive', 'ids.ndjson']);
    expect(whole.code).toBe(1);
    const report = JSON.parse(whole.stdout) as { byLocation: Record<string, number>; counts: { violations: number } };
    const names = Array.from({ length: 1200 }, (_, n) => `/device_${n}`).sort();
    expect(Object.keys(report.byLocation)).toEqual(['(other locations)', ...names.slice(0, 1000)]);
    expect(report.byLocation['(other locations)']).toBe(200);
    expect(report.counts.violations).toBe(1200);
    const parts = await Promise.all(
      ['ids-1.ndjson', 'ids-2.ndjson'].map((f) =>
        inDir(['validate', '--strict', '--as', 'summary', '--format', 'archive', f]),
      ),
    );
    write('ids-1.json', parts[0]?.stdout ?? '');
    write('ids-2.json', parts[1]?.stdout ?? '');
    const merged = await inDir(['merge-reports', 'ids-1.json', 'ids-2.json']);
    const strip = (text: string): unknown => ({
      ...(JSON.parse(text) as object),
      counts: undefined,
      examples: undefined,
    });
    expect(strip(merged.stdout)).toEqual(strip(whole.stdout));
  });

  it('reports a file that is not gzip, or gzip cut off, as unreadable with its name, and validates the rest', async () => {
    write('bad.ndjson.gz', 'this is not gzip\n');
    // Three full days (about 450 KB), gzipped and cut after 20,000 bytes: two whole lines inflate before the cut.
    const full = Array.from({ length: 3 }, (_, i) => JSON.stringify(fullDay(i)));
    write('cut.ndjson.gz', gzipSync(`${full.join('\n')}\n`).subarray(0, 20_000));
    const { code, report } = await summary(['bad.ndjson.gz', 'cut.ndjson.gz', 'a.ndjson']);
    expect(code).toBe(2);
    expect(report['unreadableByFile']).toEqual({ 'bad.ndjson.gz': 1, 'cut.ndjson.gz': 1 });
    expect(report['problems']).toEqual([
      {
        file: 'bad.ndjson.gz',
        line: 0,
        code: 'unreadable',
        message: 'not a readable gzip stream (incorrect header check); the rest of the file was not read',
      },
      {
        file: 'cut.ndjson.gz',
        line: 0,
        code: 'unreadable',
        message: 'not a readable gzip stream (unexpected end of file); the rest of the file was not read',
      },
    ]);
    expect((report['counts'] as { documents: number }).documents).toBe(12 + 2);
  });
});

describe('merge-reports', () => {
  it('merges the reports of whole files, gzipped or not, into the report of the whole run', async () => {
    const whole = await inDir(['validate', '--format', 'summary', ...FILES]);
    const parts = await Promise.all(
      FILES.map(async (file, k) => {
        const run = await inDir(['validate', '--format', 'summary', file]);
        return write(`part-${k}.json`, run.stdout);
      }),
    );
    const merged = await inDir(['merge-reports', parts[2]!, parts[0]!, parts[1]!]);
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(2);
    expect(merged.stdout).toBe(whole.stdout);
  });

  it('merges byte ranges streamed in with --stdin-name, --first-line and --continues into the report of the file', async () => {
    const bytes = readFileSync(`${dir}/c.ndjson`);
    // Split at the starts of lines 5 and 9 (the blank line is 7, the bad UTF-8 line 8).
    const starts = [0];
    for (let at = 0; at < bytes.length; at++) if (bytes[at] === 10) starts.push(at + 1);
    const cuts = [0, starts[4]!, starts[8]!, bytes.length];
    const firstLines = [1, 5, 9];
    const reports = await Promise.all(
      firstLines.map(async (first, k) => {
        const continues = first > 1 ? ['--continues'] : [];
        const run = await runWithInput(
          [
            'validate',
            '--format',
            'summary',
            '--stdin-name',
            'c.ndjson',
            '--first-line',
            String(first),
            ...continues,
            '-',
          ],
          bytes.subarray(cuts[k], cuts[k + 1]),
        );
        return write(`range-${k}.json`, run.stdout);
      }),
    );
    const whole = await inDir(['validate', '--format', 'summary', 'c.ndjson']);
    const merged = await inDir(['merge-reports', ...reports.reverse()]);
    expect(merged.stdout).toBe(whole.stdout);
    expect((JSON.parse(merged.stdout) as { counts: { files: number } }).counts.files).toBe(1);
  });

  it('reads a gzipped stream on standard input under its name', async () => {
    const run = await runWithInput(
      ['validate', '--format', 'summary', '--stdin-name', 'b.ndjson.gz', '-'],
      readFileSync(`${dir}/b.ndjson.gz`),
    );
    expect(run.stdout).toBe((await inDir(['validate', '--format', 'summary', 'b.ndjson.gz'])).stdout);
  });

  it('validates framed partitions in one process (--frames), each report as the one of its own run', async () => {
    const a = readFileSync(`${dir}/a.ndjson`);
    const gz = readFileSync(`${dir}/b.ndjson.gz`);
    const frame = (name: string, continues: boolean, bytes: Uint8Array, chunk: number): Buffer[] => {
      const parts = [Buffer.from(`${JSON.stringify({ name, continues })}\n`)];
      for (let at = 0; at < bytes.length; at += chunk) {
        const piece = bytes.subarray(at, Math.min(at + chunk, bytes.length));
        parts.push(Buffer.from(`${piece.length}\n`), Buffer.from(piece));
      }
      return [...parts, Buffer.from('0\n')];
    };
    const input = Buffer.concat([
      ...frame('a.ndjson', false, a, 65_536),
      ...frame('b.ndjson.gz', false, gz, 1000),
      ...frame('a.ndjson', true, a.subarray(0, 0), 1),
    ]);
    const run = await runWithInput(['validate', '--format', 'summary', '--frames'], input);
    expect(run.code).toBe(0);
    const reports: string[] = [];
    let rest = run.stdout;
    while (rest !== '') {
      const newline = rest.indexOf('\n');
      const length = Number(rest.slice(0, newline));
      const body = Buffer.from(rest.slice(newline + 1))
        .subarray(0, length)
        .toString('utf8');
      reports.push(body);
      rest = rest.slice(newline + 1 + body.length);
    }
    expect(reports).toHaveLength(3);
    expect(reports[0]).toBe((await inDir(['validate', '--format', 'summary', 'a.ndjson'])).stdout);
    expect(reports[1]).toBe((await inDir(['validate', '--format', 'summary', 'b.ndjson.gz'])).stdout);
    // An empty continuation: no file counted, no document, no error.
    expect(JSON.parse(reports[2]!)).toMatchObject({ exitCode: 0, counts: { files: 0, documents: 0 } });
    const bad = await runWithInput(['validate', '--format', 'summary', '--frames'], Buffer.from('not a header\n'));
    expect(bad).toMatchObject({
      code: 2,
      stderr: 'user-summaries validate --frames: a frame header must be {"name": FILE, "continues": true|false}\n',
    });
    expect((await runWithInput(['validate', '--frames', 'a.ndjson'], Buffer.alloc(0))).code).toBe(2);
  });

  it('refuses what is not a report, and reports of different profiles, with exit 2 and the file named', async () => {
    const slots = write('slots.json', (await inDir(['validate', '--format', 'summary', 'a.ndjson'])).stdout);
    const noSlots = write(
      'no-slots.json',
      (await inDir(['validate', '--format', 'summary', '--no-slots', 'a.ndjson'])).stdout,
    );
    const json = write('json.json', (await inDir(['validate', '--format', 'json', 'a.ndjson'])).stdout);
    expect(await inDir(['merge-reports', slots, noSlots])).toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining('report 2 was made with another profile') as string,
    });
    expect((await inDir(['merge-reports', slots, json])).stderr).toBe(
      `user-summaries merge-reports: ${json}: this is not an archive report (no "report": "user-summaries-archive"; made by validate --format summary?)\n`,
    );
    expect(await inDir(['merge-reports', 'missing.json'])).toMatchObject({
      code: 2,
      stderr: 'user-summaries merge-reports: missing.json: cannot be read (ENOENT)\n',
    });
    expect((await inDir(['merge-reports'])).code).toBe(2);
  });

  it('exits with the merged verdict: 1 for violations only', async () => {
    const part = write('a-only.json', (await inDir(['validate', '--format', 'summary', 'a.ndjson'])).stdout);
    expect((await inDir(['merge-reports', part, part])).code).toBe(1);
    expect((await runWithInput(['merge-reports', '-'], readFileSync(part))).code).toBe(1);
  });
});
