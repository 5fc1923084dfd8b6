import { availableParallelism } from 'node:os';
import { diffContracts } from './diff.js';
import type { DiffOptions, DiffOutcome } from './types.js';

/**
 * The diffs of several bases against one head (a transitive mode check), in the bases' order: on worker threads
 * when there are several bases and CPUs (each thread compiles the head once), else here. A thread that cannot be
 * started leaves its bases to this one. Never throws on the folders.
 *
 * @example
 * const outcomes = await diffBases(['released/0.1.0', 'released/0.2.0'], 'schemas', { seed: 37 });
 */
export async function diffBases(
  bases: readonly string[],
  head: string,
  options: DiffOptions = {},
  jobs: number = Math.min(availableParallelism(), 8),
): Promise<DiffOutcome[]> {
  const threads = Math.min(Math.max(1, jobs), bases.length);
  const found = new Map<string, DiffOutcome>();
  if (threads > 1) {
    const { Worker } = await import('node:worker_threads');
    const shares = Array.from({ length: threads }, (_, k) => bases.filter((_, i) => i % threads === k));
    await Promise.all(
      shares.map(
        (share) =>
          new Promise<void>((done) => {
            let worker: InstanceType<typeof Worker>;
            try {
              worker = new Worker(new URL('./diffWorker.js', import.meta.url), {
                workerData: { bases: share, head, options },
              });
            } catch {
              done();
              return;
            }
            worker.on('message', (message: { base: string; outcome: DiffOutcome }) =>
              found.set(message.base, message.outcome),
            );
            worker.on('error', () => done());
            worker.on('exit', () => done());
          }),
      ),
    );
  }
  const outcomes: DiffOutcome[] = [];
  for (const base of bases) outcomes.push(found.get(base) ?? (await diffContracts(base, head, options)));
  return outcomes;
}
