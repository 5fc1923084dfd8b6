// The checker against hostile pages (issue 12), over real loopback servers and the built CLI: the deadline
// of a page covers its validation, deep nesting is a failed check with its reason (never an internal error),
// and a token reflected back in a common encoding never reaches the report.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { walkPages } from '../../src/conformance/walkPages.js';
import { DEFAULT_LIMITS } from '../../src/conformance/http/httpExchange.js';
import { redact } from '../../src/secrets/secrets.js';
import { runCliAsync } from '../../../../test/__helpers__/liveProcess.js';

const TOKEN = 'hostile-7f3a9c1e5b2d4680';
const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => (s.closeAllConnections(), new Promise((done) => s.close(done))))));

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const page = (data: string): string =>
  `{"current_page":1,"data":${data},"first_page_url":"u","from":1,"last_page":1,"last_page_url":"u","next_page_url":null,"path":"u","per_page":10,"prev_page_url":null,"to":1,"total":1}`;
const DAY = '{"date":"2024-03-01","activity":{"date":"2024-03-01","slots":[]}}';

/** A server that answers data requests with `dataText`, and the probes as a conforming server would. */
function answering(dataText: string, extra: Record<string, string> = {}, probeText = '{"error":"Unauthenticated."}') {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    if (req.headers.authorization !== `Bearer ${TOKEN}`)
      return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Unauthenticated."}');
    if (!query.has('date_from') || query.get('date_from')! > query.get('date_to')!)
      return void res.writeHead(422, { 'content-type': 'application/json' }).end(probeText);
    res.writeHead(200, { 'content-type': 'application/json', ...extra }).end(dataText);
  };
}

interface JsonReport {
  ok: boolean;
  checks: {
    name: string;
    status: string;
    summary: string;
    findings: { rule: string; class?: string; message: string; pointer?: string }[];
  }[];
}

async function check(url: string, format = 'json') {
  const result = await runCliAsync(
    [
      'check',
      '--base-url',
      url,
      '--from',
      '2024-03-01',
      '--to',
      '2024-03-01',
      '--format',
      format,
      '--timeout-ms',
      '3000',
    ],
    { USER_SUMMARIES_TOKEN: TOKEN },
  );
  return { ...result, report: format === 'json' ? (JSON.parse(result.stdout) as JsonReport) : undefined };
}
const findings = (report: JsonReport | undefined, name: string) =>
  report?.checks.find((c) => c.name === name)?.findings ?? [];

describe('the deadline of a page covers its validation', () => {
  it('a page validated past the deadline ends the walk as a timeout (the clock jumps while it is validated)', async () => {
    const url = await serve(answering(page(`[${DAY}]`)));
    const ticks = [0, 5_000]; // the request starts at 0; validation ends at 5 s, past the 1 s deadline
    const walk = await walkPages({
      baseUrl: url,
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      from: '2024-03-01',
      to: '2024-03-01',
      includeSlots: 1,
      perPage: undefined,
      envelope: 'auto',
      maxPages: 10,
      maxItems: 100,
      rangeDays: 1,
      maxViolations: 20,
      limits: { ...DEFAULT_LIMITS, deadlineMs: 1000 },
      now: () => ticks.shift() ?? 1e9,
    });
    expect([walk.end, walk.pages.length, walk.failure?.class, walk.failure?.page]).toEqual([
      'failure',
      0,
      'timeout',
      1,
    ]);
    expect(walk.failure?.message).toContain('validating it ran past the deadline');
  });

  it('check: a big page of nulls is a failed check with its reason (schema or timeout), exit 1', async () => {
    const url = await serve(answering(page(`[${Array.from({ length: 20_000 }, () => 'null').join(',')}]`)));
    const { code, report } = await check(url);
    expect(code).toBe(1);
    // Each of the two walks ends either with its page validated in time (schema: a type violation per null)
    // or with a timeout; which one depends on the machine, both are the server's fault and fail the check.
    const http = findings(report, 'http').map((f) => f.class);
    const invalid = Number(
      /^(\d+) of \d+ page\(s\) invalid$/.exec(report?.checks.find((c) => c.name === 'schema')?.summary ?? '')?.[1] ?? 0,
    );
    expect(http.every((c) => c === 'timeout')).toBe(true);
    expect(http.length + invalid).toBe(2);
    if (invalid > 0) expect(findings(report, 'schema')[0]).toMatchObject({ rule: 'type', pointer: '/data/0' });
  });
});

describe('deep nesting', () => {
  const nest = (depth: number, inner: string): string => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

  it.each([
    ['in data', page(nest(10_000, ''))],
    ['in a day', page(`[{"date":"2024-03-01","activity":{"date":"2024-03-01","slots":[],"x":${nest(10_000, '1')}}}]`)],
  ])(
    'a page nested 10,000 levels deep %s is an http failure limit_exceeded, exit 1 (a deep 422 body is survived too)',
    async (_where, text) => {
      const url = await serve(answering(text, {}, nest(10_000, '"date_from"')));
      const { code, stderr, report } = await check(url);
      expect(stderr).not.toContain('internal error');
      expect(code).toBe(1);
      expect(findings(report, 'http').map((f) => [f.class, f.message])).toEqual([
        ['limit_exceeded', expect.stringContaining('deeper than 64 levels') as unknown],
        ['limit_exceeded', expect.stringContaining('deeper than 64 levels') as unknown],
      ]);
      expect(findings(report, 'request_validation').map((f) => f.rule)).toEqual(['names_parameter']);
    },
  );
});

describe('a token reflected in a common encoding never reaches the report', () => {
  const bytes = Buffer.from(TOKEN);
  const encodings: [string, string][] = [
    ['plain', TOKEN],
    ['base64', bytes.toString('base64')],
    ['base64 of the header', Buffer.from(`Bearer ${TOKEN}`).toString('base64')],
    ['base64url', Buffer.from(`x${TOKEN}`).toString('base64url')],
    ['percent-encoded', encodeURIComponent(`Bearer ${TOKEN}`)],
    ['every character percent-encoded', [...TOKEN].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')],
    ['hex', bytes.toString('hex')],
    ['HEX', bytes.toString('hex').toUpperCase()],
  ];

  it.each(encodings)('redact(): %s', (_name, encoded) => {
    expect(redact(`before ${encoded} after`, [TOKEN])).toMatch(/^before \S*\[redacted\]\S* after$/);
  });

  it('in a content type the checker prints, in every format', async () => {
    // The content type is the one server-supplied string the report prints: each encoding goes there whole.
    const reflected = encodings.filter(([, e]) => e.length <= 55); // a media type is printed up to 60 characters
    const urls = await Promise.all(
      reflected.map(([, e]) => serve(answering(page(`[${DAY}]`), { 'content-type': `text/${e}` }))),
    );
    const runs = await Promise.all(
      urls.flatMap((url) => ['json', 'text', 'junit'].map((format) => check(url, format))),
    );
    for (const run of runs) {
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/content type is not JSON in UTF-8 \(text\/(?:[A-Za-z0-9]*|Bearer%20)\[redacted\]\)/);
      for (const [, encoded] of encodings) expect(run.stdout + run.stderr).not.toContain(encoded);
      expect(run.stdout).not.toContain(TOKEN.slice(0, 12));
    }
    expect(reflected.map(([name]) => name)).toEqual([
      'plain',
      'base64',
      'base64 of the header',
      'base64url',
      'percent-encoded',
      'hex',
      'HEX',
    ]);
  });
});
