/**
 * Character-code checks of the contract's three fixed-width formats, for the compiled validators.
 *
 * Each check gives exactly the verdict of the exported schema's `pattern` (with its `minLength`/`maxLength`)
 * on every string, proven by property tests against the patterns of `schemas/common.schema.json`; it only
 * avoids the regular-expression engine. Year 0000 is not a date, leap years are Gregorian.
 *
 * One module, named exports only, no imports: Ajv standalone code can load {@link FAST_FORMATS} through its
 * `code.formats` option.
 */

/** The value of the digit at `i` (0-9), or -1 when the character there is not an ASCII digit. */
function digitAt(s: string, i: number): number {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1;
}

/** Two digits at `i` as a number 0-99, or -1. */
function twoDigitsAt(s: string, i: number): number {
  const tens = digitAt(s, i);
  const ones = digitAt(s, i + 1);
  return tens < 0 || ones < 0 ? -1 : tens * 10 + ones;
}

const DASH = 45;
const COLON = 58;
const LATIN_T = 84;

/** Days in each month of a common year (index 1-12). */
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `YYYY-MM-DD` starting at index 0: a real Gregorian date from 0001-01-01 to 9999-12-31. */
function dateAtStart(s: string): boolean {
  const century = twoDigitsAt(s, 0);
  const yy = twoDigitsAt(s, 2);
  if (century < 0 || yy < 0 || s.charCodeAt(4) !== DASH || s.charCodeAt(7) !== DASH) return false;
  const month = twoDigitsAt(s, 5);
  const day = twoDigitsAt(s, 8);
  if (month < 1 || month > 12 || day < 1) return false;
  const year = century * 100 + yy;
  if (year === 0) return false;
  if (month === 2 && day === 29) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (DAYS_IN_MONTH[month] as number);
}

/** `HH:MM` (with `:SS` when `seconds`) starting at `i`: 00:00(:00) to 23:59(:59). */
function timeAt(s: string, i: number, seconds: boolean): boolean {
  const hours = twoDigitsAt(s, i);
  const minutes = twoDigitsAt(s, i + 3);
  if (hours < 0 || hours > 23 || s.charCodeAt(i + 2) !== COLON || minutes < 0 || minutes > 59) return false;
  if (!seconds) return true;
  const secs = twoDigitsAt(s, i + 6);
  return s.charCodeAt(i + 5) === COLON && secs >= 0 && secs <= 59;
}

/**
 * `Y-m-d`: exactly `YYYY-MM-DD`, a real calendar date.
 *
 * @example
 * isContractDate('2024-02-29'); // true
 * isContractDate('2023-02-29'); // false
 */
export function isContractDate(s: string): boolean {
  return s.length === 10 && dateAtStart(s);
}

/**
 * `H:i`: exactly `HH:MM`, 00:00 to 23:59.
 *
 * @example
 * isContractTime('23:59'); // true
 * isContractTime('24:00'); // false
 */
export function isContractTime(s: string): boolean {
  return s.length === 5 && timeAt(s, 0, false);
}

/**
 * `Y-m-d\TH:i:s`: exactly `YYYY-MM-DDTHH:MM:SS`, no zone, no fraction, a real date and time.
 *
 * @example
 * isContractDateTime('2024-02-29T23:59:59'); // true
 * isContractDateTime('2024-02-29T23:59:59Z'); // false
 */
export function isContractDateTime(s: string): boolean {
  return s.length === 19 && s.charCodeAt(10) === LATIN_T && dateAtStart(s) && timeAt(s, 11, true);
}

/** The Ajv format names of the fast tier, keyed by the `x-format` annotation of the schema node. */
export const FAST_FORMAT_NAMES = {
  'Y-m-d': 'contract-ymd',
  'H:i': 'contract-hi',
  'Y-m-d\\TH:i:s': 'contract-ymd-this',
} as const;

/** The format checks by Ajv format name: `ajv.addFormat(name, check)`, or Ajv standalone `code.formats`. */
export const FAST_FORMATS: Readonly<Record<(typeof FAST_FORMAT_NAMES)[keyof typeof FAST_FORMAT_NAMES], (s: string) => boolean>> = {
  'contract-ymd': isContractDate,
  'contract-hi': isContractTime,
  'contract-ymd-this': isContractDateTime,
};
