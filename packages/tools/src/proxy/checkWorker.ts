// Worker thread entry of the proxy's check thread (checkThread.ts): checks the bodies the main thread sends, a
// batch at a time and in order, and answers each batch with one message.
import { parentPort } from 'node:worker_threads';
import { answerJob, type CheckJob, type CheckReply } from './checkThread.js';

const port = parentPort;
port?.on('message', async (jobs: readonly CheckJob[]) => {
  const replies: CheckReply[] = [];
  for (const job of jobs) replies.push(await answerJob(job));
  port.postMessage(replies);
});
