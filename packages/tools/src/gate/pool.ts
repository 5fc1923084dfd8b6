import type { Worker } from 'node:worker_threads';
import type { CheckConfig } from '../documentCheck/config.js';
import type { ReplaySetup } from './replayTask.js';
import type { Task, TaskResult } from './runTask.js';
import { runSetupTask } from './runSetupTask.js';

/** What a worker thread is started with. */
export interface WorkerSetup {
  readonly check: CheckConfig;
  readonly failFast: boolean;
  /** A replay's run (`diff --replay`): each task judged by both versions instead of checked. */
  readonly replay?: ReplaySetup;
}

/**
 * The Node options a worker inherits: the process's own, less those that only make sense for the main
 * script (`node -e`, `--input-type`), which would stop a worker from starting.
 */
export function workerExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  const kept: string[] = [];
  for (let k = 0; k < execArgv.length; k++) {
    const arg = execArgv[k] as string;
    if (['-e', '--eval', '-p', '--print', '-pe', '--input-type'].includes(arg)) {
      k++; // and its value
      continue;
    }
    if (/^(?:--eval|--print|--input-type)=/.test(arg)) continue;
    kept.push(arg);
  }
  return kept;
}

/**
 * The options a worker refused: Node names them in ERR_WORKER_INVALID_EXEC_ARGV ("... flags: a, b"). They are
 * per-process options (V8's heap sizes, `--title`), which every thread of the process has already.
 */
export function refusedExecArgv(error: unknown): string[] {
  if ((error as { code?: unknown } | null)?.code !== 'ERR_WORKER_INVALID_EXEC_ARGV') return [];
  const listed = /flags: (.*)$/.exec(String((error as Error).message))?.[1];
  return listed === undefined ? [] : listed.split(', ');
}

/**
 * A worker thread, or `undefined` when Node will not start one (the main thread then does all the work): with
 * the process's options, then without those Node refused, then with none.
 */
function startThread(WorkerClass: typeof Worker, url: URL, workerData: WorkerSetup): Worker | undefined {
  let execArgv = workerExecArgv();
  for (;;) {
    try {
      return new WorkerClass(url, { workerData, execArgv });
    } catch (error) {
      if (execArgv.length === 0) return undefined;
      const refused = refusedExecArgv(error);
      const kept = execArgv.filter((arg) => !refused.includes(arg));
      execArgv = kept.length < execArgv.length ? kept : [];
    }
  }
}

/** Input bytes after which worker threads are started (smaller runs finish before a worker is ready). */
const WORKER_THRESHOLD_BYTES = 1024 * 1024;

/** The result of a task that could not run: a defect, reported as an input error without any state. */
function failedResult(task: Task, reason: string): TaskResult {
  return {
    outcomes: [
      {
        file: task.file,
        status: 'error',
        violations: [],
        omitted: 0,
        errors: [
          { code: 'unreadable', severity: 'error', message: `internal error while checking this input (${reason})` },
        ],
        warnings: [],
      },
    ],
    documents: 1,
    unlistedValid: 0,
    lines: 0,
    blankLines: 0,
    abortFile: true,
    stopped: false,
  };
}

/** A task in the pipeline: submitted in input order, handed out to the main thread or a worker. */
interface Slot {
  readonly seq: number;
  readonly task?: Task;
  result?: TaskResult;
}

interface WorkerHandle {
  readonly worker: Worker;
  ready: boolean;
  readonly running: Map<number, Slot>;
}

/** Tasks a worker may hold at once: one running, one waiting, so it never idles between messages. */
const PER_WORKER = 2;

/**
 * Runs tasks on the main thread and, once the input is large enough, on worker threads (`jobs - 1` of
 * them), and hands results back strictly in submission order. Memory is bounded: `submit` waits while too
 * many tasks are in flight or finished but not yet handed back.
 *
 * @example
 * const scheduler = new Scheduler(setup, 2, (result) => report(result));
 * await scheduler.submit(task);
 * await scheduler.drain();
 */
export class Scheduler {
  readonly #setup: WorkerSetup;
  readonly #jobs: number;
  readonly #onResult: (result: TaskResult) => void;
  readonly #queue: Slot[] = [];
  readonly #window: Slot[] = [];
  readonly #workers: WorkerHandle[] = [];
  #seq = 0;
  #mainBusy = false;
  #bytes = 0;
  #submitted = 0;
  #spawned = false;
  #started = 0;
  #closed = false;
  #wake: (() => void) | undefined;

  constructor(setup: WorkerSetup, jobs: number, onResult: (result: TaskResult) => void) {
    this.#setup = setup;
    this.#jobs = Math.max(1, jobs);
    this.#onResult = onResult;
  }

  /** Threads of the run: this one and the workers started (less those that failed before they were ready). */
  get threads(): number {
    return 1 + this.#started;
  }

  /** Tasks in flight at most: enough to keep every thread busy. */
  get #capacity(): number {
    return 2 + (this.#jobs - 1) * PER_WORKER + 2;
  }

