// Registry modes (docs/evolution.md, "Registry modes"): BACKWARD, FORWARD and FULL, as Confluent's Schema Registry,
// Apicurio and AWS Glue name them, read in this product's words. A mode is a rule on the diff's verdicts: BACKWARD
// holds when no change breaks producers (the head accepts every record the base accepted), FORWARD when no change
// breaks consumers (the base accepts every record the head accepts), FULL when both hold. Several bases make the
// transitive check (BACKWARD_TRANSITIVE, ...): the rule holds against each of them.
import type { ContractChange, DiffReport, Side } from './types.js';

/** The modes `user-summaries diff --mode` checks. */
export const MODES = ['backward', 'forward', 'full'] as const;
/** A registry mode, in lower case as the command line writes it. */
export type CompatibilityMode = (typeof MODES)[number];

/** The sides a mode forbids a change to break. */
const MODE_SIDES: Readonly<Record<CompatibilityMode, readonly Side[]>> = {
  backward: ['producers'],
  forward: ['consumers'],
  full: ['producers', 'consumers'],
};

/**
 * The sides a change's verdict leaves undecided (neither broken with a witness nor proven unaffected): each
 * reading's `unknown` (issue #44's three verdicts), and every side of a change whose search stopped before its
 * budget (the diff's `undecided`), which decided only the sides it broke.
 */
function undecidedSides(change: ContractChange): Side[] {
  const found = new Set<Side>(change.readings.flatMap((reading) => reading.unknown.map((u) => u.side)));
  if (change.undecided !== undefined) for (const side of ['producers', 'consumers'] as const) found.add(side);
  return [...found];
}

/** Why a change violates a mode: the sides it breaks that the mode forbids, and those it leaves undecided. */
export interface ModeViolation {
  readonly change: ContractChange;
  /** Sides the mode forbids that the change breaks (with a witness). */
  readonly breaks: readonly Side[];
  /** Sides the mode forbids that the diff could not decide: not satisfied either. */
  readonly undecided: readonly Side[];
}

/**
 * Whether a change violates a mode: it breaks a side the mode forbids, or leaves such a side undecided (an
 * `unknown` verdict is not a satisfied mode). Undefined when the change satisfies the mode.
 *
 * @example
 * violatesMode(change, 'backward'); // { change, breaks: ['producers'], undecided: [] } for a nullable removed
 */
export function violatesMode(change: ContractChange, mode: CompatibilityMode): ModeViolation | undefined {
  const forbidden = MODE_SIDES[mode];
  const breaks = forbidden.filter((side) => change.breaks.includes(side));
  const undecided = undecidedSides(change).filter((side) => forbidden.includes(side) && !breaks.includes(side));
  return breaks.length === 0 && undecided.length === 0 ? undefined : { change, breaks, undecided };
}

/** One base of a mode check: its label (the folder as written), the diff against the head, what violates the mode. */
interface ModeBaseResult {
  readonly base: string;
  readonly report: DiffReport;
  readonly violations: readonly ModeViolation[];
  /** Why the search for breaks no change explains stopped early against this base (not satisfied either). */
  readonly undecided?: string;
}

/** The report of `user-summaries diff --mode M BASE… HEAD`, as `--format json` writes it. */
export interface ModeReport {
  readonly report: 'user-summaries-contract-mode-check';
  readonly version: 1;
  readonly mode: CompatibilityMode;
  /** The registry's name of the check: `BACKWARD` for one base, `BACKWARD_TRANSITIVE` for several. */
  readonly check: string;
  readonly head: string;
  /** Whether every base satisfies the mode. */
  readonly satisfied: boolean;
  readonly bases: readonly ModeBaseResult[];
}

/**
 * The mode check of a head against each base's diff: every change that violates the mode, base by base.
 *
 * @example
 * const report = checkMode('full', 'schemas', [{ base: 'released/0.1.0', report: diff.report }]);
 * if (!report.satisfied) process.exitCode = 1;
 */
export function checkMode(
  mode: CompatibilityMode,
  head: string,
  diffs: readonly { readonly base: string; readonly report: DiffReport }[],
): ModeReport {
  const bases: ModeBaseResult[] = diffs.map(({ base, report }) => ({
    base,
    report,
    violations: report.changes.flatMap((change) => violatesMode(change, mode) ?? []),
    ...(report.searched.undecided === undefined ? {} : { undecided: report.searched.undecided }),
  }));
  return {
    report: 'user-summaries-contract-mode-check',
    version: 1,
    mode,
    check: `${mode.toUpperCase()}${diffs.length > 1 ? '_TRANSITIVE' : ''}`,
    head,
    satisfied: bases.every((b) => b.violations.length === 0 && b.undecided === undefined),
    bases,
  };
}
