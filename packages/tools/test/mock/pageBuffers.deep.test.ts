// serve's page buffers at the size that shows them (full depth, `npm run test:deep`; the same clients on pages of
// 1.6 MB are in pageBuffers.test.ts): pages of 8 MB, more than loopback's socket buffers take from a client that
// does not read, so each write stays pending while the next pages are made; none of them shares a buffer.
import { afterEach, describe, expect, it } from 'vitest';
import { dayNumber } from '../../src/pages/days.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';
import { body, pagePath, slowClient, TOKEN } from './_pageClients.js';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

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
});
