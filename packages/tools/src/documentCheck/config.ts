import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import type { DocumentKind } from './documentKind.js';
import type { Limits } from '../jsonText/limits.js';

export { DEFAULT_LIMITS } from '../jsonText/limits.js';
/**
 * The formats of the coverage report (`validate --coverage-format`, `merge-reports --format`): the JSON report
 * (the one that merges), a readable table, an HTML page, lcov (packages/tools/src/coverageReports/renderCoverage.ts).
 */
export const COVERAGE_FORMATS = ['json', 'table', 'html', 'lcov'] as const;

/** A format of the coverage report. */
export type CoverageFormat = (typeof COVERAGE_FORMATS)[number];

/** Where the gate writes the coverage of what it read (`--coverage`), and its threshold. */
export interface CoverageOutput {
  readonly file: string;
  readonly format: CoverageFormat;
  /** `--coverage-min`: below this percent of the items seen, the exit status is 1. */
  readonly min?: number;
}

/** How an input is read: one JSON document, or one document per line. */
export type InputFormat = 'json' | 'ndjson';

/**
 * What checking one document needs to know; plain data, so it crosses to worker threads unchanged.
 */
export interface CheckConfig {
  readonly kind: DocumentKind | 'auto';
  readonly envelope: EnvelopeName | 'auto';
  readonly includeSlots: boolean;
  readonly strict: boolean;
  readonly maxViolations: number;
  /** Requested date range (Y-m-d), checked as warnings. */
  readonly from?: string;
  readonly to?: string;
  /** The duplicate-key and number-precision scan; off with `--fast`. */
  readonly hazardScan: boolean;
  readonly limits: Limits;
  /** Blank NDJSON lines: skipped and counted, or each reported as an error. */
  readonly blankLines: 'skip' | 'error';
  readonly showValues: boolean;
  /** Build code frames (the text report shows them). */
  readonly frames: boolean;
  /** Report valid documents one by one (the json and junit reports list every document). */
  readonly listValid: boolean;
  /** Give each violation the date of its summary (the archive report counts by day). */
  readonly days: boolean;
  /** Count the coverage of the contract by each document (`--coverage`). @defaultValue false */
  readonly coverage?: boolean;
  /**
   * The version of the contract that judges (`--contract DIR`, an absolute folder laid out like schemas/), its
   * documents compiled at run time; absent: the installed contract's precompiled validators.
   */
  readonly contract?: string;
}

/**
 * The whole configuration of a run: what to read, how to check it, how to report. `TFormat` is the report format's
 * word: the formats are the reports' own list (packages/tools/src/reports/formats.ts, `ReportConfig`), which this
 * layer below them does not read.
 */
export interface GateConfig<TFormat extends string = string> {
  readonly paths: readonly string[];
  readonly inputFormat?: InputFormat;
  readonly format: TFormat;
  readonly check: CheckConfig;
  readonly failFast: boolean;
  readonly quiet: boolean;
  /** Threads that check documents (the main thread counts as one). */
  readonly jobs: number;
  /** Examples kept by the archive report (`--format summary`). */
  readonly maxExamples: number;
  /**
   * Standard input read as if it were this file (`--stdin-name`): its name in the report, its format and
   * gzip compression from its extension. Lets a partition of an archive be streamed in under its own name.
   */
  readonly stdinName?: string;
  /**
   * The number of the first line of standard input in its file (`--first-line`): a byte range of an NDJSON
   * file, streamed in, can report the lines of the whole file.
   */
  readonly firstLine: number;
  /**
   * Standard input continues a file (`--continues`, a byte range after the file's start): no byte order mark
   * is looked for, it is not counted as a file, and holding no record is not an error.
   */
  readonly continues: boolean;
  /** Read framed partitions from standard input, one report each (`--frames`, see packages/tools/src/dask/partitionProtocol.ts). */
  readonly frames: boolean;
  /** Write the coverage of the contract by the documents read (`--coverage`, docs/coverage.md). */
  readonly coverage?: CoverageOutput;
  /** Where the reports for CI go beside the report itself (docs/ci.md). @defaultValue the defaults of {@link CiOutput} */
  readonly ci?: CiOutput;
}

/** The gate's outputs for CI systems beside its report (docs/ci.md). */
export interface CiOutput {
  /** `--summary FILE`: the Markdown step summary is written there too (besides `$GITHUB_STEP_SUMMARY`). */
  readonly summaryFile?: string;
  /** `--annotations N`: GitHub annotations of each level (error, warning) per run. @defaultValue 10 */
  readonly annotations?: number;
  /**
   * `--report-root DIR`: SARIF's artifact URIs and GitLab's paths are relative to it.
   * @defaultValue `$GITHUB_WORKSPACE`, else `$CI_PROJECT_DIR`, else the current folder
   */
  readonly root?: string;
  /** `--sarif-category NAME`: the SARIF run's `automationDetails.id` category. @defaultValue `user-summaries` */
  readonly sarifCategory?: string;
}
