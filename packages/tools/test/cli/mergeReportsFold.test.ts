// merge-reports folds the reports one at a time: each is read, parsed, merged into the accumulated report and let
// go before the next is read (four reports of 247 MB once took 2.5 GB held together). Two things are held here, on
// reports the real gate wrote for generated documents (seeded: test/__helpers__/seed.ts prints the seed):
// - the fold writes the bytes the merge of all the reports at once writes (mergeArchiveReports and
//   mergeCoverageReports over every report, the library's merge), whatever the order;
// - while report k is read, no report before it is still reachable: the command's fold hook sees each parsed value,
//   the test keeps only a WeakRef to it and runs a full garbage collection at each later report.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { invalidUserSummary, userSummary } from 'user-summaries-testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { capturedIo, runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { FC_SEED } from '../../../../test/__helpers__/seed.js';
import { formatArchiveReport, mergeArchiveReports } from '../../src/archiveReport/archiveReport.js';
import { parseArchiveReport } from '../../src/archiveReport/parseArchiveReport.js';
import { runMergeReports } from '../../src/cli/mergeReportsCommand.js';
import { mergeCoverageReports } from '../../src/coverageReports/mergeCoverage.js';
import { parseCoverageReport } from '../../src/coverageReports/reportFile.js';
import { renderCoverage } from '../../src/coverageReports/renderCoverage.js';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

// Three reports: the fold is seen letting two go (each full collection costs a walk of the worker's whole heap).
const PARTS = 3;
const dir = mkdtempSync(join(tmpdir(), 'us-merge-fold-'));
const archives = Array.from({ length: PARTS }, (_, k) => `archive-${k}.json`);
const coverages = Array.from({ length: PARTS }, (_, k) => `coverage-${k}.json`);
const read = (name: string): unknown => JSON.parse(readFileSync(join(dir, name), 'utf8'));

beforeAll(async () => {
  // Valid and broken days, a part each; each part checked by the gate into an archive and a coverage report.
  const valid = fc.sample(userSummary({ includeSlots: false }), { numRuns: 10 * PARTS, seed: FC_SEED });
  const broken = fc.sample(invalidUserSummary(), { numRuns: 6 * PARTS, seed: FC_SEED + 1 }).map((c) => c.value);
  for (let k = 0; k < PARTS; k++) {
    const days = [...valid.slice(10 * k, 10 * k + 10), ...broken.slice(6 * k, 6 * k + 6)];
    writeFileSync(join(dir, `part-${k}.ndjson`), `${days.map((d) => JSON.stringify(d)).join('\n')}\n`);
    const run = await runCliInProcess(
      [
        'validate',
        `part-${k}.ndjson`,
        '--format',
        'archive',
        '--max-examples',
        '4',
        '--quiet',
        '--coverage',
        coverages[k] as string,
      ],
      { cwd: dir },
    );
    // 1, or 2 where a broken day is no JSON value the parse layer reads (a lone surrogate, say): a report either way.
    expect([1, 2], run.stderr).toContain(run.code);
    expect(run.stdout.startsWith('{')).toBe(true);
    writeFileSync(join(dir, archives[k] as string), run.stdout);
  }
});

/** The files in a seeded order of their own. */
const shuffled = (names: readonly string[]): string[] =>
  fc.sample(fc.shuffledSubarray([...names], { minLength: names.length }), { numRuns: 1, seed: FC_SEED })[0] as string[];

describe('merge-reports folds one report at a time', () => {
  it('writes the archive report the merge of every report at once writes, in any order', async () => {
    const all = archives.map((name) => {
      const parsed = parseArchiveReport(read(name));
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.report;
    });
    const once = mergeArchiveReports(all);
    if (!once.ok) throw new Error(once.message);
    for (const order of [archives, shuffled(archives)]) {
      const folded = await runCliInProcess(['merge-reports', ...order], { cwd: dir });
      expect(folded.stderr).toBe('');
      expect(folded.code).toBe(once.report.exitCode);
      expect(folded.stdout).toBe(formatArchiveReport(once.report));
    }
  });

  it('writes the coverage report the merge of every report at once writes, in each format', async () => {
    const all = coverages.map((name) => {
      const parsed = parseCoverageReport(read(name));
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.report;
    });
    const once = mergeCoverageReports(all);
    if (!once.ok) throw new Error(once.message);
    for (const format of ['json', 'table', 'lcov'] as const) {
      const folded = await runCliInProcess(['merge-reports', '--format', format, ...shuffled(coverages)], { cwd: dir });
      expect([folded.code, folded.stderr]).toEqual([0, '']);
      expect(folded.stdout).toBe(renderCoverage(once.report, format, dir));
    }
  });

  for (const [kind, names] of [
    ['archive', archives],
    ['coverage', coverages],
  ] as const) {
    it(`lets each ${kind} report go before it reads the next: none before it is reachable then`, async () => {
      const refs: WeakRef<object>[] = [];
      const alive: [number, number[]][] = [];
      const { io, output } = capturedIo({ cwd: dir });
      const code = await runMergeReports(names, io, {
        onParsed: (index, value) => {
          // A full collection where an earlier report could still be held (none before the first).
          if (refs.length > 0) collectGarbage();
          alive.push([index, refs.flatMap((ref, k) => (ref.deref() === undefined ? [] : [k]))]);
          refs.push(new WeakRef(value));
        },
      });
      expect(output().stderr).toBe('');
      expect(code).toBe(kind === 'archive' ? (JSON.parse(output().stdout) as { exitCode: number }).exitCode : 0);
      // Every report was seen, in order, and at each one no earlier report was still held.
      expect(alive).toEqual(names.map((_, index) => [index, []]));
    });
  }
});
