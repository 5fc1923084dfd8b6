// user-summaries-testing/coverage: coverage of the contract (docs/coverage.md), for the tools (the gate, the engine,
// the proxy, the report formats): the items derived from the schemas, the collector, the JSON report and its
// threshold. The matchers of ./vitest use the same modules. Explicit names only.
export { CoverageCollector, documentCoverage, type SparseCoverage, type ViolationLike } from './collect.js';
export type { CoverageModel } from './deriveItems.js';
export { coverageModel } from './model.js';
export { coverageReport, formatCoverageReport, itemStatuses } from './report.js';
export { belowMinimum, percentText, seenPercent } from './threshold.js';
export {
  addPartCounts,
  COVERAGE_PARTS,
  noParts,
  type CoverageItem,
  type CoverageKind,
  type CoveragePart,
  type CoverageProfile,
  type CoverageReport,
  type CoverageReportItem,
  type ItemStatus,
  type PartCounts,
} from './types.js';
