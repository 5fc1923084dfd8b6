// `user-summaries-dask --replay BASE HEAD FILES…` for real (a scale suite: `npm run test:deep`; it starts a cluster):
// a hand-made month of days replayed on a LocalCluster of 2 worker processes, each partition judged by both versions
// on a worker (the gate's `diff --frames`), the merged replay printed by a worker's gate. Its output and exit code are
// the single-host `diff BASE HEAD --replay`'s, byte for byte; the counts are this file's, from how the month was made.
// replay.test.ts holds the same tasks in one process in `npm test`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../../test/__helpers__/cli.js';
import { findDaskPython, runDask, suiteRuns } from '../../../../test/__helpers__/dask.js';
import { replayDays as days, replayVersions } from './_replayArchive.js';

const python = findDaskPython();

describe.runIf(suiteRuns('the Dask replay cluster suite', python))(
  'Dask integration: --replay on a local cluster',
  () => {
    const { base, head } = replayVersions();
    const dir = mkdtempSync(join(tmpdir(), 'us-dask-replay-cluster-'));
    const files = ['month.ndjson', 'more.ndjson.gz'];

    beforeAll(() => {
      if (!python.ok) throw new Error(python.reason);
      writeFileSync(join(dir, 'month.ndjson'), `${days(0, 300)}\n`);
      writeFileSync(join(dir, 'more.ndjson.gz'), gzipSync(`${days(300, 50)}\n`));
    });
    afterAll(() => {
      for (const folder of [dir, base, head]) rmSync(folder, { recursive: true, force: true });
    });

    it('prints the single-host replay, text and JSON, from 2 workers', { timeout: 480_000 }, () => {
      const dask = (format: string): ReturnType<typeof runDask> =>
        runDask(
          python,
          [
            '--workers',
            '2',
            '--partition-size',
            '100K',
            '--replay',
            base,
            head,
            '--records',
            '8',
            '--format',
            format,
            ...files,
          ],
          dir,
        );
      const single = (format: string): ReturnType<typeof runCli> =>
        runCli(['diff', base, head, '--records', '8', '--format', format, ...files.flatMap((f) => ['--replay', f])], {
          cwd: dir,
        });
      const json = dask('json');
      expect(json.code, json.stderr).toBe(1);
      const r = (JSON.parse(json.stdout) as { replay: Record<string, any> }).replay;
      // Days 0-349. Null: k % 5 === 0 (70 days), type 5: k % 7 === 3 (50 days), both: k % 35 === 10 (10 days).
      expect([r['documents'], r['headRejects'], r['headAccepts']]).toEqual([350, 70 - 10, 50 - 10]);
      expect(r['unchanged']).toEqual({ accepted: 350 - 60 - 40 - 10, rejected: 10 });
      expect(json.stderr).toMatch(
        /replay: 350 documents judged by both versions, 60 rejected by the head only, 40 accepted by the head only; in [0-9.]+ s \(cluster start [0-9.]+ s\); [0-9]+ partitions on 2 workers\nCPU: worker processes [0-9.]+ s, their gates [0-9.]+ s, the diff [0-9.]+ s, printing [0-9.]+ s\n$/,
      );
      const one = single('json');
      expect(json.stdout).toBe(one.stdout);
      const text = dask('text');
      expect([text.stdout, text.code]).toEqual([single('text').stdout, 1]);
    });
  },
);
