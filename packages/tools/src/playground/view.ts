import { codeFrame, sourceValue } from '../jsonText/codeFrame.js';
import { LineIndex } from '../jsonText/lineIndex.js';
import { pointerLocator } from '../jsonText/locatePointers.js';
import type { InputProblem, LocatedViolation } from '../documentCheck/types.js';
import type { PayloadReport, PlacedOutcome } from './checkPayload.js';

/** One row of the result list: a violation or a problem, the document it is in, and its place in the input. */
export interface Row {
  readonly document: PlacedOutcome;
  readonly item: LocatedViolation | InputProblem;
  /** The rule word of a violation, the code of a problem. */
  readonly rule: string;
  readonly severity: 'error' | 'warning';
  /** 1-based line and column in the whole input. */
  readonly line: number;
  readonly column: number;
}

/** The rows of a report, in input order: errors, violations, then warnings of each document. */
export function rowsOf(report: PayloadReport): Row[] {
  const rows: Row[] = [];
  for (const document of report.documents) {
    const { outcome } = document;
    const at = (item: { line?: number; column?: number }): { line: number; column: number } => ({
      // An NDJSON record is one line of the input: its line is the record's, its column the item's.
      line: outcome.record ?? item.line ?? 1,
      column: item.column ?? 1,
    });
    for (const e of outcome.errors) rows.push({ document, item: e, rule: e.code, severity: 'error', ...at(e) });
    for (const v of outcome.violations) rows.push({ document, item: v, rule: v.rule, severity: 'error', ...at(v) });
    for (const w of outcome.warnings) rows.push({ document, item: w, rule: w.code, severity: 'warning', ...at(w) });
  }
  return rows;
}

/** The status sentence of a report. */
export function statusText(report: PayloadReport): { text: string; tone: 'ok' | 'bad' | 'warn' } {
  const docs = report.documents;
  const invalid = docs.filter((d) => d.outcome.status === 'invalid').length;
  const unreadable = docs.filter((d) => d.outcome.status === 'error').length;
  const violations = docs.reduce((n, d) => n + d.outcome.violations.length + d.outcome.omitted, 0);
  const warnings = docs.reduce((n, d) => n + d.outcome.warnings.length, 0);
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  const what = report.mode === 'ndjson' ? `${plural(docs.length, 'record')} (NDJSON)` : 'the document';
  const warned = warnings > 0 ? `; ${plural(warnings, 'warning')}` : '';
  if (unreadable > 0)
    return {
      text: `${what}: ${plural(unreadable, 'document')} cannot be checked, ${plural(violations, 'violation')}${warned}`,
      tone: 'bad',
    };
  if (invalid > 0)
    return {
      text: `${what}: ${plural(violations, 'violation')} in ${plural(invalid, 'document')}${warned}`,
      tone: 'bad',
    };
  return { text: `${what}: valid${warned}`, tone: warnings > 0 ? 'warn' : 'ok' };
}

/** An element with text content (never HTML: the payload's text is never parsed as markup). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, text = '', className = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== '') node.textContent = text;
  if (className !== '') node.className = className;
  return node;
}

/** The button of one row in the list. */
export function rowButton(row: Row, index: number): HTMLButtonElement {
  const button = el('button');
  button.type = 'button';
  button.dataset['index'] = String(index);
  button.dataset['pointer'] = row.item.pointer ?? '';
  button.dataset['rule'] = row.rule;
  button.append(
    el('span', `line ${row.line}:${row.column} `, 'place'),
    el('code', row.item.pointer === undefined ? '' : row.item.pointer === '' ? '/' : row.item.pointer),
    ' ',
    el(
      'span',
      row.severity === 'warning' ? `warning ${row.rule}` : row.rule,
      `rule ${row.severity === 'warning' ? 'warn' : 'bad'}`,
    ),
    ' ',
    el('span', row.item.message),
  );
  return button;
}

/** Where a row's member is in the whole input: offset and length of its text (the key of a missing member). */
export function spanOf(row: Row): { offset: number; length: number; found: boolean } {
  const { document, item } = row;
  if (item.pointer === undefined) {
    const start = offsetOf(document.text, item.line ?? 1, item.column ?? 1);
    return { offset: document.offset + start, length: 1, found: false };
  }
  const span = pointerLocator(document.text, [item.pointer])(item.pointer);
  return { offset: document.offset + span.offset, length: span.length, found: span.found };
}

/** The offset of a 1-based line and column in a text. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) break;
    offset = next + 1;
  }
  return offset + column - 1;
}

/** The detail of a selected row: its sentence, its value when shown, and a code frame with the member marked. */
export function detailOf(row: Row, showValues: boolean): HTMLElement {
  const { document, item } = row;
  const box = el('div');
  const head = el('p');
  head.append(
    el('strong', row.rule, row.severity === 'warning' ? 'warn' : 'bad'),
    ` at line ${row.line}, column ${row.column}`,
  );
  if (item.pointer !== undefined) head.append(' (', el('code', item.pointer === '' ? '/' : item.pointer), ')');
  box.append(head, el('p', item.message));
  const span = spanOf(row);
  const local = span.offset - document.offset;
  const lines = new LineIndex(document.text);
  const at = lines.locate(local);
  if (showValues && span.found) box.append(el('p', `value: ${sourceValue(document.text, local, span.length)}`));
  const frame = codeFrame(lines, at.line, at.column, span.found ? span.length : Math.min(span.length, 40), showValues);
  const pre = el('pre');
  pre.setAttribute('aria-label', `Source around line ${row.line}`);
  const width = String(frame.lines.at(-1)?.number ?? 1).length;
  frame.lines.forEach((line, i) => {
    if (i > 0) pre.append('\n');
    // NDJSON: the frame's line 1 is the record's line in the input.
    const number = (document.outcome.record ?? 1) + line.number - 1;
    const gutter = `${line.number === frame.caretLine ? '>' : ' '} ${String(number).padStart(width)} | `;
    if (line.number !== frame.caretLine) {
      pre.append(gutter + line.text);
      return;
    }
    const start = Math.max(0, frame.caretColumn - 1);
    const end = Math.min(line.text.length, start + Math.max(1, frame.caretWidth));
    const here = el('span', '', 'here');
    here.dataset['line'] = String(number);
    here.append(gutter + line.text.slice(0, start), el('mark', line.text.slice(start, end)), line.text.slice(end));
    pre.append(here);
  });
  box.append(pre);
  return box;
}
