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

// Ajv's loop over the items of an array (`items`): the only loop whose length a payload sets that may stop early.
const ITEMS_LOOP = /for\(let (i\d+)=0; \1<(len\d+); \1\+\+\)\{/g;

/** The `required` tests of the keys the include_slots=0 reading makes optional (`if(data3.slots === undefined){`). */
function requiredTests(keys: readonly string[]): RegExp | undefined {
  if (keys.length === 0) return undefined;
  const names = keys.map((key) => key.replace(/[$]/g, '\\$&')).join('|');
  return new RegExp(`if\\((data\\d*)\\.(${names}) === undefined\\)\\{`, 'g');
}

/** The instance path of item `index` of the loop whose body starts at `from`: Ajv's first path expression of it. */
function itemPath(code: string, from: number, index: string): string {
  const path = new RegExp(`instancePath\\+"((?:[^"\\\\]|\\\\.)*)" \\+ ${index}\\b`, 'g');
  path.lastIndex = from;
  const found = path.exec(code);
  if (found === null) throw new Error(`boundedReportCode: no instance path of the items of a loop over ${index} (re-check itemPath)`);
  return `instancePath+"${found[1] as string}" + ${index}`;
}

/**
 * Ajv's generated code of the report tier, made to cost what the input costs (issue: a hostile payload).
 *
 * - Appending a called function's errors pushes them, instead of `concat` copying the caller's list each time.
 * - Every error raised is counted (`REPORT_BUDGET.raised`); once the count reaches `REPORT_BUDGET.errors`, every
 *   loop over array items stops before its next item, and the first loop to stop records the pointer of the
 *   item it skipped (`REPORT_BUDGET.cutAt`). A report then checks about one budget's worth of items, whatever
 *   the size of the document (loops over an object's keys run to the end: their order is not the report's).
 * - The keys the include_slots=0 reading makes optional (`slotsKeys`: `slots`, from the schemas' `x-omitted-when`)
 *   are required only while `REPORT_BUDGET.requireSlots`, so one report code serves both readings.
 *
 * Whether a report that stopped is exact is decided by its caller (boundedReport.ts): the report tier checks
 * each object's members in document order (tierDocuments sorts `properties`), no array lies under `anyOf`,
 * `not` or `if` (so no branch's verdict depends on where a loop stops: reportOrder.ts), and array items are
 * checked in order; so every item skipped comes, in document order, after the first item skipped, and every
 * violation before that item was found.
 *
 * Throws when Ajv's code no longer has the shapes rewritten here, so that an Ajv upgrade that changes them
 * fails the build instead of bringing the quadratic report back.
 *
 * @example
 * new Ajv2020({ allErrors: true, code: { process: (code) => REPORT_BUDGET_PRELUDE + boundedReportCode(code, ['slots']) } });
 */
export function boundedReportCode(code: string, slotsKeys: readonly string[]): string {
  const optional = requiredTests(slotsKeys);
  const appended = code.replace(
    CONCAT,
    (_match, source: string) =>
      `if(vErrors === null){vErrors = ${source};}else{const appended = ${source};for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}`,
  );
  const counted = appended
    .replace(ITEMS_LOOP, (match, index: string, _len: string, offset: number) => {
      const path = itemPath(appended, offset + match.length, index);
      const B = REPORT_BUDGET_NAME;
      return `${match}\nif(${B}.raised >= ${B}.errors){if(${B}.cutAt === null){${B}.cutAt = ${path};}break;}`;
    })
    .replaceAll('errors++;', `errors++;${REPORT_BUDGET_NAME}.raised++;`);
  const bounded =
    optional === undefined
      ? counted
      : counted.replace(optional, (_match, data: string, key: string) => `if(${data}.${key} === undefined && ${REPORT_BUDGET_NAME}.requireSlots){`);
  if (bounded.includes('.concat(')) throw new Error('boundedReportCode: Ajv appends errors with concat in a shape not rewritten (re-check CONCAT)');
  if (/for\s*\(\s*let\s+i\d+\s*=\s*0/.test(bounded.replace(ITEMS_LOOP, ''))) {
    throw new Error('boundedReportCode: an items loop of Ajv has a shape not rewritten (re-check ITEMS_LOOP)');
  }
  return bounded;
}
