// The Dask integration for real (a scale suite: `npm run test:deep`; each run starts a cluster): a generated
// archive of 192 full days in 8 files (one gzipped) with planted violations, validated on a LocalCluster of 2
// worker processes. The merged report is the bytes of the single-process `validate --format summary` (also with a
// worker killed mid-run: archive.deep.test.ts), and unreadable partitions are reported with their file names
// while the rest is still validated. tasks.test.ts holds the same reduction in one process in `npm test`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DAYS_PER_FILE,
  findDaskPython,
  PARTITION_SIZE,
  PLANTED,
  runDask,
  singleProcess,
  suiteRuns,
  UNREADABLE_FILES,
  UNREADABLE_PROBLEMS,
  useSuiteArchive,
  writeUnreadable,
  type Finished,
} from '../../../../test/__helpers__/dask.js';

const python = findDaskPython();

interface Report {
  readonly exitCode: number;
  readonly counts: Record<string, number>;
  readonly byRule: Record<string, number>;
  readonly byLocation: Record<string, number>;
  readonly byDay: Record<string, number>;
  readonly unreadableByFile: Record<string, number>;
  readonly examples: readonly { file: string; line: number; pointer: string; rule: string }[];
  readonly problems: readonly { file: string; line: number; code: string; message: string }[];
}

const parse = (finished: Finished): Report => {
  try {
    return JSON.parse(finished.stdout) as Report;
  } catch {
    throw new Error(`no report (exit ${String(finished.code)}): ${finished.stderr.slice(-2000)}`);
  }
};

describe.runIf(suiteRuns('the Dask integration suite', python))(
  'Dask integration: a partitioned archive on a LocalCluster of 2 workers',
  () => {
    const suite = useSuiteArchive(python);

    it("writes the coverage of the archive (--coverage): the partitions' reports merged into the single-process gate's", () => {
      const dask = runDask(
        python,
        [
          '--workers',
          '2',
          '--partition-size',
          PARTITION_SIZE,
          '--coverage',
          'dask-coverage.json',
          ...suite.archive.files,
        ],
        suite.archive.dir,
      );
      expect(dask.stdout).toBe(suite.single.stdout);
      expect(dask.stderr).toMatch(/^coverage: \d+ of \d+ items seen \(\d+\.\d%\), written to 'dask-coverage.json'$/m);
      singleProcess(suite.archive.files, suite.archive.dir, ['--quiet', '--coverage', 'single-coverage.json']);
      expect(readFileSync(join(suite.archive.dir, 'dask-coverage.json'), 'utf8')).toBe(
        readFileSync(join(suite.archive.dir, 'single-coverage.json'), 'utf8'),
      );
    });

    it('merges the partial reports into exactly the single-process report of the same files', () => {
      const dask = runDask(
        python,
        ['--workers', '2', '--partition-size', PARTITION_SIZE, ...suite.archive.files],
        suite.archive.dir,
      );
      expect(dask.stdout).toBe(suite.single.stdout);
      expect(dask.code).toBe(1);
      expect(suite.single.code).toBe(1);
      // 7 plain files of ~3.6 MB in 2 ranges each, and the gzipped file whole.
      expect(dask.stderr).toMatch(
        / s \(cluster start [0-9.]+ s\); 15 partitions on 2 workers\npeak memory: worker process \d+ MiB, gate process \d+ MiB\n$/,
      );

      const report = parse(dask);
      const days = Array.from({ length: suite.archive.days }, (_, i) => i);
      const planted = (p: (i: number) => boolean): number => days.filter(p).length;
      const broken = days.filter((i) => Object.values(PLANTED).some((p) => p(i))).length;
      expect(report.counts).toMatchObject({
        files: 8,
        documents: suite.archive.days,
        valid: suite.archive.days - broken,
        invalid: broken,
        unreadable: 0,
      });
      expect(report.byRule).toEqual({
        date_format: planted(PLANTED.badEndDate),
        in: planted(PLANTED.badSleepType),
        required: planted(PLANTED.missingDate),
        type: planted(PLANTED.stringBpm),
      });
      expect(report.byLocation).toEqual({
        '/date': planted(PLANTED.missingDate),
        '/heart_rate/slots/*/bpm': planted(PLANTED.stringBpm),
        '/sleep/slots/*/end_date': planted(PLANTED.badEndDate),
        '/sleep/slots/*/type': planted(PLANTED.badSleepType),
      });
      // Day 7 (2024-01-08) has a bad end_date; days without a date count as undated.
      expect(report.byDay['2024-01-08']).toBe(1);
      const onDay = (i: number): number => Object.values(PLANTED).filter((p) => p(i)).length;
      expect(report.byDay['undated']).toBe(days.filter(PLANTED.missingDate).reduce((sum, i) => sum + onDay(i), 0));
      expect(report.examples[0]).toEqual({ file: 'days-00.ndjson', line: 6, pointer: '/date', rule: 'required' });
      // At most 20 examples (--max-examples' default), one per violation.
      expect(report.examples).toHaveLength(
        Math.min(
          20,
          Object.values(report.byRule).reduce((a, b) => a + b, 0),
        ),
      );
      expect(dask.stdout).not.toContain('PAYLOAD');
    });

    it('reports unreadable partitions (bad gzip, bad UTF-8, a missing file) by file name and validates the rest', () => {
      writeUnreadable(suite.archive.dir);
      const files = UNREADABLE_FILES;
      // One worker: what is said of each partition is the point here, not how they spread.
      const dask = runDask(python, ['--workers', '1', ...files], suite.archive.dir);
      expect(dask.code).toBe(2);
      const report = parse(dask);
      expect(report.unreadableByFile).toEqual({ 'broken.ndjson.gz': 1, 'latin1.ndjson': 1, 'missing.ndjson': 1 });
      expect(report.problems).toEqual(UNREADABLE_PROBLEMS);
      // The days of the readable file and the readable line of latin1.ndjson are still validated.
      expect(report.counts).toMatchObject({
        files: 4,
        documents: DAYS_PER_FILE + 2 + 2,
        unreadable: 3,
        valid: DAYS_PER_FILE + 1 - report.counts['invalid']!,
      });
      expect(dask.stdout).toBe(singleProcess(files, suite.archive.dir).stdout);
    });

    it('exits 0 for a valid archive, and 2 for a usage error or a worker without the gate, like the CLI', () => {
      writeFileSync(join(suite.archive.dir, 'clean.ndjson'), '{"date":"2024-01-01"}\n{"date":"2024-01-02"}\n');
      const clean = runDask(python, ['--workers', '1', 'clean.ndjson'], suite.archive.dir);
      expect(clean.code).toBe(0);
      expect(parse(clean).counts).toMatchObject({ documents: 2, valid: 2 });
      const usage = runDask(python, ['--workers', '0', 'clean.ndjson'], suite.archive.dir);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('--workers: must be a positive integer, but received 0');
      const noGate = runDask(python, ['--workers', '1', '--cli', 'no-such-gate', 'clean.ndjson'], suite.archive.dir);
      expect(noGate.code).toBe(2);
      expect(noGate.stderr).toContain(
        'user-summaries-dask: the run failed: EngineError: cannot start the gate (no-such-gate): No such file or directory',
      );
      expect(
        runDask(python, ['--engine', 'jsonschema', '--strict', '--no-slots', 'clean.ndjson'], suite.archive.dir),
      ).toMatchObject({
        code: 2,
        stderr:
          'user-summaries-dask: no bundle combines --strict and --no-slots; use the node engine for that profile\n',
      });
    });
  },
);
