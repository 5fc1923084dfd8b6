// dayNumber reads dates by character codes and arithmetic: it must answer exactly as the Date-based reading it
// replaced, on the days around each month's end, and on texts of other shapes. The calendar repeats every 400
// years, so the years read here hold every case it has (years 0000-0800: two whole cycles and a century year of
// each kind; the years around 1970 and 2000; the last 400); every year 0000-9999 is read by the scale suite,
// dayNumber.deep.test.ts.
import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../src/pages/days.js';
import { byDate, mismatchedDates, uninvertedDays, yearsFrom } from './_dayNumber.js';

const YEARS = [...yearsFrom(0, 800), ...yearsFrom(1899, 2101), ...yearsFrom(9600, 9999)];

describe('dayNumber', () => {
  it('equals the Date-based reading on years 0000-0800, 1899-2101 and 9600-9999, for days 00, 01, 28-32 of months 00-13', () => {
    expect(mismatchedDates(YEARS)).toEqual([]);
  });

  it('is the inverse of dateOfDay on every day of years 0001-0800, 1899-2101 and 9600-9999', () => {
    expect([...uninvertedDays(1, 800), ...uninvertedDays(1899, 2101), ...uninvertedDays(9600, 9999)]).toEqual([]);
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
  });

  it('refuses every other shape as the regular expression did', () => {
    for (const text of [
      '',
      '2024-3-01',
      '2024-03-1',
      '2024/03/01',
      '2024-03-01 ',
      ' 2024-03-01',
      '2024-03-01\n',
      '+024-03-01',
      '2024-0a-01',
      '２０２４-03-01',
      '20240-3-01',
      '2024-03-011',
    ]) {
      expect(dayNumber(text)).toBe(byDate(text));
      expect(dayNumber(text)).toBeUndefined();
    }
  });
});
