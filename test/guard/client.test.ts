// createUserSummariesClient over real HTTP against the loopback fixture server: paging to the end, each
// violation policy, the bad-day and bad-envelope paths, unknown fields, sampling and request checks.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ContractViolationError,
  UserSummariesClientError,
  createUserSummariesClient,
  type UserSummariesClientOptions,
  type UserSummary,
  type ViolationReport,
} from '../../src/index.js';
import { TOKEN, makeDays, startFixture, type Fixture, type FixtureOptions } from '../__helpers__/fixtureServer.js';

type Rewrite = NonNullable<FixtureOptions['rewrite']>;
type TakeOver = NonNullable<FixtureOptions['takeOver']>;

const RANGE = { from: '2024-03-01', to: '2024-03-25' };
const DAYS = makeDays('2024-03-01', 25);

let fixture: Fixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

async function serve(options: Partial<FixtureOptions> = {}): Promise<Fixture> {
  fixture = await startFixture({ days: DAYS, ...options });
  return fixture;
}

function client(f: Fixture, options: Partial<UserSummariesClientOptions> = {}) {
  return createUserSummariesClient({ baseUrl: f.baseUrl, token: TOKEN, ...options });
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

/** Breaks day `index` of page `page` (a string where activity.total_steps needs an integer). */
function breakDay(page: number, index: number): Rewrite {
  return (body, served) => {
    if (served === page)
      (
        (
          (body as { data: Record<string, Record<string, unknown>>[] }).data[index] as Record<
            string,
            Record<string, unknown>
          >
        )['activity'] as Record<string, unknown>
      )['total_steps'] = 'x';
    return body;
  };
}

describe('createUserSummariesClient: paging', () => {
  it("walks every page to the end and yields every day in order, with the contract's request", async () => {
    const f = await serve();
    const days = await collect(client(f).summaries(RANGE));
    expect(days.map((d) => d.date)).toStrictEqual(DAYS.map((d) => d.date));
    expect(f.requests.map((r) => r.query['page'])).toStrictEqual(['1', '2', '3']);
    for (const request of f.requests) {
      expect(request.path).toBe('/user-summaries');
      expect(request.query).toStrictEqual({
        date_from: RANGE.from,
        date_to: RANGE.to,
        include_slots: '0',
        per_page: '10',
        page: request.query['page'],
      });
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.headers['content-type']).toBe('application/json');
    }
  });

  it('getPage returns one page with its paging facts', async () => {
    const f = await serve();
    const page = await client(f, { perPage: 7 }).getPage({ ...RANGE, page: 4 });
    expect(page).toMatchObject({
      page: 4,
      currentPage: 4,
      lastPage: 4,
      total: 25,
      hasNext: false,
      envelope: 'paginator',
      checked: true,
      dropped: 0,
    });
    expect(page.summaries.map((d) => d.date)).toStrictEqual(DAYS.slice(21).map((d) => d.date));
  });

  it('a base URL with a path and a trailing slash keeps its path', async () => {
    const f = await serve({
      takeOver: (req, res) =>
        req.url?.startsWith('/api/v1/user-summaries') === true
          ? (res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]'), true)
          : false,
    });
    const page = await createUserSummariesClient({ baseUrl: `${f.baseUrl}/api/v1/`, token: TOKEN }).getPage(RANGE);
    expect(page.envelope).toBe('bare');
    expect(f.requests[0]?.path).toBe('/api/v1/user-summaries');
  });

  it('includeSlots: asks include_slots=1 and requires slots in every group', async () => {
    const withSlots = makeDays('2024-03-01', 3, true);
    const f = await serve({ days: withSlots });
    const days = await collect(client(f, { includeSlots: true }).summaries({ from: '2024-03-01', to: '2024-03-03' }));
    expect(days).toHaveLength(3);
    expect(f.requests[0]?.query['include_slots']).toBe('1');
    await f.close();
    fixture = await startFixture({ days: DAYS });
    const error = await rejection(client(fixture, { includeSlots: true }).getPage(RANGE));
    expect(error).toBeInstanceOf(ContractViolationError);
    expect(
      (error as ContractViolationError).violations.some(
        (v) => v.pointer.endsWith('/slots') && v.rule === 'required_with',
      ),
    ).toBe(true);
  });

  it('the collection and bare envelopes page to the end too', async () => {
    for (const envelope of ['collection', 'bare'] as const) {
      const f = await serve({ envelope });
      const days = await collect(client(f).summaries(RANGE));
      expect(
        days.map((d) => d.date),
        envelope,
      ).toStrictEqual(DAYS.map((d) => d.date));
      await f.close();
      fixture = undefined;
    }
  });
});

