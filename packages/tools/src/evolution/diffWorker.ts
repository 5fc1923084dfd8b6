// Worker thread entry of a transitive mode check (diffBases.ts): diffs its share of the bases against the head and
// posts each outcome back (plain data).
import { parentPort, workerData } from 'node:worker_threads';
import { diffContracts } from './diff.js';
import type { DiffOptions } from './types.js';

const job = workerData as { readonly bases: readonly string[]; readonly head: string; readonly options: DiffOptions };
const port = parentPort;
if (port !== null) {
  for (const base of job.bases) port.postMessage({ base, outcome: await diffContracts(base, job.head, job.options) });
}
