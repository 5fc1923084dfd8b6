// The pure pieces of the live commands: dates, page windows, semantic warnings, secrets and URL masking.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { semanticWarnings } from '../../src/pages/semantics.js';
import { addDays, dateOfDay, dayNumber, rangeLength } from '../../src/pages/days.js';
import { PageSlots } from '../../src/mock/pageSlots.js';
import { DEFAULT_TOKEN_ENV, maskUrl, redact, resolveToken, tokenMatcher } from '../../src/secrets/secrets.js';
import { pageFrame, pageWindow, renderPage } from '../../src/mock/pageFrame.js';
import { binaryString } from '../../../../test/__helpers__/binaryString.js';
import { atDepth } from '../../../../test/__helpers__/depth.js';

describe('days', () => {
  it('reads only real Y-m-d dates, years 0000-9999 as written', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-02-30')).toBeUndefined();
    expect(dayNumber('2024-2-03')).toBeUndefined();
    expect(dateOfDay(dayNumber('0099-12-31') ?? 0)).toBe('0099-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect([rangeLength('2024-03-01', '2024-03-14'), rangeLength('2024-03-14', '2024-03-01')]).toEqual([14, 0]);
  });
});

describe('pageWindow and renderPage (Laravel length-aware paginator)', () => {
  it('counts pages, offsets and from/to as Laravel does, empty past the end', () => {
    expect(pageWindow(14, 10, 2)).toMatchObject({ lastPage: 2, offset: 10, count: 4 });
    expect(pageWindow(0, 10, 1)).toMatchObject({ lastPage: 1, offset: 0, count: 0 });
    expect(pageWindow(14, 5, 9)).toMatchObject({ lastPage: 3, count: 0 });
    const body = JSON.parse(
      renderPage('paginator', [], { window: pageWindow(0, 10, 1), path: 'p', before: 'p?page=', after: '' }),
    ) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual([
      'current_page',
      'data',
      'first_page_url',
      'from',
      'last_page',
      'last_page_url',
      'next_page_url',
      'path',
      'per_page',
      'prev_page_url',
      'to',
      'total',
    ]);
    expect([body['from'], body['to'], body['next_page_url'], body['prev_page_url']]).toEqual([null, null, null, null]);
  });

  it('writes each envelope exactly as JSON.stringify writes the envelope object, on any window and URL', () => {
    // The reference: the envelope objects pageFrame serialized before it wrote its members as text.
    const byStringify = (
      envelope: 'paginator' | 'collection',
      count: number,
      input: Parameters<typeof pageFrame>[2],
    ): string => {
      const { window, path } = input;
      const pageUrl = (n: number): string => `${input.before}${n}${input.after}`;
      const [from, to] = count > 0 ? [window.offset + 1, window.offset + count] : [null, null];
      const next = window.currentPage < window.lastPage ? pageUrl(window.currentPage + 1) : null;
      const prev = window.currentPage > 1 ? pageUrl(window.currentPage - 1) : null;
      const data = '\u0000items\u0000';
      const meta =
        envelope === 'paginator'
          ? {
              current_page: window.currentPage,
              data,
              first_page_url: pageUrl(1),
              from,
              last_page: window.lastPage,
              last_page_url: pageUrl(window.lastPage),
              next_page_url: next,
              path,
              per_page: window.perPage,
              prev_page_url: prev,
              to,
              total: window.total,
            }
          : {
              data,
              links: { first: pageUrl(1), last: pageUrl(window.lastPage), prev, next },
              meta: {
                current_page: window.currentPage,
                from,
                last_page: window.lastPage,
                path,
                per_page: window.perPage,
                to,
                total: window.total,
              },
            };
      return JSON.stringify(meta).replace(JSON.stringify(data), '[ITEMS]');
    };
    // Any code units in the URL's halves, lone surrogates and characters JSON escapes included.
    const half = fc.oneof(
      binaryString(),
      binaryString().map((s) => `${s}?a="\\&page=`),
      fc.constantFrom('\ud800', '\udc00', '"\u0001'),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('paginator' as const, 'collection' as const),
        fc.nat(10_000),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 1e15 }),
        fc.string(),
        half,
        half,
        (envelope, total, perPage, page, path, before, after) => {
          const window = pageWindow(total, perPage, page);
          const input = { window, path, before, after };
          const { head, tail } = pageFrame(envelope, window.count, input);
          expect(`${head.slice(0, -1)}[ITEMS]${tail.slice(1)}`).toBe(byStringify(envelope, window.count, input));
        },
      ),
      { numRuns: atDepth(2000) },
    );
  });
});

