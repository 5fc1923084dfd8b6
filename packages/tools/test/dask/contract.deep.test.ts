// The Dask gate with another version of the contract (`user-summaries-dask --contract DIR`, issue #44): each
// partition judged on a real local Dask cluster by the gate's `validate --contract`, the partial reports merged into
// the single-process gate's report of the same files, byte for byte; the counts are this file's, from how the
// archive was made. A scale suite (`npm run test:deep`): each run starts a cluster. contract.test.ts runs the same
// partitions through the workers' task in one process, and the command's refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import { contractArchive } from './_contractArchive.js';
import { findDaskPython, runDask, singleProcess, suiteRuns } from '../../../../test/__helpers__/dask.js';

const python = findDaskPython();

describe.runIf(suiteRuns('the Dask contract suite', python))(
  'Dask integration: --contract DIR on a local cluster',
  () => {
    const { dir, head } = contractArchive();
    beforeAll(() => {
      if (!python.ok) throw new Error(python.reason);
    });

    it('judges every partition by the version given, as the single-process gate does', { timeout: 240_000 }, () => {
      const files = ['month.ndjson', 'more.ndjson.gz'];
      const dask = runDask(python, ['--workers', '1', '--partition-size', '1M', '--contract', head, ...files], dir);
      expect(dask.code, dask.stderr).toBe(1);
      const report = JSON.parse(dask.stdout) as {
        counts: { documents: number; invalid: number };
        byRule: Record<string, number>;
        byLocation: Record<string, number>;
      };
      expect(report.counts.documents).toBe(40);
      expect(report.counts.invalid).toBe(6 + 2);
      expect(report.byLocation).toEqual({ '/activity/total_glasses': 8 });
      expect(report.byRule).toEqual({ type: 8 });
      const single = singleProcess(files, dir, ['--contract', head]);
      expect(dask.stdout).toBe(single.stdout);
      // The installed contract accepts every day.
      const installed = runDask(python, ['--workers', '1', '--partition-size', '1M', ...files], dir);
      expect(installed.code, installed.stderr).toBe(0);
    });
  },
);