  /** Queues a task (or a result known without work, kept in order); waits while the pipeline is full. */
  async submit(work: { task: Task } | { result: TaskResult }): Promise<void> {
    while (this.#window.length >= this.#capacity && !this.#closed) await this.#sleep();
    if (this.#closed) return;
    const slot: Slot =
      'task' in work ? { seq: this.#seq++, task: work.task } : { seq: this.#seq++, result: work.result };
    this.#window.push(slot);
    if (slot.task !== undefined) {
      this.#submitted++;
      this.#bytes += slot.task.bytes.length;
      this.#queue.push(slot);
      this.#maybeSpawn();
      this.#dispatch();
    } else this.#flush();
  }

  /** Waits until every submitted task is handed back. */
  async drain(): Promise<void> {
    while (this.#window.length > 0 && !this.#closed) await this.#sleep();
  }

  /** Stops handing results back (fail-fast) and ends the worker threads. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#wake?.();
    await Promise.all(this.#workers.map((w) => w.worker.terminate()));
  }

  #sleep(): Promise<void> {
    return new Promise((resolve) => {
      this.#wake = resolve;
    });
  }

  #notify(): void {
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }

  /**
   * Starts the worker threads now, when the run is known to be large (from file sizes), so they load their
   * validators while the main thread loads its own instead of after the first tasks.
   */
  expect(bytes: number, tasks: number): void {
    if (tasks >= 2 && bytes >= WORKER_THRESHOLD_BYTES) this.#spawn();
  }

  #maybeSpawn(): void {
    if (this.#submitted >= 2 && this.#bytes >= WORKER_THRESHOLD_BYTES) this.#spawn();
  }

  #spawn(): void {
    if (this.#spawned || this.#jobs < 2) return;
    this.#spawned = true;
    void import('node:worker_threads').then(({ Worker }) => {
      if (this.#closed) return;
      for (let k = 1; k < this.#jobs; k++) this.#startWorker(Worker);
    });
  }

  #startWorker(WorkerClass: typeof Worker): void {
    const worker = startThread(WorkerClass, new URL('./worker.js', import.meta.url), this.#setup);
    if (worker === undefined) return;
    const handle: WorkerHandle = { worker, ready: false, running: new Map() };
    this.#started++;
    worker.on('message', (message: { ready?: true; id?: number; result?: TaskResult; failure?: string }) => {
      if (message.ready === true) {
        handle.ready = true;
      } else if (message.id !== undefined) {
        const slot = handle.running.get(message.id);
        handle.running.delete(message.id);
        if (slot !== undefined) {
          slot.result = message.result ?? failedResult(slot.task as Task, message.failure ?? 'Error');
        }
      }
      this.#flush();
      this.#dispatch();
    });
    worker.on('error', () => this.#retire(handle));
    worker.on('exit', () => this.#retire(handle));
    this.#workers.push(handle);
  }

  /** A worker that died: its tasks (whose bytes it owned) end as internal errors; the rest run here. */
  #retire(handle: WorkerHandle): void {
    const index = this.#workers.indexOf(handle);
    if (index === -1) return;
    this.#workers.splice(index, 1);
    if (!handle.ready && !this.#closed) this.#started--;
    for (const slot of handle.running.values()) slot.result = failedResult(slot.task as Task, 'WorkerExit');
    handle.running.clear();
    this.#flush();
    this.#dispatch();
  }

  #dispatch(): void {
    if (this.#closed) return;
    for (const handle of this.#workers) {
      while (handle.ready && handle.running.size < PER_WORKER && this.#queue.length > 0) {
        const slot = this.#queue.shift() as Slot;
        handle.running.set(slot.seq, slot);
        const task = slot.task as Task;
        // The batch's buffer is ours alone (see readInput.ts): move it instead of copying it.
        handle.worker.postMessage({ id: slot.seq, task }, [task.bytes.buffer as ArrayBuffer]);
      }
    }
    if (!this.#mainBusy && this.#queue.length > 0) {
      const slot = this.#queue.shift() as Slot;
      this.#mainBusy = true;
      // Yield first, so reading input and writing reports interleave with checking on this thread.
      setImmediate(() => {
        const task = slot.task as Task;
        void runSetupTask(task, this.#setup)
          .catch((error: unknown) => failedResult(task, error instanceof Error ? error.name : 'Error'))
          .then((result) => {
            slot.result = result;
            this.#mainBusy = false;
            this.#flush();
            this.#dispatch();
          });
      });
    }
  }

  /** Hands back every finished result at the head of the window, in order. */
  #flush(): void {
    let handed = false;
    while (!this.#closed && this.#window.length > 0 && this.#window[0]?.result !== undefined) {
      const slot = this.#window.shift() as Slot;
      this.#onResult(slot.result as TaskResult);
      handed = true;
    }
    if (handed || this.#closed) this.#notify();
  }
}
