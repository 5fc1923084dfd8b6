// `diff` on every case of the corpus, with the figures the issue holds it to: the problems of each case (wrong
// verdicts, refuted proofs, witnesses plain Ajv does not confirm), the share of sides left unknown, and how many
// witnesses differ in exactly one value from a base-valid day the rejecting version accepts (the example day or page,
// or the baseline a witness reports).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, readCases, type CompatibilityCase } from './caseFormat.js';
import { runCase } from './runCase.js';

/** The corpus's figures. */
export interface CorpusFigures {
  readonly cases: number;
  readonly sides: number;
  readonly unknown: number;
  readonly problems: readonly string[];
  /**
   * Every witness; those of the decision built from the example by the values they differ from their baseline in
   * (`oneValue` only when plain Ajv of the base and of the rejecting version accepts that baseline in the witness's
   * reading).
   */
  readonly witnesses: number;
  readonly oneValue: number;
  readonly noValue: number;
  readonly unknownReasons: readonly string[];
  /**
   * The witnesses that do not differ in exactly one value from a base-valid day the rejecting version accepts (their
   * baseline, or the example), or were not built from the example.
   */
  readonly wide: readonly string[];
}

const example = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, 'examples', 'valid', file), 'utf8'));

/** The values two JSON values differ in, counted as the test counts them (a member present in one, an array's length, a leaf). */
function differences(x: unknown, y: unknown): number {
  if (Array.isArray(x) && Array.isArray(y))
    return x.length !== y.length ? 1 : x.reduce((n: number, item, i) => n + differences(item, y[i]), 0);
  if (
    typeof x === 'object' &&
    x !== null &&
    typeof y === 'object' &&
    y !== null &&
    !Array.isArray(x) &&
    !Array.isArray(y)
  ) {
    let n = 0;
    for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
      const a = (x as Record<string, unknown>)[key];
      const b = (y as Record<string, unknown>)[key];
      n += key in x && key in y ? differences(a, b) : 1;
    }
    return n;
  }
  return JSON.stringify(x) === JSON.stringify(y) ? 0 : 1;
}

/** Runs every case (or those `only` keeps) and gathers the figures. */
export function runCorpus(
  only: (testCase: CompatibilityCase) => boolean = () => true,
  records = 200,
  onCase: (line: string) => void = () => undefined,
): CorpusFigures {
  const day = example('summary-all-groups.json') as Record<string, unknown>;
  delete day['user_id'];
  const page = example('response-paginator.json') as Record<string, unknown>;
  page['data'] = [];
  const problems: string[] = [];
  const unknownReasons: string[] = [];
  const wide: string[] = [];
  let cases = 0;
  let sides = 0;
  let unknown = 0;
  let witnesses = 0;
  let oneValue = 0;
  let noValue = 0;
  for (const { file, cases: list } of readCases()) {
    for (const testCase of list.filter(only)) {
      cases += 1;
      const run = runCase(testCase, records);
      for (const problem of run.problems) problems.push(`${file} "${testCase.description}": ${problem}`);
      onCase(`${file} "${testCase.description}": ${run.problems.length === 0 ? 'ok' : run.problems.join('; ')}`);
      for (const [reading, bySide] of Object.entries(run.said)) {
        for (const [side, said] of Object.entries(bySide)) {
          sides += 1;
          if (said !== 'unknown') continue;
          unknown += 1;
          const reasons = run.report.changes.flatMap((c) =>
            (c.readings.find((r) => r.reading === reading)?.unknown ?? [])
              .filter((u) => u.side === side)
              .map((u) => u.reason),
          );
          unknownReasons.push(`${file} "${testCase.description}" ${reading} ${side}: ${reasons[0] ?? ''}`);
        }
      }
      for (const change of run.report.changes) {
        const entry = change.entry === 'summary' ? 'summary' : change.entry === 'paginator' ? 'paginator' : undefined;
        for (const witness of change.readings.flatMap((r) => r.witnesses)) {
          witnesses += 1;
          // The day the witness counts from: its baseline when it reports one, else the example as bundled. Plain Ajv
          // of the base accepts it (a base-valid day), and so does the rejecting version's, or the one value changed
          // is not what that version refuses.
          const baseline = witness.baseline?.record ?? (entry === 'summary' ? day : page);
          const accepts = (version: 'base' | 'head'): boolean =>
            entry !== undefined && run.plain[version][witness.reading][entry](baseline) === true;
          if (witness.baseline !== undefined && !accepts('base'))
            problems.push(
              `${file} "${testCase.description}" ${change.location} ${witness.reading}: plain Ajv of the base refuses the witness's baseline`,
            );
          const both = accepts('base') && accepts(witness.acceptedBy === 'base' ? 'head' : 'base');
          const n = witness.carrier === 'example' ? differences(baseline, witness.record) : -1;
          if (n === 1 && both) oneValue += 1;
          if (n === 0) noValue += 1;
          if (n !== 1 || !both)
            wide.push(
              `${file} "${testCase.description}" ${change.location} ${witness.reading} ${witness.breaks}: ${witness.carrier ?? 'search'} ${n}${both ? '' : ' (a baseline the base or the rejecting version refuses)'}`,
            );
        }
      }
    }
  }
  return { cases, sides, unknown, problems, witnesses, oneValue, noValue, unknownReasons, wide };
}
