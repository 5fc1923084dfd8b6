// One hostile walk of two pages through the three surfaces that judge pages: the conformance checker (a run
// against a loopback API), the proxy (a client's walk through it, over loopback) and the engine (each page with
// its query, page 2 with page 1 as `previous`). Their page findings are compared with lists written by hand from
// the pages below, not from the code: the rules live in packages/tools/src/pages/ once, so a change there shows
// on all three lists at once. Each surface says what it knows: the checker names the page of a page-level
// finding and where a repeated day was first served; the proxy points at the member; the engine reads the query
// as the client wrote it and points at the first day too many.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/conformance/runCheck.js';
import { loadValidators } from '../../src/documentCheck/documentKind.js';
import { answerRequest } from '../../src/engine/answer.js';
import { readRequest, type EngineRequest, type EngineVerdict } from '../../src/engine/protocol.js';
import { proxyFor, HEADERS, TOKEN } from '../proxy/_proxy.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';

/** The page rules of packages/tools/src/pages/ these pages break (the surfaces' other findings are not compared). */
const PAGE_RULES = new Set([
  'current_page',
  'per_page',
  'page_size',
  'short_page',
  'last_page',
  'from_to',
  'next_page_url',
  'prev_page_url',
  'foreign_page_url',
  'metadata_changed',
  'total',
  'missing_day',
  'duplicate_day',
  'date_in_range',
  'slots_when_excluded',
]);

const QUERY = { date_from: '2024-01-01', date_to: '2024-01-04', per_page: '2', include_slots: '0' };

/** A day with an activity group of one slot: with include_slots=0 its slots should be empty. */
const slotted = (date: string) => ({
  date,
  activity: {
    date,
    total_steps: 10,
    daily_percent: 1,
    distance: 1,
    calories: 1,
    workouts: 0,
    active_minutes: 1,
    move_every_hour: 1,
    total_glasses: 0,
    slots: [{ timestamp: 1704067200000, date: '00:00', step_count: 10 }],
  },
});

/**
 * Page 1 lists three days for per_page 2 (page_size): a day with slots although include_slots=0
 * (slots_when_excluded), a day after date_to (date_in_range), and its first day again (duplicate_day on the page).
 * Page 2 says it is page 1 (current_page), a total of 5 where page 1 said 4 (metadata_changed; and last_page 2 is
 * not ceil(5 / 2), last_page), no previous page (prev_page_url), and page 1's first day again (duplicate_day
 * across pages). Served in range: 2024-01-01 and 2024-01-02 of four days (missing_day, the checker's).
 */
function pages(origin: string): [Record<string, unknown>, Record<string, unknown>] {
  const url = (page: number) => `${origin}/user-summaries?page=${page}`;
  const links = { first_page_url: url(1), last_page_url: url(2), path: `${origin}/user-summaries` };
  return [
    {
      current_page: 1,
      data: [slotted('2024-01-01'), { date: '2024-01-09' }, { date: '2024-01-01' }],
      ...links,
      from: 1,
      last_page: 2,
      next_page_url: url(2),
      per_page: 2,
      prev_page_url: null,
      to: 3,
      total: 4,
    },
    {
      current_page: 1,
      data: [{ date: '2024-01-02' }, { date: '2024-01-01' }],
      ...links,
      from: 3,
      last_page: 2,
      next_page_url: null,
      per_page: 2,
      prev_page_url: null,
      to: 4,
      total: 5,
    },
  ];
}

const servers: Server[] = [];
const closers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const c of closers.splice(0)) await c.close();
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
});

/** A loopback API serving the two pages by `page` (any other page: page 2), to the token only. */
async function hostileApi(): Promise<string> {
  let bodies: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api.invalid');
    if (req.headers.authorization !== `Bearer ${TOKEN}`)
      return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthenticated."}');
    const from = url.searchParams.get('date_from');
    const to = url.searchParams.get('date_to');
    if (from === null || to === null || from > to)
      return void res.writeHead(422, { 'content-type': 'application/json' }).end('{"message":"invalid"}');
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(bodies[url.searchParams.get('page') === '1' ? 0 : 1]);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bodies = pages(origin).map((page) => JSON.stringify(page));
  return origin;
}

