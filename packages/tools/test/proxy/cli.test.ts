// `user-summaries proxy` as a real process (signals, what a terminal and a CI log see): --print-url and
// --port-file, one escaped line per violating exchange (text; jsonl through the built command in this process),
// the archive reports at SIGTERM that merge-reports reads, exit 1 after a violating exchange, and the token
// printed or written nowhere. The wait for the exchanges under way at a stop runs the built command in this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { startProxyCommand } from './_command.js';
import { HEADERS, TOKEN } from './_proxy.js';

const MAIN = `${ROOT}packages/tools/dist/cli/main.js`;
let upstream: Server;
/** A second upstream, for the test of a stop with an exchange under way. */
let api: Server | undefined;
let upstreamUrl = '';
// A page whose one day carries a member named with an escape sequence, a line break and a bidi override.
const HOSTILE_KEY = '\u001b[31mX\n::error title=FORGED::\u202e';
const children: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL'); // a failed test leaves no proxy behind
  for (const server of [upstream, api]) {
    server?.closeAllConnections();
    server?.close();
  }
});

async function startUpstream(): Promise<void> {
  upstream = createServer((_req, res) => {
    const day = { date: '2024-01-01', [HOSTILE_KEY]: 1 };
    res.writeHead(200, { 'Content-Type': 'application/json' });
    const page = 'http://127.0.0.1:9/user-summaries?page=1';
    res.end(
      JSON.stringify({
        current_page: 1,
        data: [day],
        first_page_url: page,
        from: 1,
        last_page: 1,
        last_page_url: page,
        next_page_url: null,
        path: 'http://127.0.0.1:9/user-summaries',
        per_page: 10,
        prev_page_url: null,
        to: 1,
        total: 1,
      }),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
}

/** A spawned proxy and what it printed so far. */
interface ProxyProcess {
  readonly child: ChildProcess;
  /** Its exit code, once it has exited. */
  readonly exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  /** Resolves once `seen` holds of its output (checked as output comes); rejects if it exits first. */
  until(seen: (stdout: string, stderr: string) => boolean, what: string): Promise<void>;
}

/** Spawns `user-summaries proxy --upstream URL --print-url ARGS`, collecting its output. */
function spawnProxy(upstream: string, args: readonly string[]): ProxyProcess {
  const child = spawn(process.execPath, [MAIN, 'proxy', '--upstream', upstream, '--print-url', ...args], { cwd: ROOT });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((done) => child.on('close', done));
  return {
    child,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    until: (seen, what) =>
      Promise.race([
        new Promise<void>((resolve) => {
          const look = (): void => {
            if (seen(stdout, stderr)) resolve();
          };
          child.stdout.on('data', look);
          child.stderr.on('data', look);
          look();
        }),
        exited.then(() => Promise.reject(new Error(`the proxy exited before ${what}`))),
      ]),
  };
}

/** Spawns the proxy, waits for its URL on stdout, makes the requests, stops it with SIGTERM. */
async function session(
  args: readonly string[],
  queries: readonly string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const proxy = spawnProxy(upstreamUrl, args);
  await proxy.until((stdout) => stdout.includes('\n'), 'printing its URL');
  const endpoint = proxy.stdout().trim().split('\n')[0] ?? '';
  for (const q of queries) await (await fetch(`${endpoint}?${q}`, { headers: HEADERS })).arrayBuffer();
  await proxy.until(
    (_stdout, stderr) => (stderr.match(/ 200: /g) ?? []).length >= queries.length,
    'a line for each exchange',
  );
  proxy.child.kill('SIGTERM');
  return { code: await proxy.exited, stdout: proxy.stdout(), stderr: proxy.stderr() };
}

describe('user-summaries proxy (a process)', () => {
  it('prints one escaped line per violating exchange, writes both reports at SIGTERM and exits 1', {
    timeout: 30_000,
  }, async () => {
    await startUpstream();
    const dir = mkdtempSync(join(tmpdir(), 'us-proxy-cli-'));
    const report = join(dir, 'proxy-report.json');
    const portFile = join(dir, 'port');
    const run = await session(
      ['--strict', '--report', report, '--port-file', portFile],
      [
        `date_from=2024-01-01&date_to=2024-01-01&include_slots=1&access_token=${TOKEN}`,
        'date_from=2024-01-01&date_to=2024-01-01',
      ],
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^http:\/\/127\.0\.0\.1:(\d+)\/user-summaries\n$/);
    expect(readFileSync(portFile, 'utf8')).toBe(`${new URL(run.stdout.trim()).port}\n`);
    const lines = run.stderr.split('\n').filter((l) => l.startsWith('GET '));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('/data/0/\\u{1b}[31mX\\u{a}::error title=FORGED::\\u{202e} unknown_field');
    expect(['\u001b', '\u202e'].filter((c) => run.stderr.includes(c))).toEqual([]);
    expect(run.stderr).not.toMatch(/^::error/m);
    expect(run.stderr + run.stdout).not.toContain(TOKEN);
    expect(run.stderr).toContain(
      '2 exchange(s), 2 violating, 0 with warnings only; 0 bodies seen before, answered from the kept verdict',
    );
    // Two profiles, two reports; each is an archive report that merge-reports reads.
    for (const file of [report, join(dir, 'proxy-report.slots.json')]) {
      const text = readFileSync(file, 'utf8');
      expect(text).not.toContain(TOKEN);
      expect(JSON.parse(text)).toMatchObject({
        report: 'user-summaries-archive',
        counts: { documents: 1, invalid: 1 },
        byRule: { unknown_field: 1 },
      });
      const merged = await runCliInProcess(['merge-reports', file, file]);
      expect(JSON.parse(merged.stdout)).toMatchObject({ counts: { documents: 2, invalid: 2 } });
    }
  });

  it('at a stop (SIGTERM), lets the exchanges under way finish before it writes the report and exits', {
    timeout: 30_000,
  }, async () => {
    // The built command in this process, stopped through the signal SIGTERM raises (the first test sees SIGTERM
    // reach a spawned process): the wait for the exchange under way is the point, not the process.
    // An upstream that answers only when the test lets it: the request is under way when the proxy is told to stop.
    let answer: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    const held = createServer((_req, res) => {
      answer = () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify([{ date: '2024-01-01' }]));
      };
      arrived();
    });
    api = held;
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    const dir = mkdtempSync(join(tmpdir(), 'us-proxy-stop-'));
    const report = join(dir, 'report.json');
    const proxy = await startProxyCommand(`http://127.0.0.1:${(held.address() as AddressInfo).port}`, [
      '--report',
      report,
    ]);
    const response = fetch(`${proxy.endpoint}?date_from=2024-01-01&date_to=2024-01-01`, { headers: HEADERS });
    response.catch(() => undefined); // awaited below; a failure must not surface before that as an unhandled rejection
    await requested;
    const exited = proxy.stop();
    for (
      let waited = 0;
      !proxy.output().stderr.includes('stopping after 1 exchange(s) under way') && waited < 10_000;
      waited += 10
    )
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(proxy.output().stderr).toContain('stopping after 1 exchange(s) under way');
    answer();
    const passedOn = await response;
    expect([passedOn.status, await passedOn.json()]).toEqual([200, [{ date: '2024-01-01' }]]);
    expect(await exited).toBe(0);
    expect(proxy.output().stderr).toContain('1 exchange(s), 0 violating');
    expect(JSON.parse(readFileSync(report, 'utf8'))).toMatchObject({ counts: { documents: 1, valid: 1 } });
  });

  it('--format jsonl writes one JSON object per line, with no raw separator or control character', {
    timeout: 30_000,
  }, async () => {
    // The built command in this process (what it writes is the point, not the process: one Node start-up less).
    const proxy = await startProxyCommand(upstreamUrl, ['--strict', '--format', 'jsonl']);
    await (
      await fetch(`${proxy.endpoint}?date_from=2024-01-01&date_to=2024-01-01&include_slots=1`, { headers: HEADERS })
    ).arrayBuffer();
    for (let waited = 0; !proxy.output().stderr.includes('"upstreamStatus":200') && waited < 10_000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await proxy.stop()).toBe(1);
    const run = proxy.output();
    const lines = run.stderr.split('\n').filter((l) => l.startsWith('{'));
    expect(lines).toHaveLength(1);
    const verdict = JSON.parse(lines[0] ?? '') as { status: number; findings: { pointer: string; rule: string }[] };
    expect(verdict.status).toBe(200);
    expect(verdict.findings.map((f) => [f.pointer, f.rule])).toEqual([[`/data/0/${HOSTILE_KEY}`, 'unknown_field']]);
    expect(['\u001b', '\u202e', '\u2028'].filter((c) => lines[0]?.includes(c))).toEqual([]);
    // Without --report, the report of what was seen goes to standard output at stop, after the URL.
    expect(JSON.parse(run.stdout.slice(run.stdout.indexOf('{')))).toMatchObject({
      profile: { includeSlots: true, strict: true },
      counts: { documents: 1 },
    });
  });

  it('answers --help and refuses a missing or credentialed --upstream (exit 2)', async () => {
    const help = await runCliInProcess(['proxy', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--upstream URL');
    expect((await runCliInProcess(['proxy'])).stderr).toContain('--upstream URL is required');
    const creds = await runCliInProcess(['proxy', '--upstream', 'https://user:secret@api.example.com']);
    expect(creds.code).toBe(2);
    expect(creds.stderr).not.toContain('secret');
    const over = await runCliInProcess(['proxy', '--upstream', 'http://127.0.0.1:9', '--max-bytes', '268435457']);
    expect([over.code, over.stderr]).toEqual([
      2,
      expect.stringContaining('--max-bytes takes an integer from 1 to 268435456 (256 MiB)'),
    ]);
    for (const memo of ['4097', '-1', '1.5', 'x']) {
      const bad = await runCliInProcess(['proxy', '--upstream', 'http://127.0.0.1:9', '--memo-mb', memo]);
      expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('--memo-mb takes an integer from 0 to 4096')]);
    }
  });
});
