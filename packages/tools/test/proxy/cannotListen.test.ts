// A proxy that cannot listen (its port taken) ends: the command exits 2 with the reason, and the library's
// startProxy rejects with nothing left running. Before, the check thread, started before the listen and never
// stopped on its failure, kept the process alive: `proxy --port P` on a taken port printed its error and hung,
// so a CI job hung instead of failing. Both run as real processes: whether a process can exit is the point (the
// command with --inline-check, which starts no thread, runs in this process: its exit code and reason).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism, tmpdir } from 'node:os';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';

/** Generous: a Node start-up and a failed listen take well under a second here. */
const BOUND_MS = 15_000;
let taken: Server;
let port = 0;
beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  port = (taken.address() as AddressInfo).port;
});
afterAll(() => taken.close());

/** Runs node with `args`; its exit code and output, or `code: 'hung'` when it is still running after BOUND_MS (then killed). */
function runBounded(
  args: readonly string[],
): Promise<{ code: number | null | 'hung'; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: 'hung', stdout, stderr });
    }, BOUND_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('proxy on a port in use', () => {
  it('the command exits 2 with the reason, with the check thread (the default) and without it', {
    timeout: BOUND_MS + 10_000,
  }, async () => {
    expect(availableParallelism()).toBeGreaterThan(1); // else the command starts no check thread: the case would not be run
    const args = ['proxy', '--upstream', 'http://127.0.0.1:9', '--port', String(port)];
    // With the check thread, a real process: it must exit. With --inline-check (no thread), the built command here.
    const runs = [
      await runBounded([`${ROOT}packages/tools/dist/cli/main.js`, ...args]),
      await runCliInProcess([...args, '--inline-check']),
    ];
    for (const run of runs) {
      expect([run.code, run.stdout]).toEqual([2, '']);
      expect(run.stderr).toContain(`user-summaries proxy: cannot listen on 127.0.0.1:${port} (EADDRINUSE)`);
    }
  });

  it('startProxy rejects and leaves nothing running: the process exits by itself', {
    timeout: BOUND_MS + 10_000,
  }, async () => {
    // The built package: the check thread runs dist/proxy/checkWorker.js.
    const script = `
      import { startProxy } from ${JSON.stringify(`${ROOT}packages/tools/dist/proxy/proxyServer.js`)};
      import { parseUpstream } from ${JSON.stringify(`${ROOT}packages/tools/dist/proxy/upstream.js`)};
      const parsed = parseUpstream('http://127.0.0.1:9');
      try {
        await startProxy({ upstream: parsed.upstream, port: ${port}, checkThread: true });
        console.log('listening');
      } catch (error) {
        console.log('rejected ' + error.code);
      }
      // A while for a thread left behind to come up (once up, it keeps the process alive), then what would keep
      // the process alive: nothing but this script's standard streams.
      await new Promise((resolve) => setTimeout(resolve, 500));
      console.log(JSON.stringify(process.getActiveResourcesInfo().filter((r) => r !== 'PipeWrap' && r !== 'TTYWrap')));
    `;
    // Run from a file, as a program would be (under `-e` the thread left behind did not keep Node up).
    const file = join(mkdtempSync(join(tmpdir(), 'us-proxy-listen-')), 'start.mjs');
    writeFileSync(file, script);
    const run = await runBounded([file]);
    expect([run.code, run.stdout, run.stderr]).toEqual([0, 'rejected EADDRINUSE\n[]\n', '']);
  });
});
