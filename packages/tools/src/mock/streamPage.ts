import type { ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DayRun } from './dayRun.js';
import type { PageBuffers } from './pageBuffers.js';

/**
 * Days made and written per step: a page of the default per_page (10) is one step, sent with its length; a
 * 100-day page with realistic slots (about 8 MB) is ten steps of about 800 KB.
 */
const DAYS_PER_STEP = 10;
/** Most UTF-8 bytes a UTF-16 code unit makes (a pair makes 4 from 2 units). */
const UTF8_PER_UNIT = 3;
/** How long a step may wait for the client to read what was written before the connection is closed. */
export const DEFAULT_STALL_MS = 30_000;

/** What {@link streamPage} writes. */
export interface PageStream {
  readonly head: string;
  readonly tail: string;
  /** Days in the page. */
  readonly count: number;
  /** Days `offset..offset+limit-1` of the page. */
  readonly days: (offset: number, limit: number) => DayRun;
  readonly contentType: string;
  /** Milliseconds a step may wait for the client to drain the socket. */
  readonly stallMs: number;
  /** Where the page's buffers come from and go back to once written. */
  readonly buffers: PageBuffers;
}

/** Resolves true once the response can take more bytes, false when it closed or stalled past `stallMs`. */
function drained(res: ServerResponse, stallMs: number): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  if (!res.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean): void => {
      clearTimeout(timer);
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = (): void => done(true);
    const onClose = (): void => done(false);
    const timer = setTimeout(() => {
      res.destroy(); // a client that stopped reading holds a page slot: it loses the connection
      done(false);
    }, stallMs);
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

/**
 * Writes a page day by day as the client reads it: `DAYS_PER_STEP` days are made per step, straight into one
 * buffer per step taken from `page.buffers` and given back once the socket has taken it. A page made in one step
 * is written at once, synchronously (no promise: undefined is returned), with its Content-Length in one
 * `res.end` (one writev of head and body, as a bare server sends a ready buffer). A longer one is sent chunked,
 * so its memory is one step, not the page: the next step waits until the socket drains and yields to other
 * requests, and the work stops at once when the connection closes (a client gone away costs no more days); the
 * promise returned resolves when done and never rejects.
 */
export function streamPage(res: ServerResponse, page: PageStream): Promise<void> | undefined {
  if (page.count > DAYS_PER_STEP) return streamSteps(res, page);
  const { buffers } = page;
  const days = page.days(0, page.count);
  // Sized for the most UTF-8 can take (3 bytes a UTF-16 code unit) rather than measured first: the writes say
  // how many bytes they took.
  const room = buffers.take(
    UTF8_PER_UNIT * (page.head.length + page.tail.length) + days.byteLength + Math.max(0, days.count - 1),
  );
  const headEnd = room.write(page.head, 0, 'utf8');
  const daysEnd = days.writeTo(room, headEnd);
  const length = daysEnd + room.write(page.tail, daysEnd, 'utf8');
  const out = room.subarray(0, length);
  res.writeHead(200, { 'Content-Type': page.contentType, 'Content-Length': length, 'Cache-Control': 'no-store' });
  res.end(out, () => buffers.give(out));
  return undefined;
}

/** A page of more than one step, chunked (see {@link streamPage}). */
async function streamSteps(res: ServerResponse, page: PageStream): Promise<void> {
  const { buffers } = page;
  res.writeHead(200, { 'Content-Type': page.contentType, 'Cache-Control': 'no-store' });
  res.write(page.head);
  for (let offset = 0; offset < page.count; offset += DAYS_PER_STEP) {
    if (!(await drained(res, page.stallMs))) return;
    await nextTurn();
    if (res.destroyed) return;
    const days = page.days(offset, Math.min(DAYS_PER_STEP, page.count - offset));
    const comma = offset > 0 ? 1 : 0;
    const out = buffers.take(comma + days.byteLength + days.count - 1);
    if (comma === 1) out[0] = 0x2c; // ,
    days.writeTo(out, comma);
    res.write(out, (error) => {
      if (error === undefined || error === null) buffers.give(out);
    });
  }
  if (!res.destroyed) res.end(page.tail);
}
