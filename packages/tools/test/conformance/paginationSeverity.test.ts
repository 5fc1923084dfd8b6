// The checker's pagination check reports each page rule with the severity of the one rule table
// (pages/pageRules.ts), not a copy of it: the walk below breaks six page rules, and every finding of those rules
// carries the table's severity, also when the table's severities are swapped for the length of one test (a check
// that wrote a severity of its own would keep it). pagination_loop is the walk's, not a page rule.
import { afterEach, describe, expect, it } from 'vitest';
import { paginationCheck } from '../../src/conformance/paginationCheck.js';
import { factsOf } from '../../src/conformance/itemFacts.js';
import type { Walk } from '../../src/conformance/walkPages.js';
import { keptPageMeta, linkOrigins } from '../../src/pages/keptMeta.js';
import { readPage } from '../../src/pages/pageRead.js';
import { PAGE_RULES, type PageRule } from '../../src/pages/pageRules.js';

const day = (date: string) => ({ date });
const BASE = 'http://127.0.0.1:9';

/** A page of the paginator envelope as the walk keeps it. */
function page(number: number, body: Record<string, unknown>): Walk['pages'][number] {
  const read = readPage(body, 'paginator');
  const meta = read.meta === undefined ? undefined : { ...keptPageMeta(read.meta), origins: linkOrigins(read.meta) };
  return { page: number, envelope: 'paginator', items: (read.items ?? []).map(factsOf), meta, verdict: { ok: true } };
}

/**
 * Two pages for per_page 2 over 2024-01-01..2024-01-08: page 1 holds three days (page_size) and says it is page 3
 * (current_page); page 2 repeats a day of page 1 (duplicate_day), changes total (metadata_changed), and the walk
 * serves 4 of 8 days (missing_day) while total says 9 (total). A next link on another origin (foreign_page_url).
 */
const WALK: Walk = {
  includeSlots: 1,
  end: 'end',
  requests: 2,
  pages: [
    page(1, {
      current_page: 3,
      per_page: 2,
      total: 9,
      last_page: 5,
      from: 1,
      to: 3,
      next_page_url: 'https://elsewhere.example/?page=2',
      prev_page_url: null,
      data: [day('2024-01-01'), day('2024-01-02'), day('2024-01-03')],
    }),
    page(2, {
      current_page: 2,
      per_page: 2,
      total: 10,
      last_page: 5,
      from: 3,
      to: 4,
      next_page_url: null,
      prev_page_url: `${BASE}/?page=1`,
      data: [day('2024-01-02')],
    }),
  ],
};

const check = () =>
  paginationCheck({ walks: [WALK], baseUrl: BASE, from: '2024-01-01', to: '2024-01-08', perPage: 2, maxFindings: 100 });

const pageRuleFindings = () =>
  check()
    .findings.filter((f) => f.rule in PAGE_RULES)
    .map((f) => [f.rule, f.severity]);

const table = PAGE_RULES as unknown as Record<PageRule, { severity: 'fail' | 'warn' }>;
const saved = Object.fromEntries(Object.entries(table).map(([rule, r]) => [rule, r.severity])) as Record<
  PageRule,
  'fail' | 'warn'
>;
afterEach(() => {
  for (const rule of Object.keys(saved) as PageRule[]) table[rule].severity = saved[rule];
});

describe('pagination check severities', () => {
  it("reports the rules this walk breaks with the severities of docs/live.md's table of checks", () => {
    const found = pageRuleFindings();
    for (const rule of ['page_size', 'current_page', 'duplicate_day', 'metadata_changed', 'total', 'missing_day'])
      expect(
        found.map(([r]) => r),
        rule,
      ).toContain(rule);
    expect(Object.fromEntries(found)).toMatchObject({
      page_size: 'fail',
      current_page: 'fail',
      duplicate_day: 'fail',
      metadata_changed: 'fail',
      total: 'fail',
      missing_day: 'warn',
      foreign_page_url: 'warn',
    });
  });

  it("takes each page rule's severity from the rule table, duplicate_day included", () => {
    const before = pageRuleFindings();
    for (const rule of Object.keys(table) as PageRule[])
      table[rule].severity = table[rule].severity === 'fail' ? 'warn' : 'fail';
    const after = pageRuleFindings();
    expect(after.map(([r]) => r).sort()).toEqual(before.map(([r]) => r).sort());
    for (const [rule, severity] of after)
      expect([rule, severity]).toEqual([rule, saved[rule as PageRule] === 'fail' ? 'warn' : 'fail']);
  });
});
