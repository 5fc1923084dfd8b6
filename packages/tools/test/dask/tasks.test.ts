// The Dask integration's own work, without a cluster: an archive planned into partitions, each validated in one
// Python process by the task the workers run (`validate_partition`), the results reduced as the client reduces
// them (packages/tools/test/dask/tasks_run.py). The reduced report is the single-process gate's, byte for byte, at any partition
// size; the jsonschema engine gives the node engine's report but for the sentences of unreadable documents; an
// unreadable partition is reported by its file name while the rest is validated. The same on a Dask cluster (a
// LocalCluster, a worker killed mid-run, a scheduler with its workers), with the edges of an archive, runs in
// the scale suites, `*.deep.test.ts` (`npm run test:deep`): each run there starts a cluster, the costliest
// start-up of the suites (docs/testing.md, "Scale suites").
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { isFullDepth } from '../../../../test/__helpers__/runDepth.js';
import {
  findDaskPython,
  ODD_RECORDS,
  run,
  suiteRuns,
  UNREADABLE_FILES,
  UNREADABLE_PROBLEMS,
  withoutSentences,
  writeArchive,
  writeUnreadable,
  type Archive,
} from '../../../../test/__helpers__/dask.js';
import { singleHost } from './_singleHost.js';

const python = findDaskPython();

interface Report {
  readonly counts: Record<string, number>;
  readonly unreadableByFile: Record<string, number>;
  readonly problems: readonly { file: string; line: number; code: string; message: string }[];
}

/** One run of tasks_run.py: the files, the engine, the partition size in bytes. */
interface TasksRun {
  readonly files: readonly string[];
  readonly engine: 'node' | 'jsonschema';
  readonly partition_size: number;
}

describe.runIf(suiteRuns('the Dask tasks suite', python))(
  'Dask integration: the tasks of an archive, in one process',
  () => {
    const command = python.ok ? python.command : 'python3';
    let archive: Archive;
    let files: string[];
    /** Each run's [report text, exit code], in the order of the runs: a run per size of SIZES, then the others. */
    let reports: [string, number][];
    const KIB = 1024;
    // The two partition sizes take one a run under npm test, rotated by the seed; both at full depth
    // (test/__helpers__/depth.ts). The same reports at any size on clusters: the scale suites.
    const SIZES = casesAtDepth([512 * KIB, 64 * KIB * KIB], 1);
    // Python's jsonschema is slow on full days: at full depth one file of 4 (in 2 byte ranges) and the odd records;
    // under npm test its last day alone (a sleep slot's end_date planted on it; in 3 byte ranges) and the odd records.
    const ENGINES = isFullDepth()
      ? { files: ['days-01.ndjson', 'extra.ndjson'], partition_size: 512 * KIB }
      : { files: ['day-07.ndjson', 'extra.ndjson'], partition_size: 64 * KIB };

    beforeAll(() => {
      // Under CI=true a missing runtime fails here, at once, with its reason.
      if (!python.ok) throw new Error(python.reason);
      archive = writeArchive(3, 4, 'us-dask-tasks-');
      writeFileSync(join(archive.dir, 'extra.ndjson'), ODD_RECORDS);
      writeUnreadable(archive.dir);
      const lines = readFileSync(join(archive.dir, 'days-01.ndjson'), 'utf8').split('\n');
      writeFileSync(join(archive.dir, 'day-07.ndjson'), `${lines[3]}\n`);
      files = [...archive.files, 'extra.ndjson'];
      const runs: TasksRun[] = [
        // Each plain file of about 0.6 MB in 2 byte ranges, the gzipped one whole; or every file whole.
        ...SIZES.map((size): TasksRun => ({ files, engine: 'node', partition_size: size })),
        { ...ENGINES, engine: 'node' },
        { ...ENGINES, engine: 'jsonschema' },
        { files: UNREADABLE_FILES, engine: 'node', partition_size: 512 * KIB },
      ];
      const out = run(command, [`${ROOT}packages/tools/test/dask/tasks_run.py`], archive.dir, JSON.stringify(runs));
      if (out.code !== 0) throw new Error(out.stderr.slice(-2000));
      reports = JSON.parse(out.stdout) as [string, number][];
    }, 120_000);

    afterAll(() => {
      if (archive !== undefined) rmSync(archive.dir, { recursive: true, force: true });
    });

    it('reduces the partitions, at any size, to the single-process report byte for byte', async () => {
      const single = await singleHost(files, archive.dir);
      expect(single.code).toBe(2);
      for (const [i] of SIZES.entries()) expect(reports[i]).toEqual([single.stdout, 2]);
      const report = JSON.parse(single.stdout) as Report;
      expect(report.counts).toMatchObject({ files: 4, documents: archive.days + 3 });
      expect(single.stdout).not.toContain('PAYLOAD');
    });

    it("the jsonschema engine gives the node engine's report, but for the sentences of unreadable documents", () => {
      const [node, jsonschema] = [reports[SIZES.length], reports[SIZES.length + 1]] as [
        [string, number],
        [string, number],
      ];
      expect(jsonschema[1]).toBe(node[1]);
      expect(withoutSentences(jsonschema[0])).toEqual(withoutSentences(node[0]));
      expect((JSON.parse(jsonschema[0]) as Report).problems.map((p) => `${p.file}:${p.line} ${p.code}`)).toEqual([
        'extra.ndjson:3 duplicate_key',
        'extra.ndjson:4 truncated_record',
      ]);
    });

    it('reports unreadable partitions (bad gzip, bad UTF-8, a missing file) by file name and validates the rest', async () => {
      const [text, code] = reports[SIZES.length + 2] as [string, number];
      expect(code).toBe(2);
      const report = JSON.parse(text) as Report;
      expect(report.unreadableByFile).toEqual({ 'broken.ndjson.gz': 1, 'latin1.ndjson': 1, 'missing.ndjson': 1 });
      expect(report.problems).toEqual(UNREADABLE_PROBLEMS);
      // The days of the readable file and the readable line of latin1.ndjson are still validated.
      expect(report.counts).toMatchObject({ files: 4, documents: 4 + 2 + 2, unreadable: 3 });
      expect(text).toBe((await singleHost(UNREADABLE_FILES, archive.dir)).stdout);
    });
  },
);