describe('createUserSummariesClient: violation policies', () => {
  it('throw (the default): a ContractViolationError for the page, with pointers into the body and no value', async () => {
    const f = await serve({ rewrite: breakDay(2, 3) });
    const c = client(f);
    const seen: string[] = [];
    const error = await rejection(
      (async () => {
        for await (const day of c.summaries(RANGE)) seen.push(day.date);
      })(),
    );
    expect(seen).toHaveLength(10);
    expect(error).toBeInstanceOf(ContractViolationError);
    const violation = error as ContractViolationError;
    expect(violation.subject).toBe('response');
    expect(violation.page).toBe(2);
    expect(violation.violations.map((v) => [v.pointer, v.rule])).toStrictEqual([
      ['/data/3/activity/total_steps', 'type'],
    ]);
    expect(violation.message).toContain('page 2');
    expect(JSON.stringify(violation)).not.toContain(TOKEN);
  });

  it('drop: the bad day is left out and reported once', async () => {
    const f = await serve({ rewrite: breakDay(2, 3) });
    const reports: ViolationReport[] = [];
    const days = await collect(
      client(f, { onViolation: 'drop', reportViolation: (r) => reports.push(r) }).summaries(RANGE),
    );
    expect(days).toHaveLength(24);
    expect(days.map((d) => d.date)).not.toContain(DAYS[13]?.date);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ policy: 'drop', page: 2, index: 3, date: DAYS[13]?.date });
    expect(reports[0]?.violations.map((v) => [v.pointer, v.rule])).toStrictEqual([
      ['/data/3/activity/total_steps', 'type'],
    ]);
    const page = await client(f, { onViolation: 'drop' }).getPage({ ...RANGE, page: 2 });
    expect(page.dropped).toBe(1);
    expect(page.summaries).toHaveLength(9);
  });

  it('warn: the bad day is kept and reported', async () => {
    const f = await serve({ rewrite: breakDay(1, 0) });
    const reports: ViolationReport[] = [];
    const days = await collect(
      client(f, { onViolation: 'warn', reportViolation: (r) => reports.push(r) }).summaries(RANGE),
    );
    expect(days).toHaveLength(25);
    expect(reports.map((r) => [r.policy, r.page, r.index])).toStrictEqual([['warn', 1, 0]]);
  });

  it("a call overrides the client's policy", async () => {
    const f = await serve({ rewrite: breakDay(1, 0) });
    const c = client(f, { onViolation: 'throw' });
    await expect(c.getPage(RANGE)).rejects.toBeInstanceOf(ContractViolationError);
    expect((await c.getPage(RANGE, { onViolation: 'drop' })).summaries).toHaveLength(9);
    expect((await c.getPage(RANGE, { onViolation: 'warn' })).summaries).toHaveLength(10);
  });

  it('several bad days: each is reported with its own violations; a non-date `date` is not echoed', async () => {
    const f = await serve({
      rewrite: (body) => {
        const data = (body as { data: Record<string, unknown>[] }).data;
        (data[1] as Record<string, unknown>)['date'] = 'Bearer secret-value';
        (data[4] as Record<string, unknown>)['heart_rate'] = {};
        return body;
      },
    });
    const reports: ViolationReport[] = [];
    await client(f, { onViolation: 'drop', reportViolation: (r) => reports.push(r) }).getPage(RANGE);
    expect(reports.map((r) => [r.index, r.date, r.violations.map((v) => `${v.pointer} ${v.rule}`)])).toStrictEqual([
      [1, undefined, ['/data/1/date date_format']],
      [4, DAYS[4]?.date, ['/data/4/heart_rate filled']],
    ]);
    expect(JSON.stringify(reports)).not.toContain('secret-value');
  });

  it('a broken envelope throws under every policy (the client cannot page through it)', async () => {
    const rewrites: Rewrite[] = [
      (body) => ({ ...(body as object), total: 'many' }),
      (body) => ({ ...(body as object), data: { not: 'a list' } }),
      () => 'not an object',
      () => null,
    ];
    for (const rewrite of rewrites) {
      const f = await serve({ rewrite });
      for (const onViolation of ['throw', 'drop', 'warn'] as const) {
        const error = await rejection(client(f, { onViolation }).getPage(RANGE));
        expect(error, onViolation).toBeInstanceOf(ContractViolationError);
        expect((error as ContractViolationError).violations.length).toBeGreaterThan(0);
      }
      await f.close();
      fixture = undefined;
    }
  });
});

