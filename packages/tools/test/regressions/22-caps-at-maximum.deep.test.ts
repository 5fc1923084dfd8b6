// Issue 22, "caps that hold when a user raises them", at size (full depth, `npm run test:deep`): a run with every
// cap of `validate` at its largest value on a hostile input still ends with its report. The largest values
// themselves and what is refused past them are checked in 22-caps-at-maximum.test.ts.
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { tempFiles } from '../gate/_report.js';

const { write } = tempFiles('us-caps-max-deep-');
const MAXIMA = [
  '--max-bytes',
  '256M',
  '--max-violations',
  '100000',
  '--max-examples',
  '1000000',
  '--jobs',
  '64',
  '--max-depth',
  '1000000000',
  '--max-members',
  '1000000000',
  '--max-key-length',
  '1000000000',
];

describe('validate', () => {
  it('with every cap at its largest value, a document of 120,000 violations is reported in every kind of format', async () => {
    const file = write('nulls.json', `[${Array.from({ length: 120_000 }, () => 'null').join(',')}]`);
    const json = await runCliInProcess(['validate', ...MAXIMA, '--format', 'json', file]);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { documents: { violations: unknown[]; omitted?: number }[] };
    expect(report.documents[0]?.violations).toHaveLength(100_000);
    expect(report.documents[0]?.omitted).toBeGreaterThanOrEqual(1);
    const text = await runCliInProcess(['validate', ...MAXIMA, file]);
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/… and (?:at least )?[\d,]+ more \(raise --max-violations to see them\)/);
    const summary = await runCliInProcess(['validate', ...MAXIMA, '--format', 'summary', file]);
    expect(summary.code).toBe(1);
    expect((JSON.parse(summary.stdout) as { counts: { violations: number } }).counts.violations).toBe(100_000);
  });
});
