// Exact counts on hand-written corpora: every item seen, how often, and the totals, counted by hand from the
// documents (test/__helpers__/coverageCorpora.ts), not from the item list.
import { describe, expect, it } from 'vitest';
import { CoverageCollector } from '../../src/coverage/collect.js';
import { coverageModel } from '../../src/coverage/model.js';
import { coverageReport } from '../../src/coverage/report.js';
import type { CoverageProfile } from '../../src/coverage/types.js';
import {
  validateRequest,
  validateResponse,
  validateSummary,
} from 'user-summaries-contract/internal/precompiled/readingValidators';
import {
  ACTIVITY_DAY,
  ACTIVITY_DAY_SEEN,
  BROKEN_PAGE,
  BROKEN_PAGE_SEEN,
  MIDDLE_PAGE,
  MIDDLE_PAGE_SEEN,
  REQUEST_ITEMS,
  REQUEST_VIOLATIONS,
  REQUESTS,
  REQUESTS_SEEN,
  seenOf,
} from '../../../../test/__helpers__/coverageCorpora.js';

const DEFAULT: CoverageProfile = { includeSlots: true, strict: false };

describe('coverage of hand-written corpora', () => {
  it('should count one day with only activity: the groups it lacks, its optional member, nothing of a response', () => {
    expect(validateSummary(ACTIVITY_DAY).ok).toBe(true);
    const collector = new CoverageCollector(coverageModel(DEFAULT));
    collector.add(ACTIVITY_DAY, 'summary');
    const report = coverageReport(collector.model, collector.counts, collector.parts);
    expect(seenOf(report)).toEqual(ACTIVITY_DAY_SEEN);
    // Each seen item's node has an invalid side nobody fed: all partial.
    expect(report.totals).toEqual({ items: report.items.length, covered: 0, partial: 8 });
    expect(report.profile).toEqual({ includeSlots: true, strict: false, parts: ['day'] });
    expect(report.documents).toBe(1);
    expect(report.items.some((i) => i.schema.startsWith('response.schema.json'))).toBe(false);
  });

  it('should count a page of three days with both spellings: each spelling, each null, each value, the page position', () => {
    expect(validateResponse(MIDDLE_PAGE).ok).toBe(true);
    const collector = new CoverageCollector(coverageModel(DEFAULT));
    collector.add(MIDDLE_PAGE, 'response');
    const report = coverageReport(collector.model, collector.counts, collector.parts);
    expect(seenOf(report)).toEqual(MIDDLE_PAGE_SEEN);
    // The envelope and the page position have no invalid side: covered; every day item seen is partial.
    expect(report.totals).toEqual({ items: report.items.length, covered: 2, partial: 44 });
    expect(report.profile.parts).toEqual(['day', 'envelope']);
  });

  it('should count the invalid side at its items: a day by its own locations, the envelope by its own, and never a payload value', () => {
    const profile: CoverageProfile = { includeSlots: true, strict: true };
    const result = validateResponse(BROKEN_PAGE, profile);
    expect(result.ok ? [] : result.violations.map((v) => `${v.pointer} ${v.rule}`)).toEqual([
      '/data/0/date date_format',
      '/data/0/sleep/mood unknown_field',
      '/data/0/sleep/slots/0/type in',
      '/data/1 type',
      '/meta/total type',
    ]);
    const collector = new CoverageCollector(coverageModel(profile));
    collector.add(BROKEN_PAGE, 'response', result.ok ? [] : result.violations);
    const report = coverageReport(collector.model, collector.counts, collector.parts);
    expect(collector.unmatched).toBe(0);
    expect(seenOf(report)).toEqual(BROKEN_PAGE_SEEN);
    const text = JSON.stringify(report);
    for (const value of ['2024-13-01', 'oops', 'calm', 'mood', '"2"']) expect(text).not.toContain(value);
  });

  it('should count a named envelope of another shape as the envelope broken, and a value it cannot read as nothing', () => {
    const collector = new CoverageCollector(coverageModel(DEFAULT));
    const named = validateResponse([], { envelope: 'paginator' });
    collector.add([], 'response', named.ok ? [] : named.violations, 'paginator');
    const unreadable = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
        has: () => {
          throw new Error('no');
        },
        ownKeys: () => {
          throw new Error('no');
        },
      },
    );
    collector.add(unreadable, 'summary', [{ pointer: '', rule: 'not_json' }]);
    const report = coverageReport(collector.model, collector.counts, collector.parts);
    expect(seenOf(report)).toEqual({ ' violated:envelope': 1 });
    expect(collector.unmatched).toBe(0);
    expect(report.documents).toBe(2);
  });

  it('should count requests in a part of their own: the parameters each has or lacks, the values of include_slots, each broken rule, never a value', () => {
    const collector = new CoverageCollector(coverageModel(DEFAULT));
    REQUESTS.forEach((request, i) => {
      const result = validateRequest(request);
      expect(result.ok ? [] : result.violations.map((v) => `${v.pointer} ${v.rule}`)).toEqual(REQUEST_VIOLATIONS[i]);
      collector.add(request, 'request', result.ok ? [] : result.violations);
    });
    // The same first request as the core's own inputs (URLSearchParams, Headers in any case) counts the same.
    const [first] = REQUESTS;
    collector.add(
      {
        query: new URLSearchParams(first.query),
        headers: new Headers({ Authorization: first.headers.authorization, 'Content-Type': 'application/json' }),
      },
      'request',
    );
    const report = coverageReport(collector.model, collector.counts, collector.parts);
    expect(collector.unmatched).toBe(0);
    expect(seenOf(report)).toEqual({
      ...REQUESTS_SEEN,
      '/query/include_slots present': 3,
      '/query/include_slots value:1': 2,
      '/query/per_page absent': 3,
      '/query/page present': 3,
    });
    // include_slots was never broken: its four items seen are partial; the rest seen are covered.
    expect(report.totals).toEqual({ items: REQUEST_ITEMS.open, covered: 10, partial: 4 });
    expect(report.profile.parts).toEqual(['request']);
    expect([report.documents, report.responses, report.requests]).toEqual([0, 0, 4]);
    const text = JSON.stringify(report);
    for (const value of ['2024-02-01', 'Basic', 'dXNlcjpwYXNz', 'text/plain', '-1', 'abc'])
      expect(text).not.toContain(value);
  });

  it("should name the strict reading's unknown parameter at the query", () => {
    const profile: CoverageProfile = { includeSlots: false, strict: true };
    const request = { ...REQUESTS[0], query: { ...REQUESTS[0].query, sort: 'asc' } };
    const result = validateRequest(request, profile);
    expect(result.ok ? [] : result.violations.map((v) => `${v.pointer} ${v.rule}`)).toEqual([
      '/query/sort unknown_field',
    ]);
    const collector = new CoverageCollector(coverageModel(profile));
    collector.add(request, 'request', result.ok ? [] : result.violations);
    const report = coverageReport(collector.model, collector.counts, collector.parts);
    expect(report.totals.items).toBe(REQUEST_ITEMS.strict);
    expect(seenOf(report)).toEqual({
      '/query violated:unknown_field': 1,
      '/query/include_slots present': 1,
      '/query/include_slots value:1': 1,
      '/query/per_page absent': 1,
      '/query/page present': 1,
    });
  });
});
