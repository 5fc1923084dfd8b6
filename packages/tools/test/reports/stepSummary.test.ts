// The Markdown step summary (issue #43): appended to $GITHUB_STEP_SUMMARY whatever the format, written to
// --summary FILE for other CI systems: the verdict, counts by rule word and by location pattern, the first problems
// with file:line, the hints; escaped, no payload value, under 1 MiB (cut with a note).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fitMarkdown, MAX_SUMMARY_BYTES, SUMMARY_CUT_NOTE } from '../../src/reports/stepSummary.js';
import { runCliInProcess, scratch } from './_ciReports.js';

const { dir, write } = scratch('us-step-summary-');
const CANARY = 'CANARY-3391-SECRET';

describe('the step summary', () => {
  it.each(['text', 'json', 'sarif', 'github', 'gitlab', 'junit', 'html', 'summary'])(
    'is appended to $GITHUB_STEP_SUMMARY under --format %s, what was there kept',
    async (format) => {
      const target = join(dir, `step-${format}.md`);
      writeFileSync(target, '## an earlier step\n');
      const day = write(`day-${format}.json`, `{"date":"2024-02-30","heart_rate":{},"note":"${CANARY}"}`);
      const { code } = await runCliInProcess(['validate', '--format', format, day], {
        env: { GITHUB_STEP_SUMMARY: target },
      });
      expect(code).toBe(1);
      const text = readFileSync(target, 'utf8');
      expect(text.startsWith('## an earlier step\n### user-summaries validate: failed: violations\n')).toBe(true);
      expect(text).not.toContain(CANARY);
    },
  );

  it('holds the counts by rule and by location pattern, the first problems with file:line, and the hints', async () => {
    const days = write('days.ndjson', '{"date":"2024-02-30","heart_rate":{}}\n{"date":"2024-13-01"}\n');
    const page = 'examples/valid-no-slots/live-page-include-slots-0.json';
    const out = join(dir, 'summary.md');
    const { code } = await runCliInProcess(['validate', '--summary', out, days, page]);
    expect(code).toBe(1);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('### user-summaries validate: failed: violations');
    expect(text).toContain('| rule | count |\n|---|---:|\n| `required_with` | ');
    expect(text).toContain('| `date_format` | 2 |');
    expect(text).toContain('| `filled` | 1 |');
    expect(text).toContain(
      '| location | violations |\n|---|---:|\n| `/data/*/activity/slots` | 10 |\n| `/date` | 2 |\n',
    );
    expect(text).toContain(
      `| \`${days}:1:9\` | \`/date\` | \`date_format\` | date must match the format Y-m-d: not a calendar date |`,
    );
    expect(text).toContain(
      `| \`${days}:2:9\` | \`/date\` | \`date_format\` | date must match the format Y-m-d: month out of range |`,
    );
    expect(text).toContain(
      '> hint: every violation is a missing slots: the data looks fetched with include\\_slots=0 (the API default); validate it with --no-slots (1 documents)',
    );
    // --summary writes (not appends): a second run replaces the file.
    await runCliInProcess(['validate', '--summary', out, 'examples/valid/summary-all-groups.json']);
    const again = readFileSync(out, 'utf8');
    expect(again.startsWith('### user-summaries validate: passed\n')).toBe(true);
    expect(again).not.toContain('| rule |');
  });

  it('escapes a file name that would break its table or start HTML', async () => {
    const evil = write('a|b <img src=x onerror=alert(1)>\n# title.json', '{"date":"2024-13-01"}');
    const out = join(dir, 'evil.md');
    await runCliInProcess(['validate', '--summary', out, evil]);
    const text = readFileSync(out, 'utf8');
    // Inside a code span HTML is text; the line break is written as \n, the cell's `|` as \|.
    expect(text).toContain(`| \`${dir}/a\\|b <img src=x onerror=alert(1)>\\n# title.json:1:9\` | \`/date\` |`);
    expect(text).not.toMatch(/^# title/m);
    const row = text.split('\n').find((l) => l.includes('onerror'));
    // Four cells: the file's `|` is escaped inside its code span.
    expect(row?.replaceAll('\\|', '').split('|')).toHaveLength(6);
  });

  it('cuts before the line that would pass the limit, with a note naming the json report', () => {
    const line = 'x'.repeat(99);
    const lines = Array.from({ length: 100 }, () => line);
    const fitted = fitMarkdown(lines, 1000 + SUMMARY_CUT_NOTE.length);
    expect(Buffer.byteLength(fitted)).toBeLessThanOrEqual(1000 + SUMMARY_CUT_NOTE.length);
    expect(fitted).toBe(`${lines.slice(0, 10).join('\n')}\n${SUMMARY_CUT_NOTE}`);
    expect(fitted).toContain('`user-summaries validate --format json` reports every problem');
    expect(fitMarkdown(lines.slice(0, 3), 1000 + SUMMARY_CUT_NOTE.length)).toBe(`${lines.slice(0, 3).join('\n')}\n`);
    expect(MAX_SUMMARY_BYTES).toBeLessThan(1024 * 1024);
  });

  it('--summary needs a file name and does not apply to --frames (the partitions of one archive)', async () => {
    const empty = await runCliInProcess(['validate', '--summary', '', 'examples/valid/summary-all-groups.json']);
    expect([empty.code, empty.stderr]).toEqual([2, expect.stringContaining('--summary needs a file name')]);
    const frames = await runCliInProcess([
      'validate',
      '--frames',
      '--format',
      'summary',
      '--summary',
      join(dir, 'f.md'),
    ]);
    expect([frames.code, frames.stderr]).toEqual([2, expect.stringContaining('--summary does not apply to --frames')]);
  });

  it('a file that cannot be written is said on stderr and changes no exit code', async () => {
    const { code, stderr } = await runCliInProcess([
      'validate',
      '--summary',
      join(dir, 'no/such/folder/s.md'),
      'examples/valid/summary-all-groups.json',
    ]);
    expect(code).toBe(0);
    expect(stderr).toContain(`cannot write the step summary to ${dir}/no/such/folder/s.md (ENOENT)`);
  });
});
