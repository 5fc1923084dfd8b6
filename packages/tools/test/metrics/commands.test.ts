// The commands as a user starts them: `user-summaries proxy` as a process and `user-summaries serve` (the built
// command in this process: serve as a process is packages/tools/test/mock/serve.test.ts'), each answering
// /_contract/metrics with what went through it, and the proxy's banner naming the endpoint.
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { authHeaders, startServe, type RunningServe } from '../../../../test/__helpers__/liveProcess.js';
import { scrape, valuesOf } from './_fixture.js';

const TOKEN = 'metrics-commands-token-0123456789';
const stops: (() => unknown)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

/** Spawns `user-summaries proxy --upstream URL --port 0 --print-url`: its base URL and what it printed. */
function spawnProxy(upstream: string): Promise<{ base: string; stderr: () => string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [`${ROOT}packages/tools/dist/cli/main.js`, 'proxy', '--upstream', upstream, '--port', '0', '--print-url'],
    { cwd: ROOT },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
      const url = /^(http:\/\/\S+)\/user-summaries$/m.exec(stdout)?.[1];
      if (url !== undefined) resolve({ base: url, stderr: () => stderr, stop });
    });
    child.once('close', (code) => reject(new Error(`proxy exited ${String(code)}: ${stderr}`)));
  });
}

describe('serve, and proxy as a process', () => {
  it('answer /_contract/metrics with the exchanges that went through them', { timeout: 60_000 }, async () => {
    const serve: RunningServe = await startServe(['--port', '0', '--seed', '5', '--token-env', 'TOKEN_VAR'], {
      TOKEN_VAR: TOKEN,
    });
    stops.push(() => serve.stop());
    const proxy = await spawnProxy(serve.url);
    stops.push(proxy.stop);
    for (const query of ['date_from=2024-01-01&date_to=2024-01-03', 'date_from=2024-01-03&date_to=2024-01-01'])
      await fetch(`${proxy.base}/user-summaries?${query}`, { headers: authHeaders(TOKEN) }).then((r) => r.text());
    let proxied: Record<string, number> = {};
    for (let i = 0; i < 100 && Object.values(proxied).reduce((a, b) => a + b, 0) < 2; i++) {
      proxied = valuesOf((await scrape(proxy.base)).series, 'user_summaries_proxy_exchanges_total');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(proxied).toStrictEqual({
      'http_response_status_code=200 user_summaries_verdict=pass': 1,
      'http_response_status_code=422 user_summaries_verdict=fail': 1,
    });
    const served = valuesOf((await scrape(serve.url)).series, 'user_summaries_server_requests_total');
    expect(served).toStrictEqual({ 'http_response_status_code=200': 1, 'http_response_status_code=422': 1 });
    expect(proxy.stderr()).toContain(`metrics (Prometheus): ${proxy.base}/_contract/metrics`);
  });
});
