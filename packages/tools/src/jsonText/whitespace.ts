// JSON white space, found by loops over the text: documents and lines are unbounded, and a regular expression
// over unbounded text is not used anywhere in src/ (V8 runs some quantifiers on its stack; see mask.ts).

/** Whether a UTF-16 code unit is JSON white space (space, tab, line feed, carriage return). */
function isJsonWhitespace(unit: number): boolean {
  return unit === 0x20 || unit === 0x09 || unit === 0x0a || unit === 0x0d;
}

/**
 * Whether a text holds nothing but JSON white space (an empty text included); with `newlines: false`, a line
 * feed counts as content (an NDJSON line is blank without one).
 */
export function onlyWhitespace(text: string, newlines = true): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (!isJsonWhitespace(unit) || (!newlines && unit === 0x0a)) return false;
  }
  return true;
}

/** The last code unit of a text that is not JSON white space, or -1. */
export function lastNonWhitespace(text: string): number {
  for (let i = text.length - 1; i >= 0; i -= 1) {
    const unit = text.charCodeAt(i);
    if (!isJsonWhitespace(unit)) return unit;
  }
  return -1;
}

/** A colon right after each kind of JSON white space: a member name spaced from its colon ends with one of them. */
const SPACED_COLONS = [' :', '\t:', '\n:', '\r:'] as const;

/**
 * Whether some `"` is followed by JSON white space and then a colon (a member name spaced from its colon).
 * Most texts have no white space right before any colon: four searches of the whole text (the engine's fast
 * `indexOf`) say so, where stepping from quote to quote costs a call per string (docs/benchmarks.md, the proxy's
 * second round). Only a text with such a pair is stepped through.
 */
export function hasSpaceBeforeColon(text: string): boolean {
  if (SPACED_COLONS.every((pair) => !text.includes(pair))) return false;
  let at = text.indexOf('"');
  while (at !== -1) {
    let j = at + 1;
    while (j < text.length && isJsonWhitespace(text.charCodeAt(j))) j += 1;
    if (j > at + 1 && text.charCodeAt(j) === 0x3a) return true;
    at = text.indexOf('"', at + 1);
  }
  return false;
}
