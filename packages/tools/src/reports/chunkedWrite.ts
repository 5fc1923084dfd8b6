/** Characters gathered before they are written: large enough that a write is cheap, small enough to be bounded. */
const CHUNK_CHARS = 64 * 1024;

/**
 * Gathers the pieces of a report into chunks of about {@link CHUNK_CHARS} characters and hands each to
 * `write` as it fills: a document with 100,000 violations is written as it is rendered, one violation at a
 * time, so no string or array the size of the document's whole report is ever held (issue #22: memory per
 * violation). A chunk is at most {@link CHUNK_CHARS} characters plus one piece.
 *
 * @example
 * const out = new ChunkedWrite((chunk) => process.stdout.write(chunk));
 * for (const line of lines) out.add(`${line}\n`);
 * out.flush();
 */
export class ChunkedWrite {
  readonly #write: (chunk: string) => void;
  #parts: string[] = [];
  #length = 0;

  constructor(write: (chunk: string) => void) {
    this.#write = write;
  }

  /** Adds a piece; writes the chunk once it holds {@link CHUNK_CHARS} characters. */
  add(piece: string): void {
    this.#parts.push(piece);
    this.#length += piece.length;
    if (this.#length >= CHUNK_CHARS) this.flush();
  }

  /** Writes what was added and not yet written (nothing when there is none). */
  flush(): void {
    if (this.#length === 0) return;
    const chunk = this.#parts.join('');
    this.#parts = [];
    this.#length = 0;
    this.#write(chunk);
  }
}
