// GitHub annotations with a budget (issue #43): GitHub shows 10 error and 10 warning annotations per step and drops
// the rest without a word, so the gate prints at most --annotations of each level, one per (rule word, file)
// before repeats, errors before warnings, then one notice of the rest and where the whole report is.
import { describe, expect, it } from 'vitest';
import { runCliInProcess, scratch } from './_ciReports.js';

const { dir, write } = scratch('us-gh-annotations-');
const CANARY = 'CANARY-7713-SECRET';

/** NDJSON: `n` days whose date is not a calendar date (date_format), then one whose heart_rate is empty (filled). */
function brokenDates(n: number): string {
  return `${'{"date":"2024-02-30"}\n'.repeat(n)}{"date":"2024-01-01","heart_rate":{}}\n`;
}

const commands = (stdout: string) => stdout.split('\n').filter((l) => l.startsWith('::'));

describe('--format github', () => {
  it('prints at most 10 errors, one per rule word and file before repeats, in input order, then a notice of how many more', async () => {
    const a = write('a.ndjson', brokenDates(30));
    const b = write('b.json', `{"date":"2024-13-01","x":"${CANARY}"}`);
    const { code, stdout } = await runCliInProcess(['validate', '--format', 'github', a, b]);
    expect(code).toBe(1);
    const errors = commands(stdout).filter((l) => l.startsWith('::error '));
    // The firsts: (date_format, a) line 1, (filled, a) line 31, (date_format, b); then a's repeats, lines 2 to 8.
    const placed = errors.map((l) => {
      const match = /^::error file=([^,]+),line=(\d+),col=\d+,title=(\w+) /.exec(l);
      return `${match?.[1] === a ? 'a' : match?.[1] === b ? 'b' : match?.[1]}:${match?.[2]} ${match?.[3]}`;
    });
    expect(placed).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((line) => `a:${line} date_format`),
      'a:31 filled',
      'b:1 date_format',
    ]);
    expect(commands(stdout).filter((l) => l.startsWith('::notice '))).toEqual([
      '::notice title=more problems::22 more errors than annotated: at most 10 annotations of each level (--annotations; GitHub shows 10 per step), one per rule word and file first; the whole report: every problem with user-summaries validate --format text (or json)',
    ]);
    expect(stdout).not.toContain(CANARY);
    // 32 violations, 12 lines: the errors, the notice and the summary line (hundredThousand.deep.test.ts: 100,000).
    expect(stdout.split('\n').filter((l) => l !== '')).toHaveLength(12);
  });

  it('counts the violations past --max-violations among those left out, and names the summary file', async () => {
    const a = write('count.ndjson', brokenDates(3));
    const { stdout } = await runCliInProcess([
      'validate',
      '--format',
      'github',
      '--annotations',
      '1',
      '--summary',
      `${dir}/s.md`,
      a,
    ]);
    expect(commands(stdout).filter((l) => l.startsWith('::error '))).toHaveLength(1);
    expect(stdout).toContain(
      `::notice title=more problems::3 more errors than annotated: at most 1 annotations of each level (--annotations; GitHub shows 10 per step), one per rule word and file first; the whole report: the counts by rule and location in ${dir}/s.md and every problem`,
    );
    const capped = write('capped.json', '{"date":"2024-13-01","heart_rate":{},"sleep":{}}');
    const past = await runCliInProcess(['validate', '--format', 'github', '--max-violations', '1', capped]);
    expect(past.stdout).toContain(
      '::notice title=more problems::2 more errors than annotated (2 past --max-violations)',
    );
  });

  it('keeps errors and warnings apart, errors first, and --annotations sets the budget of each (at most 50)', async () => {
    const warned = Array.from({ length: 5 }, (_, i) => write(`w${i}.json`, '\ufeff{"date":"2024-01-01","x":1e-999}'));
    const broken = write('broken.ndjson', brokenDates(5));
    const { stdout } = await runCliInProcess([
      'validate',
      '--format',
      'github',
      '--annotations',
      '3',
      ...warned,
      broken,
    ]);
    const levels = commands(stdout).map((l) => /^::(\w+)/.exec(l)?.[1]);
    expect(levels).toEqual(['error', 'error', 'error', 'warning', 'warning', 'warning', 'notice']);
    // One per (code, file) first: w0's bom and number_underflow, then w1's bom (not w0's repeats: it has none).
    const warnings = commands(stdout).filter((l) => l.startsWith('::warning '));
    expect(warnings.map((l) => /w(\d)\.json.*title=(\w+)/.exec(l)?.slice(1, 3).join(' '))).toEqual([
      '0 bom',
      '0 number_underflow',
      '1 bom',
    ]);
    expect(commands(stdout).at(-1)).toMatch(/::3 more errors and 7 more warnings than annotated/);
    const many = await runCliInProcess(['validate', '--format', 'github', '--annotations', '51', broken]);
    expect(many.code).toBe(2);
    expect(many.stderr).toContain('--annotations can be at most 50 (GitHub keeps 50 annotations per job)');
    const elsewhere = await runCliInProcess(['validate', '--format', 'text', '--annotations', '5', broken]);
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toContain('--annotations applies to --format github');
  });

  it('escapes a file name that would start a workflow command of its own, and prints nothing when all is valid', async () => {
    const evil = write('evil\n::warning::owned %0A.json', '{"date":"2024-13-01"}');
    const { stdout } = await runCliInProcess(['validate', '--format', 'github', evil]);
    expect(stdout.split('\n').filter((l) => l.startsWith('::warning'))).toEqual([]);
    expect(commands(stdout)).toHaveLength(1);
    expect(commands(stdout)[0]).toContain('%250A');
    const valid = await runCliInProcess(['validate', '--format', 'github', 'examples/valid/summary-all-groups.json']);
    expect(commands(valid.stdout)).toEqual([]);
    expect(dir).not.toBe('');
  });

  it('says each kind of hint once, with how many documents it was given on', async () => {
    const page = 'examples/valid-no-slots/live-page-include-slots-0.json';
    const { stdout } = await runCliInProcess(['validate', '--format', 'github', page, page]);
    const notices = commands(stdout).filter((l) => l.startsWith('::notice ') && l.includes('include_slots=0'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('(and 1 more documents)');
  });
});
