// The replay on Dask (`user-summaries-dask --replay BASE HEAD FILES…`, issue #44) measured by `npm run bench:archive --
// --replay-only` (bench/archive.ts): on the same generated archive, the single-host `diff --replay` (1 and 2 threads),
// the Dask replay (1 and 2 worker processes) and the gate (`validate --format summary`, 1 thread), in rounds of every
// configuration in turn; and what the diff alone costs, which the Dask replay pays twice (once for its workers' gates,
// once more in the gate that prints). The Dask replay's JSON must be the single-host replay's (checked on every run).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeArchive } from '../test/__helpers__/dask.js';
import { copyVersion, edit, nullableRemoved } from '../packages/tools/test/evolution/_folders.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLI = `${ROOT}packages/tools/dist/cli/main.js`;

/** One run: wall seconds, CPU seconds of the process and the children it waited for, the work time, its output. */
interface Run {
  readonly wallS: number;
  readonly cpuS: number;
  /** Without a cluster's start (Dask: from its summary line); the wall time otherwise. */
  readonly workS: number;
  readonly stdout: string;
  /** Dask: the CPU seconds of the command itself, and of the workers, their gates, the diff, the printing. */
  readonly parts?: readonly number[];
}

function run(command: string, args: readonly string[], cwd: string): Run {
  const done = spawnSync('/usr/bin/time', ['-f', 'time: %e %U %S', command, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (done.status !== 0 && done.status !== 1)
    throw new Error(
      `${command} ${args.slice(0, 4).join(' ')} exited ${String(done.status)}: ${done.stderr.slice(-1000)}`,
    );
  const [wall = 0, user = 0, sys = 0] = (/time: ([0-9.]+) ([0-9.]+) ([0-9.]+)/.exec(done.stderr) ?? [])
    .slice(1)
    .map(Number);
  const dask = /in ([0-9.]+) s \(cluster start ([0-9.]+) s\)/.exec(done.stderr);
  // The Dask workers are no children the command waits for: their CPU and their gates' come from its summary.
  const cluster =
    /CPU: worker processes ([0-9.]+) s, their gates ([0-9.]+) s, the diff ([0-9.]+) s, printing ([0-9.]+) s/.exec(
      done.stderr,
    );
  const clusterS = cluster === null ? 0 : cluster.slice(1).reduce((sum, n) => sum + Number(n), 0);
  return {
    wallS: wall,
    cpuS: user + sys + clusterS,
    ...(cluster === null ? {} : { parts: [user + sys, ...cluster.slice(1).map(Number)] }),
    workS: dask === null ? wall : Number(dask[1]) - Number(dask[2]),
    stdout: done.stdout,
  };
}

/** The CPU seconds of the cheapest of some Dask runs, part by part. */
function whereCpu(runs: readonly Run[]): string {
  const cheapest = runs.reduce((a, b) => (b.cpuS < a.cpuS ? b : a));
  const names = [
    'the command (client, scheduler, cluster start)',
    'the worker process',
    'its gate (judging)',
    'the diff',
    'the printing',
  ];
  return (cheapest.parts ?? []).map((n, k) => `${names[k] ?? '?'} ${n.toFixed(2)} s`).join(', ');
}

const least = (runs: readonly Run[], of: 'wallS' | 'cpuS' | 'workS'): number => Math.min(...runs.map((r) => r[of]));

/**
 * Measures the replay on Dask against the single-host replay and the Dask gate, and returns the block for
 * docs/benchmarks.md. `command` is the installed `user-summaries-dask`.
 *
 * @example
 * console.log(replayOnDask(400, 2, userSummariesDask(dask)));
 */
export function replayOnDask(days: number, rounds: number, command: string): string {
  const load = loadavg()[0] ?? 0;
  const archive = writeArchive(8, Math.ceil(days / 8), 'us-archive-replay-');
  const head = edit(copyVersion(), 'activity.schema.json', nullableRemoved);
  const base = join(ROOT, 'schemas');
  try {
    const gate = ['--cli', `node '${CLI}'`];
    const bytes = (
      JSON.parse(
        run(process.execPath, [CLI, 'validate', '--format', 'summary', ...archive.files], archive.dir).stdout,
      ) as { counts: { bytes: number } }
    ).counts.bytes;
    const configs: Record<string, () => Run> = {
      diff: () => run(process.execPath, [CLI, 'diff', base, head, '--format', 'json'], archive.dir),
      single1: () =>
        run(
          process.execPath,
          [
            CLI,
            'diff',
            base,
            head,
            '--format',
            'json',
            '--jobs',
            '1',
            ...archive.files.flatMap((f) => ['--replay', f]),
          ],
          archive.dir,
        ),
      single2: () =>
        run(
          process.execPath,
          [
            CLI,
            'diff',
            base,
            head,
            '--format',
            'json',
            '--jobs',
            '2',
            ...archive.files.flatMap((f) => ['--replay', f]),
          ],
          archive.dir,
        ),
      dask1: () =>
        run(
          command,
          [...gate, '--workers', '1', '--replay', base, head, '--format', 'json', ...archive.files],
          archive.dir,
        ),
      dask2: () =>
        run(
          command,
          [...gate, '--workers', '2', '--replay', base, head, '--format', 'json', ...archive.files],
          archive.dir,
        ),
      gate1: () =>
        run(process.execPath, [CLI, 'validate', '--format', 'summary', '--jobs', '1', ...archive.files], archive.dir),
    };
    const runs: Record<string, Run[]> = Object.fromEntries(Object.keys(configs).map((k) => [k, []]));
    for (let round = 0; round < rounds; round++)
      for (const [name, measure] of Object.entries(configs)) {
        const done = measure();
        if (name.startsWith('dask') && done.stdout !== runs['single1']?.[0]?.stdout)
          throw new Error(`${name}: the Dask replay's JSON is not the single-host replay's`);
        runs[name]?.push(done);
      }
    const of = (name: string): Run[] => runs[name] ?? [];
    const mb = bytes / 1e6;
    const row = (label: string, name: string): string =>
      `| ${label} | ${least(of(name), 'workS').toFixed(2)} | ${(mb / least(of(name), 'workS')).toFixed(1)} MB/s | ${least(of(name), 'cpuS').toFixed(2)} | ${least(of(name), 'wallS').toFixed(2)} |`;
    // Throughput per CPU second: the replay judges every document twice, and pays the diff twice.
    const versusGate = least(of('gate1'), 'cpuS') / least(of('dask1'), 'cpuS');
    const fixed = 2 * least(of('diff'), 'cpuS');
    return [
      `archive: ${archive.days} full days with slots in 8 NDJSON files (one gzipped), ${mb.toFixed(0)} MB; the head removes null from activity.total_glasses; least of ${rounds} round(s) of every configuration in turn; 1-minute load average at start ${load.toFixed(1)} on ${cpus().length} cores`,
      '',
      '| run | time (s) | throughput | CPU s | wall time with start-up (s) |',
      '| --- | ---: | ---: | ---: | ---: |',
      row('`diff BASE HEAD` alone (a Dask replay pays it twice)', 'diff'),
      row('single-host `diff --replay`, 1 thread', 'single1'),
      row('single-host `diff --replay`, 2 threads', 'single2'),
      row('`user-summaries-dask --replay`, 1 worker process', 'dask1'),
      row('`user-summaries-dask --replay`, 2 worker processes', 'dask2'),
      row('the gate (`validate --format summary`, one version), 1 thread', 'gate1'),
      '',
      `- the Dask replay's throughput per CPU second against the gate's (1 worker; 1 thread): **${(versusGate * 100).toFixed(0)}%** (the single-host replay's target, at least 40%: ${versusGate >= 0.4 ? 'met' : 'not met'}); without the two diffs (${fixed.toFixed(2)} CPU s, the same for any archive and any number of workers): ${((least(of('gate1'), 'cpuS') / (least(of('dask1'), 'cpuS') - fixed)) * 100).toFixed(0)}%`,
      `- the Dask replay's CPU against the single-host replay's (1 thread): ${(least(of('dask1'), 'cpuS') / least(of('single1'), 'cpuS')).toFixed(2)}x with 1 worker, ${(least(of('dask2'), 'cpuS') / least(of('single1'), 'cpuS')).toFixed(2)}x with 2 (the diff computed once for the workers, and once more by the gate that prints)`,
      `- where the Dask replay's CPU went (1 worker, its cheapest run): ${whereCpu(of('dask1'))}`,
      `- 1 → 2 workers: ${(least(of('dask1'), 'workS') / least(of('dask2'), 'workS')).toFixed(2)}x in time; CPU seconds: the command's and the processes it waited for, plus for Dask the workers' and their gates' from its summary line`,
    ].join('\n');
  } finally {
    rmSync(archive.dir, { recursive: true, force: true });
    rmSync(head, { recursive: true, force: true });
  }
}
