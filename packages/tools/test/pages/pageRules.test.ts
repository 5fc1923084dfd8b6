// The page rules of packages/tools/src/pages/ on pages written by hand, each expected finding written from the
// page (the contract's pagination: current_page, per_page, last_page = ceil(total / per_page), from/to of the
// page's position, links that agree with the numbers), not from the code.
import { describe, expect, it } from 'vitest';
import {
  dateInRange,
  firstPage,
  judgePage,
  pageSize,
  pageSizeLimit,
  sideOfRange,
  slottedGroups,
  slotsWhenExcluded,
  type OnePageRuleName,
  type PageContext,
} from '../../src/pages/judgePage.js';
import { duplicateDay, linksElsewhere, missingDays, shortPage, totalServed } from '../../src/pages/judgeWalk.js';
import { keptPageMeta, linkOrigins } from '../../src/pages/keptMeta.js';
import { pageFacts } from '../../src/pages/pageFacts.js';
import { pagePointers, readPage } from '../../src/pages/pageRead.js';

const ALL: readonly OnePageRuleName[] = [
  'current_page',
  'per_page',
  'page_size',
  'last_page',
  'from_to',
  'next_page_url',
  'prev_page_url',
  'metadata_changed',
];
const URL_OF = (page: number) => `https://api.example.com/user-summaries?page=${page}`;

/** Page 3 of 3 with per_page 10 and 25 days in all: 5 days, days 21 to 25, a previous link and no next one. */
const PAGE_3 = {
  current_page: 3,
  data: [{}, {}, {}, {}, {}],
  from: 21,
  to: 25,
  last_page: 3,
  per_page: 10,
  total: 25,
  next_page_url: null,
  prev_page_url: URL_OF(2),
  first_page_url: URL_OF(1),
  last_page_url: URL_OF(3),
  path: 'https://api.example.com/user-summaries',
};

/** The findings of every rule on a paginator body asked for as `page` with per_page `requested`, compared with page 1 (`first`). */
function judged(
  body: Record<string, unknown>,
  page = 3,
  requested = 10,
  first?: Record<string, unknown>,
): [string, string, string][] {
  const read = readPage(body, 'paginator');
  const meta = read.meta === undefined ? undefined : keptPageMeta(read.meta);
  const firstMeta = first === undefined ? undefined : readPage(first, 'paginator').meta;
  const context: PageContext = {
    page,
    requested,
    count: read.items?.length ?? 0,
    meta,
    at: pagePointers('paginator'),
    first: firstMeta === undefined ? undefined : firstPage(keptPageMeta(firstMeta), 'page 1'),
  };
  return judgePage(context, ALL).map((f) => [f.rule, f.pointer, f.message]);
}

describe('reading a page', () => {
  it('reads the days, numbers and links of each envelope, and nothing of a body without a list', () => {
    const paginator = readPage(PAGE_3, 'paginator');
    expect(paginator.items).toHaveLength(5);
    expect(paginator.meta).toEqual({
      currentPage: 3,
      lastPage: 3,
      perPage: 10,
      total: 25,
      from: 21,
      to: 25,
      next: null,
      prev: URL_OF(2),
      urls: [URL_OF(1), URL_OF(3), null, URL_OF(2), 'https://api.example.com/user-summaries'],
    });
    const collection = readPage(
      {
        data: [{}],
        meta: { current_page: 1, last_page: 1, per_page: 10, total: 1, from: 1, to: 1, path: '/p' },
        links: { first: '/f', last: '/l', next: null, prev: null },
      },
      'collection',
    );
    expect(collection.meta).toEqual({
      currentPage: 1,
      lastPage: 1,
      perPage: 10,
      total: 1,
      from: 1,
      to: 1,
      next: null,
      prev: null,
      urls: ['/f', '/l', null, null, '/p'],
    });
    expect(readPage([{}, {}], 'bare')).toEqual({ items: [{}, {}], meta: undefined });
    expect(readPage('a page', 'paginator')).toEqual({ items: undefined, meta: undefined });
    expect(readPage({ data: 'none' }, 'paginator').items).toBeUndefined();
  });

  it('points at the members of each envelope', () => {
    expect([
      pagePointers('paginator').meta('total'),
      pagePointers('paginator').link('next'),
      pagePointers('paginator').items,
    ]).toEqual(['/total', '/next_page_url', '/data']);
    expect([
      pagePointers('collection').meta('total'),
      pagePointers('collection').link('prev'),
      pagePointers('collection').items,
    ]).toEqual(['/meta/total', '/links/prev', '/data']);
    expect(pagePointers('bare').items).toBe('');
  });

  it('keeps a long value as a digest, equal for equal texts, and an object as a value equal to nothing', () => {
    const kept = keptPageMeta({ total: 'x'.repeat(65), lastPage: {}, urls: [] });
    expect(kept.total).toBe(keptPageMeta({ total: 'x'.repeat(65), urls: [] }).total);
    expect(kept.total).not.toBe('x'.repeat(65));
    expect(kept.lastPage).not.toBe(keptPageMeta({ lastPage: {}, urls: [] }).lastPage);
    expect(linkOrigins({ urls: ['https://a.example/x?page=2', 'not a url', null] })).toEqual([
      'https://a.example',
      undefined,
      undefined,
    ]);
  });
});

