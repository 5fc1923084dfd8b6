import { looksSecret, maskName } from 'user-summaries-contract/internal/validator/mask';
import type { CodeFrame } from './inputProblem.js';
import type { LineIndex } from './lineIndex.js';

/** The widest line a frame shows; longer lines (NDJSON records, minified files) are cut around the caret. */
const WINDOW = 120;
const BEFORE_CARET = 50;

/** A value token and what a frame shows instead. */
interface Mask {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * The value tokens of one source line and their stand-ins: strings that are not member names become `"…"`,
 * numbers and booleans `…`; `null`, names and punctuation stay. With `showValues`, only secret-like strings
 * (bearer tokens, JWTs, long opaque strings) are masked, and long ones cut. Tolerant: it lexes broken JSON.
 */
function valueMasks(line: string, showValues: boolean): Mask[] {
  const masks: Mask[] = [];
  const n = line.length;
  let i = 0;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (c === 34) {
      let j = i + 1;
      while (j < n && line.charCodeAt(j) !== 34) j += line.charCodeAt(j) === 92 ? 2 : 1;
      const end = Math.min(n, j + 1);
      let k = end;
      while (k < n && /\s/.test(line[k] as string)) k++;
      const inner = line.slice(i + 1, end - 1);
      if (line[k] === ':' || showValues) {
        const shown = maskTokens(maskName(inner));
        if (shown !== inner) masks.push({ start: i, end, text: `"${shown}"` });
      } else masks.push({ start: i, end, text: '"…"' });
      i = end;
    } else if (showValues && isTokenUnit(c)) {
      // Values are shown: text outside strings (a file that is not JSON, a broken document) is shown too, but
      // a run that looks like a credential is masked as strings are: a `ghp_…` line of a config file, a JWT,
      // the value after `Bearer`.
      const j = tokenRunEnd(line, i);
      const run = line.slice(i, j);
      if (looksSecret(run) || afterAuthorizationWord(line, i)) masks.push({ start: i, end: j, text: '[masked]' });
      i = j;
    } else if (c === 45 || (c >= 48 && c <= 57) || c === 116 || c === 102) {
      let j = i + 1;
      while (j < n && /[0-9A-Za-z.+-]/.test(line[j] as string)) j++;
      if (!showValues) masks.push({ start: i, end: j, text: '…' });
      i = j;
    } else if (/[A-Za-z_$]/.test(line[i] as string)) {
      // null, or an identifier of broken JSON: keep null, mask the rest.
      let j = i + 1;
      while (j < n && /[A-Za-z0-9_$]/.test(line[j] as string)) j++;
      if (!showValues && line.slice(i, j) !== 'null') masks.push({ start: i, end: j, text: '…' });
      i = j;
    } else i++;
  }
  return masks;
}

/** Whether a code unit can be part of a token: `A-Z a-z 0-9 _ - + / = .` (the mask's opaque run). */
function isTokenUnit(unit: number): boolean {
  return (unit >= 48 && unit <= 57) || (unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122) || unit === 95 || unit === 45 || unit === 43 || unit === 47 || unit === 61 || unit === 46;
}

function tokenRunEnd(text: string, from: number): number {
  let j = from;
  while (j < text.length && isTokenUnit(text.charCodeAt(j))) j++;
  return j;
}

/** Whether the token run at `at` follows `Bearer` or `Basic` (any case) and white space: a credential. */
function afterAuthorizationWord(line: string, at: number): boolean {
  let k = at;
  while (k > 0 && (line[k - 1] === ' ' || line[k - 1] === '\t')) k--;
  if (k === at) return false;
  const word = line.slice(Math.max(0, k - 6), k).toLowerCase();
  return word === 'bearer' || word.endsWith('basic');
}

/**
 * Text as `--show-values` may print it: every run that looks like a credential (see {@link looksSecret}, and
 * the value after `Bearer`/`Basic`) replaced by `[masked]`. For source text that is not one JSON string.
 */
function maskTokens(text: string): string {
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    if (!isTokenUnit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const j = tokenRunEnd(text, i);
    if (looksSecret(text.slice(i, j)) || afterAuthorizationWord(text, i)) {
      out += `${text.slice(copied, i)}[masked]`;
      copied = j;
    }
    i = j;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** A line with its values masked, and a map from original offsets to offsets in the masked line. */
interface MaskedLine {
  readonly text: string;
  map(offset: number): number;
}

function maskLine(line: string, showValues: boolean): MaskedLine {
  const masks = valueMasks(line, showValues);
  let text = '';
  let at = 0;
  // The shift of offsets past each mask: the map is a binary search, so a line of a million values (a minified
  // document) is masked once and each of its violations placed in log time.
  const shiftAfter: number[] = [];
  let shift = 0;
  for (const mask of masks) {
    text += line.slice(at, mask.start) + mask.text;
    at = mask.end;
    shift += mask.text.length - (mask.end - mask.start);
    shiftAfter.push(shift);
  }
  text += line.slice(at);
  const map = (offset: number): number => {
    // The last mask that starts at or before the offset.
    let lo = 0;
    let hi = masks.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((masks[mid] as Mask).start <= offset) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found === -1) return offset;
    const mask = masks[found] as Mask;
    const before = found === 0 ? 0 : (shiftAfter[found - 1] as number);
    if (offset < mask.end) return mask.start + before;
    return offset + (shiftAfter[found] as number);
  };
  return { text, map };
}

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
    masked = maskLine(lines.lineText(number), showValues);
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
export function codeFrame(lines: LineIndex, line: number, column: number, width: number, showValues: boolean): CodeFrame {
  const first = Math.max(1, line - 1);
  const last = Math.min(lines.lineCount, line + 1);
  const shown: { number: number; text: string }[] = [];
  let caretColumn = column;
  let caretWidth = Math.max(1, width);
  const raw: { number: number; text: string }[] = [];
  for (let number = first; number <= last; number++) {
    const masked = maskedLine(lines, number, showValues);
    if (number === line) {
      const start = masked.map(column - 1);
      const end = masked.map(Math.min(lines.lineText(number).length, column - 1 + caretWidth));
      caretColumn = start + 1;
      caretWidth = Math.max(1, end - start);
    }
    raw.push({ number, text: masked.text });
  }
  // One window for every shown line, so the caret stays under its place.
  const longest = Math.max(...raw.map((r) => r.text.length));
  const from = longest > WINDOW ? Math.max(0, caretColumn - 1 - BEFORE_CARET) : 0;
  for (const r of raw) {
    let text = r.text.slice(from, from + WINDOW);
    if (from > 0) text = `…${text}`;
    if (r.text.length > from + WINDOW) text += '…';
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

/** The source text of a span as `--show-values` shows it: cut to 80 characters, secret-like text masked. */
export function sourceValue(text: string, offset: number, length: number): string {
  const raw = text.slice(offset, offset + Math.min(length, 200));
  const quoted = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2;
  const inner = quoted ? raw.slice(1, -1) : raw;
  const masked = maskTokens(quoted ? maskName(inner) : inner);
  const shown = masked.length > 80 ? `${masked.slice(0, 80)}…` : masked;
  return quoted ? `"${shown}"` : shown + (length > 200 ? '…' : '');
}
