// The Dask integration at full depth (`npm run test:deep`): a worker process killed mid-run on the suites'
// archive of 192 full days in 8 files (archiveCluster.deep.test.ts has the other runs on the same archive). Its partitions
// run again, once, and the merged report is still the bytes of the single-process report.
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { findDaskPython, PARTITION_SIZE, run, suiteRuns, useSuiteArchive } from '../../../../test/__helpers__/dask.js';

const python = findDaskPython();
const KILL_HARNESS = `${ROOT}packages/tools/test/dask/kill_worker_run.py`;

describe.runIf(suiteRuns('the Dask integration suite at full depth', python))(
  'Dask integration: a worker killed mid-run',
  () => {
    const command = python.ok ? python.command : 'python3';
    const suite = useSuiteArchive(python);

    it('gives the same report when a worker process is killed mid-run (its partitions run again, once)', () => {
      const killed = run(command, [KILL_HARNESS, PARTITION_SIZE, ...suite.archive.files], suite.archive.dir);
      const facts = JSON.parse(killed.stderr.trim().split('\n').at(-1) as string) as {
        killed?: number;
        pending?: number;
        partitions?: number;
      };
      expect(facts.killed).toBeGreaterThan(0);
      expect(facts.pending).toBeGreaterThan(0);
      expect(facts.partitions).toBe(15);
      expect(killed.stdout).toBe(suite.single.stdout);
      expect(killed.code).toBe(1);
    });
  },
);