describe('the page rules, judged once, on the checker, the proxy and the engine', () => {
  it('the checker: pagination, range and include_slots findings of both walks', async () => {
    const origin = await hostileApi();
    const report = await runCheck({
      baseUrl: origin,
      token: TOKEN,
      from: QUERY.date_from,
      to: QUERY.date_to,
      perPage: 2,
      maxFindings: 100,
    });
    const found = report.checks.flatMap((check) =>
      check.findings
        .filter((f) => PAGE_RULES.has(f.rule))
        .map((f) => [check.name, f.includeSlots, f.page ?? null, f.rule, f.pointer ?? null, f.message]),
    );
    const walk = (slots: 0 | 1) => [
      ['pagination', slots, 1, 'page_size', null, 'the page holds more days than per_page (2)'],
      ['pagination', slots, 2, 'current_page', null, 'current_page differs from the page requested (2)'],
      ['pagination', slots, 2, 'last_page', null, 'last_page does not equal ceil(total / per_page)'],
      ['pagination', slots, 2, 'metadata_changed', null, 'total or last_page differs from page 1'],
      ['pagination', slots, 2, 'prev_page_url', null, 'the previous-page link disagrees with the page number'],
      ['pagination', slots, 1, 'duplicate_day', '/data/2/date', '/data/2/date repeats the day of page 1 /data/0'],
      ['pagination', slots, 2, 'duplicate_day', '/data/1/date', '/data/1/date repeats the day of page 1 /data/0'],
    ];
    expect(found).toEqual([
      ...walk(1),
      ...walk(0),
      ['pagination', 1, null, 'missing_day', null, '2 day(s) of the range are not served'],
      ['pagination', 0, null, 'missing_day', null, '2 day(s) of the range are not served'],
      ['range', 1, 1, 'date_in_range', '/data/1/date', '/data/1/date lies outside the requested range'],
      ['range', 0, 1, 'date_in_range', '/data/1/date', '/data/1/date lies outside the requested range'],
      [
        'include_slots',
        0,
        1,
        'slots_when_excluded',
        '/data/0/activity/slots',
        '/data/0/activity/slots is not empty although include_slots=0',
      ],
    ]);
  });

  it("the proxy: a client's walk of page 1 then page 2", async () => {
    const fixture = await proxyFor(await hostileApi());
    closers.push(fixture.proxy);
    for (const page of ['1', '2'])
      await (await fixture.get(new URLSearchParams({ ...QUERY, page }).toString(), HEADERS)).arrayBuffer();
    const verdicts = await fixture.settled(2);
    const found = verdicts.map((v) =>
      v.findings.filter((f) => PAGE_RULES.has(f.rule)).map((f) => [f.severity, f.rule, f.pointer, f.message]),
    );
    expect(found).toEqual([
      [
        ['fail', 'page_size', '/data', 'the page holds more days than per_page (2)'],
        [
          'warn',
          'slots_when_excluded',
          '/data/0/activity/slots',
          '/data/0/activity/slots is not empty although include_slots=0',
        ],
        ['fail', 'date_in_range', '/data/1/date', '/data/1/date lies outside the requested range'],
        ['fail', 'duplicate_day', '/data/2/date', '/data/2/date repeats a day of the same page'],
      ],
      [
        ['fail', 'current_page', '/current_page', 'current_page differs from the page requested (2)'],
        ['fail', 'last_page', '/last_page', 'last_page does not equal ceil(total / per_page)'],
        ['fail', 'prev_page_url', '/prev_page_url', 'the previous-page link disagrees with the page number'],
        [
          'fail',
          'metadata_changed',
          '/total',
          'total or last_page differs from the first page of this query the client received',
        ],
        ['fail', 'duplicate_day', '/data/1/date', '/data/1/date repeats a day of page 1'],
      ],
    ]);
  });

  it('the engine: each page with its query, page 2 with page 1 as previous', async () => {
    const [one, two] = pages('http://api.invalid').map((page) => JSON.stringify(page)) as [string, string];
    const validators = await loadValidators(false);
    const ask = (body: string, page: string, previous: string[]) => {
      const request = readRequest({
        id: page,
        body,
        query: { ...QUERY, page },
        previous: previous.map((text) => ({ body: text })),
        options: { includeSlots: false },
      }) as EngineRequest;
      const answer = answerRequest(request, validators) as EngineVerdict;
      return answer.findings.filter((f) => PAGE_RULES.has(f.rule)).map((f) => [f.rule, f.pointer, f.message]);
    };
    expect(ask(one, '1', [])).toEqual([
      ['date_in_range', '/data/1/date', '/data/1/date lies after date_to: outside the requested range'],
      ['page_size', '/data/2', 'the page holds 3 days, more than per_page (2)'],
      [
        'slots_when_excluded',
        '/data/0/activity/slots',
        "/data/0/activity/slots is not empty although include_slots is not 1 (the API's default is 0)",
      ],
      ['duplicate_day', '/data/2/date', '/data/2/date repeats a day served earlier (on this page or a page before)'],
    ]);
    expect(ask(two, '2', [one])).toEqual([
      ['duplicate_day', '/data/1/date', '/data/1/date repeats a day served earlier (on this page or a page before)'],
    ]);
  });
});

describe('the page rules have one home', () => {
  // Each message of a page rule, as the surfaces wrote it before pages/ held them: no source outside pages/ writes one again.
  const MESSAGE_WORDS = [
    'differs from the page requested',
    'per_page is larger than',
    'more than per_page',
    'more days than per_page',
    'fewer days than per_page',
    'does not equal ceil(total',
    'do not match the page position',
    'link disagrees with',
    'points at another origin',
    'total or last_page differs',
    'but the pages hold',
    'of the range are not served',
    'repeats a day of',
    'repeats a day served',
    'repeats the day of',
    'lies outside the requested range',
    'lies before date_from',
    'lies after date_to',
    'is not empty although',
  ];
  it('no source of the tools outside pages/ writes a page rule message', () => {
    const tools = join(ROOT, 'packages/tools/src');
    const writers: string[] = [];
    for (const folder of readdirSync(tools, { withFileTypes: true })) {
      if (!folder.isDirectory() || folder.name === 'pages') continue;
      for (const file of readdirSync(join(tools, folder.name), { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.ts')) continue;
        const text = readFileSync(join(tools, folder.name, file), 'utf8');
        for (const words of MESSAGE_WORDS) if (text.includes(words)) writers.push(`${folder.name}/${file}: ${words}`);
      }
    }
    expect(writers).toEqual([]);
  });
});
