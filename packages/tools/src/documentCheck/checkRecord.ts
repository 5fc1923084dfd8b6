// One NDJSON record as the gate checks it: the problems a record has beyond its text's check (bytes that are not
// UTF-8, a blank line, a record cut off or spread over several lines), and the check of a record that stands alone,
// as the proxy checks each body it receives (a file of one line, whose verdict `validate` gives again when it
// reads the recorded body back). The gate's tasks (gate/runTask.ts) check the records of a batch with the same
// problems and the same `checkText`.
import { Buffer, isUtf8 } from 'node:buffer';
import { bomProblem, firstInvalidUtf8, foreignEncoding, notUtf8Problem, startsWithBom } from '../jsonText/decode.js';
import { onlyWhitespace } from '../jsonText/whitespace.js';
import { checkText, placeViolations } from './checkText.js';
import type { CheckConfig } from './config.js';
import type { Validators } from './documentKind.js';
import type { DocumentOutcome, InputProblem } from './types.js';

/**
 * The outcome of a document the gate could not check, with its one problem.
 *
 * @example
 * errorOutcome('x.ndjson', blankLineProblem(), 3).status; // 'error'
 */
export function errorOutcome(file: string, problem: InputProblem, record?: number): DocumentOutcome {
  return {
    file,
    ...(record === undefined ? {} : { record }),
    status: 'error',
    violations: [],
    omitted: 0,
    errors: [problem],
    warnings: [],
  };
}

/** A blank line where `--blank-lines error` wants a record. */
export function blankLineProblem(): InputProblem {
  return {
    code: 'blank_line',
    severity: 'error',
    message: 'a blank line is not an NDJSON record (--blank-lines error)',
    line: 1,
    column: 1,
  };
}

/** A line whose bytes are not UTF-8: at byte `at` of the line, after `prefix` (its valid start, decoded). */
export function invalidUtf8Problem(at: number, prefix: string): InputProblem {
  return {
    code: 'invalid_utf8',
    severity: 'error',
    message: `invalid UTF-8 byte sequence at byte ${at} of the line`,
    line: 1,
    column: prefix.length + 1,
  };
}

/** A record cut off at `column`: the file's last line without a final newline (a truncated stream), or a record inside the file. */
export function cutOffProblem(column: number, lastOfFile: boolean): InputProblem {
  return {
    code: 'truncated_record',
    severity: 'error',
    message: lastOfFile
      ? 'the last record is cut off (incomplete JSON, no final newline): the stream was truncated'
      : 'the record is cut off (incomplete JSON)',
    line: 1,
    column,
  };
}

/** A record that opens a JSON value it does not close on its line, before the end of the file: pretty-printed JSON read as NDJSON. */
export function spansLinesProblem(column: number): InputProblem {
  return {
    code: 'spans_lines',
    severity: 'error',
    message:
      'a record spans several lines: NDJSON needs one JSON value per line (pretty-printed JSON? validate it as a .json file or with --input-format json)',
    line: 1,
    column,
  };
}

/** A record standing alone, checked: its outcome (undefined for a blank record, which the gate skips) and its parsed value when the parse layer accepted it. */
export interface LoneRecord {
  readonly outcome: DocumentOutcome | undefined;
  readonly value?: unknown;
}

/**
 * Checks the bytes of one record that is a whole NDJSON file of one line (no line break in it), exactly as the
 * gate checks that file with `--blank-lines skip` (a body the proxy received, which `validate` reads back from its
 * record): another encoding than UTF-8, a byte order mark (an error under `strict`, else a warning), bytes that are
 * not UTF-8, nothing but white space (no outcome), the text's check (`checkText`, its violations placed), a text cut
 * off (`truncated_record`). Never throws on data.
 *
 * @example
 * const { outcome, value } = await checkLoneRecord(bytes, 'response', config, await loadValidators(config.strict));
 */
export async function checkLoneRecord(
  bytes: Uint8Array,
  file: string,
  config: CheckConfig,
  validators: Validators,
): Promise<LoneRecord> {
  const foreign = foreignEncoding(bytes);
  if (foreign !== undefined) return { outcome: errorOutcome(file, notUtf8Problem(foreign), 1) };
  let inherited: InputProblem[] = [];
  let refused: InputProblem | undefined;
  let rest = bytes;
  if (startsWithBom(bytes)) {
    const problem = bomProblem(config.strict ? 'error' : 'warn');
    if (problem.severity === 'error') refused = problem;
    else inherited = [problem];
    rest = bytes.subarray(3);
  }
  if (rest.length === 0) return { outcome: undefined };
  const buffer = Buffer.from(rest.buffer, rest.byteOffset, rest.byteLength);
  if (!isUtf8(buffer)) {
    const at = firstInvalidUtf8(buffer);
    return { outcome: errorOutcome(file, invalidUtf8Problem(at, buffer.subarray(0, at).toString('utf8')), 1) };
  }
  const line = buffer.toString('utf8');
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  const head = text.charCodeAt(0);
  if (head !== 123 && head !== 91 && onlyWhitespace(text, false)) return { outcome: undefined };
  if (refused !== undefined) return { outcome: errorOutcome(file, refused, 1) };
  const checked = checkText(text, { file, record: 1 }, config, validators, inherited);
  const outcome = checked.pending === undefined ? checked.outcome : await placeViolations(checked, config);
  const first = outcome.errors[0];
  if (first?.code === 'truncated') return { outcome: errorOutcome(file, cutOffProblem(first.column ?? 1, true), 1) };
  return 'value' in checked ? { outcome, value: checked.value } : { outcome };
}
