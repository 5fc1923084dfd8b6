// The test-suite coverage (userSummariesCoverage) adds the part files of a run at its teardown: a sum of exactly
// 2^53 - 1 is written, one past it is refused at the sum (a RangeError naming the item, the run's exit status 1)
// rather than written as a report merge-reports cannot read back (docs/coverage.md). The part files are written
// here by hand, as a forged or foreign file would be.
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coverageModel } from '../../src/coverage/model.js';
import { userSummariesCoverage } from '../../src/vitest/coverage.js';

const MAX = Number.MAX_SAFE_INTEGER;
const size = coverageModel({ includeSlots: true, strict: false }).items.length;
const part = (first: number) =>
  JSON.stringify({
    part: 'user-summaries-coverage-part',
    readings: [
      {
        includeSlots: true,
        strict: false,
        counts: Array.from({ length: size }, (_, i) => (i === 0 ? first : 0)),
        parts: { day: 1, envelope: 0, request: 0 },
      },
    ],
  });

const exitCode = process.exitCode;
afterEach(() => {
  process.exitCode = exitCode;
});

describe('userSummariesCoverage at 2^53 - 1', () => {
  it('writes a sum of exactly 2^53 - 1', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'us-kit-bounds-')), 'coverage.json');
    const run = userSummariesCoverage({ file });
    run.setup();
    writeFileSync(join(`${file}.parts`, 'a.json'), part(MAX - 1));
    writeFileSync(join(`${file}.parts`, 'b.json'), part(1));
    run.teardown();
    const report = JSON.parse(readFileSync(file, 'utf8')) as { items: { seen: number }[] };
    expect(report.items[0]?.seen).toBe(MAX);
  });

  it('refuses a sum one past it, naming the item, and writes no report', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'us-kit-bounds-')), 'coverage.json');
    const run = userSummariesCoverage({ file });
    run.setup();
    writeFileSync(join(`${file}.parts`, 'a.json'), part(MAX));
    writeFileSync(join(`${file}.parts`, 'b.json'), part(1));
    expect(() => run.teardown()).toThrow(/^user-summaries coverage: the counts of item 0 add up past 2\^53 - 1/);
    expect(process.exitCode).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.parts`)).toBe(false);
  });
});
