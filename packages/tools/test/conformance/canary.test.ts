// The canary: a token that must never appear in any output or report of serve or check, whatever the
// server does with it (redirects, errors, echoes in bodies, headers and key names).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliAsync, startServe, type Finished } from '../../../../test/__helpers__/liveProcess.js';

const CANARY = 'canary-7f3a9c1e5b2d4680aa11bb22cc33dd44';
const ENV = { CANARY_TOKEN: CANARY };
const dir = mkdtempSync(join(tmpdir(), 'us-canary-'));
const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => (s.closeAllConnections(), new Promise((done) => s.close(done))))));

/** A loopback server that records what it receives and echoes the Authorization header everywhere it can. */
async function recorder(mode: 'record' | 'echo'): Promise<{ url: string; auth: (string | undefined)[] }> {
  const auth: (string | undefined)[] = [];
  const server = createServer((req, res) => {
    auth.push(req.headers.authorization);
    const echoed = req.headers.authorization ?? 'none';
    if (mode === 'record') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('[]');
    }
    const page = new URL(req.url ?? '/', 'http://x').searchParams.get('page');
    if (page === '1' && req.url?.includes('include_slots=1')) {
      res.writeHead(500, { 'content-type': `text/html; x-echo="${echoed}"`, 'x-echo': echoed });
      return res.end(`<pre>${echoed}</pre>`);
    }
    const token = echoed.replace(/^Bearer /, '');
    res.writeHead(200, { 'content-type': 'application/json', 'x-echo': echoed });
    res.end(
      JSON.stringify({
        current_page: 1,
        data: [{ date: token, [token]: echoed, activity: { date: echoed } }],
        debug: echoed,
        total: 1,
      }),
    );
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, auth };
}

const outputs: string[] = [];
const keep = (f: Finished): Finished => (outputs.push(f.stdout, f.stderr), f);

describe('the token never appears in any output or report (canary)', () => {
  it('serve and check, healthy and faulty, in every format and through a report file', async () => {
    const sink = await recorder('record');
    writeFileSync(join(dir, 'token'), `${CANARY}\n`);
    const serveArgs = ['--port', '0', '--slots', '1', '--token-env', 'CANARY_TOKEN', '--log'];
    const [healthy, redirect, broken] = await Promise.all([
      startServe(serveArgs, ENV),
      startServe([...serveArgs, '--fault', 'redirect', '--redirect-to', `${sink.url}/user-summaries`], ENV),
      startServe([...serveArgs, '--fault', 'missing-field'], ENV),
    ]);
    const checkArgs = (url: string, format: string): string[] => [
      'check',
      '--base-url',
      url,
      '--from',
      '2024-03-01',
      '--to',
      '2024-03-03',
      '--per-page',
      '2',
      '--format',
      format,
    ];
    const viaFile = async (url: string, format: string): Promise<void> => {
      const file = join(dir, `report-${new URL(url).port}-${format}.out`);
      const result = keep(
        await runCliAsync([...checkArgs(url, format), '--token-file', join(dir, 'token'), '--output', file]),
      );
      expect(result.stdout).toContain(`report written to ${file}`);
      outputs.push(readFileSync(file, 'utf8'));
    };
    const codes = await Promise.all([
      runCliAsync([...checkArgs(healthy.url, 'text'), '--token-env', 'CANARY_TOKEN'], ENV).then((f) => keep(f).code),
      runCliAsync(checkArgs(healthy.url, 'junit'), { USER_SUMMARIES_TOKEN: CANARY }).then((f) => keep(f).code),
      viaFile(healthy.url, 'json').then(() => 0),
      viaFile(redirect.url, 'junit').then(() => 1),
      runCliAsync([...checkArgs(broken.url, 'json'), '--token-env', 'CANARY_TOKEN'], ENV).then((f) => keep(f).code),
    ]);
    expect(codes).toEqual([0, 0, 0, 1, 1]);
    for (const server of [healthy, redirect, broken]) {
      const stopped = keep(await server.stop());
      expect(stopped.stderr).toContain('GET /user-summaries?'); // --log wrote request lines
    }
    expect(sink.auth).toEqual([]); // the redirect target never received a request, let alone the token
    expect(outputs.length).toBeGreaterThanOrEqual(14);
    for (const text of outputs) expect(text).not.toContain(CANARY);
  });

  it('a server that echoes the token in bodies, headers and key names does not get it into the report', async () => {
    const echo = await recorder('echo');
    const results = await Promise.all(
      ['text', 'junit'].map((format) =>
        runCliAsync(
          ['check', '--base-url', echo.url, '--from', '2024-03-01', '--to', '2024-03-01', '--format', format],
          { USER_SUMMARIES_TOKEN: CANARY },
        ),
      ),
    );
    for (const result of results) {
      keep(result);
      expect(result.code).toBe(1);
      expect(`${result.stdout}${result.stderr}`).not.toContain(CANARY);
    }
    expect(echo.auth).toContain(`Bearer ${CANARY}`); // the server did receive it: the echo was real
  });

  it('usage errors do not echo a token given on the command line by mistake', async () => {
    const misuse = keep(await runCliAsync(['check', '--base-url', 'http://127.0.0.1:9', '--token', CANARY]));
    expect(misuse.code).toBe(2);
    const positional = keep(await runCliAsync(['check', CANARY]));
    expect(positional.code).toBe(2);
    for (const text of outputs) expect(text).not.toContain(CANARY);
  });
});
