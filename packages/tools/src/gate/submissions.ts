import type { GateConfig } from '../documentCheck/config.js';
import { errorOutcome } from '../documentCheck/checkRecord.js';
import type { InputProblem } from '../documentCheck/types.js';
import type { Input } from './inputs.js';
import { Scheduler } from './pool.js';
import { BATCH_BYTES } from './readInput.js';
import type { Task, TaskResult } from './runTask.js';
import type { InputState, Tally, TakenResult } from './tally.js';

const NO_RESULT: Omit<TaskResult, 'outcomes' | 'documents'> = {
  unlistedValid: 0,
  lines: 0,
  blankLines: 0,
  abortFile: false,
  stopped: false,
};

/**
 * The result of a problem found while reading (an input that cannot be read, a document or line over the cap): one
 * error outcome, on the line `record` of an NDJSON input.
 */
export function problemResult(file: string, problem: InputProblem, record?: number): TaskResult {
  const outcome = errorOutcome(file, problem, record);
  return { ...NO_RESULT, outcomes: [outcome], documents: 1, lines: record === undefined ? 0 : 1 };
}

/**
 * What the reading submits to the worker pool: tasks to check and results already known, each with the input it
 * belongs to. The pool answers in submission order; each answer goes to the tally, and a run the tally stopped
 * (`--fail-fast`) closes the pool.
 */
export class Submissions {
  readonly #owners: Omit<TakenResult, 'result'>[] = [];
  readonly #scheduler: Scheduler;

  constructor(config: GateConfig, tally: Tally) {
    this.#scheduler = new Scheduler({ check: config.check, failFast: config.failFast }, config.jobs, (result) => {
      const meta = this.#owners.shift() as Omit<TakenResult, 'result'>;
      tally.take({ ...meta, result });
      if (tally.stopped) void this.#scheduler.close();
    });
  }

  /** The threads that checked documents (the summary's number). */
  get threads(): number {
    return this.#scheduler.threads;
  }

  /**
   * Inputs of known size tell early whether worker threads will pay off: an NDJSON file of more than one batch, or
   * more than one input.
   */
  expect(inputs: readonly Input[]): void {
    let knownBytes = 0;
    let knownTasks = 0;
    for (const input of inputs) {
      if (input.kind !== 'file' || input.size === undefined) continue;
      knownBytes += input.size;
      knownTasks += input.format === 'ndjson' ? Math.ceil(input.size / BATCH_BYTES) : 1;
    }
    this.#scheduler.expect(knownBytes, knownTasks);
  }

  /** A task to check: a document, or a batch of NDJSON lines. */
  async task(owner: InputState, task: Task): Promise<void> {
    this.#owners.push({ owner, bytes: task.bytes.length });
    await this.#scheduler.submit({ task });
  }

  /** A result known without a check (a problem found while reading), having read `bytes`. */
  async result(owner: InputState, result: TaskResult, bytes = 0): Promise<void> {
    this.#owners.push({ owner, bytes });
    await this.#scheduler.submit({ result });
  }

  /** The end of an input, taken after all its results. */
  async end(owner: InputState): Promise<void> {
    this.#owners.push({ owner, bytes: 0, end: true });
    await this.#scheduler.submit({ result: { ...NO_RESULT, outcomes: [], documents: 0 } });
  }

  /** Waits for every answer, then stops the worker threads. */
  async close(): Promise<void> {
    await this.#scheduler.drain();
    await this.#scheduler.close();
  }
}
