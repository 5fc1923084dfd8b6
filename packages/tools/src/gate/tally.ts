import type { CoverageCollector } from 'user-summaries-testing/coverage';
import type { GateConfig } from '../documentCheck/config.js';
import type { DocumentOutcome } from '../documentCheck/types.js';
import { isUnreadableInput, type Reporter } from '../reports/reporter.js';
import type { Input } from './inputs.js';
import { rebase } from './rebase.js';
import type { TaskResult } from './runTask.js';

/** What the run knows about one input while its results come back. */
export interface InputState {
  readonly input: Input;
  lineBase: number;
  documents: number;
  valid: number;
  invalid: number;
  errors: number;
  blankLinesSkipped: number;
  aborted: boolean;
}

/** The run's counts over every input (the summary's numbers). */
export interface Totals {
  documents: number;
  valid: number;
  invalid: number;
  errors: number;
  unreadableInputs: number;
  violations: number;
  warnings: number;
  blank: number;
  bytes: number;
}

/**
 * A result taken in submission order, with the input it belongs to; `end` marks that the input is done. `bytes`
 * are the bytes it read, counted when its result is taken (not when it is submitted), so what a file that stops
 * early counts does not depend on how far reading had run ahead.
 */
export interface TakenResult {
  readonly owner: InputState;
  readonly bytes: number;
  readonly end?: true;
  readonly result: TaskResult;
}

/** The state of a new input: its lines counted from standard input's `--first-line`, or from the file's start. */
export function inputState(input: Input, firstLine: number): InputState {
  const lineBase = input.kind === 'stdin' ? firstLine - 1 : 0;
  return { input, lineBase, documents: 0, valid: 0, invalid: 0, errors: 0, blankLinesSkipped: 0, aborted: false };
}

/**
 * The run's tally: takes each result in input order, counts it (per input and in total) and adds up its coverage
 * counts, hands its outcomes to the reporter with their lines placed in their file, and says when `--fail-fast`
 * stops the run. A result of an input that was aborted, or that comes after the run stopped, is not counted.
 */
export class Tally {
  readonly totals: Totals = {
    documents: 0,
    valid: 0,
    invalid: 0,
    errors: 0,
    unreadableInputs: 0,
    violations: 0,
    warnings: 0,
    blank: 0,
    bytes: 0,
  };
  /** Set by `--fail-fast` at the first document that is not valid: nothing more is read or reported. */
  stopped = false;
  readonly #config: GateConfig;
  readonly #reporter: Reporter;
  /** The tasks count coverage (runTask.ts); the run adds their counts up: one number per item, whatever the input. */
  readonly #coverage: CoverageCollector | undefined;

  constructor(config: GateConfig, reporter: Reporter, coverage: CoverageCollector | undefined) {
    this.#config = config;
    this.#reporter = reporter;
    this.#coverage = coverage;
  }

  /** Counts one result, then ends its input when it is the last. */
  take(item: TakenResult): void {
    const { result, owner } = item;
    if (this.stopped || owner.aborted) return;
    if (this.#coverage !== undefined && result.coverage !== undefined)
      this.#coverage.addCounts(result.coverage.counts, result.coverage.parts, result.coverage.unmatched);
    this.totals.bytes += result.readBytes ?? item.bytes;
    if (item.end === true) {
      this.#finishInput(owner);
      return;
    }
    for (const outcome of result.outcomes) {
      this.#accept(outcome, owner);
      if (this.stopped) break;
    }
    this.totals.documents += result.unlistedValid;
    this.totals.valid += result.unlistedValid;
    owner.documents += result.unlistedValid;
    owner.valid += result.unlistedValid;
    owner.lineBase += result.lines;
    owner.blankLinesSkipped += result.blankLines;
    this.totals.blank += result.blankLines;
    if (result.abortFile) {
      owner.aborted = true;
      this.#finishInput(owner);
    }
  }

  #accept(outcome: DocumentOutcome, owner: InputState): void {
    const placed = rebase(outcome, owner.lineBase);
    if (isUnreadableInput(outcome)) {
      // A path that cannot be opened is not a document: it is counted once, as an unreadable input.
      this.totals.unreadableInputs++;
      // Nothing more of it is read, so it is not also reported as an input with no record.
      owner.aborted = true;
      this.#reporter.document(placed);
      if (this.#config.failFast) this.stopped = true;
      return;
    }
    this.#count(outcome, owner);
    this.#reporter.document(placed);
    if (this.#config.failFast && outcome.status !== 'valid') this.stopped = true;
  }

  #count(outcome: DocumentOutcome, owner: InputState): void {
    const totals = this.totals;
    totals.documents++;
    owner.documents++;
    totals.violations += outcome.violations.length + outcome.omitted;
    totals.warnings += outcome.warnings.length;
    if (outcome.status === 'valid') {
      totals.valid++;
      owner.valid++;
    } else if (outcome.status === 'invalid') {
      totals.invalid++;
      owner.invalid++;
    } else {
      totals.errors++;
      owner.errors++;
    }
  }

  /** An NDJSON input's end: one with no record is an error (unless it continues a file), then its file's counts. */
  #finishInput(owner: InputState): void {
    if (owner.input.kind === 'unreadable') return;
    if (owner.input.format !== 'ndjson') return;
    const continues = this.#config.continues && owner.input.kind === 'stdin';
    if (owner.documents === 0 && !owner.aborted && !continues) {
      this.#accept(
        {
          file: owner.input.display,
          status: 'error',
          violations: [],
          omitted: 0,
          errors: [{ code: 'empty', severity: 'error', message: 'the NDJSON input holds no record' }],
          warnings: [],
        },
        owner,
      );
    }
    this.#reporter.fileDone?.(owner.input.display, {
      documents: owner.documents,
      valid: owner.valid,
      invalid: owner.invalid,
      errors: owner.errors,
      blankLinesSkipped: owner.blankLinesSkipped,
    });
  }
}
