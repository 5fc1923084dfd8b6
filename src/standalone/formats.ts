import { FAST_FORMATS } from '../validator/fastFormats.js';

// A port of ajv-formats' `date` (MIT, Evgeny Poberezkin): RFC 3339 full-date, a real Gregorian date.
const FULL_DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * ajv-formats' `date` check, line for line, as an ES module (loading ajv-formats' CommonJS module costs more
 * than the guard's whole budget allows; test/guard/formats.test.ts holds the port to the original).
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
