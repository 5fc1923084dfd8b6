// The forms of --upstream a user gives: the API's base URL, with or without a base path, and the endpoint's own
// URL, the one `serve` prints (`http://127.0.0.1:P/user-summaries`). Each forwards GET /user-summaries to that
// endpoint, and the banner names it. Before, the endpoint's URL was taken as a base path: every request went to
// /user-summaries/user-summaries, an upstream 404, under a banner naming the URL given.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startServe } from '../../../../test/__helpers__/liveProcess.js';
import { startProxyCommand } from './_command.js';
import { HEADERS, TOKEN } from './_proxy.js';

const QUERY = 'date_from=2024-01-01&date_to=2024-01-02';
const stops: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe('proxy --upstream', () => {
  it('the URL serve prints: every exchange reaches the endpoint, and the banner names it', {
    timeout: 30_000,
  }, async () => {
    const serve = await startServe(['--port', '0', '--seed', '3'], { USER_SUMMARIES_TOKEN: TOKEN });
    stops.push(serve.stop);
    const printedByServe = /listening on (\S+)/.exec(serve.output().stdout)?.[1] ?? '';
    expect(printedByServe).toBe(`${serve.url}/user-summaries`);
    const proxy = await startProxyCommand(printedByServe);
    const res = await fetch(`${proxy.endpoint}?${QUERY}`, { headers: HEADERS });
    const page = (await res.json()) as { data?: unknown[] };
    expect([res.status, page.data?.length]).toEqual([200, 2]);
    expect(proxy.output().stderr).toContain(`forwarding GET /user-summaries to ${serve.url}/user-summaries (`);
    expect(await proxy.stop()).toBe(0); // no exchange broke the contract: none was a 404
  });

  it('a base URL, a base path, the endpoint with a final slash: each forwards to the endpoint it names', {
    timeout: 30_000,
  }, async () => {
    const paths: string[] = [];
    const api: Server = createServer((req, res) => {
      paths.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('[]'); // what is checked is not the point here: where it was asked for is
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    stops.push(() => new Promise((resolve) => api.close(resolve)));
    const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const forms: [given: string, endpoint: string][] = [
      [origin, `${origin}/user-summaries`],
      [`${origin}/`, `${origin}/user-summaries`],
      [`${origin}/user-summaries/`, `${origin}/user-summaries`],
      [`${origin}/v1`, `${origin}/v1/user-summaries`],
      [`${origin}/v1/`, `${origin}/v1/user-summaries`],
      [`${origin}/v1/user-summaries`, `${origin}/v1/user-summaries`],
    ];
    for (const [given, endpoint] of forms) {
      paths.length = 0;
      const proxy = await startProxyCommand(given, ['--pass-unknown']);
      await (await fetch(`${proxy.endpoint}?${QUERY}`, { headers: HEADERS })).arrayBuffer();
      await (await fetch(`${new URL(proxy.endpoint).origin}/health`)).arrayBuffer();
      await proxy.stop();
      const base = new URL(endpoint).pathname.slice(0, -'/user-summaries'.length);
      expect(paths, given).toEqual([`${base}/user-summaries?${QUERY}`, `${base}/health`]);
      expect(proxy.output().stderr, given).toContain(`forwarding GET /user-summaries to ${endpoint} (`);
      expect(proxy.output().stderr, given).toContain(`forwarding other paths under ${origin}${base}/, unchecked`);
    }
  });
});