describe('createUserSummariesClient: unknown fields and sampling', () => {
  it('unknown fields never fail a page; reportUnknownFields gets their generalized paths (secret-like names masked)', async () => {
    const f = await serve({
      rewrite: (body) => {
        for (const day of (body as { data: Record<string, unknown>[] }).data) {
          day['_id'] = 'x';
          day['user_id'] = 1;
          (day['activity'] as Record<string, unknown>)['steps_goal'] = 10000;
        }
        (body as Record<string, unknown>)['eyJhbGciOiJIUzI1NiJ9'] = true;
        return body;
      },
    });
    const reports: unknown[] = [];
    const page = await client(f, { reportUnknownFields: (r) => reports.push(r) }).getPage(RANGE);
    expect(page.summaries).toHaveLength(10);
    expect(reports).toStrictEqual([
      { page: 1, paths: ['/[masked]', '/data/*/_id', '/data/*/activity/steps_goal', '/data/*/user_id'], count: 31 },
    ]);
  });

  it('no unknown fields: no report', async () => {
    const f = await serve();
    const reports: unknown[] = [];
    await client(f, { reportUnknownFields: (r) => reports.push(r) }).getPage(RANGE);
    expect(reports).toStrictEqual([]);
  });

  it('sampleRate: pages left out of the sample are returned as served, unchecked', async () => {
    const f = await serve({ rewrite: breakDay(1, 0) });
    const skipped = await client(f, { sampleRate: 0 }).getPage(RANGE);
    expect(skipped.checked).toBe(false);
    expect(skipped.summaries).toHaveLength(10);
    const draws = [0.7, 0.2];
    const c = client(f, { sampleRate: 0.5, random: () => draws.shift() ?? 0 });
    expect((await c.getPage(RANGE)).checked).toBe(false);
    await expect(c.getPage(RANGE)).rejects.toBeInstanceOf(ContractViolationError);
  });

  it('sampleRate: a page whose list cannot be read is always checked', async () => {
    const f = await serve({ rewrite: (body) => ({ ...(body as object), data: 'x' }) });
    await expect(client(f, { sampleRate: 0 }).getPage(RANGE)).rejects.toBeInstanceOf(ContractViolationError);
  });
});

