// Issue 22: `serve` stops working on a request whose connection closed, and bounds the pages it writes at once,
// over real loopback sockets. The source counts the days it is asked for, per request.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { DaySource } from '../../src/mock/daySource.js';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';

const TOKEN = 'pages-test-token';
let server: RunningServer | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.close();
  server = undefined;
});

/** A dense source that counts the days made for each first day asked (one request = one date_from here). */
function countingSource(): { source: DaySource; made: Map<number, number> } {
  const inner = seedSource({ seed: 2, slots: 'dense', groups: 'any' });
  const made = new Map<number, number>();
  const source: DaySource = {
    ...inner,
    run(fromDay, toDay, offset, limit, includeSlots) {
      const days = inner.run(fromDay, toDay, offset, limit, includeSlots);
      made.set(fromDay, (made.get(fromDay) ?? 0) + days.count);
      return days;
    },
  };
  return { source, made };
}

/** Sends a request for a 100-day page with slots on a raw socket that never reads (paused). */
function request(url: string, from: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    sockets.push(socket);
    socket.pause();
    socket.once('connect', () => {
      const to = new Date(Date.parse(from) + 99 * 86_400_000).toISOString().slice(0, 10);
      socket.write(
        `GET /user-summaries?date_from=${from}&date_to=${to}&include_slots=1&per_page=100 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Type: application/json\r\n\r\n`,
      );
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 20));
}

describe('serve: abandoned requests and concurrent pages (issue 22)', () => {
  it('stops making days for a request whose connection closed', { timeout: 20_000 }, async () => {
    const { source, made } = countingSource();
    server = await startServer({ token: TOKEN, source });
    const socket = await request(server.url, '2024-01-01');
    await until(() => (made.get(19723) ?? 0) > 0); // the first step is made, the client reads nothing
    socket.destroy();
    await until(() => server?.pages().active === 0);
    const first = made.get(19723) ?? 0;
    await new Promise((r) => setTimeout(r, 200));
    expect(made.get(19723)).toBe(first); // nothing more after the close
    expect(first).toBeLessThan(100);
  });

  it('writes at most maxPagesInProgress pages at once; waiting requests that leave are never made', {
    timeout: 20_000,
  }, async () => {
    const { source, made } = countingSource();
    server = await startServer({ token: TOKEN, source, maxPagesInProgress: 2 });
    const froms = ['2024-01-01', '2025-01-01', '2026-01-01', '2027-01-01', '2028-01-01', '2029-01-01'];
    const clients = await Promise.all(froms.map((from) => request(server!.url, from)));
    await until(() => server?.pages().active === 2 && server.pages().queued === 4);
    expect(made.size).toBe(2); // two pages begun, four waiting: none of their days made
    for (const socket of clients) socket.destroy();
    await until(() => server?.pages().active === 0 && server.pages().queued === 0);
    expect(made.size).toBe(2); // the waiting requests left the queue without a day made
    expect([...made.values()].every((n) => n < 100)).toBe(true);
  });

  it('still serves whole 100-day pages to clients that read them', { timeout: 20_000 }, async () => {
    server = await startServer({
      token: TOKEN,
      // Realistic slots, not dense: two pages of 100 days whole is the point, not their megabytes.
      source: seedSource({ seed: 2, slots: 'realistic', groups: 'any' }),
      maxPagesInProgress: 1,
    });
    const pages = await Promise.all(
      // Two pages at once under a bound of one: the second waits for the first, and both come whole.
      ['2024-01-01', '2025-01-01'].map(async (from) => {
        const to = new Date(Date.parse(from) + 99 * 86_400_000).toISOString().slice(0, 10);
        const res = await fetch(
          `${server!.url}/user-summaries?date_from=${from}&date_to=${to}&include_slots=1&per_page=100`,
          {
            headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
          },
        );
        return (await res.json()) as { data: { date: string }[]; total: number };
      }),
    );
    expect(pages.map((p) => [p.data.length, p.total, p.data[0]?.date])).toEqual([
      [100, 100, '2024-01-01'],
      [100, 100, '2025-01-01'],
    ]);
  });
});
