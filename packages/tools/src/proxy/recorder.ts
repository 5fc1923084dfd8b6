import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import type { ExchangeVerdict } from './findings.js';
import { responsesFile } from './ledger.js';

/**
 * `--record DIR`: the exchanges as NDJSON (`exchanges.ndjson`: time, method, masked path, statuses, time taken
 * and findings, never a header or a value) and, with `--record-values` only, the response bodies the archive
 * report counted, one per line, in one file per include_slots value (`responses.include_slots-1.ndjson`,
 * `…-0.ndjson`), which `validate --as response --format summary` reads back to the same counts. A session
 * starts the files anew.
 */
export class Recorder {
  readonly #exchanges: WriteStream;
  readonly #bodies = new Map<boolean, WriteStream>();
  readonly #dir: string;
  readonly #values: boolean;
  #failed = false;

  constructor(dir: string, values: boolean) {
    mkdirSync(dir, { recursive: true });
    this.#dir = dir;
    this.#values = values;
    this.#exchanges = this.#open('exchanges.ndjson');
  }

  #open(name: string): WriteStream {
    const stream = createWriteStream(join(this.#dir, name), { flags: 'w', mode: 0o600 });
    stream.on('error', () => {
      this.#failed = true;
    });
    return stream;
  }

  /** Whether a write failed (the disk is full, the folder went away): the proxy says so at stop. */
  get failed(): boolean {
    return this.#failed;
  }

  exchange(verdict: ExchangeVerdict): void {
    this.#exchanges.write(`${JSON.stringify(verdict)}\n`);
  }

  /** One response body as one NDJSON line, when values are recorded. */
  body(includeSlots: boolean, line: Uint8Array): void {
    if (!this.#values) return;
    let stream = this.#bodies.get(includeSlots);
    if (stream === undefined) {
      stream = this.#open(responsesFile(includeSlots));
      this.#bodies.set(includeSlots, stream);
    }
    stream.write(line);
    stream.write('\n');
  }

  /** Flushes and closes the files. */
  async close(): Promise<void> {
    const streams = [this.#exchanges, ...this.#bodies.values()];
    await Promise.all(streams.map((s) => new Promise<void>((done) => s.end(() => done()))));
  }
}
