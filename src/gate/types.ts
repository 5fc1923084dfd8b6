import type { Violation } from '../validator/types.js';

/**
 * What the parse layer reports about the input itself, before any schema runs. Codes of severity `error`
 * make the document unreadable (exit 2); `warning` codes are reported and change nothing.
 */
export type InputProblemCode =
  | 'empty'
  | 'syntax'
  | 'truncated'
  | 'trailing_data'
  | 'bom'
  | 'not_utf8'
  | 'invalid_utf8'
  | 'lone_surrogate'
  | 'duplicate_key'
  | 'forbidden_name'
  | 'unsafe_integer'
  | 'number_overflow'
  | 'number_underflow'
  | 'max_depth'
  | 'max_bytes'
  | 'max_members'
  | 'max_key_length'
  | 'truncated_record'
  | 'spans_lines'
  | 'blank_line'
  | 'unreadable'
  | 'date_range';

/** A problem with the input (not with the contract): a syntax error, a hazard JSON.parse hides, a limit. */
export interface InputProblem {
  readonly code: InputProblemCode;
  readonly severity: 'error' | 'warning';
  /** A sentence naming the problem; never a value from the payload. */
  readonly message: string;
  /** RFC 6901 pointer to the member concerned, where there is one. */
  readonly pointer?: string;
  /** 1-based line and column (UTF-16 code units) in the file, where known. */
  readonly line?: number;
  readonly column?: number;
  /** Byte offset in the file, for encoding errors. */
  readonly byteOffset?: number;
  /** The offending source text, only with `--show-values` (truncated and masked). */
  readonly value?: string;
  /** Source lines around the problem, for the text report (values masked unless `--show-values`). */
  readonly frame?: CodeFrame;
}

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

/** A few source lines with a caret under the offending text. */
export interface CodeFrame {
  readonly lines: readonly { readonly number: number; readonly text: string }[];
  /** The line the caret is under, its 1-based display column in that line's text, and its width. */
  readonly caretLine: number;
  readonly caretColumn: number;
  readonly caretWidth: number;
}

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
