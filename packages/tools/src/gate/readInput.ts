import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { joinChunks } from 'user-summaries-contract/internal/transport/readBody';

/** Bytes of NDJSON handed to one task: large enough to amortise a message, small enough to spread work. */
export const BATCH_BYTES = 1024 * 1024;

/**
 * Lines of NDJSON handed to one task at most. A task's result holds every violation of its lines (up to
 * `--max-violations` each), and results wait in order until they are reported: a megabyte of small invalid
 * records (840 summaries of 63 violations each) made a result of tens of megabytes, so a run of 2 threads held a
 * gigabyte. Large records (a day with slots is 150 KB) never reach the bound.
 */
export const BATCH_LINES = 256;

/**
 * A batch of whole lines cut into batches of at most {@link BATCH_LINES} lines, in order. Each ends after a
 * newline, but the last, which may end without one. A batch cut in several is copied into buffers of their own:
 * a task's buffer is moved to the worker that checks it (pool.ts), which would take its neighbours' bytes too.
 *
 * @example
 * batchesOfLines(Buffer.from('a\nb\nc'), 2).map((b) => Buffer.from(b).toString()); // ['a\nb\n', 'c']
 */
export function batchesOfLines(bytes: Uint8Array, maxLines = BATCH_LINES): Uint8Array[] {
  const cuts: number[] = [];
  let lines = 0;
  for (let newline = bytes.indexOf(10); newline !== -1; newline = bytes.indexOf(10, newline + 1)) {
    lines += 1;
    if (lines === maxLines && newline + 1 < bytes.length) {
      cuts.push(newline + 1);
      lines = 0;
    }
  }
  if (cuts.length === 0) return [bytes];
  const ends = [...cuts, bytes.length];
  // new Uint8Array(view) copies (Buffer#slice would not).
  return ends.map((end, i) => new Uint8Array(bytes.subarray(i === 0 ? 0 : (ends[i - 1] as number), end)));
}

/** A piece of an NDJSON stream: whole lines for a task, or a line over the byte cap (never held in memory). */
export type StreamPiece =
  | { readonly kind: 'lines'; readonly bytes: Uint8Array; readonly first: boolean; readonly last: boolean }
  | { readonly kind: 'oversized'; readonly bytesSeen: number };

/** A stream of bytes: a file, or standard input. */
export type ByteSource = AsyncIterable<Uint8Array> & Partial<Pick<Readable, 'destroy'>>;

/** Opens a file for streaming in chunks of {@link BATCH_BYTES}. */
export function openFile(path: string | Buffer): ByteSource {
  return createReadStream(path, { highWaterMark: BATCH_BYTES });
}

/**
 * Splits an NDJSON byte stream into batches of whole lines ({@link BATCH_BYTES}, at most {@link BATCH_LINES}
 * lines each), with bounded memory whatever the input: at most one batch plus one partial line (capped at
 * `maxLineBytes`) is held. A line over the cap is reported as
 * `oversized` once its end is reached, with every byte it took (its newline included), its bytes skipped. When
 * the source fails (a damaged gzip stream), the whole lines read before are yielded first, then the error is
 * thrown: no record that was read whole is lost.
 *
 * @example
 * for await (const piece of splitLines(openFile('days.ndjson'), 16 * 1024 * 1024)) console.log(piece.kind);
 */
export async function* splitLines(source: ByteSource, maxLineBytes: number): AsyncGenerator<StreamPiece> {
  let pieces: Uint8Array[] = [];
  let batchLength = 0;
  let carry: Uint8Array[] = [];
  let carryLength = 0;
  let skipping = false;
  let first = true;
  let skippedBytes = 0;
  // The lines gathered so far, as batches of at most BATCH_LINES lines: `first` on the first batch of the stream,
  // `last` (given at its end) on the final one.
  function* take(last = false): Generator<StreamPiece> {
    const batches = batchesOfLines(joinChunks(pieces, batchLength));
    for (const [i, bytes] of batches.entries()) {
      yield { kind: 'lines', bytes, first: first && i === 0, last: last && i === batches.length - 1 };
    }
    first = false;
    pieces = [];
    batchLength = 0;
  }
  try {
    for await (const chunk of source) {
      if (!skipping && carryLength + chunk.length <= maxLineBytes) {
        // No line of this chunk can pass the cap: its whole lines go to the batch at once, not line by line.
        const last = chunk.lastIndexOf(10);
        if (last !== -1) {
          if (carryLength > 0) {
            for (const piece of carry) pieces.push(piece);
            batchLength += carryLength;
            carry = [];
            carryLength = 0;
          }
          pieces.push(chunk.subarray(0, last + 1));
          batchLength += last + 1;
        }
        if (last + 1 < chunk.length) {
          carry.push(chunk.subarray(last + 1));
          carryLength += chunk.length - last - 1;
        }
        if (batchLength >= BATCH_BYTES) yield* take();
        continue;
      }
      let pos = 0;
      let regionStart = 0;
      while (pos < chunk.length) {
        const newline = chunk.indexOf(10, pos);
        if (skipping) {
          if (newline === -1) {
            skippedBytes += chunk.length - pos;
            pos = chunk.length;
            regionStart = pos;
            break;
          }
          skippedBytes += newline + 1 - pos;
          skipping = false;
          yield { kind: 'oversized', bytesSeen: skippedBytes };
          pos = newline + 1;
          regionStart = pos;
          continue;
        }
        const lineLength = carryLength + (newline === -1 ? chunk.length : newline) - pos;
        if (lineLength > maxLineBytes) {
          // Flush the lines before this one, then skip to its end and report it there, with all its bytes.
          if (pos > regionStart) {
            pieces.push(chunk.subarray(regionStart, pos));
            batchLength += pos - regionStart;
          }
          if (batchLength > 0) yield* take();
          first = false;
          carry = [];
          carryLength = 0;
          skippedBytes = lineLength;
          if (newline === -1) {
            skipping = true;
            pos = chunk.length;
          } else {
            yield { kind: 'oversized', bytesSeen: skippedBytes + 1 };
            pos = newline + 1;
          }
          regionStart = pos;
          continue;
        }
        if (newline === -1) break;
        if (carryLength > 0) {
          for (const piece of carry) pieces.push(piece);
          batchLength += carryLength;
          carry = [];
          carryLength = 0;
        }
        pos = newline + 1;
      }
      if (pos > regionStart) {
        pieces.push(chunk.subarray(regionStart, pos));
        batchLength += pos - regionStart;
      }
      if (pos < chunk.length && !skipping) {
        carry.push(chunk.subarray(pos));
        carryLength += chunk.length - pos;
      }
      if (batchLength >= BATCH_BYTES) yield* take();
    }
  } catch (error) {
    // The source failed: the whole lines read before it are records; the line it cut off is not.
    if (batchLength > 0) yield* take();
    throw error;
  }
  if (skipping) yield { kind: 'oversized', bytesSeen: skippedBytes };
  if (carryLength > 0) {
    for (const piece of carry) pieces.push(piece);
    batchLength += carryLength;
  }
  if (batchLength > 0) yield* take(true);
}
