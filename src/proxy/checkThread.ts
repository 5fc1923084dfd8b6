import type { Worker } from 'node:worker_threads';
import { freshVerdict, type BodyVerdict } from './bodyMemo.js';
import type { BodyProfile } from './checkBody.js';

/** One body to check on the check thread. */
export interface CheckJob {
  readonly body: Uint8Array;
  readonly profile: BodyProfile;
  /** Whether the NDJSON line is wanted back (`--record`). */
  readonly line: boolean;
}

/** The check thread's answer to one job. */
export type CheckReply = { readonly verdict: BodyVerdict; readonly line?: Uint8Array } | { readonly failed: true };

interface Pending {
  readonly job: CheckJob;
  readonly resolve: (fresh: { verdict: BodyVerdict; line?: Uint8Array }) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Checks bodies on a worker thread, so the proxy's own thread forwards while bodies are parsed and validated.
 * Jobs go in batches, one batch in flight at a time: while the worker checks one batch the next gathers, so under
 * load a message carries many bodies and its cost is shared. Results come back in the order the jobs were sent.
 * When the worker cannot start or stops, the jobs in flight and all later ones are checked on the calling thread.
 *
 * @example
 * const thread = await CheckThread.start();
 * const { verdict } = await thread.check(body, profile, false);
 * await thread.close();
 */
export class CheckThread {
  #worker: Worker | undefined;
  #queue: Pending[] = [];
  #inFlight: Pending[] | undefined;

  private constructor(worker: Worker | undefined) {
    this.#worker = worker;
    worker?.on('message', (replies: readonly CheckReply[]) => this.#answer(replies));
    worker?.on('error', () => this.#fallBack());
    worker?.on('exit', () => this.#fallBack());
  }

  /** Starts the worker thread (from the built `checkWorker.js` beside this module); without one, checks inline. */
  static async start(): Promise<CheckThread> {
    try {
      const { Worker } = await import('node:worker_threads');
      const worker = new Worker(new URL('./checkWorker.js', import.meta.url));
      worker.unref();
      return new CheckThread(worker);
    } catch {
      return new CheckThread(undefined);
    }
  }

  /** Whether bodies are checked on the worker thread (false once it stopped, or when it never started). */
  get threaded(): boolean {
    return this.#worker !== undefined;
  }

  /** Checks a body as {@link freshVerdict} does; `line` asks for the NDJSON line back. */
  check(body: Uint8Array, profile: BodyProfile, line: boolean): Promise<{ verdict: BodyVerdict; line?: Uint8Array }> {
    if (this.#worker === undefined) return freshVerdict(body, profile);
    return new Promise((resolve, reject) => {
      this.#queue.push({ job: { body, profile, line }, resolve, reject });
      this.#send();
    });
  }

  /** Stops the worker thread; jobs not answered yet are checked on the calling thread. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#fallBack();
    await worker?.terminate();
  }

  #send(): void {
    if (this.#inFlight !== undefined || this.#queue.length === 0 || this.#worker === undefined) return;
    this.#inFlight = this.#queue;
    this.#queue = [];
    this.#worker.postMessage(this.#inFlight.map((p) => p.job));
  }

  #answer(replies: readonly CheckReply[]): void {
    const batch = this.#inFlight ?? [];
    this.#inFlight = undefined;
    batch.forEach((pending, i) => {
      const reply = replies[i];
      if (reply === undefined || 'failed' in reply) pending.reject(new Error('the body could not be checked'));
      else pending.resolve(reply);
    });
    this.#send();
  }

  #fallBack(): void {
    if (this.#worker === undefined) return;
    this.#worker = undefined;
    const left = [...(this.#inFlight ?? []), ...this.#queue];
    this.#inFlight = undefined;
    this.#queue = [];
    for (const pending of left) freshVerdict(pending.job.body, pending.job.profile).then(pending.resolve, pending.reject);
  }
}
