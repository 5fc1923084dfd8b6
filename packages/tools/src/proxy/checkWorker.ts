// Worker thread entry of the proxy's check thread (checkThread.ts): checks the bodies the main thread sends, a
// batch at a time and in order, and answers each batch with one message.
import { parentPort } from 'node:worker_threads';
import { freshVerdict } from './bodyMemo.js';
import type { CheckJob, CheckReply } from './checkThread.js';

const port = parentPort;
port?.on('message', async (jobs: readonly CheckJob[]) => {
  const replies: CheckReply[] = [];
  for (const job of jobs) {
    try {
      const fresh = await freshVerdict(job.body, job.profile);
      replies.push(job.line ? fresh : { verdict: fresh.verdict });
    } catch {
      replies.push({ failed: true }); // past what a string can hold: the exchange reports it
    }
  }
  port.postMessage(replies);
});
