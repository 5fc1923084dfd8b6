// Requests and responses: valid ones pass, invalid requests fail exactly, pagination is consistent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invalidUserSummariesRequest,
  invalidUserSummariesRequestInput,
  pageWindow,
  userSummariesRequest,
  userSummariesResponse,
} from '../../src/arbitraries/index.js';
import type { UserSummariesCollection, UserSummariesPaginator } from 'user-summaries-contract/internal/index';
import { validateRequest, validateResponse } from 'user-summaries-contract/internal/precompiled/readingValidators';
import type { RequestInput } from 'user-summaries-contract/internal/validator/requestWire';
import { expectedOf, realismProblems, sampleUntil, verdict } from './_helpers.js';

describe('userSummariesRequest()', () => {
  it('should only produce valid requests, in wire form', () => {
    fc.assert(
      fc.property(userSummariesRequest(), (request) => {
        expect(verdict(validateRequest(request))).toEqual([]);
        expect(request.query.date_from <= request.query.date_to).toBe(true);
        for (const v of Object.values(request.query)) expect(typeof v).toBe('string');
      }),
    );
  });
  it('should always send include_slots when asked', () => {
    fc.assert(fc.property(userSummariesRequest({ includeSlots: true }), (r) => r.query.include_slots === '1'));
  });
});

describe('invalidUserSummariesRequest()', () => {
  it('should only produce the declared violation', () => {
    fc.assert(
      fc.property(invalidUserSummariesRequest(), ({ value, expected }) => {
        expect(verdict(validateRequest(value))).toEqual(expectedOf(expected));
      }),
    );
  });
  it('should cover every request rule word', () => {
    const words = ['after_or_equal', 'bearer', 'content_type', 'date_format', 'in', 'integer', 'min', 'required'];
    // Up to 2,000 draws, stopping once every rule word has been drawn.
    const rules = new Set<string>();
    sampleUntil(
      invalidUserSummariesRequest(),
      2000,
      (x) => {
        for (const e of x.expected) rules.add(e.rule);
      },
      () => rules.size === words.length,
    );
    expect([...rules].sort()).toEqual(words.sort());
  });
});

describe('invalidUserSummariesRequestInput()', () => {
  it.each([false, true])('should only produce the declared violation (strict %s)', (strict) => {
    fc.assert(
      fc.property(invalidUserSummariesRequestInput({ strict }), ({ value, expected }) => {
        expect(verdict(validateRequest(value as RequestInput, { strict }))).toEqual(expectedOf(expected));
      }),
    );
  });
  it('should break every member of the request by its shape, and an unknown parameter only with strict', () => {
    const pairs = (strict: boolean): string[] => [
      ...new Set(
        fc
          .sample(invalidUserSummariesRequestInput({ strict }), 3000)
          .flatMap((x) =>
            x.expected.map(
              (e) =>
                `${e.pointer.replace(/^\/query\/(?!date_|include_slots$|per_page$|page$).*/, '/query/<unknown>')} ${e.rule}`,
            ),
          ),
      ),
    ];
    const shapes = [
      '/query required',
      '/query type',
      '/headers required',
      '/headers type',
      ...['date_from', 'date_to', 'include_slots', 'per_page', 'page'].map((k) => `/query/${k} type`),
      '/headers/authorization type',
      '/headers/content-type type',
    ];
    expect(pairs(false).sort()).toEqual([...shapes].sort());
    expect(pairs(true).sort()).toEqual([...shapes, '/query/<unknown> unknown_field'].sort());
    expect(() => invalidUserSummariesRequestInput({ strict: 'yes' } as never)).toThrow(TypeError);
  });
});

describe('userSummariesResponse()', () => {
  it.each(['paginator', 'collection', 'bare'] as const)('should only produce valid %s bodies', (envelope) => {
    fc.assert(
      fc.property(userSummariesResponse({ envelope }), (body) => {
        expect(verdict(validateResponse(body, { envelope }))).toEqual([]);
        expect(verdict(validateResponse(body, { envelope: 'auto', strict: true }))).toEqual([]);
      }),
    );
  });

  it('should be valid with include_slots=0 when its summaries are', () => {
    fc.assert(
      fc.property(userSummariesResponse({ summaryConstraints: { includeSlots: false } }), (body) => {
        expect(verdict(validateResponse(body, { includeSlots: false }))).toEqual([]);
      }),
    );
  });

  it('should paginate consistently: total, last_page, from, to, URLs and unique consecutive days', () => {
    const params = fc.record({
      page: fc.integer({ min: 0, max: 6 }),
      perPage: fc.integer({ min: 1, max: 4 }),
      total: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(
        params,
        fc.constantFrom('paginator' as const, 'collection' as const),
        ({ page, perPage, total }, envelope) => {
          const [body] = fc.sample(
            userSummariesResponse({ envelope, page, perPage, total, summaryConstraints: { groups: [] } }),
            1,
          );
          const w = pageWindow(page, perPage, total);
          const meta =
            envelope === 'paginator'
              ? (body as UserSummariesPaginator)
              : { ...(body as UserSummariesCollection).meta, data: (body as UserSummariesCollection).data };
          expect(meta.total).toBe(total);
          expect(meta.last_page).toBe(Math.max(1, Math.ceil(total / perPage)));
          expect(meta.current_page).toBe(Math.max(1, page));
          expect(meta.data).toHaveLength(w.count);
          expect(w.count).toBeLessThanOrEqual(perPage);
          expect(meta.from).toBe(w.count === 0 ? null : (Math.max(1, page) - 1) * perPage + 1);
          expect(meta.to).toBe(w.count === 0 ? null : (meta.from ?? 0) + w.count - 1);
          const dates = meta.data.map((s) => s.date);
          expect(new Set(dates).size).toBe(dates.length);
          expect([...dates].sort()).toEqual(dates);
          if (envelope === 'paginator') {
            const p = body as UserSummariesPaginator;
            expect(p.next_page_url === null).toBe(p.current_page >= p.last_page);
            expect(p.prev_page_url === null).toBe(p.current_page === 1);
            expect(p.last_page_url).toBe(`${p.path}?page=${p.last_page}`);
          }
        },
      ),
    );
  });

  it('should serve realistic days', () => {
    fc.assert(
      fc.property(userSummariesResponse({ envelope: 'bare' }), (body) => {
        for (const s of body as unknown as Record<string, unknown>[]) expect(realismProblems(s)).toEqual([]);
      }),
    );
  });
});
