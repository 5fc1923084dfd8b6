/** Milliseconds in one day. */
const DAY_MS = 86_400_000;

/** The value of the digit at `i`, or -1 when it is no ASCII digit. */
function digit(text: string, i: number): number {
  const unit = text.charCodeAt(i) - 48;
  return unit >= 0 && unit <= 9 ? unit : -1;
}

/** Days in a month (1-12) of the proleptic Gregorian calendar. */
function monthLength(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The day number (days since 1970-01-01, UTC) of a `Y-m-d` date, or undefined when the text is not a real
 * calendar date in that exact form. Years 0000-9999 are read as written (no two-digit-year mapping).
 * Read by character codes and arithmetic (Howard Hinnant's days-from-civil), no regular expression and no
 * Date: the proxy's stream rules read two dates per summary of every page (packages/tools/test/pages/dayNumber.deep.test.ts holds it
 * equal to the Date-based reading on every date of years 0000-9999).
 *
 * @example
 * dayNumber('1970-01-02'); // 1
 */
export function dayNumber(date: string): number | undefined {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) return undefined;
  let year = 0;
  for (let i = 0; i < 4; i += 1) {
    const unit = digit(date, i);
    if (unit < 0) return undefined;
    year = year * 10 + unit;
  }
  const [m1, m2, d1, d2] = [digit(date, 5), digit(date, 6), digit(date, 8), digit(date, 9)];
  if (m1 < 0 || m2 < 0 || d1 < 0 || d2 < 0) return undefined;
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  if (month < 1 || month > 12 || day < 1 || day > monthLength(year, month)) return undefined;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The `Y-m-d` date of a day number (the inverse of {@link dayNumber}). */
export function dateOfDay(day: number): string {
  const at = new Date(day * DAY_MS);
  const year = String(at.getUTCFullYear()).padStart(4, '0');
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  const date = String(at.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${date}`;
}

/** The date `days` days after `date` (before, when negative); undefined when `date` is not a real date. */
export function addDays(date: string, days: number): string | undefined {
  const day = dayNumber(date);
  return day === undefined ? undefined : dateOfDay(day + days);
}

/** How many days `from..to` covers, both ends included (0 when reversed or not real dates). */
export function rangeLength(from: string, to: string): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  return a === undefined || b === undefined || b < a ? 0 : b - a + 1;
}

/** Today's date in UTC as `Y-m-d`. */
export function todayUtc(now: Date = new Date()): string {
  return dateOfDay(Math.floor(now.getTime() / DAY_MS));
}
