// serve's page buffers at the size that shows them (full depth, `npm run test:deep`; the same clients on pages of
// 1.6 MB are in pageBuffers.test.ts): pages of 8 MB, more than loopback's socket buffers take from a client that
// does not read, so each write stays pending while the next pages are made; none of them shares a buffer.
import { afterEach, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';
import { lateCopiesMatch, TOKEN } from './_pageClients.js';

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
    // Three pages pending at once (_pageClients.ts): each late copy equals its page read alone.
    expect(await lateCopiesMatch(server.url)).toEqual([true, true, true]);
  });
});
