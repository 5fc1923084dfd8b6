// The project's one JSON lexer: where tokens start and end in a text. Its consumers are the depth check
// (src/guard/jsonDepth.ts), the pointer locations of a broken document (packages/tools/src/jsonText/locatePointers.ts) and the
// strict scanner (packages/tools/src/jsonText/scanJson.ts), which checks the content of the strings and numbers it is handed.
//
// Built for hot loops. A token's kind is a string literal (RFC 8259's names), compared as a constant where it is
// used: V8 compares such literals by identity, and no consumer imports a constant. Character codes stay local
// to this module: V8 does not fold an imported binding into a constant, and a character loop reading imported
// codes measured slower (docs/benchmarks.md, "JSON lexer"). The functions are small enough to be inlined.

/** A token of JSON text, named as RFC 8259 names them; `scalar` is a number, a literal or anything else up to a delimiter. */
export type JsonToken =
  | 'begin-object'
  | 'end-object'
  | 'begin-array'
  | 'end-array'
  | 'name-separator'
  | 'value-separator'
  | 'string'
  | 'scalar'
  | 'end';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const BEGIN_OBJECT = 0x7b;
const END_OBJECT = 0x7d;
const BEGIN_ARRAY = 0x5b;
const END_ARRAY = 0x5d;
const SPACE = 0x20;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const TAB = 0x09;
const DIGIT_ZERO = 0x30;
const DIGIT_NINE = 0x39;

/** Whether a character code is JSON whitespace (space, tab, line feed, carriage return). */
export function isJsonWhitespace(c: number): boolean {
  return c === SPACE || c === LINE_FEED || c === CARRIAGE_RETURN || c === TAB;
}

/**
 * The offset of the first character at or after `from` that is not JSON whitespace (the text's length at its end).
 *
 * @example
 * skipWhitespace(' \n[1]', 0); // 2
 */
export function skipWhitespace(text: string, from: number): number {
  let i = from;
  // Past the end charCodeAt is NaN, which is no whitespace: the loop ends there. The test is written out, not a
  // call of isJsonWhitespace, which measured slower here (docs/benchmarks.md, "JSON lexer").
  for (
    let c = text.charCodeAt(i);
    c === SPACE || c === LINE_FEED || c === CARRIAGE_RETURN || c === TAB;
    c = text.charCodeAt(++i)
  );
  return i;
}

/**
 * The kind of the token that starts at `at` (no whitespace there): `end` past the text.
 *
 * @example
 * tokenAt('{"a":1}', 1); // 'string'
 */
export function tokenAt(text: string, at: number): JsonToken {
  switch (text.charCodeAt(at)) {
    case BEGIN_OBJECT:
      return 'begin-object';
    case END_OBJECT:
      return 'end-object';
    case BEGIN_ARRAY:
      return 'begin-array';
    case END_ARRAY:
      return 'end-array';
    case COLON:
      return 'name-separator';
    case COMMA:
      return 'value-separator';
    case QUOTE:
      return 'string';
    default:
      return at < text.length ? 'scalar' : 'end';
  }
}

/**
 * The offset just past the string that opens at `from` (a quote): past the first quote not escaped (preceded by
 * an even run of backslashes), or the text's length when the string is not closed. Lenient: the content is not
 * checked (the strict scanner does that).
 *
 * @example
 * stringEnd('"a\\"b" ,', 0); // 6
 */
export function stringEnd(text: string, from: number): number {
  let i = from + 1;
  for (;;) {
    const next = text.indexOf('"', i);
    if (next === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(next - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return next + 1;
    i = next + 1;
  }
}

/**
 * The offset just past the scalar that starts at `from` (a number, a literal, or on text that is not JSON any
 * run of other characters): the next whitespace, quote or structural character, and at least one character on.
 *
 * @example
 * scalarEnd('[12.5e3,true]', 1); // 7
 */
export function scalarEnd(text: string, from: number): number {
  const n = text.length;
  let i = from + 1;
  // Digits first: most of a scalar's characters, two comparisons each. Then the delimiters, written out (no
  // call, as in skipWhitespace): the characters that can follow a scalar in JSON first.
  for (
    let c = text.charCodeAt(i);
    i < n &&
    ((c >= DIGIT_ZERO && c <= DIGIT_NINE) ||
      !(
        c === COMMA ||
        c === END_ARRAY ||
        c === END_OBJECT ||
        c === SPACE ||
        c === LINE_FEED ||
        c === CARRIAGE_RETURN ||
        c === TAB ||
        c === COLON ||
        c === BEGIN_ARRAY ||
        c === BEGIN_OBJECT ||
        c === QUOTE
      ));
    c = text.charCodeAt(++i)
  );
  return i;
}

/**
 * The offset of the next bracket (`{`, `}`, `[` or `]`) at or after `from` outside strings, or the text's length:
 * every other token skipped in one loop, for a consumer that needs the nesting only (the depth check). A quote
 * opens a string wherever it stands, so on text that is not JSON the brackets seen are those outside strings.
 *
 * @example
 * nextBracket('{"[": 1}', 1); // 7
 */
export function nextBracket(text: string, from: number): number {
  const n = text.length;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = stringEnd(text, i) - 1;
    else if (c === BEGIN_OBJECT || c === BEGIN_ARRAY || c === END_OBJECT || c === END_ARRAY) return i;
  }
  return n;
}
