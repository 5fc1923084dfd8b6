// A request's path and query as the tools print it, from one home (packages/tools/src/secrets/shownPath.ts): the
// reference server's request log and the proxy's lines show the same target alike, the credential cut in every
// form and credential-like parameters masked. (Before, the server masked the path with a copy of its own.)
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer } from '../../src/mock/server.js';
import { callerSecrets, shownPath } from '../../src/secrets/shownPath.js';
import { proxyFor, TOKEN } from '../proxy/_proxy.js';

const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closers.splice(0)) await c.close();
});

const base64 = (text: string): string => Buffer.from(text).toString('base64');

/** Sends one request line with a raw target (no client library rewrites it) and waits for the answer to end. */
function rawGet(url: string, target: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.end(
        `GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket.on('data', () => undefined);
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

/** Each target, and how every output shows it (written from the target, not from the code). */
const TARGETS: readonly [string, string][] = [
  ['/user-summaries?date_from=2024-01-01&token=abc', '/user-summaries?date_from=2024-01-01&token=[masked]'],
  [`/user-summaries?note=${TOKEN}`, '/user-summaries?note=[redacted]'],
  [`/user-summaries?note=${encodeURIComponent(base64(TOKEN))}`, '/user-summaries?note=[redacted]'],
  [`/user-summaries?note=${Buffer.from(TOKEN).toString('hex')}`, '/user-summaries?note=[redacted]'],
];

describe('the path of a request, as the tools print it', () => {
  it('cuts every form of the credential and masks credential-like parameters; a target that is no path is said so', () => {
    for (const [target, shown] of TARGETS) expect(shownPath(target, [TOKEN])).toBe(shown);
    expect(shownPath('@evil.example/user-summaries', [])).toBe('/[not a URL]');
    expect(shownPath(undefined, [])).toBe('/');
  });

  it('reads the credential of every Authorization header: without a scheme, a Sanctum secret, a Basic password', () => {
    expect(
      callerSecrets(['Authorization', 'Bearer 7|sanctum-secret', 'Host', 'x', 'authorization', 'plain-token']),
    ).toEqual(['7|sanctum-secret', 'sanctum-secret', 'plain-token']);
    expect(callerSecrets(['Proxy-Authorization', `Basic ${base64('alice:pw-12345')}`])).toEqual([
      base64('alice:pw-12345'),
      'alice:pw-12345',
      'pw-12345',
    ]);
  });

  it("the server's request log shows each target so, and the proxy shows a walk's target as the server behind it logs it", async () => {
    const lines: string[] = [];
    const server = await startServer({
      token: TOKEN,
      source: seedSource({ seed: 1 }),
      onRequest: (line) => lines.push(line),
    });
    closers.push(server);
    for (const [target] of TARGETS) await rawGet(server.url, target);
    expect(lines.map((line) => line.split(' ')[1])).toEqual(TARGETS.map(([, shown]) => shown));
    const fixture = await proxyFor(server.url);
    closers.push(fixture.proxy);
    lines.length = 0;
    await (await fixture.get(`date_from=2024-01-01&date_to=2024-01-02&note=${TOKEN}&api_key=k`)).arrayBuffer();
    const [verdict] = await fixture.settled(1);
    expect(verdict?.path).toBe(
      '/user-summaries?date_from=2024-01-01&date_to=2024-01-02&note=[redacted]&api_key=[masked]',
    );
    expect(lines.map((line) => line.split(' ')[1])).toEqual([verdict?.path]);
  });
});
