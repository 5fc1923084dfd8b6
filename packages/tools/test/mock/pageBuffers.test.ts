// serve writes each page into a reused buffer (packages/tools/src/mock/pageBuffers.ts): a buffer goes back to the pool
// only once the response that used it has finished, so concurrent pages never share bytes, and a page cut short
// never returns its buffer. Real HTTP over loopback against startServer; the pool's bounds tested directly. Pages of
// 8 MB whose writes stay pending behind clients that read late are in pageBuffers.deep.test.ts (full depth).
import { afterEach, describe, expect, it } from 'vitest';
import { dayNumber } from '../../src/pages/days.js';
import { PageBuffers } from '../../src/mock/pageBuffers.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';
import { body, lateCopiesMatch, pagePath, readFirstBytesThenLeave, TOKEN } from './_pageClients.js';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('serve: pages in reused buffers', () => {
  it('never reuses the buffer of a page whose write is still pending (clients that read late)', {
    timeout: 60_000,
  }, async () => {
    // 288 slots a group: pages of about 1.6 MB, read late by clients that read nothing for a while (at 1440 slots,
    // 8 MB, more than loopback's socket buffers take, every write stays pending: pageBuffers.deep.test.ts).
    server = await startServer({ token: TOKEN, source: seedSource({ seed: 6, slots: { min: 288, max: 288 } }) });
    // Three pages pending at once (_pageClients.ts): each late copy equals its page read alone.
    expect(await lateCopiesMatch(server.url)).toEqual([true, true, true]);
  });

  it('serves concurrent pages byte for byte as it serves them one at a time, with and without slots', {
    timeout: 30_000,
  }, async () => {
    server = await startServer({ token: TOKEN, source: seedSource({ seed: 5 }) });
    const url = server.url;
    const start = dayNumber('2031-01-01') ?? 0;
    const paths = Array.from({ length: 8 }, (_, i) => pagePath(start + i * 37, i % 3 === 0)); // three with slots
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
