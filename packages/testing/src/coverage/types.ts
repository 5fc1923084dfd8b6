import type { RuleWord } from 'user-summaries-contract/internal/validator/types';

/**
 * The parts of the contract a coverage report counts: the days (every summary, and every day of a page), the
 * response envelopes and their pages. A report counts the parts of the documents it saw: a run of days alone
 * does not count the envelopes it never read.
 */
export type CoveragePart = 'day' | 'envelope';

/** Every part, in report order. */
export const COVERAGE_PARTS: readonly CoveragePart[] = ['day', 'envelope'];

/** The reading of the contract whose items a report counts (the item list depends on it). */
export interface CoverageProfile {
  /** `false`: the include_slots=0 reading, where a group's `slots` may be absent. */
  readonly includeSlots: boolean;
  /** The producers' strict profile: every object also has `violated:unknown_field`. */
  readonly strict: boolean;
}

/**
 * One thing a corpus can exercise: a shape at an instance location (`present`, `absent`, `null`, `empty`,
 * `value:<v>`, `spelling:<word>`, `envelope:<name>`, `page:<position>`) or the break of one rule there
 * (`violated:<rule word>`).
 */
export interface CoverageItem {
  /** An RFC 6901 pointer pattern, `*` for array items; `''` is the root of a day or of a response. */
  readonly location: string;
  readonly aspect: string;
  /** The contract's rule the aspect exercises, where it has one. */
  readonly rule?: RuleWord;
  /** The schema node the item comes from: `<file>#<pointer>` (its line in the file is where lcov puts it). */
  readonly schema: string;
  readonly part: CoveragePart;
}

/**
 * What a seen item says: `covered`; `partial` (a valid-side item seen at a node whose invalid side, which the
 * contract has, was never seen); `missing` (never seen).
 */
export type ItemStatus = 'covered' | 'partial' | 'missing';

/** One item of a report: the item and how often it was seen. */
export interface CoverageReportItem {
  readonly location: string;
  readonly aspect: string;
  readonly rule?: RuleWord;
  readonly schema: string;
  readonly seen: number;
}

/** The coverage report (`--coverage FILE`, the matchers' file): counts only, never a payload value. */
export interface CoverageReport {
  readonly report: 'user-summaries-coverage';
  readonly version: 1;
  readonly profile: CoverageProfile & { readonly parts: readonly CoveragePart[] };
  /** How many documents the counts come from (summaries and responses). */
  readonly documents: number;
  /** How many of them were responses (the envelope part counts those). */
  readonly responses: number;
  readonly items: readonly CoverageReportItem[];
  /** `covered + partial` items were seen; the rest are missing. */
  readonly totals: { readonly items: number; readonly covered: number; readonly partial: number };
}
