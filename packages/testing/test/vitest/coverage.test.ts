// The matcher's coverage, in-process: the kit's global setup, the flushes each test file's setup would call and the
// global teardown, called as Jest's globalSetup, setupFilesAfterEnv and globalTeardown would call them, write the
// hand-counted coverage of every body and request the matchers checked. The same run by vitest itself, its test files
// in several processes, is the scale suite coverage.deep.test.ts (`npm run test:deep`).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  flushUserSummariesCoverage,
  toSatisfyUserSummariesContract,
  userSummariesCoverage,
} from '../../src/vitest/index.js';
import { docBlocks } from '../../../../test/__helpers__/docBlocks.js';
import {
  ACTIVITY_DAY,
  ACTIVITY_DAY_SEEN,
  addSeen,
  BROKEN_PAGE,
  BROKEN_PAGE_SEEN,
  MIDDLE_PAGE,
  MIDDLE_PAGE_SEEN,
  REQUESTS,
  REQUESTS_SEEN,
  seenOf,
} from '../../../../test/__helpers__/coverageCorpora.js';

const scratch = mkdtempSync(join(tmpdir(), 'usc-vitest-coverage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const readJson = (
  path: string,
): {
  items: { location: string; aspect: string; seen: number }[];
  documents: number;
  requests: number;
  profile: { strict: boolean };
} => JSON.parse(readFileSync(path, 'utf8'));

/** The matcher as `expect(value)` (or `.not`) calls it, and the verdict that assertion wants: a pass, or a fail under `.not`. */
function check(value: unknown, options?: Parameters<typeof toSatisfyUserSummariesContract>[1], isNot = false): void {
  expect(toSatisfyUserSummariesContract.call({ isNot }, value, options).pass).toBe(!isNot);
}

/**
 * A run in-process: the global setup, each test file's checks followed by its flush, then the teardown. What the
 * teardown wrote to standard error and the exit status it set (the process's own is kept).
 */
function run(
  options: Parameters<typeof userSummariesCoverage>[0],
  files: readonly (() => void)[],
): { printed: string; exitCode: typeof process.exitCode } {
  const coverage = userSummariesCoverage(options);
  const written: string[] = [];
  const write = process.stderr.write;
  const exitCode = process.exitCode;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  }) as typeof process.stderr.write;
  try {
    coverage.setup();
    for (const file of files) {
      file();
      flushUserSummariesCoverage();
    }
    coverage.teardown();
    return { printed: written.join(''), exitCode: process.exitCode };
  } finally {
    process.stderr.write = write;
    process.exitCode = exitCode;
  }
}