describe('judging one page', () => {
  it('finds nothing on a consistent page', () => {
    expect(judged(PAGE_3)).toEqual([]);
    expect(judged(PAGE_3, 3, 10, { ...PAGE_3, current_page: 1 })).toEqual([]);
  });

  it('finds each inconsistency of the numbers, at its member, with its message', () => {
    expect(judged({ ...PAGE_3, current_page: 2 })).toEqual([
      ['current_page', '/current_page', 'current_page differs from the page requested (3)'],
    ]);
    // per_page 20 when 10 were asked: larger than asked; then 25 days fill 2 pages, and days 41 to 45 would be page 3's.
    expect(judged({ ...PAGE_3, per_page: 20 })).toEqual([
      ['per_page', '/per_page', 'per_page is larger than the 10 requested'],
      ['last_page', '/last_page', 'last_page does not equal ceil(total / per_page)'],
      ['from_to', '/from', 'from/to do not match the page position and its item count'],
    ]);
    expect(judged({ ...PAGE_3, total: 31 })).toEqual([
      ['last_page', '/last_page', 'last_page does not equal ceil(total / per_page)'],
    ]);
    expect(judged({ ...PAGE_3, to: 24 })).toEqual([
      ['from_to', '/from', 'from/to do not match the page position and its item count'],
    ]);
    expect(judged({ ...PAGE_3, next_page_url: URL_OF(4) })).toEqual([
      ['next_page_url', '/next_page_url', 'the next-page link disagrees with last_page'],
    ]);
    expect(judged({ ...PAGE_3, prev_page_url: null })).toEqual([
      ['prev_page_url', '/prev_page_url', 'the previous-page link disagrees with the page number'],
    ]);
    expect(judged(PAGE_3, 3, 10, { ...PAGE_3, total: 24 })).toEqual([
      ['metadata_changed', '/total', 'total or last_page differs from page 1'],
    ]);
  });

  it('finds a page of more days than per_page allows: the smaller of the asked and the page own per_page', () => {
    const eleven = {
      ...PAGE_3,
      data: Array.from({ length: 11 }, () => ({})),
      to: 31,
      total: 31,
      last_page: 4,
      next_page_url: URL_OF(4),
    };
    expect(judged(eleven)).toEqual([['page_size', '/data', 'the page holds more days than per_page (10)']]);
    expect(pageSizeLimit(keptPageMeta({ perPage: 5, urls: [] }), 10)).toBe(5);
    expect(pageSizeLimit(keptPageMeta({ perPage: '5', urls: [] }), 10)).toBe(10);
    expect(pageSize(4, 3, '/data/3', true)).toEqual({
      rule: 'page_size',
      severity: 'fail',
      pointer: '/data/3',
      message: 'the page holds 4 days, more than per_page (3)',
    });
    expect(pageSize(3, 3, '/data')).toBeUndefined();
  });

  it('judges no number that is not an integer, and a total that is an object differs from every other', () => {
    expect(judged({ ...PAGE_3, current_page: '2', per_page: '10', total: 25.5 })).toEqual([]);
    const objectTotal = { ...PAGE_3, total: {} };
    expect(judged(objectTotal, 3, 10, objectTotal)).toEqual([
      ['metadata_changed', '/total', 'total or last_page differs from page 1'],
    ]);
  });

  it('finds slots listed although excluded, per group in the contract order, and days outside the range', () => {
    const day = {
      date: '2024-01-01',
      spo2: { slots: [{}] },
      activity: { slots: [{}] },
      sleep: { slots: [] },
      stress: {},
    };
    expect(slottedGroups(day)).toEqual(['activity', 'spo2']);
    expect(slotsWhenExcluded('/data/0', ['activity'], 'include_slots=0')).toEqual([
      {
        rule: 'slots_when_excluded',
        severity: 'warn',
        pointer: '/data/0/activity/slots',
        message: '/data/0/activity/slots is not empty although include_slots=0',
      },
    ]);
    expect(slotsWhenExcluded('/0', ['spo2'], 'not 1')[0]?.message).toBe(
      "/0/spo2/slots is not empty although include_slots is not 1 (the API's default is 0)",
    );
    expect([
      sideOfRange(4, { from: 5, to: 9 }),
      sideOfRange(5, { from: 5, to: 9 }),
      sideOfRange(9, { from: 5, to: 9 }),
      sideOfRange(10, { from: 5, to: 9 }),
    ]).toEqual(['before', undefined, undefined, 'after']);
    expect(sideOfRange('2024-01-09', { from: '2024-01-10' })).toBe('before');
    expect(sideOfRange('2024-03-01', { to: '2024-02-29' })).toBe('after');
    expect(dateInRange('/data/2/date', 10, { from: 5, to: 9 })).toEqual({
      rule: 'date_in_range',
      severity: 'fail',
      pointer: '/data/2/date',
      message: '/data/2/date lies outside the requested range',
    });
  });
});

