import { maskName } from 'user-summaries-contract/internal/validator/mask';
import { MaskedLine } from './maskedLine.js';
import { maskSecrets } from './secretText.js';
import type { CodeFrame } from './inputProblem.js';
import type { LineIndex } from './lineIndex.js';

/** The widest line a frame shows; longer lines (NDJSON records, minified files) are cut around the caret. */
const WINDOW = 120;
const BEFORE_CARET = 50;

/** Masked lines of a document, by line number and mode: its violations share the lines they lie on. */
const maskedLines = new WeakMap<LineIndex, Map<string, MaskedLine>>();

function maskedLine(lines: LineIndex, number: number, showValues: boolean): MaskedLine {
  let cache = maskedLines.get(lines);
  if (cache === undefined) {
    cache = new Map();
    maskedLines.set(lines, cache);
  }
  const key = `${number}:${String(showValues)}`;
  let masked = cache.get(key);
  if (masked === undefined) {
    masked = new MaskedLine(lines.lineText(number), showValues);
    cache.set(key, masked);
  }
  return masked;
}

/**
 * The source lines around a place (the line before, the line itself, the line after), with values masked
 * (with `showValues`, secret-like strings only), cut to a window around the caret when lines are long.
 *
 * @param lines - the document's text
 * @param line - 1-based line of the place; `column` 1-based; `width` characters under the caret
 */
export function codeFrame(
  lines: LineIndex,
  line: number,
  column: number,
  width: number,
  showValues: boolean,
): CodeFrame {
  const first = Math.max(1, line - 1);
  const last = Math.min(lines.lineCount, line + 1);
  const shown: { number: number; text: string }[] = [];
  let caretColumn = column;
  let caretWidth = Math.max(1, width);
  const raw: { number: number; masked: MaskedLine }[] = [];
  for (let number = first; number <= last; number++) {
    const masked = maskedLine(lines, number, showValues);
    if (number === line) {
      const start = masked.map(column - 1);
      const end = masked.map(Math.min(lines.lineText(number).length, column - 1 + caretWidth));
      caretColumn = start + 1;
      caretWidth = Math.max(1, end - start);
    }
    raw.push({ number, masked });
  }
  // One window for every shown line, so the caret stays under its place; only the window's text is built.
  const longest = Math.max(...raw.map((r) => r.masked.length));
  const from = longest > WINDOW ? Math.max(0, caretColumn - 1 - BEFORE_CARET) : 0;
  for (const r of raw) {
    let text = r.masked.slice(from, from + WINDOW);
    if (from > 0) text = `…${text}`;
    if (r.masked.length > from + WINDOW) text += '…';
    shown.push({ number: r.number, text });
  }
  const column0 = caretColumn - from + (from > 0 ? 1 : 0);
  return {
    lines: shown,
    caretLine: line,
    caretColumn: Math.max(1, column0),
    caretWidth: Math.max(1, Math.min(caretWidth, WINDOW - (column0 - 1))),
  };
}

/** How much of a value `--show-values` shows. */
const SHOWN = 80;
/**
 * The source read past what is shown before masking, so a credential that starts in the shown part and ends past
 * it is seen whole, whatever its spelling (an escaped character takes several source characters for one).
 */
const LOOKAHEAD = 4096;

/**
 * The source text of a span as `--show-values` shows it: the source as written, every span whose decoded value
 * is a credential masked (secretText.ts), a string cut as a member name is, other text at 80 characters.
 */
export function sourceValue(text: string, offset: number, length: number): string {
  const take = Math.min(length, SHOWN + LOOKAHEAD);
  const raw = text.slice(offset, offset + take);
  const quoted = take === length && raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2;
  if (quoted) {
    const shown = maskName(maskSecrets(raw.slice(1, -1)));
    return `"${shown.length > SHOWN ? `${shown.slice(0, SHOWN)}…` : shown}"`;
  }
  const masked = maskSecrets(raw);
  return masked.length > SHOWN || take < length ? `${masked.slice(0, SHOWN)}…` : masked;
}
