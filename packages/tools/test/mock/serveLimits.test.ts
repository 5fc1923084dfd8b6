// The reference server keeps the connection limits docs/live.md states, over real loopback sockets: slow
// headers and a dripped request body are closed at their deadlines (the limits are shortened here through
// startServer's options), a flood of idle sockets cannot keep a normal request out, and the request log
// never prints the token.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedSource } from '../../src/mock/seedSource.js';
import { startServer, type RunningServer } from '../../src/mock/server.js';

const TOKEN = 'limits-test-token';
const SHORT = { headersMs: 200, requestMs: 400, keepAliveMs: 5_000, checkIntervalMs: 50 };
let server: RunningServer | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.close();
  server = undefined;
});

async function start(options: Partial<Parameters<typeof startServer>[0]> = {}): Promise<RunningServer> {
  server = await startServer({
    token: TOKEN,
    source: seedSource({ seed: 1, slots: { min: 0, max: 0 } }),
    timeouts: SHORT,
    ...options,
  });
  return server;
}

/** A raw socket to the server; `closed` resolves with everything it received once the server closes it. */
function open(url: string): Promise<{ socket: Socket; closed: Promise<string> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    sockets.push(socket);
    let got = '';
    socket.on('data', (chunk: Buffer) => (got += chunk.toString()));
    const closed = new Promise<string>((done) => socket.on('close', () => done(got)));
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

describe('serve: connection limits (shortened for the test; the test timeout bounds every wait)', () => {
  it('headers that never end are answered 408 and the connection closed', { timeout: 10_000 }, async () => {
    const { url } = await start();
    const { socket, closed } = await open(url);
    socket.write('GET /user-summaries HTTP/1.1\r\nHost: x\r\n'); // and nothing more
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a request body dripped past the request deadline is cut off', { timeout: 10_000 }, async () => {
    const { url } = await start();
    const { socket, closed } = await open(url);
    socket.write('GET /user-summaries HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n');
    const drip = setInterval(() => socket.writable && socket.write('x'), 20);
    const got = await closed;
    clearInterval(drip);
    expect(socket.destroyed).toBe(true);
    // The headers are complete, so the request is answered at once (no token: 401) without its body; the body
    // still dripping, the server closes the connection (above: the socket is destroyed).
    expect(got).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('idle sockets past the cap make room: the oldest idle ones are closed and a normal request is served', {
    timeout: 10_000,
  }, async () => {
    const { url, connections } = await start({
      maxConnections: 8,
      timeouts: { ...SHORT, headersMs: 60_000, requestMs: 60_000 },
    });
    const idle = await Promise.all(Array.from({ length: 12 }, () => open(url)));
    const res = await fetch(`${url}/user-summaries?date_from=2024-03-01&date_to=2024-03-02`, {
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const oldest = await Promise.all(idle.slice(0, 5).map((s) => s.closed));
    expect(oldest).toEqual(['', '', '', '', '']); // closed without a word: they never asked anything
    expect(connections()).toBeLessThanOrEqual(8);
  });
});

describe('serve: connections serving a request are never the ones closed', () => {
  it('a flood of idle sockets past the cap leaves a slow response in progress to finish whole', {
    timeout: 10_000,
  }, async () => {
    const { url } = await start({
      maxConnections: 3,
      faults: ['slow'],
      slowMs: 300,
      timeouts: { ...SHORT, headersMs: 60_000, requestMs: 60_000 },
    });
    // fetch resolves with the headers: from then on the body is being dripped, the request is in progress.
    const slow = await fetch(`${url}/user-summaries?date_from=2024-03-01&date_to=2024-03-03`, {
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    });
    const idle = await Promise.all(Array.from({ length: 6 }, () => open(url)));
    expect([slow.status, ((await slow.json()) as { data: unknown[] }).data.length]).toEqual([200, 3]);
    expect(await Promise.all(idle.slice(0, 4).map((s) => s.closed))).toEqual(['', '', '', '']);
  });
});

describe('serve: the request log', () => {
  it('never prints the token a client put in its URL, in any common encoding', async () => {
    const lines: string[] = [];
    const { url } = await start({ onRequest: (line) => lines.push(line) });
    const forms = [
      TOKEN,
      Buffer.from(TOKEN).toString('base64url'),
      Buffer.from(TOKEN).toString('hex'),
      encodeURIComponent(`Bearer ${TOKEN}`),
    ];
    for (const form of forms) {
      const res = await fetch(`${url}/user-summaries?date_from=2024-03-01&date_to=2024-03-01&note=${form}`, {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      await res.arrayBuffer();
    }
    await vi.waitFor(() => expect(lines).toHaveLength(forms.length)); // a line is written when its response closes
    for (const line of lines)
      expect(line).toMatch(
        /^GET \/user-summaries\?date_from=2024-03-01&date_to=2024-03-01&note=\S*\[redacted\]\S* 422 \d+ms$/,
      );
    for (const form of forms) expect(lines.join('\n')).not.toContain(form);
  });
});
