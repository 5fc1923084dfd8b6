import type { DocumentKind } from 'user-summaries-contract/internal/validator/documentKindOf';
import type { RuleWord } from 'user-summaries-contract/internal/validator/types';

/**
 * The parts of the contract a coverage report counts: the days (every summary, and every day of a page), the
 * response envelopes and their pages, the requests (their query and headers). A report counts the parts of the
 * documents it saw: a run of days alone does not count the envelopes or the requests it never read.
 */
export type CoveragePart = 'day' | 'envelope' | 'request';

/** Every part, in report order. */
export const COVERAGE_PARTS: readonly CoveragePart[] = ['day', 'envelope', 'request'];

/** What a collector counts: a body (a summary, a bare list, a response) or a request (`validateRequest`'s input). */
export type CoverageKind = DocumentKind | 'request';

/** Documents counted, by part: every body counts the day part, a response the envelope part too, a request the request part. */
export type PartCounts = Record<CoveragePart, number>;

/** No document counted yet. */
export function noParts(): PartCounts {
  return { day: 0, envelope: 0, request: 0 };
}

/** Adds `from`'s documents to `into`'s, part by part (a part `from` lacks, as from an older client, adds nothing). */
export function addPartCounts(into: PartCounts, from: Readonly<Partial<PartCounts>>): void {
  for (const part of COVERAGE_PARTS) into[part] += from[part] ?? 0;
}

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
  /** How many bodies the counts come from (summaries and responses; requests are counted apart). */
  readonly documents: number;
  /** How many of them were responses (the envelope part counts those). */
  readonly responses: number;
  /** How many requests the counts come from (the request part counts those). */
  readonly requests: number;
  readonly items: readonly CoverageReportItem[];
  /** `covered + partial` items were seen; the rest are missing. */
  readonly totals: { readonly items: number; readonly covered: number; readonly partial: number };
}