describe('judging a walk', () => {
  it('says where a repeated day was first seen, as far as the caller knows', () => {
    expect(duplicateDay('/data/1/date', { page: 1, pointer: '/data/0' }).message).toBe(
      '/data/1/date repeats the day of page 1 /data/0',
    );
    expect(duplicateDay('/data/1/date', { page: 2 }).message).toBe('/data/1/date repeats a day of page 2');
    expect(duplicateDay('/1/date', 'same page').message).toBe('/1/date repeats a day of the same page');
    expect(duplicateDay('/1/date', 'served earlier').message).toBe(
      '/1/date repeats a day served earlier (on this page or a page before)',
    );
  });

  it('counts the days of the range not served, the total against the days served, short pages and links elsewhere', () => {
    // 2024-02-28 to 2024-03-01 is three days in a leap year; 2024-03-05 and 'yesterday' serve none of them.
    expect(missingDays(['2024-02-29', '2024-03-05', 'yesterday'], '2024-02-28', '2024-03-01', '')?.message).toBe(
      '2 day(s) of the range are not served',
    );
    expect(missingDays(['2024-02-28', '2024-02-29', '2024-03-01'], '2024-02-28', '2024-03-01', '')).toBeUndefined();
    expect(totalServed(7, 6, '')?.message).toBe('total says 7 but the pages hold 6 day(s)');
    expect([totalServed(6, 6, ''), totalServed('7', 6, '')]).toEqual([undefined, undefined]);
    expect(shortPage(9, 10, true, '/data')?.message).toBe('a page before the last holds fewer days than per_page (10)');
    expect([shortPage(9, 10, false, '/data'), shortPage(10, 10, true, '/data')]).toEqual([undefined, undefined]);
    expect([
      linksElsewhere(['https://a.example', undefined], 'https://a.example'),
      linksElsewhere(['https://b.example'], 'https://a.example'),
    ]).toEqual([false, true]);
  });
});

describe('the facts of a page', () => {
  it('hold the day numbers, the findings of the body alone in the order of its days, and count what the cap leaves out', () => {
    // Day numbers: days since 1970-01-01; 2024-01-01 is day 19723.
    const body = [
      { date: '2024-01-01', activity: { date: '2024-01-01', slots: [{ timestamp: 1704067200000 }] } },
      { date: '2024-02-30' },
      { date: '2024-01-01', sleep: { date: '2024-01-02' } },
    ];
    const facts = pageFacts(body, 'bare', false, 10);
    expect(facts.count).toBe(3);
    expect(facts.days).toEqual([19723, null, 19723]);
    expect(facts.meta).toBeUndefined();
    expect(facts.itemFindings.map((f) => [f.item, f.finding.rule, f.finding.pointer])).toEqual([
      [0, 'slots_when_excluded', '/0/activity/slots'],
      [2, 'group_date', '/2/sleep/date'],
    ]);
    expect(facts.findings).toEqual([
      {
        rule: 'duplicate_day',
        severity: 'fail',
        pointer: '/2/date',
        message: '/2/date repeats a day of the same page',
      },
    ]);
    expect(facts.omitted).toEqual({ fails: 0, warns: 0 });
    const capped = pageFacts(body, 'bare', false, 1);
    expect([capped.itemFindings.length, capped.findings.length, capped.omitted]).toEqual([
      1,
      1,
      { fails: 0, warns: 1 },
    ]);
    expect(pageFacts(body, 'bare', true, 10).itemFindings.map((f) => f.finding.rule)).toEqual(['group_date']);
  });
});
