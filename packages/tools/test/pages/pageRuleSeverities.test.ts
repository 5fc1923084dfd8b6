// The severity of each page rule, on its own: `fail` for a page that breaks the contract, `warn` for a semantic
// warning or a page the checker cannot judge wrong (docs/live.md, the table of checks). The expected table is written by hand from the
// docs, not read from pages/pageRules.ts: a severity changed in the table fails here, naming the rule.
import { describe, expect, it } from 'vitest';
import { PAGE_RULES, pageFinding, type PageRule } from '../../src/pages/pageRules.js';

const EXPECTED: Readonly<Record<PageRule, 'fail' | 'warn'>> = {
  current_page: 'fail',
  per_page: 'fail',
  page_size: 'fail',
  short_page: 'fail',
  last_page: 'fail',
  from_to: 'fail',
  next_page_url: 'fail',
  prev_page_url: 'fail',
  foreign_page_url: 'warn',
  metadata_changed: 'fail',
  total: 'fail',
  missing_day: 'warn',
  duplicate_day: 'fail',
  date_in_range: 'fail',
  slots_when_excluded: 'warn',
};

/** Arguments that make each rule's message. */
const ARGS: { readonly [R in PageRule]: Parameters<(typeof PAGE_RULES)[R]['message']> } = {
  current_page: [2],
  per_page: [10],
  page_size: [10, 11],
  short_page: [10],
  last_page: [],
  from_to: [],
  next_page_url: [],
  prev_page_url: [],
  foreign_page_url: [],
  metadata_changed: ['page 1'],
  total: [4, 3],
  missing_day: [2],
  duplicate_day: ['/data/1/date', 'same page'],
  date_in_range: ['/data/0/date'],
  slots_when_excluded: ['/data/0/activity/slots', 'include_slots=0'],
};

describe('page rule severities', () => {
  it('the table names every rule once, no more', () => {
    expect(Object.keys(PAGE_RULES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const rule of Object.keys(EXPECTED) as PageRule[]) {
    it(`${rule} is a ${EXPECTED[rule]}`, () => {
      const found = (pageFinding as (r: PageRule, p: string, ...a: unknown[]) => { severity: string; rule: string })(
        rule,
        '/x',
        ...ARGS[rule],
      );
      expect([found.rule, found.severity]).toEqual([rule, EXPECTED[rule]]);
    });
  }
});
