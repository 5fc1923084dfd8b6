// Regressions (issue 22) at the sizes that crashed, run at full depth (`npm run test:deep`; the quick checks of the
// same reports are in 22-archive-report-counts.test.ts): a report made with --max-examples 200000 crashed
// merge-reports with a RangeError (a spread into push), the HTML report of 200,000 violations spread every
// row into one call, and the checker's HTML chart of a range since 1600 has 155,000 bars (a spread into Math.max).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArchiveReport } from '../../src/archiveReport/archiveReport.js';
import { runCli } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { tempFiles } from '../gate/_report.js';
import { emptyCheckHtml } from './_checkChart.js';

const { write } = tempFiles('us-report-counts-deep-');

describe('merge-reports over a report of 200,000 examples (no spread into a call)', () => {
  it('a genuine report made with --max-examples 200000 merges (no spread into a call)', async () => {
    const lines = Array.from({ length: 200_000 }, () => 'null').join('\n');
    const file = write('nulls.ndjson', `${lines}\n`);
    const run = await runCliInProcess(['validate', '--format', 'summary', '--max-examples', '200000', file]);
    expect(run.code).toBe(1);
    const path = write('many-examples.json', run.stdout);
    expect((JSON.parse(readFileSync(path, 'utf8')) as ArchiveReport).examples).toHaveLength(200_000);
    // A real process: its stack is Node's default (a test worker's may be larger and hide the RangeError).
    const merged = runCli(['merge-reports', path, path]);
    expect([merged.code, merged.stderr]).toEqual([1, '']);
    expect((JSON.parse(merged.stdout) as ArchiveReport).counts.violations).toBe(400_000);
  });
});

describe('HTML reports over unbounded lists (no spread into a call)', () => {
  it('validate --format html at the largest --max-violations on 200,000 nulls writes a full report (exit 1)', () => {
    const file = write('nulls.json', `[${Array.from({ length: 200_000 }, () => 'null').join(',')}]`);
    const run = runCli(['validate', '--format', 'html', '--max-violations', '100000', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('internal error');
    expect(run.stdout).toContain('</html>');
  });

  it('the checker HTML report of a range since 1600 draws its chart', async () => {
    const html = await emptyCheckHtml('1600-01-01', '2024-12-31');
    expect(html).toContain('155229 bars, no violations');
    expect(html).toContain('</html>');
  });
});
