import { coverageModel, coverageReport, noParts, type CoverageReport } from 'user-summaries-testing/coverage';
import type { CoverageResult } from './reportFile.js';

/** An item's identity across reports: its schema node, location and aspect. */
/**
 * The largest count a report holds, 2^53 - 1: past it a JSON number is no longer exact, so a merge whose sum would
 * pass it is refused (docs/coverage.md, "Merging reports"), rather than written and refused when read back.
 */
const MAX_COUNT = Number.MAX_SAFE_INTEGER;

const tooLarge = (what: string): string =>
  `${what} add up past ${MAX_COUNT} (2^53 - 1), more than a report holds exactly: the reports are forged, or one was merged into itself too often`;

const keyOf = (item: { readonly schema: string; readonly location: string; readonly aspect: string }): string =>
  `${item.schema}\u0000${item.location}\u0000${item.aspect}`;

/**
 * Merges coverage reports of parts of a corpus (the files of an archive, the Dask partitions, the test suites
 * of a monorepo) into the report of the whole: the counts add up, the parts of the contract are those of any
 * report. The result is the report the whole run would have written, whatever the order of the reports.
 * Reports of different readings (`includeSlots`, `strict`) do not merge, nor a report with an item this
 * version of the contract does not have, nor reports whose counts add up past 2^53 - 1 (refused at the sum).
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
      const sum = (counts[at] as number) + item.seen;
      if (sum > MAX_COUNT)
        return { ok: false, message: tooLarge(`the counts of ${item.location || '/'} ${item.aspect}`) };
      counts[at] = sum;
    }
    parts.day += report.documents;
    parts.envelope += report.responses;
    parts.request += report.requests;
    for (const [part, name] of [
      ['day', 'documents'],
      ['envelope', 'responses'],
      ['request', 'requests'],
    ] as const)
      if (parts[part] > MAX_COUNT) return { ok: false, message: tooLarge(`the ${name} counted`) };
  }
  return { ok: true, report: coverageReport(model, counts, parts) };
}
