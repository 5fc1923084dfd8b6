/**
 * A body to read: a WHATWG stream (a fetch Response's body) or an async iterable of chunks (a Node stream:
 * a file, standard input, a gunzip's output).
 */
export type ByteStream = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

/** A body read whole within its cap, or the cap passed (the source was cancelled there). */
export type BoundedBody =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | {
      readonly ok: false;
      /** The length the sender declared over the cap, when the refusal came before any byte was read. */
      readonly declared: number | undefined;
      /** The bytes read when reading stopped (0 for a declared length). */
      readonly bytesSeen: number;
    };

/**
 * Copies chunks into one fresh buffer (never Node's shared pool, so it can be transferred to a worker).
 *
 * @example
 * joinChunks([new Uint8Array([1]), new Uint8Array([2, 3])], 3); // Uint8Array [1, 2, 3]
 */
export function joinChunks(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

function isWebStream(source: ByteStream): source is ReadableStream<Uint8Array> {
  return typeof (source as Partial<ReadableStream<Uint8Array>>).getReader === 'function';
}

/** The chunks of a source, and how to stop it: `cancel` for a WHATWG stream, `return` for an iterator (which destroys a Node stream). */
function chunksOf(source: ByteStream): {
  next: () => Promise<IteratorResult<Uint8Array>>;
  stop: () => Promise<unknown>;
} {
  if (isWebStream(source)) {
    const reader = source.getReader();
    return { next: () => reader.read() as Promise<IteratorResult<Uint8Array>>, stop: () => reader.cancel() };
  }
  const iterator = source[Symbol.asyncIterator]();
  return { next: () => iterator.next(), stop: async () => iterator.return?.() };
}

/**
 * Reads a body whole, holding at most `maxBytes`: past the cap it stops, cancels the source (the sender's
 * connection or the file is closed, a gunzip stops inflating) and answers how far it got, so memory stays
 * bounded whatever the sender does. The bytes counted are the bytes the source yields: after decompression for
 * a fetch body or a gunzip stream. A `declaredBytes` over the cap (a Content-Length, see
 * {@link declaredLength}) is refused before anything is read. Browser-safe: no Node module.
 *
 * `signal` (the caller's deadline) ends the read when it aborts: the read rejects with the signal's reason and the
 * source is cancelled without waiting for it. A fetch body does not always do that itself: Node 20's fetch leaves
 * a `read()` pending for ever when its signal aborts while a compressed body is being inflated (a gzip bomb read
 * under load past its deadline), and a body its signal aborted before the first read can end as if complete.
 *
 * @example
 * const body = await readBounded(response.body, 64 * 1024 * 1024, declaredLength(response.headers));
 * if (body.ok) console.log(decodeUtf8(body.bytes));
 */
export async function readBounded(
  source: ByteStream | null,
  maxBytes: number,
  declaredBytes?: number,
  signal?: AbortSignal,
): Promise<BoundedBody> {
  if (declaredBytes !== undefined && declaredBytes > maxBytes) {
    if (source !== null)
      await chunksOf(source)
        .stop()
        .catch(() => undefined);
    return { ok: false, declared: declaredBytes, bytesSeen: 0 };
  }
  if (source === null) return { ok: true, bytes: new Uint8Array(0) };
  const chunks = chunksOf(source);
  const held: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await (signal === undefined ? chunks.next() : untilAborted(chunks, signal));
    if (done === true) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await chunks.stop().catch(() => undefined);
      return { ok: false, declared: undefined, bytesSeen: length };
    }
    held.push(value);
  }
  // A body cut by its signal may end as if complete: what was read is not the whole body.
  if (signal?.aborted === true) throw signal.reason;
  return { ok: true, bytes: joinChunks(held, length) };
}

/** The next chunk, or the signal's reason once it aborts (the source then cancelled, not waited for). */
function untilAborted(chunks: ReturnType<typeof chunksOf>, signal: AbortSignal): Promise<IteratorResult<Uint8Array>> {
  const stop = (): void => void chunks.stop().catch(() => undefined);
  if (signal.aborted) {
    stop();
    return Promise.reject(signal.reason);
  }
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      stop();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    chunks.next().then(
      (result) => {
        signal.removeEventListener('abort', onAbort);
        resolve(result);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The body length a response declares, when it is the length that will be read: a valid Content-Length and no
 * Content-Encoding other than `identity` (fetch decompresses, so a compressed length says nothing of the bytes
 * read; those are counted as they come).
 */
export function declaredLength(headers: Headers): number | undefined {
  const encoding = headers.get('content-encoding');
  if (encoding !== null && encoding.trim().toLowerCase() !== 'identity') return undefined;
  const value = headers.get('content-length');
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The bytes as strict UTF-8 text, a leading byte order mark dropped; `undefined` when they are not UTF-8 (an
 * invalid or cut sequence, a surrogate, an overlong form). Never a replacement character.
 *
 * @example
 * decodeUtf8(new Uint8Array([0x5b, 0xff, 0x5d])); // undefined
 */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}
