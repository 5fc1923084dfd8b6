import { Buffer, isUtf8 } from 'node:buffer';
import type { Validators } from '../documentCheck/documentKind.js';
import { validatorsFor } from './validatorsFor.js';
import type { ReplayTally } from './replayTask.js';
import { checkText, placeViolations, type Checked } from '../documentCheck/checkText.js';
import {
  blankLineProblem,
  cutOffProblem,
  errorOutcome,
  invalidUtf8Problem,
  spansLinesProblem,
} from '../documentCheck/checkRecord.js';
import type { CheckConfig } from '../documentCheck/config.js';
import {
  bomProblem,
  decodeJsonBytes,
  firstInvalidUtf8,
  foreignEncoding,
  notUtf8Problem,
  startsWithBom,
} from '../jsonText/decode.js';
import type { DocumentOutcome, InputProblem } from '../documentCheck/types.js';
import { lastNonWhitespace, onlyWhitespace } from '../jsonText/whitespace.js';
import { CoverageCollector, coverageModel, type CoveragePart } from 'user-summaries-testing/coverage';

/** A unit of work: one JSON document, or a batch of whole NDJSON lines of one file. */
export type Task =
  | { readonly kind: 'document'; readonly file: string; readonly bytes: Uint8Array }
  | {
      readonly kind: 'lines';
      readonly file: string;
      readonly bytes: Uint8Array;
      /** The batch starts the file (a byte order mark may open it). */
      readonly first: boolean;
      /** The batch ends the file (its last line may lack a newline). */
      readonly last: boolean;
    };

/** What a task found, in input order. Valid documents without warnings are only counted, unless listed. */
export interface TaskResult {
  readonly outcomes: DocumentOutcome[];
  /** Documents checked, including valid ones not in `outcomes`. */
  readonly documents: number;
  readonly unlistedValid: number;
  /** Lines the batch spans (for NDJSON line numbers); 0 for a document. */
  readonly lines: number;
  readonly blankLines: number;
  /** The file is not NDJSON after all (a record spans lines, or it is not UTF-8): read no more of it. */
  readonly abortFile: boolean;
  /** With `abortFile`, the bytes of the batch up to the end of the record that stopped it (what the file counts as read). */
  readonly readBytes?: number;
  /** A document failed and `--fail-fast` stopped the batch there. */
  readonly stopped: boolean;
  /** With `--coverage`: what the task's documents exercised (a count per item: its size does not depend on the documents). */
  readonly coverage?: TaskCoverage;
  /** A replay's task (`diff --replay`): its documents judged by both versions (replayTask.ts). */
  readonly replay?: ReplayTally;
}

/** The coverage counts of one task, added up by the run (packages/tools/src/gate/runGate.ts). */
interface TaskCoverage {
  readonly counts: Float64Array;
  readonly parts: Readonly<Record<CoveragePart, number>>;
  readonly unmatched: number;
}

/** A collector for a task's documents, when the run counts coverage. */
function collectorFor(config: CheckConfig): CoverageCollector | undefined {
  return config.coverage === true
    ? new CoverageCollector(coverageModel({ includeSlots: config.includeSlots, strict: config.strict }))
    : undefined;
}

/** Counts one checked document: its value (when the parse layer accepted it) and its violations. */
function collect(collector: CoverageCollector | undefined, checked: Checked, config: CheckConfig): void {
  if (collector !== undefined && checked.kind !== undefined)
    collector.add(checked.value, checked.kind, checked.outcome.violations, config.envelope);
}

/** The task's coverage, as its result carries it. */
function coverageOf(collector: CoverageCollector | undefined): { coverage?: TaskCoverage } {
  return collector === undefined
    ? {}
    : { coverage: { counts: collector.counts, parts: collector.parts, unmatched: collector.unmatched } };
}

/** Called with each record's parsed value (records the parse layer accepted), with its line in the batch. */
export type OnValue = (value: unknown, record: number) => void;

/**
 * Checks a document or a batch of lines. Never throws on input; used on the main thread and in workers.
 *
 * @param onValue - receives each accepted NDJSON record's parsed value (the proxy reads its pages without a second parse)
 */