describe('the coverage of a suite, its setup, flushes and teardown called in-process', () => {
  it('should write, at the end of the run, what every test file checked, one report per reading and one line each', () => {
    const dir = mkdtempSync(join(scratch, 'suite-'));
    const file = join(dir, 'coverage/user-summaries.json');
    const { printed, exitCode } = run({ file }, [
      () => {
        check(ACTIVITY_DAY);
        check(REQUESTS[0], { kind: 'request' });
        check(REQUESTS[1], { kind: 'request' }, true);
        // Told apart by shape: a request has a query.
        check(REQUESTS[2], undefined, true);
      },
      () => check(MIDDLE_PAGE, { kind: 'response' }),
      () => check(BROKEN_PAGE, { strict: true }, true),
    ]);
    expect(exitCode).not.toBe(1);
    const report = readJson(file);
    // The requests count in their own part, beside the bodies.
    expect(seenOf(report)).toEqual(addSeen(ACTIVITY_DAY_SEEN, MIDDLE_PAGE_SEEN, REQUESTS_SEEN));
    expect([report.documents, report.requests]).toEqual([2, 3]);
    expect(seenOf(readJson(join(dir, 'coverage/user-summaries.strict.json')))).toEqual(BROKEN_PAGE_SEEN);
    expect(existsSync(`${file}.parts`)).toBe(false);
    // One line per report written, on success too: which file, and how much of the contract the suite reached.
    const lines = printed.split('\n').filter((l) => l !== '');
    expect(lines.map((l) => l.replace(/\S*coverage\/user-summaries/, 'F').replace(/\d[\d,]*(\.\d)?/g, 'N'))).toEqual([
      'user-summaries coverage: F.json: N of N items seen (N%) over N documents, N requests',
      'user-summaries coverage: F.strict.json: N of N items seen (N%) over N document',
    ]);
    expect(lines[1]).toContain(' over 1 document');
  });

  it("should fail the run below docs/vitest.md's min, naming the missing items, and still write the report", () => {
    const global = docBlocks('docs/vitest.md').find(
      (b) => b.lang === 'ts' && b.code.includes('userSummariesCoverage({'),
    );
    expect(global?.code).toContain("userSummariesCoverage({ file: 'coverage/user-summaries.json', min: 80 })");
    const file = join(mkdtempSync(join(scratch, 'below-')), 'coverage/user-summaries.json');
    const { printed, exitCode } = run({ file, min: 80 }, [() => check(ACTIVITY_DAY)]);
    expect(exitCode).toBe(1);
    expect(printed).toMatch(
      /user-summaries coverage: .*user-summaries\.json: coverage \d+\.\d% is below min 80% \(\d+ items never seen\):/,
    );
    expect(printed).toContain('  / violated:type');
    // A message, not a stack trace: no Error, no frame of the kit's code.
    expect(printed).toMatch(/^user-summaries coverage: .*user-summaries\.json: \d+ of \d+ items seen/m);
    expect(printed).not.toMatch(/^\s+at |Error: user-summaries coverage|coverage\.js:\d+/m);
    expect(seenOf(readJson(file))).toEqual(ACTIVITY_DAY_SEEN);
  });
});

describe('the coverage of a Jest-style run, in-process', () => {
  it('should add up the flushes of several test files and write the report at teardown', () => {
    const file = join(scratch, 'jest/coverage.json');
    const run = userSummariesCoverage({ file });
    run.setup();
    try {
      toSatisfyUserSummariesContract.call({ isNot: false }, ACTIVITY_DAY);
      flushUserSummariesCoverage();
      toSatisfyUserSummariesContract.call({ isNot: false }, ACTIVITY_DAY);
      toSatisfyUserSummariesContract.call({ isNot: false }, MIDDLE_PAGE, { kind: 'response' });
      flushUserSummariesCoverage();
    } finally {
      run.teardown();
    }
    // The module's counts are cumulative: its second flush rewrites its own part with everything so far.
    expect(seenOf(readJson(file))).toEqual(addSeen(ACTIVITY_DAY_SEEN, ACTIVITY_DAY_SEEN, MIDDLE_PAGE_SEEN));
    // Outside a run, the matcher counts nothing and a flush writes nothing.
    toSatisfyUserSummariesContract.call({ isNot: false }, ACTIVITY_DAY);
    flushUserSummariesCoverage();
    expect(existsSync(`${file}.parts`)).toBe(false);
  });

  it("should print each report's line with its file name escaped: no control character reaches the terminal", () => {
    const file = join(scratch, 'jest', 'cov\u001b[2Jerage\n.json');
    const run = userSummariesCoverage({ file });
    const written: string[] = [];
    const write = process.stderr.write;
    // The teardown's own output, kept instead of shown: what a terminal or a CI log would receive.
    process.stderr.write = ((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    try {
      run.setup();
      toSatisfyUserSummariesContract.call({ isNot: false }, ACTIVITY_DAY);
      flushUserSummariesCoverage();
      run.teardown();
    } finally {
      process.stderr.write = write;
    }
    const text = written.join('');
    expect(text).toMatch(
      /^user-summaries coverage: .*cov\\u001b\[2Jerage\\u000a\.json: \d+ of \d+ items seen \(\d+\.\d%\) over 1 document\n$/,
    );
    expect(text).not.toContain('\u001b');
    expect(existsSync(file)).toBe(true);
  });

  it('should refuse a missing file name or a threshold that is no percentage', () => {
    expect(() => userSummariesCoverage({ file: '' })).toThrow(TypeError);
    expect(() => userSummariesCoverage({ file: 'x.json', min: 120 })).toThrow(RangeError);
  });
});
