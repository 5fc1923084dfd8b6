// Date and time violations say what kind of failure they are without repeating the value, in the compiled
// and the precompiled validators alike (the message layer reads the value, the message never holds it).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as compiled from '../../src/index.js';
import * as precompiled from '../../src/index.js';
import { dateTimeFailure } from '../../src/validator/dateTimeFailure.js';

const DAY = JSON.parse(
  readFileSync(new URL('../../examples/valid/summary-all-groups.json', import.meta.url), 'utf8'),
) as {
  date: string;
  activity: { slots: { date: string }[] };
};

describe('dateTimeFailure', () => {
  it.each([
    ['2024-02-30', 'Y-m-d', 'not a calendar date'],
    ['2023-02-29', 'Y-m-d', 'not a calendar date'],
    ['2024-04-31', 'Y-m-d', 'not a calendar date'],
    ['2024-13-01', 'Y-m-d', 'month out of range'],
    ['0000-01-01', 'Y-m-d', 'year out of range (0001 to 9999)'],
    ['2024-3-1', 'Y-m-d', 'wrong width (YYYY-MM-DD, zero-padded)'],
    ['2024/03/01', 'Y-m-d', 'wrong separator (use -)'],
    ['01-03-2024', 'Y-m-d', 'not in year-month-day order'],
    ['2024-03-01T00:00:00', 'Y-m-d', 'has a time part'],
    ['', 'Y-m-d', 'empty'],
    ['yesterday', 'Y-m-d', 'not a date'],
    ['24:00', 'H:i', 'hour out of range'],
    ['12:60', 'H:i', 'minute out of range'],
    ['7:05', 'H:i', 'wrong width (HH:MM, zero-padded)'],
    ['07:05:00', 'H:i', 'has seconds (H:i is hours and minutes)'],
    ['7:05pm', 'H:i', 'has AM/PM (H:i is a 24-hour clock)'],
    ['2024-03-01T07:05:00Z', 'Y-m-d\\TH:i:s', 'has a time zone'],
    ['2024-03-01T07:05:00+02:00', 'Y-m-d\\TH:i:s', 'has a time zone'],
    ['2024-03-01T07:05:00.5', 'Y-m-d\\TH:i:s', 'has a fraction of a second'],
    ['2024-03-01 07:05:00', 'Y-m-d\\TH:i:s', 'wrong separator between date and time (use T)'],
    ['2024-03-01T25:05:00', 'Y-m-d\\TH:i:s', 'hour out of range'],
    ['2024-03-01T07:05:60', 'Y-m-d\\TH:i:s', 'second out of range'],
    ['2024-03-01T7:05:00', 'Y-m-d\\TH:i:s', 'wrong width (HH:MM:SS, zero-padded)'],
    ['2024-02-30T07:05:00', 'Y-m-d\\TH:i:s', 'not a calendar date'],
    ['2024-03-01', 'Y-m-d\\TH:i:s', 'has no time part'],
  ])('%j as %s: %s', (value, format, kind) => {
    expect(dateTimeFailure(value, format)).toBe(kind);
  });

  it('says nothing about a value that is no string, or a format it does not know', () => {
    expect(dateTimeFailure(20240301, 'Y-m-d')).toBeUndefined();
    expect(dateTimeFailure('2024-02-30', 'd/m/Y')).toBeUndefined();
  });
});

describe('date_format violations carry the kind and never the value', () => {
  const broken = {
    ...DAY,
    date: '2024-02-30',
    activity: { ...DAY.activity, slots: DAY.activity.slots.map((s, i) => (i === 0 ? { ...s, date: '24:00' } : s)) },
  };
  for (const [name, validate] of [
    ['compiled', compiled.validateSummary],
    ['precompiled', precompiled.validateSummary],
  ] as const) {
    it(name, () => {
      const result = validate(broken);
      expect(result.ok).toBe(false);
      const violations = result.ok ? [] : result.violations;
      expect(violations.map((v) => [v.pointer, v.rule, v.message])).toEqual([
        [
          '/activity/slots/0/date',
          'date_format',
          'activity.slots[0].date must match the format H:i: hour out of range',
        ],
        ['/date', 'date_format', 'date must match the format Y-m-d: not a calendar date'],
      ]);
      expect(JSON.stringify(violations)).not.toMatch(/2024-02-30|24:00/);
    });
  }
});