describe('createUserSummariesClient: requests are checked before they are sent', () => {
  it('a reversed range, a bad page or a malformed token never leaves the client', async () => {
    const f = await serve();
    const reversed = await rejection(client(f).getPage({ from: '2024-03-25', to: '2024-03-01' }));
    expect(reversed).toBeInstanceOf(ContractViolationError);
    expect((reversed as ContractViolationError).subject).toBe('request');
    expect((reversed as ContractViolationError).violations.map((v) => [v.pointer, v.rule])).toStrictEqual([
      ['/query/date_to', 'after_or_equal'],
    ]);

    const badPage = await rejection(client(f).getPage({ ...RANGE, page: -1 }));
    expect((badPage as ContractViolationError).violations.map((v) => [v.pointer, v.rule])).toStrictEqual([
      ['/query/page', 'min'],
    ]);

    const badDate = await rejection(client(f).getPage({ from: '2024-02-30', to: '2024-03-01' }));
    expect((badDate as ContractViolationError).violations.map((v) => [v.pointer, v.rule])).toStrictEqual([
      ['/query/date_from', 'date_format'],
    ]);

    const secret = 'two words-CANARY';
    const badToken = await rejection(createUserSummariesClient({ baseUrl: f.baseUrl, token: secret }).getPage(RANGE));
    expect((badToken as ContractViolationError).violations.map((v) => [v.pointer, v.rule])).toStrictEqual([
      ['/headers/authorization', 'bearer'],
    ]);
    expect(JSON.stringify(badToken) + badToken.message + String(badToken.stack)).not.toContain('CANARY');
    expect(f.requests).toHaveLength(0);
  });

  it('options are code: a mistake throws at creation', async () => {
    const f = await serve();
    expect(() => client(f, { perPage: 0 })).toThrow(RangeError);
    expect(() => client(f, { sampleRate: 2 })).toThrow(RangeError);
    expect(() => client(f, { onViolation: 'ignore' as never })).toThrow(RangeError);
    expect(() => createUserSummariesClient({ baseUrl: 'file:///etc/passwd', token: TOKEN })).toThrow(RangeError);
    await expect(client(f).getPage(RANGE, { onViolation: 'nope' as never })).rejects.toThrow(RangeError);
  });

  it('a custom fetch is used', async () => {
    const f = await serve();
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };
    await client(f, { fetch: counting }).getPage(RANGE);
    expect(calls).toBe(1);
  });
});

describe('createUserSummariesClient: pagination is bounded and loop-safe', () => {
  it('a server that ignores `page` (serves page 1 again) stops the walk with pagination_loop', async () => {
    const f = await serve({
      rewrite: (body) => ({
        ...(body as object),
        current_page: 1,
        last_page: 3,
        next_page_url: 'http://x/?page=2',
        data: DAYS.slice(0, 10),
      }),
    });
    const error = await rejection(collect(client(f).summaries(RANGE)));
    expect(error).toBeInstanceOf(UserSummariesClientError);
    expect((error as UserSummariesClientError).kind).toBe('pagination_loop');
    expect(f.requests).toHaveLength(2);
  });

  it('a server that repeats the same days under new page numbers stops the walk', async () => {
    const f = await serve({
      rewrite: (body, page) => ({
        ...(body as object),
        current_page: page,
        last_page: 1000,
        next_page_url: 'http://x/?page=n',
        data: DAYS.slice(0, 10),
      }),
    });
    const error = await rejection(collect(client(f).summaries(RANGE)));
    expect((error as UserSummariesClientError).kind).toBe('pagination_loop');
    expect(f.requests).toHaveLength(2);
  });

  it('maxPages caps a walk that never ends; empty pages with a next link are followed up to the cap', async () => {
    const f = await serve({
      rewrite: (body, page) => ({
        ...(body as object),
        current_page: page,
        last_page: 1_000_000,
        next_page_url: 'http://x/?page=n',
        data: [],
        from: null,
        to: null,
      }),
    });
    const error = await rejection(collect(client(f, { maxPages: 5 }).pages(RANGE)));
    expect((error as UserSummariesClientError).kind).toBe('pagination_loop');
    expect(f.requests).toHaveLength(5);
  });
});

