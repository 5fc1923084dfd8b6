// The real-cluster commands of packages/python/README.md on one host: `dask scheduler` and `dask worker`
// as separate processes on loopback, and `user-summaries-dask --scheduler ADDRESS` (which uploads its package
// to the workers). The report equals the single-process one. At full depth (`npm run test:deep`, run by .ci/run),
// beside the integration's reports on a LocalCluster of worker processes (archiveCluster.deep.test.ts,
// edges.deep.test.ts, jsonschemaCluster.deep.test.ts): this second shape of deployment starts a scheduler and a
// worker pool of its own, the costliest start of the suites.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basePython,
  daskEnv,
  findDaskPython,
  runDask,
  singleProcess,
  suiteRuns,
  writeArchive,
  type Archive,
} from '../../../../test/__helpers__/dask.js';

const python = findDaskPython();

/**
 * The scheduler's address, read from its scheduler file once the file holds it: the scheduler writes the file
 * once it listens, not atomically, so the condition is "the file parses and names an address", retried (every
 * 50 ms, bounded), never a fixed wait.
 */
async function schedulerAddress(path: string, timeoutMs: number): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const address = addressIn(path);
    if (address !== undefined) return address;
    if (Date.now() > until) throw new Error(`${path} named no scheduler address within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The address a scheduler file names, or undefined while it is absent or half written. */
function addressIn(path: string): string | undefined {
  try {
    const { address } = JSON.parse(readFileSync(path, 'utf8')) as { address?: unknown };
    return typeof address === 'string' ? address : undefined;
  } catch {
    return undefined;
  }
}

describe.runIf(suiteRuns('the Dask scheduler suite', python))(
  'Dask integration: dask scheduler and dask worker processes',
  () => {
    const command = python.ok ? python.command : 'python3';
    // The scheduler and the workers run the python the environment was made from, where the distribution is not
    // installed (the client uploads it), with the gate on PATH: a worker host of the README's real cluster.
    const host = basePython();
    const started: ChildProcess[] = [];
    let archive: Archive;
    let address: string;

    beforeAll(async () => {
      // Under CI=true a missing runtime fails here, at once, with its reason.
      if (!python.ok) throw new Error(python.reason);
      archive = writeArchive(3, 30, 'us-dask-scheduler-');
      const schedulerFile = join(archive.dir, 'scheduler.json');
      // The scheduler and its workers run elsewhere than the client (another folder), as on a real cluster: a
      // relative name means something only on the client, which must resolve it.
      const quiet = { stdio: 'ignore' as const, cwd: tmpdir(), env: daskEnv() };
      started.push(
        spawn(
          host,
          [
            '-m',
            'dask',
            'scheduler',
            '--host',
            '127.0.0.1',
            '--port',
            '0',
            '--no-dashboard',
            '--scheduler-file',
            schedulerFile,
          ],
          quiet,
        ),
      );
      address = await schedulerAddress(schedulerFile, 60_000);
      started.push(
        spawn(
          host,
          [
            '-m',
            'dask',
            'worker',
            address,
            '--nworkers',
            '2',
            '--nthreads',
            '1',
            '--no-dashboard',
            '--host',
            '127.0.0.1',
          ],
          quiet,
        ),
      );
      const ready = spawnSync(
        command,
        [
          '-c',
          `from distributed import Client\nc = Client(${JSON.stringify(address)})\nc.wait_for_workers(2, timeout=60)\nc.close()`,
        ],
        { encoding: 'utf8', timeout: 90_000 },
      );
      if (ready.status !== 0) throw new Error(`the workers did not join: ${ready.stderr.slice(-1000)}`);
    }, 90_000);

    afterAll(async () => {
      // Only the processes this suite started, by their own id; the worker first (its nanny ends its worker
      // processes, whose gates end with their standard input), and each waited for.
      for (const child of [...started].reverse()) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
      }
      if (archive !== undefined) rmSync(archive.dir, { recursive: true, force: true });
    }, 70_000);

    it('runs workers whose python has no user_summaries_contract of its own (they import the uploaded one)', () => {
      const found = spawnSync(
        host,
        ['-c', 'from importlib.util import find_spec; print(find_spec("user_summaries_contract") is not None)'],
        { cwd: tmpdir(), encoding: 'utf8' },
      );
      expect(found.stdout.trim()).toBe('False');
    });

    it('validates a relative glob on the workers of a running scheduler and prints the single-process report', () => {
      expect(address).toMatch(/^tcp:\/\/127\.0\.0\.1:\d+$/);
      // Every file was "unreadable: no such file or directory" when the workers opened the client's relative names.
      const dask = runDask(python, ['--scheduler', address, '--partition-size', '1M', 'days-*.ndjson*'], archive.dir);
      expect(dask.stderr).toMatch(/ partitions on 2 workers\n/);
      expect(dask.stdout).toBe(singleProcess(archive.files, archive.dir).stdout);
      expect(dask.code).toBe(1);
    });

    it('runs the jsonschema engine there too (the Python module of violations and its rule data are uploaded)', () => {
      const dask = runDask(
        python,
        ['--scheduler', address, '--engine', 'jsonschema', archive.files[0] as string],
        archive.dir,
      );
      expect(dask.stderr).toMatch(/ partitions on 2 workers\n/);
      expect(dask.stdout).toBe(singleProcess([archive.files[0] as string], archive.dir).stdout);
      expect(dask.code).toBe(1);
    });
  },
);
