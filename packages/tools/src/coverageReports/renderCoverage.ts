import { type CoverageReport, formatCoverageReport } from 'user-summaries-testing/coverage';
import { coverageHtml } from './html.js';
import { coverageLcov } from './lcov.js';
import { coverageTable } from './text.js';

/** The formats a coverage report is written in: the JSON report (the one that merges), a table, HTML, lcov. */
const COVERAGE_FORMATS = ['json', 'table', 'html', 'lcov'] as const;

/** A format of {@link COVERAGE_FORMATS}. */
export type CoverageFormat = (typeof COVERAGE_FORMATS)[number];

/**
 * A coverage report in a format.
 *
 * @param cwd - the folder lcov's file paths are relative to
 */
export function renderCoverage(report: CoverageReport, format: CoverageFormat, cwd: string): string {
  switch (format) {
    case 'json':
      return formatCoverageReport(report);
    case 'table':
      return coverageTable(report);
    case 'html':
      return coverageHtml(report);
    case 'lcov':
      return coverageLcov(report, cwd);
  }
}