describe('createUserSummariesClient: HTTP faults are classified, bounded, and never leak the token', () => {
  const cases: [string, TakeOver, string, Partial<UserSummariesClientOptions>?][] = [
    [
      '401',
      (_q, res) => (
        res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"Unauthenticated."}'), true
      ),
      'auth_failed',
    ],
    [
      '500 HTML',
      (_q, res) => (res.writeHead(500, { 'Content-Type': 'text/html' }).end(`<h1>${TOKEN}</h1>`), true),
      'server_error',
    ],
    ['429', (_q, res) => (res.writeHead(429, { 'Retry-After': '1' }).end(), true), 'server_error'],
    ['404', (_q, res) => (res.writeHead(404).end(), true), 'http_status'],
    [
      'text/html on 200',
      (_q, res) => (res.writeHead(200, { 'Content-Type': 'text/html' }).end('[]'), true),
      'non_json',
    ],
    [
      'latin-1 JSON',
      (_q, res) => (res.writeHead(200, { 'Content-Type': 'application/json; charset=iso-8859-1' }).end('[]'), true),
      'non_json',
    ],
    [
      'not JSON',
      (_q, res) => (res.writeHead(200, { 'Content-Type': 'application/json' }).end(`{"debug":"Bearer ${TOKEN}"`), true),
      'non_json',
    ],
    ['empty 200', (_q, res) => (res.writeHead(200, { 'Content-Type': 'application/json' }).end(), true), 'empty_body'],
    ['204', (_q, res) => (res.writeHead(204).end(), true), 'http_status'],
    [
      'too large (declared)',
      (_q, res) => (
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '5000' }).end(' '.repeat(5000)), true
      ),
      'limit_exceeded',
      { maxBodyBytes: 1000 },
    ],
    [
      'too large (chunked)',
      (_q, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        for (let i = 0; i < 5; i++) res.write(' '.repeat(400));
        res.end('[]');
        return true;
      },
      'limit_exceeded',
      { maxBodyBytes: 1000 },
    ],
    [
      'truncated',
      (_q, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
        res.write('[{"date":', () => res.destroy());
        return true;
      },
      'transport',
    ],
    ['headers never come', () => true, 'timeout', { timeoutMs: 300 }],
    [
      'slow-drip body',
      (_q, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('[');
        return true;
      },
      'timeout',
      { timeoutMs: 300 },
    ],
  ];
  for (const [name, takeOver, kind, options] of cases) {
    it(`${name}: ${kind}`, async () => {
      const f = await serve({ takeOver });
      const error = await rejection(client(f, options).getPage(RANGE));
      expect(error).toBeInstanceOf(UserSummariesClientError);
      expect((error as UserSummariesClientError).kind).toBe(kind);
      let text = `${error.message} ${String(error.stack)} ${JSON.stringify(error)}`;
      for (let cause: unknown = error.cause; cause instanceof Error; cause = cause.cause) text += ` ${cause.message}`;
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain('date_from=');
    });
  }

  it('a redirect to another host is refused: the token is never sent there', async () => {
    const elsewhere = await startFixture({ days: DAYS });
    try {
      const f = await serve({
        takeOver: (_q, res) => (res.writeHead(302, { Location: `${elsewhere.baseUrl}/user-summaries` }).end(), true),
      });
      const error = await rejection(client(f).getPage(RANGE));
      expect((error as UserSummariesClientError).kind).toBe('redirect_refused');
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
  });

  it("nothing listening: transport; a caller's abort: aborted", async () => {
    const f = await serve();
    const url = f.baseUrl;
    await f.close();
    fixture = undefined;
    const refused = await rejection(createUserSummariesClient({ baseUrl: url, token: TOKEN }).getPage(RANGE));
    expect((refused as UserSummariesClientError).kind).toBe('transport');
    // The caller aborts once the server holds the request: the call is in flight, waiting for headers.
    const controller = new AbortController();
    const g = await serve({ takeOver: () => (controller.abort(), true) });
    const aborted = await rejection(client(g).getPage(RANGE, { signal: controller.signal }));
    expect((aborted as UserSummariesClientError).kind).toBe('aborted');
  });
});

describe('createUserSummariesClient: typed results', () => {
  it('days are typed UserSummary', async () => {
    const f = await serve();
    const page = await client(f).getPage(RANGE);
    const first: UserSummary | undefined = page.summaries[0];
    expect(typeof first?.date).toBe('string');
  });
});
