// The stream rules on facts kept from an earlier exchange (packages/tools/src/pages/pageFacts.ts, what the memo of verdicts
// keeps): the same findings as on facts read afresh from the body, whatever requests and walks the same body
// comes back under. Pages are drawn with the values where keeping could go wrong: totals that are objects (never
// equal to another), long strings (kept as digests), dates that are not dates, a day twice, slots when excluded,
// a group dated another day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import { pageFacts, type PageFacts } from '../../src/pages/pageFacts.js';
import { WalkTracker } from '../../src/proxy/walks.js';

const DATES = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-02-30', 'yesterday'];

const summary = fc.record({
  date: fc.constantFrom(...DATES),
  activity: fc.option(
    fc.record({
      date: fc.constantFrom(...DATES),
      slots: fc.array(fc.record({ timestamp: fc.constantFrom(1704067200000, 1704, 1704153600000) }), { maxLength: 2 }),
    }),
    { nil: undefined },
  ),
});

const metaValue = fc.oneof(fc.constantFrom(0, 1, 2, 4, '4', null, 'x'.repeat(100)), fc.constant({}), fc.constant([]));
const link = fc.constantFrom(null, 'http://api.example.com/user-summaries?page=2', 'x'.repeat(100), undefined);

const paginator = fc.record({
  current_page: fc.constantFrom(1, 2, '1'),
  data: fc.array(summary, { maxLength: 4 }),
  from: fc.constantFrom(1, 3, null),
  to: fc.constantFrom(2, 4, null),
  last_page: metaValue,
  per_page: fc.constantFrom(2, 10),
  total: metaValue,
  next_page_url: link,
  prev_page_url: link,
});
const page = fc.oneof(
  paginator.map((body): [unknown, EnvelopeName] => [body, 'paginator']),
  paginator.map(({ data, ...meta }): [unknown, EnvelopeName] => [
    { data, meta, links: { next: meta.next_page_url, prev: meta.prev_page_url } },
    'collection',
  ]),
  fc.array(summary, { maxLength: 4 }).map((data): [unknown, EnvelopeName] => [data, 'bare']),
);
const request = fc.record({
  key: fc.constantFrom('walk-a', 'walk-b'),
  page: fc.constantFrom(1, 2),
  includeSlots: fc.boolean(),
  range: fc.constantFrom<[string, string] | undefined>(
    ['2024-01-01', '2024-01-02'],
    ['2024-01-01', '2024-12-31'],
    undefined,
  ),
  body: fc.nat(3),
});

describe('facts kept from an earlier exchange', () => {
  it('give every later exchange the findings of facts read afresh', () => {
    fc.assert(
      fc.property(
        fc.array(page, { minLength: 4, maxLength: 4 }),
        fc.array(request, { minLength: 1, maxLength: 12 }),
        (pages, requests) => {
          const [fresh, kept] = [new WalkTracker(), new WalkTracker()];
          const memo = new Map<string, PageFacts>();
          for (const r of requests) {
            const [body, envelope] = pages[r.body] as [unknown, EnvelopeName];
            const profile = {
              includeSlots: r.includeSlots,
              page: r.page,
              perPage: 2,
              ...(r.range === undefined ? {} : { from: r.range[0], to: r.range[1] }),
            };
            const memoKey = `${r.body}|${r.includeSlots}`;
            let facts = memo.get(memoKey);
            if (facts === undefined) memo.set(memoKey, (facts = pageFacts(body, envelope, r.includeSlots, 100)));
            expect(kept.observeFacts(r.key, profile, facts)).toEqual(fresh.observe(r.key, profile, body, envelope));
          }
        },
      ),
    );
  });

  it('keep a long metadata value as a digest and an object as a value equal to nothing', () => {
    const facts = pageFacts(
      { data: [], total: 'x'.repeat(100), last_page: {}, current_page: 1 },
      'paginator',
      false,
      100,
    );
    const total = String(facts.meta?.total);
    expect([total.charCodeAt(0), total.slice(1)]).toEqual([0, expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(facts.meta?.lastPage).toEqual({});
    // The same kept facts seen twice on one walk: an object-valued last_page differs each time, as two parsed values do.
    const walks = new WalkTracker();
    const profile = { includeSlots: false, page: 1, perPage: 10 };
    walks.observeFacts('q', profile, facts);
    expect(walks.observeFacts('q', profile, facts).map((f) => f.rule)).toContain('metadata_changed');
  });
});
