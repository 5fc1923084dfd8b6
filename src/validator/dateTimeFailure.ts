/**
 * What kind of failure a date or time string is, in a few words that never repeat the value: reports mask
 * payload values (health data), so "must match the format Y-m-d" alone cannot tell `2024-02-30` from
 * `2024-2-3`. Used by the mapping of Ajv's errors (fromAjvErrors.ts) for every `date_format` violation.
 */

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The failure kind of a string that should be a Y-m-d date, or undefined when it is one. */
function dateKind(text: string): string | undefined {
  const match = YMD.exec(text);
  if (match !== null) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (year === 0) return 'year out of range (0001 to 9999)';
    if (month < 1 || month > 12) return 'month out of range';
    if (day < 1 || day > daysInMonth(year, month)) return 'not a calendar date';
    return undefined;
  }
  if (/^\d{4}-\d{2}-\d{2}[T ]/.test(text)) return 'has a time part';
  if (/^\d{1,4}-\d{1,2}-\d{1,2}$/.test(text)) return 'wrong width (YYYY-MM-DD, zero-padded)';
  if (/^\d{4}[/.]\d{1,2}[/.]\d{1,2}$/.test(text)) return 'wrong separator (use -)';
  if (/^\d{1,2}[-/.]\d{1,2}[-/.]\d{4}$/.test(text)) return 'not in year-month-day order';
  if (text === '') return 'empty';
  if (text.trim() !== text) return 'has surrounding white space';
  return 'not a date';
}

/** The failure kind of HH:MM (and of the time part of a date-time): ranges of hour, minute, second. */
function clockKind(hour: number, minute: number, second = 0): string | undefined {
  if (hour > 23) return 'hour out of range';
  if (minute > 59) return 'minute out of range';
  if (second > 59) return 'second out of range';
  return undefined;
}

function timeKind(text: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (match !== null) return clockKind(Number(match[1]), Number(match[2])) ?? 'not a time';
  if (/^\d{2}:\d{2}:\d{2}/.test(text)) return 'has seconds (H:i is hours and minutes)';
  if (/^\d{1,2}:\d{1,2}$/.test(text)) return 'wrong width (HH:MM, zero-padded)';
  if (/[ap]m$/i.test(text)) return 'has AM/PM (H:i is a 24-hour clock)';
  if (text === '') return 'empty';
  return 'not a time';
}

function dateTimeKind(text: string): string {
  const match = /^([^T ]*)([T ])(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?(.*)$/.exec(text);
  if (match === null) return YMD.test(text) ? 'has no time part' : text === '' ? 'empty' : 'not a date and time';
  const [, date = '', separator, hh = '', mm = '', ss, rest = ''] = match;
  const onDate = dateKind(date);
  if (onDate !== undefined) return onDate;
  if (separator !== 'T') return 'wrong separator between date and time (use T)';
  if (/^(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(rest)) return 'has a time zone';
  if (/^[.,]\d+/.test(rest)) return 'has a fraction of a second';
  if (rest !== '') return 'not a date and time';
  if (ss === undefined) return 'has no seconds';
  if (hh.length !== 2 || mm.length !== 2 || ss.length !== 2) return 'wrong width (HH:MM:SS, zero-padded)';
  return clockKind(Number(hh), Number(mm), Number(ss)) ?? 'not a date and time';
}

/**
 * The kind of failure of a string that breaks a date or time format of the contract (`Y-m-d`, `H:i`,
 * `Y-m-d\TH:i:s`), without any of its characters: "not a calendar date", "hour out of range", "has a time
 * zone", "wrong width (…)". Undefined for a value that is no string (its failure is a `type` one) or a format
 * it does not know.
 *
 * @example
 * dateTimeFailure('2024-02-30', 'Y-m-d'); // 'not a calendar date'
 * dateTimeFailure('24:00', 'H:i'); // 'hour out of range'
 */
export function dateTimeFailure(value: unknown, format: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  switch (format) {
    case 'Y-m-d':
      return dateKind(value) ?? 'not a date';
    case 'H:i':
      return timeKind(value);
    case 'Y-m-d\\TH:i:s':
      return dateTimeKind(value);
    default:
      return undefined;
  }
}
