import type { WorkerSetup } from './pool.js';
import { runReplayTask, warmUpReplay } from './replayTask.js';
import { runTask, type Task, type TaskResult } from './runTask.js';
import { warmUp } from './warmUp.js';

/**
 * Runs one task as the run's setup says, on the main thread or a worker: the gate's check, or with `replay` the
 * judgement of its documents by both versions (its counts in the result's `replay`).
 *
 * @example
 * const result = await runSetupTask(task, { check: config.check, failFast: false });
 */
export async function runSetupTask(task: Task, setup: WorkerSetup): Promise<TaskResult> {
  if (setup.replay === undefined) return runTask(task, setup.check, setup.failFast);
  const replay = await runReplayTask(task, setup.check, setup.replay);
  return {
    outcomes: [],
    documents: replay.documents,
    unlistedValid: 0,
    lines: replay.lines,
    blankLines: 0,
    abortFile: false,
    stopped: false,
    replay,
  };
}

/** Loads what a worker's tasks will use before it takes work. */
export function warmUpSetup(setup: WorkerSetup): Promise<void> {
  return setup.replay === undefined ? warmUp(setup.check) : warmUpReplay(setup.check, setup.replay);
}
