import { FAST_FORMATS } from '../validator/fastFormats.js';

/**
 * The runtime precompiled validators call: ports of the helpers Ajv's standalone code calls (`ucs2length`,
 * `equal`, ajv-formats' `date`) and the format table, over the character-code checks of fastFormats.ts. Each
 * generated module carries a copy, bundled into it by esbuild at build time (src/codegen/standalone.ts), so it
 * imports nothing, loads in any runtime (edge workers, browsers, CSP without `unsafe-eval`) in one module
 * load, and no bundler has to guess how to import a CommonJS default export. Each port is line for line, so
 * the precompiled validators reach the verdicts of the compiled ones (test/guard/runtime.test.ts).
 *
 * @internal
 */

/**
 * Length of a string in Unicode code points (Ajv's `ucs2length`, after punycode.ucs2.decode), as JSON Schema
 * `minLength`/`maxLength` count it.
 */
export function ucs2length(str: string): number {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      // A high surrogate followed by a low one is one code point.
      if ((str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

/**
 * Deep equality as Ajv's `enum`/`const` apply it: a port of fast-deep-equal 3 (MIT, Evgeny Poberezkin), the
 * function Ajv ships as its runtime `equal`.
 */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (a.constructor !== b.constructor) return false;
    if (Array.isArray(a)) {
      const other = b as unknown[];
      if (a.length !== other.length) return false;
      for (let i = a.length; i-- !== 0; ) if (!equal(a[i], other[i])) return false;
      return true;
    }
    if (a.constructor === RegExp) return (a as RegExp).source === (b as RegExp).source && (a as RegExp).flags === (b as RegExp).flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (let i = keys.length; i-- !== 0; ) if (!Object.prototype.hasOwnProperty.call(b, keys[i] as string)) return false;
    for (let i = keys.length; i-- !== 0; ) {
      const key = keys[i] as string;
      if (!equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
    }
    return true;
  }
  // true if both are NaN
  return a !== a && b !== b;
}

// A port of ajv-formats' `date` (MIT, Evgeny Poberezkin): RFC 3339 full-date, a real Gregorian date.
const FULL_DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * ajv-formats' `date` check, line for line, as an ES module (loading ajv-formats' CommonJS module costs more
 * than the guard's whole budget allows; test/guard/runtime.test.ts holds the port to the original).
 */
export function isFullDate(str: string): boolean {
  const matches = FULL_DATE.exec(str);
  if (!matches) return false;
  const year = Number(matches[1]);
  const month = Number(matches[2]);
  const day = Number(matches[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : (DAYS[month] as number));
}

/**
 * Every format the tiers' Ajv instances apply, by Ajv format name, in the shape Ajv registers it (ajv-formats
 * registers `{ validate, compare }` objects, the fast tier plain functions). Precompiled validators look
 * formats up here (Ajv standalone `code.formats`); the generator fails on a format missing from this table.
 *
 * @internal
 */
export const STANDALONE_FORMATS: Readonly<Record<string, unknown>> = {
  date: { validate: isFullDate },
  ...FAST_FORMATS,
};
