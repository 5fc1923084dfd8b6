// Control characters, line and paragraph separators, and bidirectional overrides and isolates: what could start a
// line, move the cursor, run a workflow command or reorder what a terminal shows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this escapes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Text that came from a request, a response or a file, made safe for a terminal or a CI log: every control
 * character, line separator and bidi control becomes `\u{XXXX}`, so nothing from data starts a line or steers
 * the terminal. Cut to `max` characters (an ellipsis marks the cut).
 *
 * @example
 * terminalText('a\nb\u001b[31m'); // 'a\\u{a}b\\u{1b}[31m'
 */
export function terminalText(text: string, max = 300): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replace(UNSAFE, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`);
}

/**
 * JSON text that is also safe on a terminal: `JSON.stringify` escapes C0 controls but leaves U+2028/2029,
 * C1 controls and bidi controls raw; those are written as `\uXXXX` escapes too (still the same JSON value).
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
}