describe('semanticWarnings (decisions.md, beyond the schema)', () => {
  const day = Date.UTC(2024, 2, 10);
  it('has no warning for a consistent day', () => {
    const summary = {
      date: '2024-03-10',
      activity: {
        date: '2024-03-10',
        slots: [
          { timestamp: day, date: '00:00' },
          { timestamp: day + 1_800_000, date: '00:30' },
        ],
      },
      sleep: {
        date: '2024-03-10',
        slots: [{ timestamp: day, start_date: '2024-03-10T00:00:00', end_date: '2024-03-10T00:05:00' }],
      },
      spo2: { date: '2024-03-10', start_timestamp: day, end_timestamp: day + 86_399_000, slots: [] },
    };
    expect(semanticWarnings(summary)).toEqual([]);
  });
  it('names each rule with its pointer', () => {
    const summary = {
      date: '2024-03-10',
      activity: { date: '2024-03-09', slots: [{ timestamp: day + 60_000 }, { timestamp: day }] },
      heart_rate: { date: '2024-03-10', slots: [{ timestamp: Math.floor(day / 1000) }] },
      sleep: {
        date: '2024-03-10',
        slots: [{ timestamp: day, start_date: '2024-03-10T01:00:00', end_date: '2024-03-10T00:05:00' }],
      },
    };
    expect(semanticWarnings(summary).map((w) => [w.rule, w.pointer])).toEqual([
      ['group_date', '/activity/date'],
      ['slot_order', '/activity/slots/1/timestamp'],
      ['timestamp_ms', '/heart_rate/slots/0/timestamp'],
      ['sleep_slot_order', '/sleep/slots/0/start_date'],
    ]);
  });
  it('warns timestamp_ms once per group, at the first implausible timestamp (a span end or a slot)', () => {
    const summary = {
      date: '2024-03-10',
      stress: { date: '2024-03-10', start_timestamp: day, end_timestamp: 5, slots: [{ timestamp: 7 }] },
      activity: { date: '2024-03-10', slots: [{ timestamp: day }, { timestamp: 9 }, { timestamp: 10 }] },
    };
    expect(
      semanticWarnings(summary)
        .filter((w) => w.rule === 'timestamp_ms')
        .map((w) => w.pointer)
        .sort(),
    ).toEqual(['/activity/slots/1/timestamp', '/stress/end_timestamp']);
  });
  it('never throws on any value', () => {
    for (const value of [
      null,
      1,
      'x',
      [],
      { date: 1, activity: [] },
      { sleep: { slots: [null, 1, { start_date: 1 }] } },
    ]) {
      expect(() => semanticWarnings(value)).not.toThrow();
    }
  });
});

