// Each way to break each format: Y-m-d, H:i and Y-m-d\TH:i:s. Every result is a string (so the rule is
// date_format, never type) derived from the valid value it replaces.
import fc from 'fast-check';

const nonLeap = (year: number): number => (year % 4 === 0 ? year + 1 : year);

/**
 * @internal Broken Y-m-d strings near `date`: impossible days (Feb 30, Apr 31, month 13 or 00, day 00, Feb 29
 * of a common year), a missing zero pad, a zone suffix, a time part, other separators or order.
 */
export function brokenYmd(date: string): fc.Arbitrary<string> {
  const [y = '2024', m = '01', d = '01'] = date.split('-');
  const year = Number(y);
  return fc.constantFrom(
    `${y}-02-30`,
    `${y}-04-31`,
    `${y}-13-${d}`,
    `${y}-00-${d}`,
    `${y}-${m}-00`,
    `${nonLeap(year)}-02-29`,
    `${y}-${(Number(m) % 9) + 1}-${d}`,
    `${y}-${m}-${Number(d) % 10 === 0 ? 1 : Number(d) % 10}`,
    `${date}Z`,
    `${date}T00:00:00`,
    `${date} 00:00:00`,
    `${y}/${m}/${d}`,
    `${y}${m}${d}`,
    `${d}-${m}-${y}`,
    `${y.slice(2)}-${m}-${d}`,
    ` ${date}`,
  );
}

/** @internal Broken H:i strings near `hi`: 24:00, 24:MM, hour 25, minute 60, no zero pad, seconds, zone, no colon. */
export function brokenHi(hi: string): fc.Arbitrary<string> {
  const [hh = '00', mm = '00'] = hi.split(':');
  return fc.constantFrom(
    '24:00',
    `24:${mm}`,
    `25:${mm}`,
    `${hh}:60`,
    `${Number(hh) % 10}:${mm}`,
    `${hh}:${Number(mm) % 10}`,
    `${hh}:${mm}:00`,
    `${hh}:${mm}Z`,
    `${hh}${mm}`,
    `${hh}.${mm}`,
  );
}

/**
 * @internal Broken Y-m-d\TH:i:s strings near `value`: a zone suffix (Z, +01:00), a fraction, a space for T,
 * no seconds, an impossible date, hour 24, a date alone.
 */
export function brokenLocalDateTime(value: string): fc.Arbitrary<string> {
  const [date = '2024-01-01', time = '00:00:00'] = value.split('T');
  const year = date.slice(0, 4);
  return fc.constantFrom(
    `${value}Z`,
    `${value}+01:00`,
    `${value}.000`,
    `${value}.5`,
    `${date} ${time}`,
    `${date}T${time.slice(0, 5)}`,
    `${year}-02-30T${time}`,
    `${date}T24:00:00`,
    `${date}T${time.slice(0, 6)}60`,
    date,
  );
}
