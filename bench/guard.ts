import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The guard's entry point as consumers import it: package.json's `.` export (the default entry), built by `npm run build`. */
export const DEFAULT_ENTRY = new URL(
  (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, { default: string }>;
    }
  ).exports['.']?.default ?? '',
  new URL('../', import.meta.url),
);

/** What a fresh Node process runs: the time of one `import()` of the entry, module loader already up. */
const CHILD = `
const c0 = process.cpuUsage();
const t0 = performance.now();
await import(process.env.GUARD_ENTRY);
const wall = performance.now() - t0;
const cpu = process.cpuUsage(c0);
process.stdout.write(JSON.stringify([wall, (cpu.user + cpu.system) / 1000]));
`;

/** The import time of the guard entry: each sample in its own fresh process (nothing cached in memory). */
interface GuardImportTiming {
  /** Median wall time of `await import('user-summaries-contract')`, in milliseconds. */
  readonly medianMs: number;
  /** Every sample, in milliseconds, in the order taken. */
  readonly samplesMs: readonly number[];
  /** Median CPU time (user + system) of the import, in milliseconds: steadier than wall time on a busy machine. */
  readonly medianCpuMs: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Times the import of the guard's entry (the default entry, `.`) in fresh Node processes: the
 * precompiled validators, the client, the type guards and the Standard Schemas, with no schema compiled.
 * The target is under 50 ms. Needs `npm run build` first.
 *
 * @example
 * const { medianMs } = timeGuardImport({ runs: 9 });
 */
function timeGuardImport(options: { readonly runs?: number } = {}): GuardImportTiming {
  const runs = options.runs ?? 7;
  const samplesMs: number[] = [];
  const cpuMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD], {
      env: { ...process.env, GUARD_ENTRY: DEFAULT_ENTRY.href },
      encoding: 'utf8',
    });
    if (child.status !== 0)
      throw new Error(`importing ${DEFAULT_ENTRY.pathname} failed (run npm run build): ${child.stderr.slice(0, 500)}`);
    const [wall, cpu] = JSON.parse(child.stdout) as [number, number];
    samplesMs.push(wall);
    cpuMs.push(cpu);
  }
  return { medianMs: median(samplesMs), samplesMs, medianCpuMs: median(cpuMs) };
}

/**
 * @public bench/run.ts loads it by name (`mod['benchGuardImport']`), which knip cannot follow.
 *
 * The median import time of the guard entry in milliseconds (for the benchmark runner).
 *
 * @example
 * console.log(`guard import: ${benchGuardImport().toFixed(1)} ms (target < 50 ms)`);
 */
export function benchGuardImport(): number {
  return timeGuardImport().medianMs;
}
