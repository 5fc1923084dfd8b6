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

/** The error of a check the thread was asked for and will not answer: the proxy stopped ({@link CheckThread.close}). */
export class CheckStopped extends Error {
  constructor() {
    super('the proxy stopped before the body was checked');
  }
}

/**
 * Most bodies, and most bytes of them, waiting for the thread or on it. The proxy passes a response on before its
 * check, so the app asks for the next page at once: without a bound, a thread slower than the traffic would let
 * bodies pile up for as long as the load lasts. Past either bound a body is checked on the calling thread, which
 * slows the forwarding down to what both threads can check together. A body larger than the byte bound goes to
 * the thread when nothing else waits.
 */
const MAX_WAITING = 32;
const MAX_WAITING_BYTES = 16 * 1024 * 1024;

/**
 * A small body: it joins a batch with others up to this many bytes in all (a larger one goes in a batch of its
 * own), and it is checked on the calling thread while the thread is stuck on a slow batch. The time of a check
 * grows with the size of the body, so this bounds what a batch, or one small body on the proxy's thread, can hold
 * up (docs/proxy.md, *Bodies slow to check*).
 */
const SMALL_BYTES = 256 * 1024;

interface Pending {
  readonly job: CheckJob;
  readonly resolve: (fresh: { verdict: BodyVerdict; line?: Uint8Array }) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Checks bodies on a worker thread, so the proxy's own thread forwards while bodies are parsed and validated.
 * Jobs go in batches, one batch in flight at a time: while the worker checks one batch the next gathers, so under
 * load a message carries many small bodies and its cost is shared. Results come back in the order the jobs were
 * sent. A body slow to check holds up no other body for long: a batch holds small bodies only, or one larger body
 * alone, and when a batch is on the thread for longer than `patienceMs` the small bodies waiting behind it (and
 * those that come, until it ends) are checked on the calling thread. When the worker cannot start or stops, the
 * jobs in flight and all later ones are checked on the calling thread; when the proxy closes it, they are not
 * checked at all ({@link CheckStopped}).
 *
 * @example
 * const thread = await CheckThread.start(2500);
 * const { verdict } = await thread.check(body, profile, false);
 * await thread.close();
 */
export class CheckThread {
  #worker: Worker | undefined;
  #queue: Pending[] = [];
  #inFlight: Pending[] | undefined;
  #waiting = 0;
  #waitingBytes = 0;
  readonly #patienceMs: number;
  /** Fires when the batch in flight has been on the thread for `patienceMs`. */
  #patience: NodeJS.Timeout | undefined;
  /** The batch in flight has been on the thread for longer than `patienceMs`. */
  #stuck = false;
  #closed = false;

  private constructor(worker: Worker | undefined, patienceMs: number) {
    this.#worker = worker;
    this.#patienceMs = patienceMs;
    worker?.on('message', (replies: readonly CheckReply[]) => this.#answer(replies));
    worker?.on('error', () => this.#fallBack());
    worker?.on('exit', () => this.#fallBack());
  }

  /**
   * Starts the worker thread (from the built `checkWorker.js` beside this module); without one, checks inline.
   * `patienceMs`: how long a batch may stay on the thread before the small bodies behind it are checked on the
   * calling thread (the proxy gives a quarter of its deadline).
   */
  static async start(patienceMs = 1000): Promise<CheckThread> {
    try {
      const { Worker } = await import('node:worker_threads');
      const worker = new Worker(new URL('./checkWorker.js', import.meta.url));
      worker.unref();
      return new CheckThread(worker, patienceMs);
    } catch {
      return new CheckThread(undefined, patienceMs);
    }
  }

  /** Whether bodies are checked on the worker thread (false once it stopped, or when it never started). */
  get threaded(): boolean {
    return this.#worker !== undefined;
  }

  /**
   * Checks a body as {@link freshVerdict} does, on the thread, or on the calling thread when the thread is gone,
   * has enough waiting ({@link MAX_WAITING}), or is stuck on a slow batch and the body is small ({@link SMALL_BYTES});
   * `line` asks for the NDJSON line back. Rejects with {@link CheckStopped} once the thread was closed.
   */
  check(body: Uint8Array, profile: BodyProfile, line: boolean): Promise<{ verdict: BodyVerdict; line?: Uint8Array }> {
    if (this.#closed) return Promise.reject(new CheckStopped());
    const full =
      this.#waiting >= MAX_WAITING || (this.#waiting > 0 && this.#waitingBytes + body.byteLength > MAX_WAITING_BYTES);
    if (this.#worker === undefined || full || (this.#stuck && body.byteLength <= SMALL_BYTES))
      return freshVerdict(body, profile);
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

  /**
   * Stops the worker thread. Jobs not answered yet, and any asked for later, reject with {@link CheckStopped}:
   * none is checked on the calling thread, so a stop takes no longer for the bodies still waiting. The thread
   * ends in the background, without being waited for: it cannot be stopped inside the parse of a body (one
   * `JSON.parse`), and a process waits for it before it exits (docs/proxy.md, *Stopping*).
   */
  close(): Promise<void> {
    const worker = this.#worker;
    this.#closed = true;
    this.#worker = undefined;
    clearTimeout(this.#patience);
    for (const pending of this.#takeAll()) pending.reject(new CheckStopped());
    void worker?.terminate();
    return Promise.resolve();
  }

  /** Sends the next batch: small bodies up to {@link SMALL_BYTES} in all, or one larger body alone. */
  #send(): void {
    if (this.#inFlight !== undefined || this.#queue.length === 0 || this.#worker === undefined) return;
    let [count, bytes] = [0, 0];
    for (const pending of this.#queue) {
      if (count > 0 && bytes + pending.job.body.byteLength > SMALL_BYTES) break;
      count += 1;
      bytes += pending.job.body.byteLength;
    }
    this.#inFlight = this.#queue.splice(0, count);
    this.#stuck = false;
    this.#patience = setTimeout(() => this.#losePatience(), this.#patienceMs);
    this.#patience.unref();
    this.#worker.postMessage(this.#inFlight.map((p) => p.job));
  }

  /** The batch in flight is slow: the small bodies behind it are checked on the calling thread, as those to come. */
  #losePatience(): void {
    this.#stuck = true;
    const small = this.#queue.filter((p) => p.job.body.byteLength <= SMALL_BYTES);
    this.#queue = this.#queue.filter((p) => p.job.body.byteLength > SMALL_BYTES);
    this.#release(small);
    for (const pending of small)
      freshVerdict(pending.job.body, pending.job.profile).then(pending.resolve, pending.reject);
  }

  #answer(replies: readonly CheckReply[]): void {
    clearTimeout(this.#patience);
    this.#stuck = false;
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

  /** The jobs in flight and waiting, taken from the thread. */
  #takeAll(): Pending[] {
    const left = [...(this.#inFlight ?? []), ...this.#queue];
    this.#inFlight = undefined;
    this.#queue = [];
    this.#release(left);
    return left;
  }

  #fallBack(): void {
    if (this.#worker === undefined) return;
    this.#worker = undefined;
    clearTimeout(this.#patience);
    this.#stuck = false;
    for (const pending of this.#takeAll())
      freshVerdict(pending.job.body, pending.job.profile).then(pending.resolve, pending.reject);
  }
}
