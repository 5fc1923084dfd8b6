/**
 * The state a report-tier validator reads while it runs: how many violations the caller keeps, and whether the
 * run stopped early. One object per runtime (the compiled tier's Ajv instances share {@link REPORT_BUDGET}; each
 * precompiled report module carries its own), set by {@link withReportBudget} around one synchronous run.
 *
 * Why a report may stop early, and why its first `cap` violations are still exact: see boundedReportCode.ts.
 */
export interface ReportBudget {
  /** The caller's cap (maxViolations); `Infinity` runs the report to the end. */
  cap: number;
  /** The cap times the deepest nesting of arrays in the schemas: the budget of failed items across all loops. */
  limit: number;
  /** Failed array items counted so far in this run, across every loop. */
  failed: number;
  /** Whether any loop stopped before its last item (the count of the rest is then a lower bound). */
  truncated: boolean;
  /**
   * Whether `required` errors of a group's `slots` are raised. The precompiled include_slots=0 reading runs the
   * slots reading's report module with this off, which is exactly the include_slots=0 reading's `required`.
   */
  requireSlots: boolean;
}

/** A fresh budget: no cap, nothing counted. */
export function createReportBudget(): ReportBudget {
  return { cap: Number.POSITIVE_INFINITY, limit: Number.POSITIVE_INFINITY, failed: 0, truncated: false, requireSlots: true };
}

/** The budget the compiled report tier's code reads (registry.ts hands it to each report-tier Ajv instance). */
export const REPORT_BUDGET: ReportBudget = createReportBudget();

/**
 * The deepest nesting of arrays whose items a report visits (the days of a response, then the slots of a
 * group). A failed item has at least one violation of its own, and a violation lies under at most this many
 * items, so `cap * MAX_ARRAY_NESTING` failed items hold at least `cap` distinct violations. Checked against the
 * schemas by test/validator/boundedReport.test.ts.
 */
export const MAX_ARRAY_NESTING = 2;

/**
 * Runs `report` with `budget` set to stop once more than `cap` violations are known, and restores the budget as it was
 * (a getter in the data that validates again must not change the outer run's state).
 *
 * @returns the report's result and whether it stopped early.
 */
export function withReportBudget<T>(
  budget: ReportBudget,
  cap: number,
  requireSlots: boolean,
  report: () => T,
): { readonly result: T; readonly truncated: boolean } {
  const saved = { ...budget };
  // One more than the caller keeps: a report that stops has found at least one violation past the cap.
  budget.cap = cap + 1;
  budget.limit = (cap + 1) * MAX_ARRAY_NESTING;
  budget.failed = 0;
  budget.truncated = false;
  budget.requireSlots = requireSlots;
  try {
    const result = report();
    return { result, truncated: budget.truncated };
  } finally {
    Object.assign(budget, saved);
  }
}