export async function runTask(
  task: Task,
  config: CheckConfig,
  failFast: boolean,
  onValue?: OnValue,
): Promise<TaskResult> {
  const validators = await validatorsFor(config);
  return task.kind === 'document'
    ? runDocument(task.file, task.bytes, config, validators)
    : runLines(task, config, validators, failFast, onValue);
}

async function runDocument(
  file: string,
  bytes: Uint8Array,
  config: CheckConfig,
  validators: Validators,
): Promise<TaskResult> {
  const decoded = decodeJsonBytes(bytes, { bom: config.strict ? 'error' : 'warn' });
  const collector = collectorFor(config);
  let outcome: DocumentOutcome;
  if (decoded.ok) {
    const checked = checkText(decoded.text, { file }, config, validators, decoded.warnings);
    collect(collector, checked, config);
    outcome = await placeViolations(checked, config);
  } else outcome = errorOutcome(file, decoded.problem);
  return {
    outcomes: [outcome],
    documents: 1,
    unlistedValid: 0,
    lines: 0,
    blankLines: 0,
    abortFile: false,
    stopped: false,
    ...coverageOf(collector),
  };
}

/** The first character that is not a newline, from `lastIndex` on. */
const NOT_NEWLINE = /[^\n]/g;
/** A run of CRLF line ends at `lastIndex` (empty lines of a file written on Windows). */
const CRLF_RUN = /(?:\r\n)+/y;

/**
 * Lines of a batch as text; a batch that is not all UTF-8 is decoded line by line. A run of empty lines (LF
 * or CRLF) comes as one `{ empty: n }`, found by one regular-expression step: a megabyte of newlines costs
 * what a megabyte of records costs to split, not a million steps.
 */
function* linesOf(
  bytes: Uint8Array,
): Generator<{ text: string } | { invalidAt: number; prefix: string } | { empty: number }> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isUtf8(buffer)) {
    const text = buffer.toString('utf8');
    let start = 0;
    while (start < text.length) {
      const head = text.charCodeAt(start);
      if (head === 10) {
        NOT_NEWLINE.lastIndex = start;
        const next = NOT_NEWLINE.exec(text);
        const end = next === null ? text.length : next.index;
        yield { empty: end - start };
        start = end;
        continue;
      }
      if (head === 13 && text.charCodeAt(start + 1) === 10) {
        CRLF_RUN.lastIndex = start;
        CRLF_RUN.test(text);
        yield { empty: (CRLF_RUN.lastIndex - start) / 2 };
        start = CRLF_RUN.lastIndex;
        continue;
      }
      const end = text.indexOf('\n', start);
      const stop = end === -1 ? text.length : end;
      yield { text: text.slice(start, stop) };
      start = stop + 1;
    }
    return;
  }
  let start = 0;
  while (start < buffer.length) {
    const end = buffer.indexOf(10, start);
    const stop = end === -1 ? buffer.length : end;
    const line = buffer.subarray(start, stop);
    if (isUtf8(line)) yield { text: line.toString('utf8') };
    else {
      const at = firstInvalidUtf8(line);
      yield { invalidAt: at, prefix: line.subarray(0, at).toString('utf8') };
    }
    start = stop + 1;
  }
}

/** Whether a record that ends too early looks like the first line of pretty-printed JSON. */
function opensMultiLineRecord(text: string): boolean {
  const last = lastNonWhitespace(text);
  return last === 0x5b || last === 0x7b || last === 0x2c;
}

