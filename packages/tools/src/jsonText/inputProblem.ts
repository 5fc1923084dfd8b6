// What the text layer says about an input (a problem, its code, a code frame), here so the text layer imports
// nothing above it; the gate's outcomes (packages/tools/src/documentCheck/types.ts) carry them and re-export them.
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

/** A few source lines with a caret under the offending text. */
export interface CodeFrame {
  readonly lines: readonly { readonly number: number; readonly text: string }[];
  /** The line the caret is under, its 1-based display column in that line's text, and its width. */
  readonly caretLine: number;
  readonly caretColumn: number;
  readonly caretWidth: number;
}
