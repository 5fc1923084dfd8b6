import { documentValidator, resolveKind, type DocumentKind, type Validators } from './documentKind.js';
import { codeFrame, sourceValue } from '../jsonText/codeFrame.js';
import type { CheckConfig } from './config.js';
import { datesOutOfRange } from './dateRange.js';
import { LineIndex } from '../jsonText/lineIndex.js';
import { pointerLocator } from '../jsonText/locatePointers.js';
import { parseText, type ParseOptions } from '../jsonText/parseText.js';
import type { ScanProblem } from '../jsonText/scanJson.js';
import type { ValidationResult } from 'user-summaries-contract/internal/validator/types';
import type { CodeFrame, DocumentOutcome, InputProblem, LocatedViolation } from './types.js';
import { foundKind } from './valueKind.js';
import { dayPrefixOf, withDays } from './violationDay.js';
import { onlyWhitespace } from '../jsonText/whitespace.js';

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
  /** The parsed value, when the parse layer accepted the text (the proxy's stream rules read it: no second parse). */
  readonly value?: unknown;
  /** The kind the value was validated as, with the value. */
  readonly kind?: DocumentKind;
}

/**
 * A scanner problem placed by line and column, with a frame and (on request) its source text. In a
 * one-line document (an NDJSON record) a related place is named by its column alone.
 */
function placeProblem(
  problem: ScanProblem,
  text: string,
  lines: LineIndex,
  config: CheckConfig,
  singleLine: boolean,
): InputProblem {
  const { line, column } = lines.locate(problem.offset);
  let message = problem.message;
  if (problem.related !== undefined) {
    const first = lines.locate(problem.related);
    message += ` (first at ${singleLine ? `column ${first.column}` : `line ${first.line}:${first.column}`})`;
  }
  return {
    code: problem.code,
    severity: problem.severity,
    message,
    ...(problem.pointer === undefined ? {} : { pointer: problem.pointer }),
    line,
    column,
    ...(config.showValues && problem.offset < text.length
      ? { value: sourceValue(text, problem.offset, problem.length) }
      : {}),
    ...(config.frames ? { frame: codeFrame(lines, line, column, problem.length, config.showValues) } : {}),
  };
}

function outcome(
  origin: Origin,
  status: DocumentOutcome['status'],
  violations: readonly LocatedViolation[],
  omitted: number,
  errors: readonly InputProblem[],
  warnings: readonly InputProblem[],
): DocumentOutcome {
  return origin.record === undefined
    ? { file: origin.file, status, violations, omitted, errors, warnings }
    : { file: origin.file, record: origin.record, status, violations, omitted, errors, warnings };
}

/** What a run validates documents with, built once per configuration and thread. */
interface Prepared {
  readonly validators: Validators;
  readonly validate: (value: unknown, kind: DocumentKind) => ValidationResult<unknown>;
}

const prepared = new WeakMap<CheckConfig, Prepared>();

function prepare(config: CheckConfig, validators: Validators): Prepared {
  let ready = prepared.get(config);
  if (ready === undefined || ready.validators !== validators) {
    ready = {
      validators,
      validate: documentValidator(validators, {
        includeSlots: config.includeSlots,
        strict: config.strict,
        maxViolations: config.maxViolations,
        envelope: config.envelope,
      }),
    };
    prepared.set(config, ready);
  }
  return ready;
}

const NONE: readonly never[] = [];

/** The parse layer's options of a configuration, built once per configuration object. */
const parseOptionsOf = new WeakMap<CheckConfig, ParseOptions>();

function parseOptions(config: CheckConfig): ParseOptions {
  let options = parseOptionsOf.get(config);
  if (options === undefined) {
    options = { limits: config.limits, hazardScan: config.hazardScan, maxProblems: config.maxViolations };
    parseOptionsOf.set(config, options);
  }
  return options;
}

/** A text the parse layer read (its value, and the warnings found on the way), or its outcome when it could not. */
export type ReadText =
  | { readonly ok: true; readonly value: unknown; readonly warnings: readonly InputProblem[] }
  | { readonly ok: false; readonly outcome: DocumentOutcome };

