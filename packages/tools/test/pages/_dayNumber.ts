// dayNumber against the Date-based reading it replaced, over the years a suite asks for: packages/tools/test/pages/dayNumber.test.ts
// (the years that hold every case of the calendar) and its scale suite, dayNumber.deep.test.ts (every year).
import { dateOfDay, dayNumber } from '../../src/pages/days.js';

/** The former reading: a regular expression and a Date set to the parts, which must not roll over. */
export function byDate(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return undefined;
  return Math.round(at.getTime() / 86_400_000);
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The texts of `years` whose reading differs from byDate, for days 00, 01, 28-32 of months 00-13. */
export function mismatchedDates(years: Iterable<number>): string[] {
  const mismatches: string[] = [];
  for (const year of years) {
    for (let month = 0; month <= 13; month++) {
      for (const day of [0, 1, 28, 29, 30, 31, 32]) {
        const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
        if (dayNumber(text) !== byDate(text)) mismatches.push(text);
      }
    }
  }
  return mismatches;
}

/** The day numbers of every day of years `from` to `to` (≥ 1) that dateOfDay and dayNumber do not invert. */
export function uninvertedDays(from: number, to: number): number[] {
  const [first, last] = [dayNumber(`${pad(from, 4)}-01-01`) as number, dayNumber(`${pad(to, 4)}-12-31`) as number];
  const mismatches: number[] = [];
  for (let n = first; n <= last; n++) if (dayNumber(dateOfDay(n)) !== n) mismatches.push(n);
  return mismatches;
}

/** Years `from` to `to`. */
export function yearsFrom(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
