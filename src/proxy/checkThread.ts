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

/**
 * The check thread's answer to one job, as it crosses to the proxy's thread: bounded by the cap of findings and
 * by what the stream rules read (`PageFacts`), not by the size of the page. The NDJSON line comes back only when
 * it differs from the body (a body with line breaks): otherwise the body, which the proxy's thread holds, is
 * the line.
 */
export async function answerJob(job: CheckJob): Promise<CheckReply> {
  try {
    const fresh = await freshVerdict(job.body, job.profile);
    return job.line && fresh.line !== job.body ? fresh : { verdict: fresh.verdict };
  } catch {
    return { failed: true }; // past what a string can hold: the exchange reports it
  }
}

/**
 * Most bodies, and most bytes of them, waiting for the thread or on it. The proxy passes a response on before its
 * check, so the app asks for the next page at once: without a bound, a thread slower than the traffic would let
 * bodies pile up for as long as the load lasts. Past either bound a body is checked on the calling thread, which
 * slows the forwarding down to what both threads can check together.
 */
const MAX_WAITING = 32;
const MAX_WAITING_BYTES = 16 * 1024 * 1024;

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
  #waiting = 0;
  #waitingBytes = 0;

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

  /**
   * Checks a body as {@link freshVerdict} does, on the thread, or on the calling thread when the thread is gone or
   * has enough waiting ({@link MAX_WAITING}); `line` asks for the NDJSON line back.
   */
  check(body: Uint8Array, profile: BodyProfile, line: boolean): Promise<{ verdict: BodyVerdict; line?: Uint8Array }> {
    if (this.#worker === undefined || this.#waiting >= MAX_WAITING || this.#waitingBytes + body.byteLength > MAX_WAITING_BYTES) return freshVerdict(body, profile);
    this.#waiting += 1;
    this.#waitingBytes += body.byteLength;
    return new Promise((resolve, reject) => {
      this.#queue.push({ job: { body, profile, line }, resolve, reject });
      this.#send();
    });
  }

  /** Bodies waiting for the thread or on it, and their bytes. */
  get waiting(): { readonly bodies: number; readonly bytes: number } {
    return { bodies: this.#waiting, bytes: this.#waitingBytes };
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
    this.#release(batch);
    batch.forEach((pending, i) => {
      const reply = replies[i];
      if (reply === undefined || 'failed' in reply) pending.reject(new Error('the body could not be checked'));
      else pending.resolve(reply);
    });
    this.#send();
  }

  #release(jobs: readonly Pending[]): void {
    for (const pending of jobs) {
      this.#waiting -= 1;
      this.#waitingBytes -= pending.job.body.byteLength;
    }
  }

  #fallBack(): void {
    if (this.#worker === undefined) return;
    this.#worker = undefined;
    const left = [...(this.#inFlight ?? []), ...this.#queue];
    this.#inFlight = undefined;
    this.#queue = [];
    this.#release(left);
    for (const pending of left) freshVerdict(pending.job.body, pending.job.profile).then(pending.resolve, pending.reject);
  }
}
