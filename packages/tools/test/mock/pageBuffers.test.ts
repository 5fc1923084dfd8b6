// serve writes each page into a reused buffer (packages/tools/src/mock/pageBuffers.ts): a buffer goes back to the pool
// only once the response that used it has finished, so concurrent pages never share bytes, and a page cut short
// never returns its buffer. Real HTTP over loopback against startServer; the pool's bounds tested directly.
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { dayNumber } from '../../src/pages/days.js';
import { PageBuffers } from '../../src/mock/pageBuffers.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';

const TOKEN = 'page-buffers-token';
const HEADERS = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The path of a 10-day page from `from` (a day number), with or without slots. */
function pagePath(from: number, slots: boolean): string {
  const ymd = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10);
  return `/user-summaries?date_from=${ymd(from)}&date_to=${ymd(from + 9)}&include_slots=${slots ? 1 : 0}&per_page=10`;
}

async function body(url: string, path: string): Promise<Buffer> {
  const res = await fetch(`${url}${path}`, { headers: HEADERS });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Asks for a page and closes the connection after its first bytes (a client gone mid-page). */
function readFirstBytesThenLeave(url: string, path: string): Promise<void> {
  return new Promise((resolve) => {
    const req = request(`${url}${path}`, { headers: HEADERS }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', () => resolve());
    req.end();
  });
}

/**
 * Sends a request on a raw socket that reads nothing for `holdMs` (so the server's write of a large page stays
 * pending meanwhile), then reads the whole response; resolves with its body.
 */
function slowClient(url: string, path: string, holdMs: number): Promise<Buffer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.pause();
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      const whole = Buffer.concat(chunks);
      resolve(whole.subarray(whole.indexOf('\r\n\r\n') + 4));
    });
    socket.on('error', reject);
    socket.once('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: ${HEADERS.Authorization}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n`,
      );
      setTimeout(() => socket.resume(), holdMs);
    });
  });
}

describe('serve: pages in reused buffers', () => {
  it('never reuses the buffer of a page whose write is still pending (clients that read late)', {
    timeout: 60_000,
  }, async () => {
    // 1440 slots a group: a 10-day page is about 8 MB, more than loopback's socket buffers take from a client
    // that does not read, so each page's write stays pending until its reader wakes up.
    server = await startServer({ token: TOKEN, source: seedSource({ seed: 6, slots: { min: 1440, max: 1440 } }) });
    const url = server.url;
    const start = dayNumber('2040-06-01') ?? 0;
    // Three pages pending at once: a buffer handed out again while its write is pending would show in one of them.
    const paths = Array.from({ length: 3 }, (_, i) => pagePath(start + i, true));
    const alone: Buffer[] = [];
    for (const path of paths) alone.push(await body(url, path));
    const late = await Promise.all(paths.map((path, i) => slowClient(url, path, 300 + 100 * i)));
    expect(late.map((bytes, i) => bytes.equals(alone[i] as Buffer))).toEqual(paths.map(() => true));
  });

  it('serves concurrent pages byte for byte as it serves them one at a time, with and without slots', {
    timeout: 30_000,
  }, async () => {
    server = await startServer({ token: TOKEN, source: seedSource({ seed: 5 }) });
    const url = server.url;
    const start = dayNumber('2031-01-01') ?? 0;
    const paths = Array.from({ length: 12 }, (_, i) => pagePath(start + i * 37, i % 3 === 0));
    const alone: Buffer[] = [];
    for (const path of paths) alone.push(await body(url, path));
    // The same pages three times over, all at once, with clients that leave mid-page among them.
    const leaving = paths.filter((_, i) => i % 4 === 1).map((path) => readFirstBytesThenLeave(url, path));
    const together = await Promise.all([...paths, ...paths, ...paths].map((path) => body(url, path)));
    await Promise.all(leaving);
    expect(together.map((bytes, i) => bytes.equals(alone[i % paths.length] as Buffer))).toEqual(
      together.map(() => true),
    );
    // And again after the pool has been through all of that.
    for (const [i, path] of paths.entries()) expect((await body(url, path)).equals(alone[i] as Buffer)).toBe(true);
  });

  it('hands a buffer out again only after it is given back, once, and keeps no more than its bounds', () => {
    const pool = new PageBuffers({ perSize: 2, maxBytes: 100 * 1024 });
    const a = pool.take(12_000);
    const b = pool.take(12_000);
    expect(a.length).toBe(12_000);
    expect(a.buffer).not.toBe(b.buffer); // two pages in progress never share a buffer
    pool.give(a);
    pool.give(a); // given twice: kept once
    expect(pool.stats()).toEqual({ buffers: 1, bytes: 16 * 1024 });
    const c = pool.take(10_000);
    const d = pool.take(10_000);
    expect(c.buffer).toBe(a.buffer); // reused
    expect(d.buffer).not.toBe(c.buffer); // the same buffer is not handed out twice
    pool.give(Buffer.alloc(16 * 1024)); // not one of the pool's: not kept
    expect(pool.stats().buffers).toBe(0);
    for (const buffer of [b, c, d]) pool.give(buffer);
    expect(pool.stats()).toEqual({ buffers: 2, bytes: 32 * 1024 }); // perSize bounds each size
    const large = pool.take(90 * 1024);
    pool.give(large); // 128 KiB would pass maxBytes: dropped
    expect(pool.stats().bytes).toBe(32 * 1024);
  });
});
