// 100,000 violations (issue #43, "Must hold"), a scale suite (docs/testing.md): NDJSON of 50,000 broken days, two
// violations each. The GitHub output is at most 12 lines, the step summary under 1 MiB, the SARIF log at most 5,000
// results saying how many more. Quick siblings: githubAnnotations.test.ts (12 lines), sarifTracking.test.ts (the cap).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokenDays, runCliInProcess, sarifValidator, scratch, type SarifLog } from './_ciReports.js';

const { dir, write } = scratch('us-100k-');
let days = '';

beforeAll(() => {
  days = write('days.ndjson', brokenDays(50_000));
});

describe('100,000 violations', () => {
  it('--format github: at most 12 lines (10 errors, the notice of the rest, the summary line)', async () => {
    const { code, stdout } = await runCliInProcess(['validate', '--format', 'github', days]);
    expect(code).toBe(1);
    const lines = stdout.split('\n').filter((l) => l !== '');
    expect(lines.length).toBeLessThanOrEqual(12);
    expect(lines.filter((l) => l.startsWith('::error '))).toHaveLength(10);
    expect(lines).toContain(
      '::notice title=more problems::99,990 more errors than annotated: at most 10 annotations of each level (--annotations; GitHub shows 10 per step), one per rule word and file first; the whole report: every problem with user-summaries validate --format text (or json)',
    );
    expect(lines.at(-1)).toMatch(/^50,000 documents: 0 valid, 50,000 invalid; 100,000 violations/);
  });

  it('--format sarif with $GITHUB_STEP_SUMMARY: 5,000 results and the 95,000 more said; a summary under 1 MiB', async () => {
    const summary = join(dir, 'step.md');
    const { code, stdout } = await runCliInProcess(['validate', '--format', 'sarif', days], {
      env: { GITHUB_STEP_SUMMARY: summary },
    });
    expect(code).toBe(1);
    const log = JSON.parse(stdout) as SarifLog;
    expect(sarifValidator()(log)).toBe(true);
    expect(log.runs[0]?.results).toHaveLength(5000);
    expect(log.runs[0]?.properties.resultsOmitted).toBe(95_000);
    expect(log.runs[0]?.invocations[0]?.toolExecutionNotifications?.[0]?.message.text).toMatch(/^95,000 more results/);
    expect(statSync(summary).size).toBeLessThan(1024 * 1024);
    const text = readFileSync(summary, 'utf8');
    expect(text).toContain('| `date_format` | 50,000 |');
    expect(text).toContain('| `/heart_rate` | 50,000 |');
    expect(text).toContain('First 50 problems:');
  });
});
