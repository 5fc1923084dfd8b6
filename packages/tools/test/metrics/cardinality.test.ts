// Bounded cardinality through the proxy: 10,000 broken days with distinct indices and random unknown member names,
// in 200 pages through a strict proxy (500 days under npm test, test/__helpers__/depth.ts), leave the series of /_contract/metrics under the bound derived from the
// schemas (location patterns × rule words for the violations), and no label holds an index or a member's name.
import { afterAll, describe, expect, it } from 'vitest';
import { coverageModel } from 'user-summaries-testing/coverage';
import { contractCardinality } from 'user-summaries-otel';
import { brokenDays, nthDate } from '../../../../test/__helpers__/brokenDays.js';
import { atDepth } from '../../../../test/__helpers__/depth.js';
import { json, metricsFixture, paginatorPage, scrape, type MetricsFixture } from './_fixture.js';

let fixture: MetricsFixture | undefined;
afterAll(() => fixture?.close());

/** 200 pages of 50 days at full depth; 20 pages of 25 (500 days, each page's indices and names new) in the quick run. */
const PAGES = atDepth(200);
const PER_PAGE = Math.min(50, atDepth(250));

describe(`${PAGES * PER_PAGE} broken days through the proxy`, () => {
  it('leave the series under the bound the schemas give', { timeout: 120_000 }, async () => {
    const f = await metricsFixture({ strict: true, maxViolations: 100_000, memoBytes: 0 });
    fixture = f;
    for (let page = 0; page < PAGES; page++) {
      f.answer(json(paginatorPage(brokenDays(PER_PAGE, page * PER_PAGE))));
      const from = nthDate(page * PER_PAGE);
      const to = nthDate(page * PER_PAGE + PER_PAGE - 1);
      expect((await f.get(`date_from=${from}&date_to=${to}`)).status).toBe(200);
    }
    await f.verdicts(PAGES);
    const { series } = await scrape(f.proxy.url);
    const bound = contractCardinality();
    const violations = series.filter((s) => s.name === 'user_summaries_violations_total');
    const counted = violations.reduce((n, s) => n + s.value, 0);
    // Every day has at least four violations (an unknown member, an empty group, a slot's type, a slot's unknown member).
    expect(counted).toBeGreaterThanOrEqual(4 * PAGES * PER_PAGE);
    expect(violations.length).toBeGreaterThan(5);
    expect(violations.length).toBeLessThanOrEqual(bound.violations);
    // Each location is one the schemas have, its root written `/`.
    const model = coverageModel({ includeSlots: true, strict: true });
    const known = new Set(model.items.map((item) => `${item.part} ${item.location || '/'}`));
    for (const part of ['day', 'envelope', 'request']) known.add(`${part} /`);
    const places = violations.map((s) => `${s.labels['user_summaries_part']} ${s.labels['user_summaries_location']}`);
    expect(places.filter((place) => !known.has(place))).toStrictEqual([]);
    // The whole scrape: violations, page findings, upstream errors, exchanges (3 verdicts × at most 501 statuses),
    // two histograms (12 buckets, +Inf, sum, count), the memo's hits.
    const total = bound.violations + bound.pageFindings + bound.errorTypes + 3 * 501 + 2 * (12 + 3) + 1;
    expect(series.length).toBeLessThanOrEqual(total);
    const labelText = series.flatMap((s) => Object.values(s.labels)).join('\n');
    expect(labelText).not.toMatch(/\/[0-9]+(?:\/|$)/m);
    expect(labelText).not.toMatch(/\bx[a-z0-9_~-]{4,}/);
  });
});
