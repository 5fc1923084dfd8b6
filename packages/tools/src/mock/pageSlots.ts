/** What the page slots hold now (for tests and the bench). */
export interface PageSlotStats {
  /** Pages being written now (each holds a slot). */
  readonly active: number;
  /** Requests waiting for a slot. */
  readonly queued: number;
}

/**
 * Bounds how many pages the server writes at once: a request takes a slot before its first day is made and
 * gives it back when its body is written or its connection closes; past the bound requests wait in order. A
 * request whose connection closes while it waits leaves the queue without ever taking a slot, so abandoned
 * requests cost nothing (the flood of issue 22: 200 clients asking for 100-day pages and leaving).
 */
export class PageSlots {
  readonly #max: number;
  #active = 0;
  readonly #waiting: { readonly grant: () => void; readonly signal: AbortSignal }[] = [];

  constructor(max: number) {
    this.#max = Math.max(1, max);
  }

  /**
   * A release function when a slot is free now and no request waits for one, else undefined (then wait with
   * {@link acquire}): the common case, without a promise or an abort signal.
   */
  tryAcquire(): (() => void) | undefined {
    if (this.#active >= this.#max || this.#waiting.length > 0) return undefined;
    this.#active += 1;
    return this.#releaser();
  }

  /**
   * Resolves with a release function once a slot is free, or with undefined when `signal` aborts first
   * (the slot is then not taken). Never rejects.
   */
  acquire(signal: AbortSignal): Promise<(() => void) | undefined> {
    if (signal.aborted) return Promise.resolve(undefined);
    if (this.#active < this.#max) {
      this.#active += 1;
      return Promise.resolve(this.#releaser());
    }
    return new Promise((resolve) => {
      const entry = {
        signal,
        grant: () => {
          signal.removeEventListener('abort', onAbort);
          resolve(this.#releaser());
        },
      };
      const onAbort = (): void => {
        const index = this.#waiting.indexOf(entry);
        if (index >= 0) this.#waiting.splice(index, 1);
        resolve(undefined);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(entry);
    });
  }

  stats(): PageSlotStats {
    return { active: this.#active, queued: this.#waiting.length };
  }

  /** A release function that works once: the slot goes to the next waiting request, else back to the pool. */
  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next === undefined) this.#active -= 1;
      else next.grant();
    };
  }
}
