import type { CoverageModel } from './deriveItems.js';
import {
  COVERAGE_PARTS,
  type CoverageReport,
  type CoverageReportItem,
  type ItemStatus,
  type PartCounts,
} from './types.js';

/** The prefix of the invalid side's aspects. */
const VIOLATED = 'violated:';

/** Whether an item is on the invalid side (`violated:<rule>`). */
function isViolatedItem(item: { readonly aspect: string }): boolean {
  return item.aspect.startsWith(VIOLATED);
}

/**
 * The status of each item, in order: `missing` when never seen; `partial` when it is a valid-side item seen at
 * a schema node that has an invalid side none of whose items was seen; else `covered`.
 *
 * @example
 * itemStatuses(report.items).filter((s) => s === 'partial').length;
 */
export function itemStatuses(items: readonly Pick<CoverageReportItem, 'schema' | 'aspect' | 'seen'>[]): ItemStatus[] {
  const invalidSide = new Map<string, boolean>();
  for (const item of items) {
    if (isViolatedItem(item)) invalidSide.set(item.schema, (invalidSide.get(item.schema) ?? false) || item.seen > 0);
  }
  return items.map((item) => {
    if (item.seen === 0) return 'missing';
    if (isViolatedItem(item)) return 'covered';
    return invalidSide.get(item.schema) === false ? 'partial' : 'covered';
  });
}

/** The totals of a report's items: how many, how many covered, how many partial (the rest are missing). */
function coverageTotals(
  items: readonly Pick<CoverageReportItem, 'schema' | 'aspect' | 'seen'>[],
): CoverageReport['totals'] {
  const statuses = itemStatuses(items);
  return {
    items: items.length,
    covered: statuses.filter((s) => s === 'covered').length,
    partial: statuses.filter((s) => s === 'partial').length,
  };
}

/**
 * The coverage report of counts taken with a model: the items of the parts of the contract the documents
 * belonged to, each with how often it was seen, and the totals.
 *
 * @param parts - documents counted, by part: every body counts a day part (a summary, a page of days), a
 *   response the envelope part too, a request the request part; a part with none is left out of the report
 * @example
 * const report = coverageReport(collector.model, collector.counts, collector.parts);
 */
export function coverageReport(
  model: CoverageModel,
  counts: ArrayLike<number>,
  parts: Readonly<PartCounts>,
): CoverageReport {
  const counted = COVERAGE_PARTS.filter((part) => parts[part] > 0);
  const items: CoverageReportItem[] = [];
  model.items.forEach((item, i) => {
    if (!counted.includes(item.part)) return;
    const { location, aspect, rule, schema } = item;
    items.push(
      rule === undefined
        ? { location, aspect, schema, seen: counts[i] ?? 0 }
        : { location, aspect, rule, schema, seen: counts[i] ?? 0 },
    );
  });
  return {
    report: 'user-summaries-coverage',
    version: 1,
    profile: { includeSlots: model.profile.includeSlots, strict: model.profile.strict, parts: counted },
    documents: parts.day,
    responses: parts.envelope,
    requests: parts.request,
    items,
    totals: coverageTotals(items),
  };
}

/**
 * A coverage report as every surface writes its file: indented, one item a line (a diff of two reports reads
 * item by item). Its strings are the contract's own (the model's), never a payload's.
 */
export function formatCoverageReport(report: CoverageReport): string {
  const { items } = report;
  const ordered = {
    report: report.report,
    version: report.version,
    profile: report.profile,
    documents: report.documents,
    responses: report.responses,
    requests: report.requests,
    items: [],
    totals: report.totals,
  };
  const head = JSON.stringify(ordered, null, 2);
  const lines = items.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
  return `${head.replace('"items": []', items.length === 0 ? '"items": []' : `"items": [\n${lines}\n  ]`)}\n`;
}
