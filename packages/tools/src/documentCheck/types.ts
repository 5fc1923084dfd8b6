import type { Violation } from 'user-summaries-contract/internal/validator/types';
import type { CodeFrame, InputProblem } from '../jsonText/inputProblem.js';

export type { CodeFrame, InputProblem } from '../jsonText/inputProblem.js';

/** A contract violation from the validator, with its place in the file. */
export interface LocatedViolation extends Violation {
  readonly line?: number;
  /** The date of the summary holding the violation (the archive report counts by day), when asked for. */
  readonly day?: string;
  /**
   * The kind of value found at the pointer (`a string`, `an empty object`, `null`), for the rules where it
   * explains the miss: what a report can say while values stay masked. Not a payload value.
   */
  readonly found?: string;
  readonly column?: number;
  /** The offending source text, only with `--show-values` (truncated and masked). */
  readonly value?: string;
  readonly frame?: CodeFrame;
}

/**
 * Where the days of a document are: the items of an array (a bare response, an array of summaries: `/`), or
 * the items of a response's `data` (`/data/`). A summary is one day by itself and has none.
 */
export type DayPrefix = '/' | '/data/';

/** The verdict on one document: a JSON file, standard input, or one NDJSON record. */
type DocumentStatus = 'valid' | 'invalid' | 'error';

/** Everything the gate found about one document. */
export interface DocumentOutcome {
  /** The input as the user named it (`-` is standard input). */
  readonly file: string;
  /** 1-based line of the record, for NDJSON inputs. */
  readonly record?: number;
  readonly status: DocumentStatus;
  readonly violations: readonly LocatedViolation[];
  /** Violations found beyond `--max-violations`. */
  readonly omitted: number;
  /** Set when the report stopped once it knew its first violations: `omitted` is then a lower bound. */
  readonly omittedIsLowerBound?: true;
  readonly errors: readonly InputProblem[];
  readonly warnings: readonly InputProblem[];
  /**
   * Set on an invalid document whose days are the items of an array or of a response's `data`: where its
   * days are, so a report tells a violation of a day from one of the envelope (which belongs to no day).
   * Absent when the document is one day (a summary).
   */
  readonly dayPrefix?: DayPrefix;
}

/** Counts of a whole run, for the summary line and the reports. */
export interface RunSummary {
  readonly files: number;
  readonly documents: number;
  readonly valid: number;
  readonly invalid: number;
  /** Documents that could not be read or parsed (exit 2). */
  readonly errors: number;
  /** Inputs that could not be opened (a missing path, an empty directory, a read error): not documents. */
  readonly unreadableInputs: number;
  /** Violations found, including those left out by `--max-violations`. */
  readonly violations: number;
  readonly warnings: number;
  readonly blankLinesSkipped: number;
  readonly bytes: number;
  readonly timeMs: number;
  /** Threads that checked documents: the main thread plus the worker threads started. */
  readonly threads: number;
  /** True when `--fail-fast` stopped the run early. */
  readonly stoppedEarly: boolean;
  readonly exitCode: number;
}
