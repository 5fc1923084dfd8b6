// `user-summaries serve` as a real process over loopback HTTP: auth, 422 bodies, pagination, include_slots,
// determinism, envelopes, and survival of malformed requests (the generated token and the token file through the
// built command in this process: one Node start-up is enough for what a process shows).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateResponse } from 'user-summaries-contract/internal/index';
import { PLAYGROUND_CSP } from '../../src/mock/playground.js';
import {
  authHeaders,
  runCliAsync,
  spawnServe,
  startServe,
  type ServeProcess,
} from '../../../../test/__helpers__/liveProcess.js';

const TOKEN = 'serve-test-token-0001';
let server: ServeProcess;

const get = (path: string, headers: Record<string, string> = authHeaders(TOKEN)): Promise<Response> =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

interface Paginator {
  current_page: number;
  data: { date: string; [group: string]: unknown }[];
  from: number | null;
  to: number | null;
  last_page: number;
  next_page_url: string | null;
  prev_page_url: string | null;
  per_page: number;
  total: number;
}

beforeAll(async () => {
  server = await spawnServe(
    ['--port', '0', '--seed', '7', '--slots', '2', '--groups', 'all', '--token-env', 'SERVE_TEST_TOKEN'],
    { SERVE_TEST_TOKEN: TOKEN },
  );
});
afterAll(async () => {
  await server.stop();
});

