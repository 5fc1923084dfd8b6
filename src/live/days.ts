/** Milliseconds in one day. */
const DAY_MS = 86_400_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day number (days since 1970-01-01, UTC) of a `Y-m-d` date, or undefined when the text is not a real
 * calendar date in that exact form. Years 0000-9999 are read as written (no two-digit-year mapping).
 *
 * @example
 * dayNumber('1970-01-02'); // 1
 */
export function dayNumber(date: string): number | undefined {
  const match = YMD.exec(date);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return undefined;
  return Math.round(at.getTime() / DAY_MS);
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