async function runLines(
  task: Extract<Task, { kind: 'lines' }>,
  config: CheckConfig,
  validators: Validators,
  failFast: boolean,
  onValue?: OnValue,
): Promise<TaskResult> {
  const { file } = task;
  const outcomes: DocumentOutcome[] = [];
  let documents = 0;
  let unlistedValid = 0;
  let blankLines = 0;
  let record = 0;
  let bytes = task.bytes;
  let inherited: InputProblem[] = [];
  const endsWithNewline = bytes.length > 0 && bytes[bytes.length - 1] === 10;
  // Lines the batch spans: counted by the loop when it runs to the end, else (a batch that stops early) here.
  let counted: number | undefined;
  const allLines = (): number =>
    (counted ??= endsWithNewline
      ? countNewlines(task.bytes)
      : countNewlines(task.bytes) + (task.bytes.length > 0 ? 1 : 0));
  const collector = collectorFor(config);
  const result = (abortFile: boolean, stopped: boolean, complete = false): TaskResult => ({
    outcomes,
    documents,
    unlistedValid,
    lines: complete && record > 0 ? record : allLines(),
    blankLines,
    abortFile,
    stopped,
    ...(abortFile ? { readBytes: bytesThroughLine(task.bytes, Math.max(record, 1)) } : {}),
    ...coverageOf(collector),
  });
  let refuseFirst: InputProblem | undefined;
  if (task.first) {
    const foreign = foreignEncoding(bytes);
    if (foreign !== undefined) {
      outcomes.push(errorOutcome(file, notUtf8Problem(foreign), 1));
      documents++;
      return result(true, failFast);
    }
    if (startsWithBom(bytes)) {
      const problem = bomProblem(config.strict ? 'error' : 'warn');
      if (problem.severity === 'error') refuseFirst = problem;
      else inherited = [problem];
      bytes = bytes.subarray(3);
    }
  }
  for (const line of linesOf(bytes)) {
    if ('empty' in line) {
      if (config.blankLines === 'skip') {
        record += line.empty;
        blankLines += line.empty;
        continue;
      }
      for (let k = 0; k < line.empty; k++) {
        record++;
        documents++;
        outcomes.push(errorOutcome(file, blankLineProblem(), record));
        if (failFast) return result(false, true);
      }
      continue;
    }
    record++;
    if ('invalidAt' in line) {
      documents++;
      outcomes.push(errorOutcome(file, invalidUtf8Problem(line.invalidAt, line.prefix), record));
      if (failFast) return result(false, true);
      continue;
    }
    const text = line.text.endsWith('\r') ? line.text.slice(0, -1) : line.text;
    const head = text.charCodeAt(0);
    if (head !== 123 && head !== 91 && onlyWhitespace(text, false)) {
      if (config.blankLines === 'skip') {
        blankLines++;
        continue;
      }
      documents++;
      outcomes.push(errorOutcome(file, blankLineProblem(), record));
      if (failFast) return result(false, true);
      continue;
    }
    documents++;
    if (refuseFirst !== undefined) {
      outcomes.push(errorOutcome(file, refuseFirst, record));
      refuseFirst = undefined;
      if (failFast) return result(false, true);
      continue;
    }
    const checked = checkText(text, { file, record }, config, validators, inherited);
    if (onValue !== undefined && 'value' in checked) onValue(checked.value, record);
    collect(collector, checked, config);
    let outcome = checked.pending === undefined ? checked.outcome : await placeViolations(checked, config);
    inherited = [];
    const first = outcome.errors[0];
    if (first?.code === 'truncated') {
      const isLast = task.last && record === allLines() && !endsWithNewline;
      if (!isLast && opensMultiLineRecord(text)) {
        outcome = errorOutcome(file, spansLinesProblem(first.column ?? 1), record);
        outcomes.push(outcome);
        return result(true, failFast);
      }
      outcome = errorOutcome(file, cutOffProblem(first.column ?? 1, isLast), record);
    }
    if (outcome.status === 'valid' && outcome.warnings.length === 0 && !config.listValid) unlistedValid++;
    else outcomes.push(outcome);
    if (failFast && outcome.status !== 'valid') return result(false, true);
  }
  return result(false, false, true);
}

/** The bytes of the first `line` lines of a batch, their newlines included. */
function bytesThroughLine(bytes: Uint8Array, line: number): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = -1;
  for (let n = 0; n < line; n++) {
    at = buffer.indexOf(10, at + 1);
    if (at === -1) return bytes.length;
  }
  return at + 1;
}

function countNewlines(bytes: Uint8Array): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let count = 0;
  let at = buffer.indexOf(10);
  while (at !== -1) {
    count++;
    at = buffer.indexOf(10, at + 1);
  }
  return count;
}
