// The clients of the page-buffer suites (pageBuffers.test.ts, pageBuffers.deep.test.ts): pages of serve asked for
// over real loopback HTTP, read at once, left mid-page, or read late by a raw socket that reads nothing for a while.
import { request } from 'node:http';
import { connect } from 'node:net';
import { expect } from 'vitest';
import { dayNumber } from '../../src/pages/days.js';

/** The token the suites' servers take. */
export const TOKEN = 'page-buffers-token';
const HEADERS = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

/** The path of a 10-day page from `from` (a day number), with or without slots. */
export function pagePath(from: number, slots: boolean): string {
  const ymd = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10);
  return `/user-summaries?date_from=${ymd(from)}&date_to=${ymd(from + 9)}&include_slots=${slots ? 1 : 0}&per_page=10`;
}

/** GET a page and its bytes (status 200 expected). */
export async function body(url: string, path: string): Promise<Buffer> {
  const res = await fetch(`${url}${path}`, { headers: HEADERS });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Asks for a page and closes the connection after its first bytes (a client gone mid-page). */
export function readFirstBytesThenLeave(url: string, path: string): Promise<void> {
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

/**
 * Three consecutive 10-day pages with slots from 2040-06-01, read alone one after another, then all three at once by
 * clients that read nothing for 300, 400 and 500 ms (so their writes stay pending together): whether each late copy
 * equals the page read alone. A buffer handed out again while its write is pending would show in one of them.
 */
export async function lateCopiesMatch(url: string): Promise<boolean[]> {
  const start = dayNumber('2040-06-01') ?? 0;
  const paths = Array.from({ length: 3 }, (_, i) => pagePath(start + i, true));
  const alone: Buffer[] = [];
  for (const path of paths) alone.push(await body(url, path));
  const late = await Promise.all(paths.map((path, i) => slowClient(url, path, 300 + 100 * i)));
  return late.map((bytes, i) => bytes.equals(alone[i] as Buffer));
}
