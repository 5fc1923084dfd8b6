import { closeSync, openSync, readSync, rmSync, writeSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { ChunkedWrite } from './chunkedWrite.js';

/** Text held in memory up to this size; beyond it, on disk. */
const IN_MEMORY = 8 * 1024 * 1024;

/**
 * Text to be written later, after a header that needs counts known only at the end (JUnit). Keeps memory
 * bounded: past {@link IN_MEMORY} characters it moves to a temporary file, removed when drained.
 */
export class Spool {
  #chunks: string[] = [];
  #length = 0;
  #dir: string | undefined;
  #fd: number | undefined;

  append(text: string): void {
    this.#chunks.push(text);
    this.#length += text.length;
    if (this.#length > IN_MEMORY) this.#spill();
  }

  #spill(): void {
    if (this.#fd === undefined) {
      this.#dir = mkdtempSync(join(tmpdir(), 'user-summaries-report-'));
      this.#fd = openSync(join(this.#dir, 'spool'), 'w+');
    }
    writeSync(this.#fd, this.#chunks.join(''));
    this.#chunks = [];
    this.#length = 0;
  }

  /** Writes everything appended, in order, and frees it. */
  drainTo(write: (chunk: string) => void): void {
    if (this.#fd !== undefined) {
      const buffer = Buffer.alloc(1024 * 1024);
      // A decoder keeps a UTF-8 sequence split between two reads whole.
      const decoder = new StringDecoder('utf8');
      let position = 0;
      for (;;) {
        const read = readSync(this.#fd, buffer, 0, buffer.length, position);
        if (read === 0) break;
        position += read;
        write(decoder.write(buffer.subarray(0, read)));
      }
      write(decoder.end());
      closeSync(this.#fd);
      rmSync(this.#dir as string, { recursive: true, force: true });
      this.#fd = undefined;
    }
    // Held text goes out in chunks too (chunkedWrite.ts), not as one string of up to IN_MEMORY characters.
    const out = new ChunkedWrite(write);
    for (const chunk of this.#chunks) out.add(chunk);
    out.flush();
    this.#chunks = [];
    this.#length = 0;
  }
}
