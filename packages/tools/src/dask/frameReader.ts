// The frames the Dask integration streams to a long-lived gate on each worker (`validate --frames`, `diff --frames`):
// a JSON header line naming the partition, then its bytes in chunks, each `<length>\n` and that many bytes, ended by
// `0\n`.
/** What a frame says about the partition that follows it. */
export interface FrameHeader {
  /** The file the partition comes from: its name in the report, its format and gzip from its extension. */
  readonly name: string;
  /** The partition is a byte range after the file's start (`--continues`). */
  readonly continues: boolean;
}

/**
 * Reads standard input as frames: a JSON header line, then the partition's bytes in chunks, each `<length>\n`
 * and that many bytes, ended by `0\n`. Holds at most one chunk of the input it reads.
 */
export class FrameReader {
  readonly #source: AsyncIterator<Uint8Array>;
  #buffer: Buffer = Buffer.alloc(0);
  #ended = false;

  constructor(stream: NodeJS.ReadableStream) {
    this.#source = (stream as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  }

  async #fill(): Promise<boolean> {
    if (this.#ended) return false;
    const next = await this.#source.next();
    if (next.done === true) {
      this.#ended = true;
      return false;
    }
    this.#buffer = this.#buffer.length === 0 ? Buffer.from(next.value) : Buffer.concat([this.#buffer, next.value]);
    return true;
  }

  /** The next line (without its newline), or undefined at the end of the input. */
  async line(): Promise<string | undefined> {
    for (;;) {
      const at = this.#buffer.indexOf(10);
      if (at !== -1) {
        const text = this.#buffer.subarray(0, at).toString('utf8');
        this.#buffer = this.#buffer.subarray(at + 1);
        return text;
      }
      if (!(await this.#fill())) return this.#buffer.length === 0 ? undefined : this.#rest();
    }
  }

  #rest(): string {
    const text = this.#buffer.toString('utf8');
    this.#buffer = Buffer.alloc(0);
    return text;
  }

  /** Bytes left in the current chunk of a body; -1 between bodies; 0 at the start of a chunk header. */
  #left = -1;

  /** Starts reading a frame's body. */
  startBody(): void {
    this.#left = 0;
  }

  /** The next piece of the current body, or undefined at its end (the `0` chunk). */
  async piece(): Promise<Uint8Array | undefined> {
    if (this.#left === -1) return undefined;
    if (this.#left === 0) {
      const header = await this.line();
      const length = Number(header);
      if (header === undefined || header === '' || !Number.isSafeInteger(length) || length < 0)
        throw new Error('a frame chunk has no valid length');
      if (length === 0) {
        this.#left = -1;
        return undefined;
      }
      this.#left = length;
    }
    if (this.#buffer.length === 0 && !(await this.#fill())) throw new Error('the input ended inside a frame');
    const piece = this.#buffer.subarray(0, Math.min(this.#left, this.#buffer.length));
    this.#buffer = this.#buffer.subarray(piece.length);
    this.#left -= piece.length;
    return piece;
  }
}

/** The pieces of the current body, as a stream the gate reads like standard input. */
export async function* bodyOf(reader: FrameReader): AsyncGenerator<Uint8Array> {
  for (let piece = await reader.piece(); piece !== undefined; piece = await reader.piece()) yield piece;
}

/**
 * A frame's header line as a {@link FrameHeader}, or undefined when it is none (not JSON, a name missing or empty,
 * `continues` not a boolean). Never throws.
 *
 * @example
 * parseFrameHeader('{"name": "days.ndjson", "continues": false}'); // { name: 'days.ndjson', continues: false }
 */
export function parseFrameHeader(line: string): FrameHeader | undefined {
  try {
    const header = JSON.parse(line) as Partial<FrameHeader> | null;
    if (typeof header !== 'object' || header === null) return undefined;
    if (typeof header.name !== 'string' || header.name === '' || typeof header.continues !== 'boolean')
      return undefined;
    return { name: header.name, continues: header.continues };
  } catch {
    return undefined;
  }
}
