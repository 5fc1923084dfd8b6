// Coverage over the engine protocol: each checked body answers the items it exercised (sparse counts, by the
// index of the engine's item list for the reading), the client adds them up over its test run, and at its end
// sends the sums back to have the report written (`coverage-report`): one model, one report format, whatever
// the client's language (docs/laravel.md, "Coverage").
import {
  documentCoverage,
  coverageModel,
  coverageReport,
  formatCoverageReport,
  belowMinimum,
  seenPercent,
} from 'user-summaries-testing/coverage';
import type { Violation } from 'user-summaries-contract/internal/validator/types';
import type { EngineCoverage, EngineCoverageReport, EngineError, EngineRequest } from './protocol.js';

/** The items one body or request exercised: its value (whatever the verdict) and the violations its validator reported. */
export function bodyCoverage(request: EngineRequest, value: unknown, violations: readonly Violation[]): EngineCoverage {
  const model = coverageModel({ includeSlots: request.includeSlots, strict: request.strict });
  return documentCoverage(
    model,
    value,
    request.check === 'summary' || request.check === 'request' ? request.check : 'response',
    violations,
    request.envelope,
  );
}

/** The answer to `coverage-report`: the report of the counts a client added up, for the reading it names. */
export function coverageReportAnswer(request: EngineRequest): EngineCoverageReport | EngineError {
  const given = request.report;
  if (given === undefined) return { id: request.id, error: 'coverage-report needs counts and parts' };
  const model = coverageModel({ includeSlots: request.includeSlots, strict: request.strict });
  const counts = new Float64Array(model.items.length);
  for (const [index, n] of given.coverage.counts) {
    if (index >= counts.length)
      return {
        id: request.id,
        error: 'counts names an item index this engine does not have (counts from another version?)',
      };
    const sum = (counts[index] as number) + n;
    // Refused at the sum, as merge-reports refuses it: a count past 2^53 - 1 is no longer exact (docs/coverage.md).
    if (sum > Number.MAX_SAFE_INTEGER)
      return {
        id: request.id,
        error: `the counts of item ${index} add up past 2^53 - 1, more than a report holds exactly`,
      };
    counts[index] = sum;
  }
  const report = coverageReport(model, counts, given.coverage.parts);
  const below = given.min === undefined ? undefined : belowMinimum(report, given.min, 'min');
  return {
    id: request.id,
    ok: true,
    report: formatCoverageReport(report),
    seenPercent: seenPercent(report.totals),
    below: below ?? null,
  };
}
