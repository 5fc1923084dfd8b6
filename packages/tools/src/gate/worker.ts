// Worker thread entry: checks the tasks the main thread sends, with its own copy of the precompiled validators.
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerSetup } from './pool.js';
import type { Task } from './runTask.js';
import { runSetupTask, warmUpSetup } from './runSetupTask.js';

const setup = workerData as WorkerSetup;
const port = parentPort;
if (port !== null) {
  port.on('message', (message: { id: number; task: Task }) => {
    void runSetupTask(message.task, setup).then(
      (result) => port.postMessage({ id: message.id, result }),
      (error: unknown) => port.postMessage({ id: message.id, failure: error instanceof Error ? error.name : 'Error' }),
    );
  });
  // Compile the validators before taking work, so the main thread keeps tasks until this thread is useful.
  void warmUpSetup(setup).finally(() => port.postMessage({ ready: true }));
}
