import { coverageModel, coverageReport, noParts, type CoverageReport } from 'user-summaries-testing/coverage';
import type { CoverageResult } from './reportFile.js';

/** An item's identity across reports: its schema node, location and aspect. */
const keyOf = (item: { readonly schema: string; readonly location: string; readonly aspect: string }): string =>
  `${item.schema}\u0000${item.location}\u0000${item.aspect}`;

/**
 * Merges coverage reports of parts of a corpus (the files of an archive, the Dask partitions, the test suites
 * of a monorepo) into the report of the whole: the counts add up, the parts of the contract are those of any
 * report. The result is the report the whole run would have written, whatever the order of the reports.
 * Reports of different readings (`includeSlots`, `strict`) do not merge, nor a report with an item this
 * version of the contract does not have.
 *
 * @example
 * const merged = mergeCoverageReports([first, second]);
 * if (merged.ok) process.stdout.write(formatCoverageReport(merged.report));
 */
export function mergeCoverageReports(reports: readonly CoverageReport[]): CoverageResult {
  const [head] = reports;
  if (head === undefined) return { ok: false, message: 'no report to merge' };
  const { includeSlots, strict } = head.profile;
  if (reports.some((r) => r.profile.includeSlots !== includeSlots || r.profile.strict !== strict)) {
    return {
      ok: false,
      message:
        'the reports were made with different readings (includeSlots, strict): their items differ, so they do not merge',
    };
  }
  const model = coverageModel({ includeSlots, strict });
  const index = new Map(model.items.map((item, i) => [keyOf(item), i]));
  const counts = new Float64Array(model.items.length);
  const parts = noParts();
  for (const report of reports) {
    for (const item of report.items) {
      const at = index.get(keyOf(item));
      if (at === undefined)
        return {
          ok: false,
          message: `an item this version of the contract does not have (${item.location || '/'} ${item.aspect}): a report of another version`,
        };
      counts[at] = (counts[at] as number) + item.seen;
    }
    parts.day += report.documents;
    parts.envelope += report.responses;
    parts.request += report.requests;
  }
  return { ok: true, report: coverageReport(model, counts, parts) };
}