/**
 * Reads one document's text as {@link checkText} does before it validates: nothing but white space is `empty`,
 * then the parse layer with the configuration's limits and hazard scan; its problems placed by line and column.
 * An outcome of status `error` when the text cannot be read (the validator never sees it).
 *
 * @param inherited - warnings found before the text existed (a byte order mark)
 */
export function readText(
  text: string,
  origin: Origin,
  config: CheckConfig,
  inherited: readonly InputProblem[] = NONE,
): ReadText {
  const head = text.charCodeAt(0);
  if (head !== 123 && head !== 91 && onlyWhitespace(text)) {
    const message =
      text.length === 0 ? 'the document is empty (zero bytes)' : 'the document holds only whitespace (no JSON value)';
    return {
      ok: false,
      outcome: outcome(
        origin,
        'error',
        NONE,
        0,
        [{ code: 'empty', severity: 'error', message, line: 1, column: 1 }],
        inherited,
      ),
    };
  }
  const parsed = parseText(text, parseOptions(config));
  if (parsed.ok && parsed.warnings.length === 0) return { ok: true, value: parsed.value, warnings: inherited };
  const lines = new LineIndex(text);
  const singleLine = origin.record !== undefined;
  const warnings = [...inherited, ...parsed.warnings.map((w) => placeProblem(w, text, lines, config, singleLine))];
  if (parsed.ok) return { ok: true, value: parsed.value, warnings };
  const errors = parsed.errors.map((e) => placeProblem(e, text, lines, config, singleLine));
  return { ok: false, outcome: outcome(origin, 'error', NONE, 0, errors, warnings) };
}

/**
 * Checks one document's text: the parse layer ({@link readText}), the validator, then the warning-class checks.
 * Violations come without places; {@link placeViolations} adds them (only invalid documents pay for it).
 *
 * @param inherited - warnings found before the text existed (a byte order mark)
 */
export function checkText(
  text: string,
  origin: Origin,
  config: CheckConfig,
  validators: Validators,
  inherited: readonly InputProblem[] = NONE,
): Checked {
  const read = readText(text, origin, config, inherited);
  if (!read.ok) return { outcome: read.outcome };
  return validated(text, origin, config, read.value, prepare(config, validators).validate, read.warnings);
}

/**
 * Checks a value that has no text (it was parsed elsewhere) as {@link checkText} checks a parsed text: the
 * validator and the warning-class checks. Its violations have no place in a file, and keep the validator's order.
 *
 * @example
 * checkValue({ date: '2024-02-30' }, { file: 'value' }, config, await loadValidators(false)).outcome.status; // 'invalid'
 */
export function checkValue(
  value: unknown,
  origin: Origin,
  config: CheckConfig,
  validators: Validators,
  inherited: readonly InputProblem[] = NONE,
): Checked {
  return validated(undefined, origin, config, value, prepare(config, validators).validate, inherited);
}

/** The violations of a value and the warnings beside them; `text` is the value's source, to place them (none: unplaced). */
function validated(
  text: string | undefined,
  origin: Origin,
  config: CheckConfig,
  value: unknown,
  validate: Prepared['validate'],
  inherited: readonly InputProblem[],
): Checked {
  const kind = resolveKind(value, config.kind, config.envelope);
  const result = validate(value, kind);
  let warnings = inherited;
  if (config.from !== undefined || config.to !== undefined) {
    const outside = datesOutOfRange(value, kind, config.from, config.to);
    if (outside.length > 0) {
      warnings = [
        ...inherited,
        ...outside.map(
          (out): InputProblem => ({
            code: 'date_range',
            severity: 'warning',
            pointer: out.pointer,
            message: `the summary date is ${out.side === 'before' ? 'before --from' : 'after --to'}: outside the requested range`,
          }),
        ),
      ];
    }
  }
  const unplaced = warnings.some((w) => w.pointer !== undefined && w.line === undefined);
  const place = (checked: DocumentOutcome): Checked =>
    text === undefined
      ? { outcome: checked, value, kind }
      : { outcome: checked, pending: { text, lines: new LineIndex(text) }, value, kind };
  if (result.ok) {
    const checked = outcome(origin, 'valid', NONE, 0, NONE, warnings);
    return unplaced ? place(checked) : { outcome: checked, value, kind };
  }
  const violations = withFoundKinds(config.days ? withDays(result.violations, value, kind) : result.violations, value);
  const dayPrefix = dayPrefixOf(value, kind);
  const invalid: DocumentOutcome = {
    ...outcome(origin, 'invalid', violations, result.omitted, NONE, warnings),
    ...(result.omittedIsLowerBound ? { omittedIsLowerBound: true } : {}),
    ...(dayPrefix === undefined ? {} : { dayPrefix }),
  };
  return place(invalid);
}

