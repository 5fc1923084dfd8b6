import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { CliIo } from '../commandIo/io.js';
import type { GateConfig } from '../documentCheck/config.js';
import { runGate } from '../gate/runGate.js';

/** What a frame says about the partition that follows it. */
interface FrameHeader {
  /** The file the partition comes from: its name in the report, its format and gzip from its extension. */
  readonly name: string;
  /** The partition is a byte range after the file's start (`--continues`). */
  readonly continues: boolean;
}

/**
 * Reads standard input as frames: a JSON header line, then the partition's bytes in chunks, each `<length>\n`
 * and that many bytes, ended by `0\n`. Holds at most one chunk of the input it reads.
 */
class FrameReader {
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
async function* bodyOf(reader: FrameReader): AsyncGenerator<Uint8Array> {
  for (let piece = await reader.piece(); piece !== undefined; piece = await reader.piece()) yield piece;
}

/**
 * `validate --format summary --frames`: validates a sequence of partitions streamed on standard input in one
 * process (the Dask integration keeps one such process per worker, so each partition does not pay for Node's
 * start and the JIT's warm-up again). For each frame it writes `<bytes>\n` and the partition's archive report;
 * with `--coverage -`, then `<bytes>\n` and the partition's coverage report (JSON: the client merges them with
 * `merge-reports`). Ends with exit 0 at the end of the input; a malformed frame ends it with exit 2.
 */
export async function runFrames(config: GateConfig, io: CliIo): Promise<number> {
  const reader = new FrameReader(io.stdin);
  // A frame's coverage goes through a file of its own (the gate writes its coverage to a file), read back whole.
  const coverageFile = join(tmpdir(), `user-summaries-frames-coverage-${process.pid}.json`);
  for (;;) {
    const line = await reader.line();
    if (line === undefined) return 0;
    let header: FrameHeader;
    try {
      header = JSON.parse(line) as FrameHeader;
      if (typeof header.name !== 'string' || header.name === '' || typeof header.continues !== 'boolean')
        throw new Error('bad header');
    } catch {
      io.stderr.write(
        'user-summaries validate --frames: a frame header must be {"name": FILE, "continues": true|false}\n',
      );
      return 2;
    }
    reader.startBody();
    let report = '';
    const frameIo: CliIo = {
      ...io,
      stdin: Readable.from(bodyOf(reader)),
      stdout: { write: (chunk: string) => (report += chunk) },
      stderr: { write: () => true },
    };
    const coverage = config.coverage === undefined ? {} : { coverage: { file: coverageFile, format: 'json' as const } };
    await runGate(
      // --frames runs the archive report only (validateOptions.ts refuses any other format with it).
      {
        ...config,
        format: 'summary',
        ...coverage,
        paths: ['-'],
        stdinName: header.name,
        continues: header.continues,
        firstLine: 1,
      },
      frameIo,
    );
    // The gate may stop reading early (a file that is not NDJSON after all): the rest of the frame is skipped.
    while ((await reader.piece()) !== undefined);
    io.stdout.write(`${Buffer.byteLength(report)}\n${report}`);
    if (config.coverage !== undefined) {
      const text = await readFile(coverageFile, 'utf8');
      await rm(coverageFile, { force: true });
      io.stdout.write(`${Buffer.byteLength(text)}\n${text}`);
    }
  }
}
