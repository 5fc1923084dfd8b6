/**
 * The state a report-tier validator reads and writes while it runs. One object per runtime (the compiled
 * tier's Ajv instances share {@link REPORT_BUDGET}; each precompiled report module carries its own), set by
 * {@link runWithBudget} around one synchronous run.
 *
 * Why a report may stop early, and how its first violations stay exact: see boundedReportCode.ts.
 */
export interface ReportBudget {
  /** Errors the report may raise before every loop over array items stops at its next item; `Infinity`: no stop. */
  errors: number;
  /** Errors raised so far in this run. */
  raised: number;
  /** The pointer of the first item a loop skipped, or `null` when every item was checked. */
  cutAt: string | null;
  /**
   * Whether `required` errors of a group's `slots` are raised. The precompiled include_slots=0 reading runs the
   * slots reading's report module with this off: it then raises no error the include_slots=0 reading drops.
   */
  requireSlots: boolean;
}

/** A fresh budget: no limit, nothing skipped. */
export function createReportBudget(): ReportBudget {
  return { errors: Number.POSITIVE_INFINITY, raised: 0, cutAt: null, requireSlots: true };
}

/** The budget the compiled report tier's code reads (registry.ts hands it to each report-tier Ajv instance). */
export const REPORT_BUDGET: ReportBudget = createReportBudget();

/**
 * Runs `report` with a loop budget of `errors`, and restores the budget as it was afterwards (a getter in the
 * data that validates again must not change the outer run's state).
 *
 * @returns the report's result, and the pointer of the first item skipped (`null`: nothing was skipped).
 */
export function runWithBudget<T>(budget: ReportBudget, errors: number, requireSlots: boolean, report: () => T): { readonly result: T; readonly cutAt: string | null } {
  const saved = { ...budget };
  budget.errors = errors;
  budget.raised = 0;
  budget.cutAt = null;
  budget.requireSlots = requireSlots;
  try {
    const result = report();
    return { result, cutAt: budget.cutAt };
  } finally {
    Object.assign(budget, saved);
  }
}
