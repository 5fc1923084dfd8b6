// Every invalid response fails with exactly its expected violations, under the profile it was built for, and the
// constraints it takes are checked at once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_RESPONSE_MUTATIONS,
  invalidUserSummariesResponse,
  userSummariesResponse,
  type InvalidUserSummariesResponseConstraints,
} from '../../src/arbitraries/index.js';
import { validateResponse } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { expectedOf, sampleUntil, verdict } from './_helpers.js';

// Constraints alike in kind, each a property of its own: `npm test` takes two, turning with the run's seed (so
// successive quick runs go through all), `npm run test:deep` every one (casesAtDepth).
const CASES: readonly [string, InvalidUserSummariesResponseConstraints][] = [
  ['the defaults', {}],
  ['the strict profile', { strict: true }],
  ['include_slots=0', { summaryConstraints: { includeSlots: false } }],
  ['a paginator, strict', { envelope: 'paginator', strict: true }],
  ['a collection with meta.links, strict', { envelope: 'collection', metaLinks: true, strict: true }],
  ['a bare list', { envelope: 'bare' }],
  ['an empty range', { total: 0 }],
];

describe('invalidUserSummariesResponse() fails with exactly its expected violations', () => {
  it.each(casesAtDepth(CASES, 2))('should only produce the declared violations: %s', (_label, c) => {
    const options = { includeSlots: c.summaryConstraints?.includeSlots ?? true, strict: c.strict ?? false };
    fc.assert(
      fc.property(invalidUserSummariesResponse(c), ({ value, expected }) => {
        expect(expected.length).toBeGreaterThan(0);
        expect(verdict(validateResponse(value, options))).toEqual(expectedOf(expected));
      }),
    );
  });

  it('should draw every mutation', () => {
    // Up to 600 draws, stopping once every mutation has been drawn.
    const seen = new Set<string>();
    sampleUntil(
      invalidUserSummariesResponse({ strict: true }),
      600,
      (x) => seen.add(x.mutation),
      () => seen.size === INVALID_RESPONSE_MUTATIONS.length,
    );
    expect([...seen].sort()).toEqual([...INVALID_RESPONSE_MUTATIONS].sort());
  });

  it('should label a page with no day to break as no envelope', () => {
    for (const x of fc.sample(invalidUserSummariesResponse({ total: 0, mutations: ['invalid-day'] }), 20)) {
      expect(x.mutation).toBe('not-an-envelope');
      expect(x.expected).toEqual([{ pointer: '', rule: 'envelope' }]);
    }
  });

  it('should place a broken day under the envelope: /data/<i> in a paginator, /<i> in a bare list', () => {
    for (const envelope of ['paginator', 'bare'] as const) {
      for (const x of fc.sample(
        invalidUserSummariesResponse({ envelope, total: 3, perPage: 3, page: 1, mutations: ['non-object-day'] }),
        20,
      )) {
        expect(x.expected).toEqual([
          { pointer: expect.stringMatching(envelope === 'bare' ? /^\/[0-2]$/ : /^\/data\/[0-2]$/), rule: 'type' },
        ]);
      }
    }
  });

  it('should refuse malformed constraints at once', () => {
    expect(() => invalidUserSummariesResponse({ mutations: ['nope'] })).toThrow(RangeError);
    expect(() => invalidUserSummariesResponse({ strict: true, summaryConstraints: { extraFields: true } })).toThrow(
      /extraFields/,
    );
    expect(() => invalidUserSummariesResponse({ envelope: 'bare', mutations: ['remove-envelope-member'] })).toThrow(
      /no mutation applies/,
    );
    expect(() => invalidUserSummariesResponse({ perPage: 0 })).toThrow(RangeError);
    expect(() => invalidUserSummariesResponse({ colour: 'red' } as never)).toThrow(TypeError);
  });
});

describe('userSummariesResponse({ metaLinks })', () => {
  it("should add Laravel's page links to a collection's meta, and the page still satisfies the contract", () => {
    fc.assert(
      fc.property(userSummariesResponse({ envelope: 'collection', metaLinks: true }), (body) => {
        const meta = (
          body as {
            meta: {
              links: { url: string | null; label: string; active: boolean }[];
              current_page: number;
              last_page: number;
            };
          }
        ).meta;
        expect(meta.links[0]?.label).toBe('&laquo; Previous');
        expect(meta.links.at(-1)?.label).toBe('Next &raquo;');
        // A page past the last one has no page of its own among the links.
        const active = meta.current_page <= meta.last_page ? [String(meta.current_page)] : [];
        expect(meta.links.filter((l) => l.active).map((l) => l.label)).toEqual(active);
        expect(validateResponse(body, { strict: true }).ok).toBe(true);
      }),
    );
  });

  it('should leave the draws of the other constraints unchanged when not asked for', () => {
    const seed = 42;
    const plain = fc.sample(userSummariesResponse({ envelope: 'collection' }), { seed, numRuns: 5 });
    const off = fc.sample(userSummariesResponse({ envelope: 'collection', metaLinks: false }), { seed, numRuns: 5 });
    expect(off).toEqual(plain);
    expect(plain.every((body) => !('links' in (body as { meta: object }).meta))).toBe(true);
  });
});
