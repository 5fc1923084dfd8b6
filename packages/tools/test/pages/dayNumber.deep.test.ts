// dayNumber against the Date-based reading on every year 0000-9999 (a scale suite: `npm run test:deep` only;
// dayNumber.test.ts reads the years that hold every case of the calendar in `npm test`).
import { describe, expect, it } from 'vitest';
import { mismatchedDates, uninvertedDays, yearsFrom } from './_dayNumber.js';

describe('dayNumber on every year', () => {
  it('equals the Date-based reading on every year 0000-9999, for days 00, 01, 28-32 of months 00-13', () => {
    expect(mismatchedDates(yearsFrom(0, 9999))).toEqual([]);
  });

  it('is the inverse of dateOfDay on every day from 0001-01-01 to 9999-12-31', () => {
    expect(uninvertedDays(1, 9999)).toEqual([]);
  });
});
