import { resolveKind, validateDocument, type Validators } from '../cli/documentKind.js';
import { codeFrame, sourceValue } from './codeFrame.js';
import type { CheckConfig } from './config.js';
import { datesOutOfRange } from './dateRange.js';
import { LineIndex } from './lineIndex.js';
import { pointerLocator } from './locatePointers.js';
import { parseText } from './parseText.js';
import type { ScanProblem } from './scanJson.js';
import type { DocumentOutcome, InputProblem, LocatedViolation } from './types.js';

/** Where a document comes from: its file, and for NDJSON its line (relative to the batch it came in). */
export interface Origin {
  readonly file: string;
  readonly record?: number;
}

/** A checked document, and the text it came from while its violations still need a place. */
export interface Checked {
  readonly outcome: DocumentOutcome;
  /** Set when the outcome has violations that {@link placeViolations} must locate. */
  readonly pending?: { readonly text: string; readonly lines: LineIndex };
}

const NOTHING_BUT_WHITESPACE = /^[ \t\n\r]*$/;

/** A scanner problem placed by line and column, with a frame and (on request) its source text. */
export function placeProblem(problem: ScanProblem, text: string, lines: LineIndex, config: CheckConfig): InputProblem {
  const { line, column } = lines.locate(problem.offset);
  return {
    code: problem.code,
    severity: problem.severity,
    message: problem.message,
    ...(problem.pointer === undefined ? {} : { pointer: problem.pointer }),
    line,
    column,
    ...(config.showValues && problem.offset < text.length ? { value: sourceValue(text, problem.offset, problem.length) } : {}),
    ...(config.frames ? { frame: codeFrame(lines, line, column, problem.length, config.showValues) } : {}),
  };
}

function empty(origin: Origin, status: DocumentOutcome['status'], extra: Partial<DocumentOutcome> = {}): DocumentOutcome {
  return { file: origin.file, ...(origin.record === undefined ? {} : { record: origin.record }), status, violations: [], omitted: 0, errors: [], warnings: [], ...extra };
}

/**
 * Checks one document's text: the parse layer, the validator, then the warning-class checks. Violations
 * come without places; {@link placeViolations} adds them (only invalid documents pay for it).
 *
 * @param inherited - warnings found before the text existed (a byte order mark)
 */
export function checkText(text: string, origin: Origin, config: CheckConfig, validators: Validators, inherited: readonly InputProblem[] = []): Checked {
  if (NOTHING_BUT_WHITESPACE.test(text)) {
    const message = text.length === 0 ? 'the document is empty (zero bytes)' : 'the document holds only whitespace (no JSON value)';
    return { outcome: empty(origin, 'error', { errors: [{ code: 'empty', severity: 'error', message, line: 1, column: 1 }], warnings: inherited }) };
  }
  let lines: LineIndex | undefined;
  const lineIndex = (): LineIndex => (lines ??= new LineIndex(text));
  const singleLine = origin.record !== undefined;
  const parsed = parseText(text, {
    limits: config.limits,
    hazardScan: config.hazardScan,
    maxProblems: config.maxViolations,
    describeOffset: (offset) => {
      const { line, column } = lineIndex().locate(offset);
      return singleLine ? `column ${column}` : `line ${line}:${column}`;
    },
  });
  const warnings = [...inherited, ...parsed.warnings.map((w) => placeProblem(w, text, lineIndex(), config))];
  if (!parsed.ok) {
    return { outcome: empty(origin, 'error', { errors: parsed.errors.map((e) => placeProblem(e, text, lineIndex(), config)), warnings }) };
  }
  const kind = resolveKind(parsed.value, config.kind, config.envelope);
  const result = validateDocument(validators, parsed.value, kind, {
    includeSlots: config.includeSlots,
    strict: config.strict,
    maxViolations: config.maxViolations,
    envelope: config.envelope,
  });
  if (config.from !== undefined || config.to !== undefined) {
    for (const out of datesOutOfRange(parsed.value, kind, config.from, config.to)) {
      warnings.push({
        code: 'date_range',
        severity: 'warning',
        pointer: out.pointer,
        message: `the summary date is ${out.side === 'before' ? 'before --from' : 'after --to'}: outside the requested range`,
      });
    }
  }
  if (result.ok) {
    if (warnings.some((w) => w.code === 'date_range')) return { outcome: empty(origin, 'valid', { warnings }), pending: { text, lines: lineIndex() } };
    return { outcome: empty(origin, 'valid', { warnings }) };
  }
  return {
    outcome: empty(origin, 'invalid', { violations: result.violations, omitted: result.omitted, warnings }),
    pending: { text, lines: lineIndex() },
  };
}

/**
 * Places the violations (and pointer-only warnings) of a checked document: line, column, a code frame
 * for the text report, and the source text with `--show-values`. Sorted by place in the file.
 */
export async function placeViolations(checked: Checked, config: CheckConfig): Promise<DocumentOutcome> {
  const { outcome, pending } = checked;
  if (pending === undefined) return outcome;
  const locate = await pointerLocator(pending.text);
  const place = <T extends { readonly pointer?: string; readonly line?: number }>(item: T): T => {
    if (item.pointer === undefined || item.line !== undefined) return item;
    const span = locate(item.pointer);
    const { line, column } = pending.lines.locate(span.offset);
    const width = span.found ? span.length : Math.min(span.length, 40);
    return {
      ...item,
      line,
      column,
      ...(config.showValues && span.found ? { value: sourceValue(pending.text, span.offset, span.length) } : {}),
      ...(config.frames ? { frame: codeFrame(pending.lines, line, column, width, config.showValues) } : {}),
    };
  };
  const byPlace = (a: { line?: number; column?: number }, b: { line?: number; column?: number }): number =>
    (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
  const violations: LocatedViolation[] = outcome.violations.map(place).sort(byPlace);
  const warnings: InputProblem[] = outcome.warnings.map(place);
  return { ...outcome, violations, warnings };
}
