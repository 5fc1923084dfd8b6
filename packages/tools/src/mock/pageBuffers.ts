/** Smallest buffer kept (a 10-day page without slots is about 12 KB). */
const MIN_CAPACITY = 16 * 1024;

/** Options of {@link PageBuffers}. */
export interface PageBufferLimits {
  /** Free buffers kept per size. @defaultValue 16 */
  readonly perSize?: number;
  /** Bytes of free buffers kept in all. @defaultValue 32 MiB */
  readonly maxBytes?: number;
}

/**
 * Reused buffers for the pages the server writes. A page buffer lives from its first byte to the moment the
 * socket has taken it, a few milliseconds; allocating one per request (12 KB, or 730 KB with slots) outside
 * the JavaScript heap made the collector run a full mark-compact every few hundred requests. A buffer comes
 * back through {@link PageBuffers.give} only once the write that used it has finished (the response's
 * `finish`): a response cut short never gives its buffer back (the collector takes it), so a buffer is never
 * handed to a second page while a write may still read it. Bounded: at most `perSize` free buffers of each
 * power-of-two size, `maxBytes` in all; past that a returned buffer is dropped.
 */
export class PageBuffers {
  readonly #free = new Map<number, Buffer[]>();
  /** The buffers handed out and not given back: a buffer given twice, or not ours, is not kept. */
  readonly #lent = new WeakSet<ArrayBufferLike>();
  readonly #perSize: number;
  readonly #maxBytes: number;
  #freeBytes = 0;

  constructor(limits: PageBufferLimits = {}) {
    this.#perSize = limits.perSize ?? 16;
    this.#maxBytes = limits.maxBytes ?? 32 * 1024 * 1024;
  }

  /** A buffer of exactly `length` bytes (a view of a pooled one), its content unset. */
  take(length: number): Buffer {
    const capacity = capacityFor(length);
    let whole = this.#free.get(capacity)?.pop();
    if (whole === undefined) whole = Buffer.allocUnsafeSlow(capacity);
    else this.#freeBytes -= capacity;
    this.#lent.add(whole.buffer);
    return whole.subarray(0, length);
  }

  /** Gives back a buffer from {@link take} whose write has finished; nothing else may hold it. */
  give(buffer: Buffer): void {
    if (!this.#lent.delete(buffer.buffer)) return;
    const capacity = buffer.buffer.byteLength;
    if (this.#freeBytes + capacity > this.#maxBytes) return;
    let list = this.#free.get(capacity);
    if (list === undefined) this.#free.set(capacity, (list = []));
    if (list.length >= this.#perSize) return;
    list.push(Buffer.from(buffer.buffer, 0, capacity));
    this.#freeBytes += capacity;
  }

  /** Free buffers and their bytes now (for tests). */
  stats(): { readonly buffers: number; readonly bytes: number } {
    let buffers = 0;
    for (const list of this.#free.values()) buffers += list.length;
    return { buffers, bytes: this.#freeBytes };
  }
}

/** The power of two at or above `length`, at least {@link MIN_CAPACITY}. */
function capacityFor(length: number): number {
  let capacity = MIN_CAPACITY;
  while (capacity < length) capacity *= 2;
  return capacity;
}