describe('user-summaries serve', () => {
  it('prints where it listens and never the token it was given', () => {
    const { stdout, stderr } = server.output();
    expect(stdout).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+\/user-summaries/);
    expect(stdout).toContain('token: from environment variable SERVE_TEST_TOKEN (not shown)');
    expect(stdout + stderr).not.toContain(TOKEN);
  });

  it('answers 401 {"error": "Unauthenticated."} without a token, with a wrong one, or with another scheme', async () => {
    for (const headers of [
      { 'Content-Type': 'application/json' },
      authHeaders('wrong'),
      { Authorization: `Basic ${TOKEN}`, 'Content-Type': 'application/json' },
    ]) {
      const res = await get('/user-summaries?date_from=2024-01-01&date_to=2024-01-02', headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Unauthenticated.' });
    }
  });

  it('answers 422 naming each bad parameter with its pointer and rule', async () => {
    const res = await get('/user-summaries?date_to=2024-02-30&include_slots=2&per_page=0&page=-1');
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      errors: Record<string, string[]>;
      violations: { pointer: string; rule: string }[];
    };
    expect(Object.keys(body.errors).sort()).toEqual(['date_from', 'date_to', 'include_slots', 'page', 'per_page']);
    expect(body.violations.map((v) => [v.pointer, v.rule])).toEqual(
      expect.arrayContaining([
        ['/query/date_from', 'required'],
        ['/query/date_to', 'date_format'],
        ['/query/include_slots', 'in'],
        ['/query/per_page', 'min'],
        ['/query/page', 'min'],
      ]),
    );
  });

  it('refuses a reversed range, a missing Content-Type, per_page over its cap and a range over its cap', async () => {
    const cases: [string, Record<string, string>, string, string][] = [
      ['date_from=2024-01-31&date_to=2024-01-01', authHeaders(TOKEN), '/query/date_to', 'after_or_equal'],
      [
        'date_from=2024-01-01&date_to=2024-01-02',
        { Authorization: `Bearer ${TOKEN}` },
        '/headers/content-type',
        'required',
      ],
      ['date_from=2024-01-01&date_to=2024-01-02&per_page=101', authHeaders(TOKEN), '/query/per_page', 'max'],
      ['date_from=2000-01-01&date_to=2024-01-02', authHeaders(TOKEN), '/query/date_to', 'max_range'],
    ];
    for (const [query, headers, pointer, rule] of cases) {
      const res = await get(`/user-summaries?${query}`, headers);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { violations: { pointer: string; rule: string }[] };
      expect(body.violations.map((v) => [v.pointer, v.rule])).toEqual([[pointer, rule]]);
    }
  });

  it('serves the range day by day in the Laravel paginator, with consistent metadata', async () => {
    const res = await get('/user-summaries?date_from=2024-03-01&date_to=2024-03-14&per_page=5&page=3&include_slots=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const body = (await res.json()) as Paginator;
    expect(validateResponse(body, { envelope: 'paginator' }).ok).toBe(true);
    expect(body.data.map((d) => d.date)).toEqual(['2024-03-11', '2024-03-12', '2024-03-13', '2024-03-14']);
    expect([body.current_page, body.last_page, body.per_page, body.total, body.from, body.to]).toEqual([
      3, 3, 5, 14, 11, 14,
    ]);
    expect(body.next_page_url).toBeNull();
    expect(body.prev_page_url).toContain('page=2');
  });

  it('serves page 0 as page 1, and a page past the end empty with from/to null', async () => {
    const zero = (await (
      await get('/user-summaries?date_from=2024-03-01&date_to=2024-03-14&per_page=5&page=0')
    ).json()) as Paginator;
    const one = (await (
      await get('/user-summaries?date_from=2024-03-01&date_to=2024-03-14&per_page=5&page=1')
    ).json()) as Paginator;
    expect(zero.current_page).toBe(1);
    expect(zero.data).toEqual(one.data);
    const past = (await (
      await get('/user-summaries?date_from=2024-03-01&date_to=2024-03-14&per_page=5&page=9')
    ).json()) as Paginator;
    expect([past.data.length, past.from, past.to, past.next_page_url]).toEqual([0, null, null, null]);
  });

  it('omits slots with include_slots=0 (and by default) and sends them with include_slots=1', async () => {
    const q = '/user-summaries?date_from=2024-03-01&date_to=2024-03-02';
    const groupsOf = (body: Paginator) =>
      body.data.flatMap((d) =>
        Object.values(d).filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null),
      );
    const without = (await (await get(q)).json()) as Paginator;
    const zero = (await (await get(`${q}&include_slots=0`)).json()) as Paginator;
    const withSlots = (await (await get(`${q}&include_slots=1`)).json()) as Paginator;
    expect(without.data).toEqual(zero.data);
    expect(groupsOf(zero).every((g) => !('slots' in g))).toBe(true);
    expect(groupsOf(withSlots).every((g) => Array.isArray(g['slots']) && (g['slots'] as unknown[]).length === 2)).toBe(
      true,
    );
    expect(validateResponse(zero, { includeSlots: false }).ok).toBe(true);
  });

  it('serves the same day for the same seed and date whatever the page or range', async () => {
    const a = (await (
      await get('/user-summaries?date_from=2024-03-01&date_to=2024-03-14&per_page=3&page=2&include_slots=1')
    ).json()) as Paginator;
    const b = (await (
      await get('/user-summaries?date_from=2024-03-05&date_to=2024-03-05&include_slots=1')
    ).json()) as Paginator;
    expect(a.data.find((d) => d.date === '2024-03-05')).toEqual(b.data[0]);
  });

  it('serves the playground at / beside the API, without a token, under its CSP', async () => {
    expect(server.output().stdout).toContain(`playground: ${server.url}/`);
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(PLAYGROUND_CSP);
    expect(await page.text()).toContain('<script src="playground.js" defer></script>');
    const script = await fetch(`${server.url}/playground.js`, { method: 'HEAD' });
    expect([script.status, script.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect((await fetch(`${server.url}/playground.css`)).headers.get('x-content-type-options')).toBe('nosniff');
    // The API still asks for its token.
    expect((await fetch(`${server.url}/user-summaries?date_from=2024-01-01&date_to=2024-01-01`)).status).toBe(401);
  });

  it('answers 404 off the endpoint and 405 to other methods', async () => {
    expect((await get('/elsewhere')).status).toBe(404);
    const res = await fetch(`${server.url}/user-summaries?date_from=2024-01-01&date_to=2024-01-01`, {
      method: 'POST',
      headers: authHeaders(TOKEN),
      body: '{}',
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });

  it('survives malformed requests, huge headers and many connections, and still answers', async () => {
    const raw = (text: string): Promise<string> =>
      new Promise((resolve) => {
        const { port, hostname } = new URL(server.url);
        const socket = connect(Number(port), hostname, () => socket.end(text));
        let got = '';
        socket.on('data', (c) => (got += c.toString()));
        socket.on('close', () => resolve(got));
        socket.on('error', () => resolve(got));
      });
    expect(await raw('THIS IS NOT HTTP\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw(`GET /user-summaries HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 431/,
    );
    const weird = await get(
      '/user-summaries?date_from=%E0%A4%A&date_to[]=1&date_from=2024-01-01&per_page=99999999999999999999',
    );
    expect(weird.status).toBe(422);
    const many = await Promise.all(
      Array.from({ length: 200 }, () =>
        get('/user-summaries?date_from=2024-03-01&date_to=2024-03-02').then(
          (r) => r.status,
          () => 0,
        ),
      ),
    );
    expect(many.filter((s) => s === 200).length).toBeGreaterThan(150);
    expect((await get('/user-summaries?date_from=2024-03-01&date_to=2024-03-02')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  // In this process (the built runServe): what the command prints and accepts, not the process, is the point here.
  it('prints a generated token when none is given, and accepts a token file', async () => {
    const generated = await startServe(['--port', '0', '--slots', '0']);
    const token = /token: (\S+)/.exec(generated.output().stdout)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const ok = await fetch(`${generated.url}/user-summaries?date_from=2024-01-01&date_to=2024-01-01`, {
      headers: authHeaders(token),
    });
    expect(ok.status).toBe(200);
    await generated.stop();

    const dir = mkdtempSync(join(tmpdir(), 'us-serve-'));
    writeFileSync(join(dir, 'token'), 'file-token-123\n');
    const fromFile = await startServe([
      '--port',
      '0',
      '--slots',
      '0',
      '--token-file',
      join(dir, 'token'),
      '--envelope',
      'collection',
    ]);
    expect(fromFile.output().stdout).not.toContain('file-token-123');
    const res = await fetch(`${fromFile.url}/user-summaries?date_from=2024-01-01&date_to=2024-01-03&per_page=2`, {
      headers: authHeaders('file-token-123'),
    });
    const body = (await res.json()) as { meta: { total: number; last_page: number }; links: { next: string | null } };
    expect([body.meta.total, body.meta.last_page, typeof body.links.next]).toEqual([3, 2, 'string']);
    expect(validateResponse(body, { includeSlots: false, envelope: 'collection' }).ok).toBe(true);
    await fromFile.stop();
  });

  it('exits 2 on usage errors: an unknown fault, an unset token variable', async () => {
    const unknown = await runCliAsync(['serve', '--fault', 'no-such-fault']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--fault must name a fault mode; --list-faults lists them');
    expect(unknown.stderr).not.toContain('no-such-fault');
    const unset = await runCliAsync(['serve', '--token-env', 'NO_SUCH_VARIABLE_HERE']);
    expect(unset.code).toBe(2);
    expect(unset.stderr).toContain('environment variable NO_SUCH_VARIABLE_HERE is not set or empty');
  });
});
