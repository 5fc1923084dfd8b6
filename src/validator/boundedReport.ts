import { collapseRaw, type CollapsedViolations } from './collapse.js';
import type { RawViolation } from './fromAjvErrors.js';
import { comparePointers } from './pointer.js';

/** One run of a report tier under a loop budget: its raw violations, and the first item it skipped. */
export interface BudgetedRun {
  readonly raw: readonly RawViolation[];
  /** The pointer of the first array item skipped, or `null` when the report checked everything. */
  readonly cutAt: string | null;
}

/**
 * The first budget, in errors raised, per violation the caller keeps (plus one): twice, since some errors raised
 * are dropped again (the branches of an `anyOf` that passed, the errors one violation collapses) or lie after
 * the first item skipped.
 */
const FIRST_BUDGET_PER_VIOLATION = 2;
/** How much the budget grows when a run that stopped could not prove its first violations. */
const BUDGET_GROWTH = 2;

/**
 * The first `limit` violations of a value, and how many there are, from a report tier whose loops stop once
 * they raised `budget` errors (boundedReportCode.ts). A run that skipped items is exact when more than `limit`
 * of its violations come before the first item it skipped: nothing before that item was skipped, and nothing
 * skipped can come before it (members are checked in document order), so the first `limit` are those of the
 * full report, and the document holds at least one violation more (`truncated`: `total` is a lower bound).
 * Otherwise the report runs again with twice the budget, so the work stays within a constant factor of
 * the least that proves the answer, and a document of mostly valid items is checked to the end.
 */
export function boundedReport(limit: number, run: (budget: number) => BudgetedRun): CollapsedViolations {
  for (let budget = (limit + 1) * FIRST_BUDGET_PER_VIOLATION; ; budget *= BUDGET_GROWTH) {
    const { raw, cutAt } = run(budget > Number.MAX_SAFE_INTEGER ? Number.POSITIVE_INFINITY : budget);
    if (cutAt === null) {
      const { kept, total } = collapseRaw(raw, limit);
      return { violations: kept.map((v) => v.violation()), total, truncated: false };
    }
    const { kept, total } = collapseRaw(raw, limit + 1);
    const past = kept[limit];
    if (past !== undefined && comparePointers(past.pointer, cutAt) < 0) {
      return { violations: kept.slice(0, limit).map((v) => v.violation()), total, truncated: true };
    }
  }
}
