import { pipeline, Readable } from 'node:stream';
import { createGunzip, type Gunzip } from 'node:zlib';
import type { ByteSource } from './readInput.js';

/**
 * Compressed bytes given to the inflater at a time: the bytes an inflate call that fails may have consumed,
 * which the trailing inflater replays one at a time.
 */
const PIECE_BYTES = 16 * 1024;

/**
 * A gzip inflater that trails the one whose output is read: it is given the compressed bytes that one has
 * inflated without error, keeps only the output the reader has not been given yet (what the reader's inflater
 * holds in its buffers: bounded by them), and after an error replays the failing bytes one at a time to give
 * what zlib kept back.
 */
class TrailingInflater {
  readonly #stream: Gunzip = createGunzip({ chunkSize: 64 * 1024 });
  /** The output the reader has not been given yet (the reader's inflater may hold it in its buffers), from `#keptFrom`. */
  #kept: Buffer[] = [];
  #keptFrom = 0;
  #failed = false;
  /** Compressed bytes given, not yet written (the reader's side has inflated them). */
  readonly #unseen: Buffer[] = [];
  #at = 0;

  constructor() {
    this.#stream.on('data', (chunk: Buffer) => this.#kept.push(chunk));
    this.#stream.on('error', () => {
      this.#failed = true;
    });
  }

  /** Compressed bytes read from the source, in order (given before the reader's inflater sees them). */
  record(piece: Buffer): void {
    this.#unseen.push(piece);
  }

  /**
   * Inflates the recorded bytes up to `offset` of the compressed stream (what the reader's inflater consumed),
   * and forgets the output below `given` (what the reader has been given).
   */
  async catchUp(offset: number, given: number): Promise<void> {
    while (this.#kept.length > 0 && this.#keptFrom + (this.#kept[0] as Buffer).length <= given)
      this.#keptFrom += (this.#kept.shift() as Buffer).length;
    while (this.#at < offset && this.#unseen.length > 0 && !this.#failed) {
      const next = this.#unseen[0] as Buffer;
      const take = Math.min(next.length, offset - this.#at);
      if (take === next.length) this.#unseen.shift();
      else this.#unseen[0] = next.subarray(take);
      this.#at += take;
      await this.#write(next.subarray(0, take));
    }
  }

  /**
   * The output past `given` bytes up to the damage: the recorded bytes up to `offset` (what the reader's
   * inflater consumed before the call that failed), then the next ones one at a time, up to the first that fails.
   */
  async replay(given: number, offset: number): Promise<Buffer[]> {
    await this.catchUp(offset, given);
    const rest = Buffer.concat(this.#unseen);
    for (let at = 0; at < rest.length && !this.#failed; at++) await this.#write(rest.subarray(at, at + 1));
    const kept = Buffer.concat(this.#kept);
    return kept.length > given - this.#keptFrom ? [kept.subarray(given - this.#keptFrom)] : [];
  }

  destroy(): void {
    this.#stream.destroy();
  }

  /** Waits for the write's callback, or for the stream to close (an error destroys it without calling back). */
  async #write(bytes: Buffer): Promise<void> {
    await new Promise<void>((resolve) => {
      const done = (): void => {
        this.#stream.off('close', done);
        resolve();
      };
      this.#stream.once('close', done);
      this.#stream.write(bytes, done);
    });
  }
}

/** The source cut into pieces of at most {@link PIECE_BYTES}, each recorded for the trailing inflater. */
async function* recordedPieces(source: ByteSource, trailing: TrailingInflater): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = 0; at < bytes.length; at += PIECE_BYTES) {
      const piece = bytes.subarray(at, at + PIECE_BYTES);
      trailing.record(piece);
      yield piece;
    }
  }
}

/**
 * The decompressed bytes of a gzip stream (members in a row), as a stream: memory stays bounded whatever
 * the size. A stream that is not gzip, is damaged or is cut off makes the iteration throw zlib's error
 * (its `code` starts with `Z_`), after every byte that inflated before the damage: zlib keeps back the
 * output of the inflate call that fails (up to a buffer), so a second inflater, trailing the first by what it
 * has consumed, replays the failing bytes one at a time and gives that output too. The records a damaged
 * archive holds before the damage are all read, whatever zlib's buffers and the source's chunks.
 *
 * @example
 * for await (const chunk of gunzipped(openFile('days.ndjson.gz'))) console.log(chunk.length);
 */
export async function* gunzipped(source: ByteSource): AsyncGenerator<Uint8Array> {
  const trailing = new TrailingInflater();
  const inflater = createGunzip({ chunkSize: 64 * 1024 });
  const inflated = pipeline(Readable.from(recordedPieces(source, trailing)), inflater, () => undefined);
  // Bytes given to the reader: the inflater's output that an error discards (buffered, not yet read) is replayed too.
  let given = 0;
  try {
    for await (const chunk of inflated) {
      given += (chunk as Buffer).length;
      yield chunk as Buffer;
      await trailing.catchUp(inflater.bytesWritten, given);
    }
  } catch (error) {
    if (isGzipError(error)) yield* await trailing.replay(given, inflater.bytesWritten);
    throw error;
  } finally {
    inflater.destroy();
    trailing.destroy();
    source.destroy?.();
  }
}

/** Whether an error comes from zlib: the input is not a readable gzip stream. */
export function isGzipError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' && code.startsWith('Z_');
}