/** The violations, each with the kind of value found at its pointer where that explains it (see valueKind.ts). */
function withFoundKinds(violations: readonly LocatedViolation[], root: unknown): readonly LocatedViolation[] {
  return violations.map((v) => {
    const found = foundKind(root, v);
    return found === undefined ? v : { ...v, found };
  });
}

/**
 * Violations of one document that get a code frame; the rest are placed by line and column only. A frame
 * costs about 500 bytes of heap (its lines of masked source), and a report of 100,000 violations is read
 * through its first ones: frames past these would hold tens of megabytes nobody reads (issue #22, memory per
 * violation). The text report says when frames stopped (text.ts).
 */
export const FRAMED_PER_DOCUMENT = 1000;

/**
 * Places the violations (and pointer-only warnings) of a checked document: line, column, the source text with
 * `--show-values`, and a code frame for the text report (for the first {@link FRAMED_PER_DOCUMENT} violations
 * by place, and every warning). Sorted by place in the file.
 */
export async function placeViolations(checked: Checked, config: CheckConfig): Promise<DocumentOutcome> {
  const { outcome, pending } = checked;
  if (pending === undefined) return outcome;
  const wanted = [...outcome.violations, ...outcome.warnings].flatMap((item) =>
    item.pointer !== undefined && item.line === undefined ? [item.pointer] : [],
  );
  const locate = pointerLocator(pending.text, wanted);
  const frameOf = (
    item: { readonly pointer: string; readonly rule?: string },
    line: number,
    column: number,
  ): CodeFrame => {
    const at = item.rule === 'unknown_field' ? locate(item.pointer, 'name') : locate(item.pointer);
    return codeFrame(pending.lines, line, column, at.found ? at.length : Math.min(at.length, 40), config.showValues);
  };
  const place = <T extends { readonly pointer?: string; readonly line?: number }>(item: T, frame: boolean): T => {
    if (item.pointer === undefined || item.line !== undefined) return item;
    const span = locate(item.pointer);
    // A member that should not be there at all is pointed at by its name, not its value (`--strict`).
    const at = 'rule' in item && item.rule === 'unknown_field' ? locate(item.pointer, 'name') : span;
    const { line, column } = pending.lines.locate(at.offset);
    return {
      ...item,
      line,
      column,
      ...(config.showValues && span.found ? { value: sourceValue(pending.text, span.offset, span.length) } : {}),
      ...(frame ? { frame: frameOf({ pointer: item.pointer }, line, column) } : {}),
    };
  };
  const byPlace = (a: { line?: number; column?: number }, b: { line?: number; column?: number }): number =>
    (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
  const violations: LocatedViolation[] = outcome.violations.map((v) => place(v, false)).sort(byPlace);
  // Frames for the first violations by place only, built in place (no second copy of the list).
  if (config.frames) {
    for (let k = 0; k < Math.min(violations.length, FRAMED_PER_DOCUMENT); k++) {
      const v = violations[k] as LocatedViolation;
      if (v.line !== undefined && v.column !== undefined) violations[k] = { ...v, frame: frameOf(v, v.line, v.column) };
    }
  }
  const warnings: InputProblem[] = outcome.warnings.map((w) => place(w, config.frames));
  return { ...outcome, violations, warnings };
}
