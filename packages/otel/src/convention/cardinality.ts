import { FAILURE_CLASSES, PART_SHAPES, RULE_WORDS } from '../generated/contractShapes.js';

/** The page rules' words (the tools' `PAGE_RULES`, packages/tools/src/pages/pageRules.ts; a test holds them equal). */
export const PAGE_RULE_WORDS = [
  'current_page',
  'per_page',
  'page_size',
  'short_page',
  'last_page',
  'from_to',
  'next_page_url',
  'prev_page_url',
  'foreign_page_url',
  'metadata_changed',
  'total',
  'missing_day',
  'duplicate_day',
  'date_in_range',
  'slots_when_excluded',
] as const;

/** The most series each labelled metric of the convention can have, derived from the contract's tables. */
export interface ContractCardinality {
  /** Location patterns of every part (a day's, an envelope's, a request's), the parts' roots included. */
  readonly locations: number;
  /** Rule words, `_OTHER` included. */
  readonly rules: number;
  /** `user_summaries.violations`: locations × rule words. */
  readonly violations: number;
  /** `user_summaries.page.findings`: page rule words, `_OTHER` included. */
  readonly pageFindings: number;
  /** The values `error.type` can take: the failure classes, `contract_violation`, `not_json`, `_OTHER`. */
  readonly errorTypes: number;
}

/**
 * The bound on the series the convention's metrics can make, computed from the contract's schemas (through the
 * generated shapes): whatever the traffic, `user_summaries.violations` has at most `locations × rules` series.
 *
 * @example
 * const { violations } = contractCardinality(); // the most violation series any traffic can make
 */
export function contractCardinality(): ContractCardinality {
  const locations = Object.values(PART_SHAPES).reduce((n, shape) => n + shape.locations.length, 0);
  const rules = RULE_WORDS.length + 1;
  return {
    locations,
    rules,
    violations: locations * rules,
    pageFindings: PAGE_RULE_WORDS.length + 1,
    errorTypes: FAILURE_CLASSES.length + 3,
  };
}