describe('secrets', () => {
  it('tells a token equal to the expected one from any other (a prefix, a longer one, one code unit off, empty)', () => {
    const isAbc = tokenMatcher('abc');
    expect(isAbc('abc')).toBe(true);
    for (const other of ['abd', 'abcd', 'ab', 'abcabc', 'a', '', 'ABC', 'abc\u0000', '\u0000abc', 'bca'])
      expect(isAbc(other)).toBe(false);
    expect(tokenMatcher('')('')).toBe(true);
    expect(tokenMatcher('')('a')).toBe(false);
    // Two lone surrogates are one U+FFFD each in UTF-8: compared as code units they stay apart.
    expect(tokenMatcher('a\ud800')('a\ud801')).toBe(false);
    expect(tokenMatcher('\udfff')('\ufffd')).toBe(false);
    fc.assert(
      fc.property(binaryString(), binaryString(), (expected, given) => {
        expect(tokenMatcher(expected)(given)).toBe(given === expected);
      }),
    );
    fc.assert(
      fc.property(binaryString(), (token) => {
        expect(tokenMatcher(token)(token)).toBe(true);
      }),
    );
  });
  it('reads a token from one source only and never names its value', async () => {
    expect(await resolveToken({ tokenEnv: 'T' }, { T: ' s3cret \n' }, '/', 'generate')).toEqual({
      ok: true,
      token: 's3cret',
      source: 'env',
    });
    const both = await resolveToken({ token: 'a', tokenEnv: 'T' }, { T: 'b' }, '/', 'generate');
    expect(both.ok).toBe(false);
    const bad = await resolveToken({ tokenEnv: 'T' }, { T: 'has space' }, '/', { env: 'X' });
    expect(bad).toEqual({
      ok: false,
      error: 'environment variable T holds characters a bearer token cannot carry (visible ASCII only)',
    });
    const generated = await resolveToken({}, {}, '/', 'generate');
    expect(generated.ok && generated.source === 'generated' && generated.token.length >= 40).toBe(true);
  });
  it('serve and check share one convention: USER_SUMMARIES_TOKEN by default; serve generates a token only when it is unset', async () => {
    const serve = { env: DEFAULT_TOKEN_ENV, unset: 'generate' } as const;
    const check = { env: DEFAULT_TOKEN_ENV } as const;
    const env = { USER_SUMMARIES_TOKEN: 'exported-once' };
    expect(await resolveToken({}, env, '/', serve)).toEqual({ ok: true, token: 'exported-once', source: 'env' });
    expect(await resolveToken({}, env, '/', check)).toEqual({ ok: true, token: 'exported-once', source: 'env' });
    const generated = await resolveToken({}, { USER_SUMMARIES_TOKEN: ' ' }, '/', serve);
    expect(generated.ok && generated.source).toBe('generated');
    expect(await resolveToken({}, {}, '/', check)).toEqual({
      ok: false,
      error: 'environment variable USER_SUMMARIES_TOKEN is not set or empty',
    });
    // A variable the user names must hold the token, for serve too.
    expect(await resolveToken({ tokenEnv: 'MINE' }, env, '/', serve)).toEqual({
      ok: false,
      error: 'environment variable MINE is not set or empty',
    });
  });
  it('masks userinfo and credential-like query parameters in URLs, and redacts bearer values and JWTs', () => {
    expect(maskUrl('https://user:pw@api.example/x?access_token=abc&date_from=2024-01-01')).toBe(
      'https://api.example/x?access_token=[masked]&date_from=2024-01-01',
    );
    expect(
      redact('Authorization: Bearer abc.def and eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig and raw-secret', [
        'raw-secret',
      ]),
    ).toBe('Authorization: Bearer [redacted] and [redacted] and [redacted]');
  });
});

describe('seedSource', () => {
  it('serves every day the arbitraries can write, and none outside them', async () => {
    const { seedSource, SEED_DAYS } = await import('../../src/mock/seedSource.js');
    const source = seedSource({ seed: 1, slots: { min: 0, max: 1 } });
    const first = dayNumber(SEED_DAYS.first) ?? 0;
    const last = dayNumber(SEED_DAYS.last) ?? 0;
    expect(source.count(first - 5, first + 1)).toBe(2);
    expect(source.slice(first - 5, first + 1, 0, 10).map((d) => d.date)).toEqual([
      SEED_DAYS.first,
      dateOfDay(first + 1),
    ]);
    expect(source.slice(last - 1, last + 5, 0, 10).map((d) => d.date)).toEqual([dateOfDay(last - 1), SEED_DAYS.last]);
    expect(source.count(first - 10, first - 1)).toBe(0);
  });
});

describe('PageSlots', () => {
  it('grants a free slot at once, never past the bound nor ahead of a request already waiting', async () => {
    const slots = new PageSlots(1);
    const first = slots.tryAcquire();
    expect(first).toBeTypeOf('function');
    expect(slots.tryAcquire()).toBeUndefined();
    const waiting = slots.acquire(new AbortController().signal);
    first?.();
    expect(slots.tryAcquire()).toBeUndefined(); // the slot went to the waiting request
    const second = await waiting;
    expect(slots.stats()).toEqual({ active: 1, queued: 0 });
    second?.();
    expect(slots.stats()).toEqual({ active: 0, queued: 0 });
    expect(slots.tryAcquire()).toBeTypeOf('function');
  });
});
