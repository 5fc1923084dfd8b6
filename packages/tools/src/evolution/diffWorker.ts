// Worker thread entry of a transitive mode check (diffBases.ts): diffs each base it is sent against the head (one
// at a time, so the threads share the bases as they finish them), preparing the head once and keeping its records
// for every base (headCache.ts), and posts each outcome back (plain data). An empty message ends it.
import { parentPort, workerData } from 'node:worker_threads';
import { diffFolders } from './diff.js';
import { HeadCache } from './headCache.js';
import type { DiffOptions } from './types.js';

const job = workerData as { readonly head: string; readonly options: DiffOptions };
const port = parentPort;
const heads = new HeadCache();
port?.on('message', async (base: string | null) => {
  if (base === null) {
    port.close();
    return;
  }
  port.postMessage({ base, outcome: await diffFolders(base, job.head, job.options, heads) });
});
