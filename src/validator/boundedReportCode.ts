/**
 * The name generated report code reads its {@link ReportBudget} by (reportBudget.ts): a `const` the compiled
 * tier's code takes from its Ajv instance ({@link REPORT_BUDGET_PRELUDE}), a module-level `const` in each
 * precompiled report module.
 */
export const REPORT_BUDGET_NAME = 'REPORT_BUDGET';

/** The property of a report-tier Ajv instance that holds the budget, read by the compiled code's prelude. */
export const REPORT_BUDGET_PROPERTY = 'contractReportBudget';

/** The compiled tier's prelude: Ajv's `new Function('self', 'scope', code)` passes the instance as `self`. */
export const REPORT_BUDGET_PRELUDE = `const ${REPORT_BUDGET_NAME} = self.${REPORT_BUDGET_PROPERTY};\n`;

// Ajv's code for a `$ref` call that failed: the caller copies its whole error list to append the callee's, once
// per call, which made a report over many failing days quadratic (a day is a function).
const CONCAT = /vErrors = vErrors === null \? ([\w$.[\]]+) : vErrors\.concat\(\1\);/g;

// Ajv's loop over the items of an array (`items`): the only loop whose length a payload sets that is cut short.
const ITEMS_LOOP = /for\(let (i\d+)=0; \1<(len\d+); \1\+\+\)\{/g;

// The `required` test of a group's `slots` (the one key the include_slots=0 reading makes optional).
const SLOTS_REQUIRED = /if\((data\d*)\.slots === undefined\)\{/g;

/**
 * Ajv's generated code of the report tier, made to cost what the input costs (issue: a hostile payload).
 *
 * - Appending a called function's errors pushes them, instead of `concat` copying the caller's list each time.
 * - Each loop over array items counts its failed items (an item failed when the error count grew while it was
 *   checked) and stops before the next item once the caller's cap of violations is known to be reached: when
 *   this loop has `cap` failed items, or all loops together `cap * MAX_ARRAY_NESTING`. The report then knows
 *   its first `cap` violations, and only their count is left open (`ReportBudget.truncated`).
 *
 * Why the first `cap` violations stay exact: the report tier checks each object's members in document order
 * (tierDocuments sorts `properties`), no array lies under `anyOf`, `not` or `if` (so no verdict of a branch
 * depends on where a loop stops), and array items are checked in order; every item skipped therefore comes, in
 * document order, after every item finished before the first stop. A failed item holds at least one violation
 * of its own, and a violation lies under at most MAX_ARRAY_NESTING items: so at the first stop at least `cap`
 * violations lie before everything skipped, and the collapse's first `cap` are those of the full report
 * (test/validator/boundedReport.test.ts holds capped reports to the prefix of full ones on hostile shapes).
 * - A group's `slots` is required only while `REPORT_BUDGET.requireSlots` (see {@link ReportBudget}).
 *
 * Throws when Ajv's code no longer has the shapes rewritten here, so that an Ajv upgrade that changes them
 * fails the build instead of bringing the quadratic report back.
 *
 * @example
 * new Ajv2020({ allErrors: true, code: { process: (code) => REPORT_BUDGET_PRELUDE + boundedReportCode(code) } });
 */
export function boundedReportCode(code: string): string {
  const bounded = code
    .replace(
      CONCAT,
      (_match, source: string) =>
        `if(vErrors === null){vErrors = ${source};}else{const appended = ${source};for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}`,
    )
    .replace(
      ITEMS_LOOP,
      (match, index: string) =>
        `let failed_${index} = 0, seen_${index} = errors;\n${match}\n` +
        `if(errors !== seen_${index}){seen_${index} = errors;failed_${index}++;${REPORT_BUDGET_NAME}.failed++;}\n` +
        `if(failed_${index} >= ${REPORT_BUDGET_NAME}.cap || ${REPORT_BUDGET_NAME}.failed >= ${REPORT_BUDGET_NAME}.limit){${REPORT_BUDGET_NAME}.truncated = true;break;}`,
    )
    .replace(SLOTS_REQUIRED, (_match, data: string) => `if(${data}.slots === undefined && ${REPORT_BUDGET_NAME}.requireSlots){`);
  if (bounded.includes('.concat(')) throw new Error('boundedReportCode: Ajv appends errors with concat in a shape not rewritten (re-check CONCAT)');
  if (/for\s*\(\s*let\s+i\d+\s*=\s*0/.test(bounded.replace(ITEMS_LOOP, ''))) {
    throw new Error('boundedReportCode: an items loop of Ajv has a shape not rewritten (re-check ITEMS_LOOP)');
  }
  return bounded;
}
