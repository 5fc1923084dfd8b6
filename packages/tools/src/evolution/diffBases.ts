import { availableParallelism } from 'node:os';
import { canonical } from './canonical.js';
import { diffFolders } from './diff.js';
import { HeadCache } from './headCache.js';
import { readVersion } from './readVersion.js';
import type { DiffOptions, DiffOutcome } from './types.js';

/**
 * The diffs of several bases against one head (a transitive mode check), in the bases' order: bases whose documents
 * are the same (a release that did not change the contract) diffed once, on worker threads when there are several
 * and CPUs (no more threads than `jobs`; each takes the next base when it has finished one, and prepares the head
 * and draws its records once for all of its bases), else here. A base no thread diffed (one that cannot be started,
 * or failed) is diffed here. Never throws on the folders.
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
  // One folder of each content: a folder that cannot be read is its own (its diff says why).
  const alike = new Map<string, string>();
  const first = new Map<string, string>();
  for (const base of bases) {
    const read = await readVersion(base);
    const key = read.ok ? canonical(read.version.documents.map((d) => [d.file, d.schema])) : `unread:${base}`;
    if (!first.has(key)) first.set(key, base);
    alike.set(base, first.get(key) as string);
  }
  const unique = [...first.values()];
  const threads = Math.min(Math.max(1, jobs), unique.length);
  const found = new Map<string, DiffOutcome>();
  if (threads > 1) {
    const { Worker } = await import('node:worker_threads');
    // A queue, not a share each: a thread asks for the next base when it has finished one (the bases' changes, and
    // so their searches, differ widely), and every thread stays busy to the end.
    const queue = [...unique];
    await Promise.all(
      Array.from(
        { length: threads },
        () =>
          new Promise<void>((done) => {
            let worker: InstanceType<typeof Worker>;
            try {
              worker = new Worker(new URL('./diffWorker.js', import.meta.url), { workerData: { head, options } });
            } catch {
              done();
              return;
            }
            const next = (): void => worker.postMessage(queue.shift() ?? null);
            worker.on('message', (message: { base: string; outcome: DiffOutcome }) => {
              found.set(message.base, message.outcome);
              next();
            });
            worker.on('error', () => done());
            worker.on('exit', () => done());
            next();
          }),
      ),
    );
  }
  // What no thread diffed (one could not start, or failed): here, the head prepared once for them all.
  const heads = new HeadCache();
  for (const base of unique) if (!found.has(base)) found.set(base, await diffFolders(base, head, options, heads));
  return bases.map((base) => found.get(alike.get(base) as string) as DiffOutcome);
}
