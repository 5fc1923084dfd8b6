import type { ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Days made and written per step: a page of the default per_page (10) is one step, sent with its length; a
 * 100-day page with realistic slots (about 8 MB) is ten steps of about 800 KB.
 */
const DAYS_PER_STEP = 10;
/** How long a step may wait for the client to read what was written before the connection is closed. */
export const DEFAULT_STALL_MS = 30_000;
/** Below this many bytes a page is copied into one buffer; above, its parts are written as they are. */
const COPY_BELOW = 64 * 1024;

/** What {@link streamPage} writes. */
export interface PageStream {
  readonly head: string;
  readonly tail: string;
  /** Days in the page. */
  readonly count: number;
  /** The bytes of days `offset..offset+limit-1` of the page. */
  readonly days: (offset: number, limit: number) => readonly Uint8Array[];
  readonly contentType: string;
  /** Milliseconds a step may wait for the client to drain the socket. */
  readonly stallMs: number;
}

const COMMA = Buffer.from(',');

/** A page of `length` bytes in one buffer: the head and tail written in place, the days copied, comma-separated. */
function smallPage(page: PageStream, days: readonly Uint8Array[], headBytes: number, length: number): Buffer {
  const out = Buffer.allocUnsafe(length);
  let at = headBytes;
  out.write(page.head, 0, 'utf8');
  days.forEach((day, i) => {
    if (i > 0) out[at++] = 0x2c; // ,
    out.set(day, at);
    at += day.length;
  });
  out.write(page.tail, at, 'utf8');
  return out;
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
 * Writes a page day by day as the client reads it: `DAYS_PER_STEP` days are made per step, the next step waits
 * until the socket drains and yields to other requests, and the work stops at once when the connection closes
 * (a client gone away costs no more days). A page made in one step is sent with its Content-Length; a longer
 * one is sent chunked, so its memory is one step, not the page. Resolves when done; never rejects.
 */
export async function streamPage(res: ServerResponse, page: PageStream): Promise<void> {
  const headers = { 'Content-Type': page.contentType, 'Cache-Control': 'no-store' };
  if (page.count <= DAYS_PER_STEP) {
    const days = page.days(0, page.count);
    const headBytes = Buffer.byteLength(page.head);
    let length = headBytes + Buffer.byteLength(page.tail) + Math.max(0, days.length - 1);
    for (const day of days) length += day.length;
    res.writeHead(200, { ...headers, 'Content-Length': String(length) });
    if (length <= COPY_BELOW) {
      res.end(smallPage(page, days, headBytes, length)); // small: one copy costs less than a write per part
      return;
    }
    res.cork(); // large: the parts go out in one writev, without copying the page
    res.write(page.head);
    days.forEach((day, i) => {
      if (i > 0) res.write(COMMA);
      res.write(day);
    });
    res.write(page.tail);
    res.uncork();
    res.end();
    return;
  }
  res.writeHead(200, headers);
  res.write(page.head);
  for (let offset = 0; offset < page.count; offset += DAYS_PER_STEP) {
    if (!(await drained(res, page.stallMs))) return;
    await nextTurn();
    if (res.destroyed) return;
    const days = page.days(offset, Math.min(DAYS_PER_STEP, page.count - offset));
    res.cork();
    days.forEach((day, i) => {
      if (offset + i > 0) res.write(COMMA);
      res.write(day);
    });
    res.uncork();
  }
  if (!res.destroyed) res.end(page.tail);
}
