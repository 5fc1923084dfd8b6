// The caller's credential, in each form a client sends it, never reaches what the proxy prints or writes, even
// when the caller also puts it in its own query under a name no mask knows: not on standard error or output, not
// in the record, the archive report, the live page or a problem document. Before, only the credential of the
// first Authorization header, after a scheme, was cut: a second Authorization header's token, a token sent
// without a scheme, the secret of a Laravel Sanctum token (`7|secret`) and a Basic password were printed.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startProxyCommand } from './_command.js';

const stops: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const FIRST = 'first-caller-credential-aaaaaaaa';
const SECOND = 'second-caller-credential-bbbbbbb';
const SCHEMELESS = 'schemeless-credential-cccccccccc';
const SANCTUM_SECRET = 'sanctumSecretDddddddddddddddddddddddddddd';
const SANCTUM = `7|${SANCTUM_SECRET}`;
const BASIC_PASSWORD = 'basic-password-eeeeeeeeeeee';
const RANGE = 'date_from=2024-01-01&date_to=2024-01-01';
const base64 = (text: string): string => Buffer.from(text).toString('base64');

/** Each request: its Authorization header(s), and the caller's credential again in its own query. */
const REQUESTS: { readonly authorization: string | string[]; readonly note: string }[] = [
  { authorization: [`Bearer ${FIRST}`, `Bearer ${SECOND}`], note: SECOND },
  { authorization: [`Bearer ${FIRST}`, `Bearer ${SECOND}`], note: encodeURIComponent(base64(SECOND)) },
  { authorization: SCHEMELESS, note: SCHEMELESS },
  { authorization: `Bearer ${SANCTUM}`, note: SANCTUM_SECRET },
  { authorization: `Bearer ${SANCTUM}`, note: encodeURIComponent(SANCTUM) },
  { authorization: `Basic ${base64(`alice:${BASIC_PASSWORD}`)}`, note: BASIC_PASSWORD },
];

/** What must appear nowhere: every credential and secret, plain, percent-encoded and in base64 (the test's own list). */
const FORBIDDEN = [
  FIRST,
  SECOND,
  SCHEMELESS,
  SANCTUM,
  SANCTUM_SECRET,
  BASIC_PASSWORD,
  `alice:${BASIC_PASSWORD}`,
].flatMap((s) => [s, encodeURIComponent(s), base64(s)]);

/** GET through the proxy with raw header values (two Authorization headers are two lines); status and body. */
function get(url: string, authorization: string | string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { Authorization: authorization, 'Content-Type': 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('proxy: the caller credential', () => {
  it('in every form it is sent, and put in the query too, reaches no output', { timeout: 30_000 }, async () => {
    // An upstream whose every page breaks the contract: each exchange gets a line, a record, a problem document.
    const api: Server = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"data":[{"date":"not a date"}]}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    stops.push(() => new Promise((resolve) => api.close(resolve)));
    const dir = mkdtempSync(join(tmpdir(), 'us-proxy-credentials-'));
    const proxy = await startProxyCommand(
      `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      ['--errors', '--record', 'record', '--report', 'report.json'],
      dir,
    );
    stops.push(proxy.stop);

    const problems: string[] = [];
    for (const { authorization, note } of REQUESTS) {
      const answer = await get(`${proxy.endpoint}?${RANGE}&note=${note}`, authorization);
      expect(answer.status).toBe(502);
      problems.push(answer.body);
    }
    const live = await (await fetch(`${new URL(proxy.endpoint).origin}/_contract/`)).text();
    expect(await proxy.stop()).toBe(1);

    const { stdout, stderr } = proxy.output();
    // The exchanges are shown, with the credential cut from their paths.
    const lines = stderr.split('\n').filter((l) => l.startsWith('GET '));
    expect(lines).toHaveLength(REQUESTS.length);
    // (base64's padding, percent-encoded, may stay after the cut: it carries nothing of the credential)
    for (const line of lines)
      expect(line).toMatch(
        /^GET \/user-summaries\?date_from=2024-01-01&date_to=2024-01-01&note=\[redacted\](?:%3D)* 502 \(upstream 200\): /,
      );
    const record = readFileSync(join(dir, 'record', 'exchanges.ndjson'), 'utf8');
    expect(record.trim().split('\n')).toHaveLength(REQUESTS.length);
    expect(live).toContain('note=[redacted]');
    const reports = readdirSync(dir)
      .filter((f) => f.startsWith('report'))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
    // The archive report and the coverage report beside it: both are read for leaks.
    expect(reports).toHaveLength(2);

    const outputs = { stdout, stderr, record, live, reports: reports.join('\n'), problems: problems.join('\n') };
    const leaks = Object.entries(outputs).flatMap(([where, text]) =>
      FORBIDDEN.filter((form) => text.includes(form)).map((form) => `${where}: ${form}`),
    );
    expect(leaks).toEqual([]);
  });
});
