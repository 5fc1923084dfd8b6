// The Dask gate with another version of the contract (`user-summaries-dask --contract DIR`, issue #44), without a
// cluster: the partitions validated in one Python process by the task the workers run, with the version given
// (packages/tools/test/dask/tasks_run.py), reduced to the single-process gate's `validate --contract` report of the
// same files, byte for byte; the counts are this file's, from how the archive was made. The same on a local Dask
// cluster: contract.deep.test.ts (`npm run test:deep`), each run there starting one.
import { beforeAll, describe, expect, it } from 'vitest';
import { contractArchive } from './_contractArchive.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { findDaskPython, run, runDask, suiteRuns } from '../../../../test/__helpers__/dask.js';
import { singleHost } from './_singleHost.js';

const python = findDaskPython();

describe.runIf(suiteRuns('the Dask contract suite', python))(
  'Dask integration: --contract DIR, the tasks in one process',
  () => {
    // Each group's slots cut to the first 12: one partition a file (the cluster's run, with whole days and several
    // partitions, is contract.deep.test.ts's).
    const { dir, head } = contractArchive(12);
    beforeAll(() => {
      if (!python.ok) throw new Error(python.reason);
    });

    it('judges every partition by the version given, as the single-process gate does', {
      timeout: 240_000,
    }, async () => {
      const files = ['month.ndjson', 'more.ndjson.gz'];
      const runs = [
        { files, engine: 'node', partition_size: 1024 * 1024, contract: head },
        { files, engine: 'node', partition_size: 1024 * 1024 },
      ];
      const out = run(
        python.ok ? python.command : 'python3',
        [`${ROOT}packages/tools/test/dask/tasks_run.py`],
        dir,
        JSON.stringify(runs),
      );
      expect(out.code, out.stderr).toBe(0);
      const [[text, code], installed] = JSON.parse(out.stdout) as [[string, number], [string, number]];
      expect(code).toBe(1);
      const report = JSON.parse(text) as {
        counts: { documents: number; invalid: number };
        byRule: Record<string, number>;
        byLocation: Record<string, number>;
      };
      expect(report.counts.documents).toBe(40);
      expect(report.counts.invalid).toBe(6 + 2);
      expect(report.byLocation).toEqual({ '/activity/total_glasses': 8 });
      expect(report.byRule).toEqual({ type: 8 });
      expect(text).toBe((await singleHost(files, dir, ['--contract', head])).stdout);
      // The installed contract accepts every day.
      expect(installed[1]).toBe(0);
    });

    it('refuses --contract with the jsonschema engine (exit 2)', () => {
      const refused = runDask(python, ['--engine', 'jsonschema', '--contract', head, 'month.ndjson'], dir);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('--contract needs a folder and the node engine');
    });
  },
);
