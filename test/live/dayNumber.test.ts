// dayNumber reads dates by character codes and arithmetic: it must answer exactly as the Date-based reading it
// replaced, on every date of years 0000-9999, on the days around each month's end, and on texts of other shapes.
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber } from '../../src/live/days.js';

/** The former reading: a regular expression and a Date set to the parts, which must not roll over. */
function byDate(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return undefined;
  return Math.round(at.getTime() / 86_400_000);
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

describe('dayNumber', () => {
  it('equals the Date-based reading on every year 0000-9999, for days 00, 01, 28-32 of months 00-13', () => {
    let mismatches = 0;
    for (let year = 0; year <= 9999; year++) {
      for (let month = 0; month <= 13; month++) {
        for (const day of [0, 1, 28, 29, 30, 31, 32]) {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          if (dayNumber(text) !== byDate(text)) mismatches++;
        }
      }
    }
    expect(mismatches).toBe(0);
  });

  it('is the inverse of dateOfDay on every day from 0001-01-01 to 9999-12-31', () => {
    const [first, last] = [dayNumber('0001-01-01') as number, dayNumber('9999-12-31') as number];
    let mismatches = 0;
    for (let n = first; n <= last; n++) if (dayNumber(dateOfDay(n)) !== n) mismatches++;
    expect(mismatches).toBe(0);
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
  });

  it('refuses every other shape as the regular expression did', () => {
    for (const text of ['', '2024-3-01', '2024-03-1', '2024/03/01', '2024-03-01 ', ' 2024-03-01', '2024-03-01\n', '+024-03-01', '2024-0a-01', '２０２４-03-01', '20240-3-01', '2024-03-011']) {
      expect(dayNumber(text)).toBe(byDate(text));
      expect(dayNumber(text)).toBeUndefined();
    }
  });
});
