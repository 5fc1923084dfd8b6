import { dayNumber } from '../pages/days.js';

/** Milliseconds in one day. */
const DAY_MS = 86_400_000;
const MS_WIDTH = 13;
/** Bytes of a `Y-m-d` date. */
const DATE_BYTES = 10;

/**
 * A day's served JSON text as bytes, with the place of every date and timestamp in it, so that the same day
 * can be written for another date by whole days: `2024-03-01` becomes `2024-05-17`, `2024-02-29T23:10:00`
 * `2024-05-16T23:10:00`, and every timestamp moves by the same number of days. A date keeps its 10 characters
 * and a 13-digit timestamp its 13 digits, so writing the day for another date is one copy of the bytes and a
 * patch of the digits in place: no string is built, about a thousand times cheaper than a fast-check draw.
 */
export interface DayTemplate {
  /** The day number the text was generated for. */
  readonly day: number;
  /** The UTF-8 bytes of the text. */
  readonly bytes: Buffer;
  /** Byte positions of the dates (10 characters `Y-m-d`) and their day offsets from `day`. */
  readonly datesAt: Int32Array;
  readonly dateOffsets: Int32Array;
  /** Byte positions of the 13-digit timestamps and their milliseconds from the start of `day`. */
  readonly msAt: Int32Array;
  readonly msOffsets: Float64Array;
  /** The smallest and largest date offset and millisecond offset (to check the widths of a target day). */
  readonly bounds: {
    readonly minDate: number;
    readonly maxDate: number;
    readonly minMs: number;
    readonly maxMs: number;
  };
}

// A string value that starts with a Y-m-d date (the summary and group dates, sleep slots' date-times), or the
// 13-digit number of a member whose name ends in `timestamp` (slot timestamps, start_ and end_timestamp).
const MOVING = /"(\d{4}-\d{2}-\d{2})|timestamp":(\d{13})(?=[,}\]])/g;

/**
 * Cuts a day's JSON text (as `JSON.stringify` writes it, for the date `day`) into a {@link DayTemplate}.
 *
 * @example
 * const template = cutTemplate('{"date":"2024-03-01","activity":{"date":"2024-03-01"}}', dayNumber('2024-03-01')!);
 * renderTemplate(template, dayNumber('2024-03-02')!).toString(); // '{"date":"2024-03-02","activity":{"date":"2024-03-02"}}'
 */
export function cutTemplate(text: string, day: number): DayTemplate {
  const datesAt: number[] = [];
  const dateOffsets: number[] = [];
  const msAt: number[] = [];
  const msOffsets: number[] = [];
  // Byte positions: the text is ASCII in practice, but a string value with other characters is counted right.
  let byte = 0;
  let char = 0;
  const bytePosition = (index: number): number => {
    byte += Buffer.byteLength(text.slice(char, index));
    char = index;
    return byte;
  };
  for (const match of text.matchAll(MOVING)) {
    if (match[1] !== undefined) {
      const dateDay = dayNumber(match[1]);
      if (dateDay === undefined) continue; // not a real date: left as it is
      datesAt.push(bytePosition(match.index + 1));
      dateOffsets.push(dateDay - day);
    } else {
      msAt.push(bytePosition(match.index + match[0].length - MS_WIDTH));
      msOffsets.push(Number(match[2]) - day * DAY_MS);
    }
  }
  const bounds = { minDate: 0, maxDate: 0, minMs: 0, maxMs: 0 };
  for (const offset of dateOffsets)
    [bounds.minDate, bounds.maxDate] = [Math.min(bounds.minDate, offset), Math.max(bounds.maxDate, offset)];
  for (const offset of msOffsets)
    [bounds.minMs, bounds.maxMs] = [Math.min(bounds.minMs, offset), Math.max(bounds.maxMs, offset)];
  return {
    day,
    bytes: Buffer.from(text, 'utf8'),
    datesAt: Int32Array.from(datesAt),
    dateOffsets: Int32Array.from(dateOffsets),
    msAt: Int32Array.from(msAt),
    msOffsets: Float64Array.from(msOffsets),
    bounds,
  };
}

/** The four ASCII digits of 0000-9999 as little-endian 32-bit words: a timestamp is written four digits at a time. */
const QUADS = (() => {
  const table = new Uint32Array(10_000);
  const view = new DataView(table.buffer);
  for (let n = 0; n < 10_000; n += 1) {
    const digits = String(n).padStart(4, '0');
    for (let i = 0; i < 4; i += 1) view.setUint8(n * 4 + i, digits.charCodeAt(i));
  }
  return table;
})();
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Writes a 13-digit non-negative integer at `at`: one digit, then three words of four digits (unaligned writes). */
function writeMs(view: DataView, at: number, value: number): void {
  const high = Math.floor(value / 1e8); // 5 digits
  const low = value - high * 1e8; // 8 digits, an int32
  const top = (high / 10_000) | 0;
  view.setUint8(at, 0x30 + top);
  view.setUint32(at + 1, QUADS[high - top * 10_000] as number, LITTLE_ENDIAN);
  const mid = (low / 10_000) | 0;
  view.setUint32(at + 5, QUADS[mid] as number, LITTLE_ENDIAN);
  view.setUint32(at + 9, QUADS[low - mid * 10_000] as number, LITTLE_ENDIAN);
}

/** The day numbers of 0000-01-01 and 9999-12-31: a date between them keeps its four-digit year. */
const FIRST_4_DIGIT_DAY = dayNumber('0000-01-01') ?? 0;
const LAST_4_DIGIT_DAY = dayNumber('9999-12-31') ?? 0;

/** Whether every date and timestamp of the template keeps its width when written for `day` (see {@link writeTemplate}). */
export function fitsDay(template: DayTemplate, day: number): boolean {
  const { minDate, maxDate, minMs, maxMs } = template.bounds;
  const widthOk = (ms: number): boolean => ms >= 1e12 && ms < 1e13;
  const yearOk = (d: number): boolean => d >= FIRST_4_DIGIT_DAY && d <= LAST_4_DIGIT_DAY;
  return (
    yearOk(day + minDate) &&
    yearOk(day + maxDate) &&
    (template.msAt.length === 0 || (widthOk(day * DAY_MS + minMs) && widthOk(day * DAY_MS + maxMs)))
  );
}

/** The two ASCII digits of 00-99 as little-endian 16-bit words (the first four digits of each {@link QUADS} entry's last two). */
const PAIRS = (() => {
  const table = new Uint16Array(100);
  for (let n = 0; n < 100; n += 1) table[n] = ((QUADS[n] as number) >>> 16) & 0xffff;
  return table;
})();
const DASH = 0x2d;

/**
 * Writes the `Y-m-d` date of day number `day` (a four-digit year) at `at`, from the day number by arithmetic
 * (Howard Hinnant's days-to-civil algorithm): no Date and no string per date written.
 */
function writeDate(view: DataView, at: number, day: number): void {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const date = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  view.setUint32(at, QUADS[year] as number, LITTLE_ENDIAN);
  view.setUint8(at + 4, DASH);
  view.setUint16(at + 5, PAIRS[month] as number, LITTLE_ENDIAN);
  view.setUint8(at + 7, DASH);
  view.setUint16(at + 8, PAIRS[date] as number, LITTLE_ENDIAN);
}

/** The distinct dates of the render under way (one module-wide buffer: renders are synchronous), grown as needed. */
let scratch = new DataView(new ArrayBuffer(DATE_BYTES * 8));

/**
 * Writes the template's bytes for the date `day` at byte `at` of `view` (a view of the target, made once per
 * page): one copy of the bytes, then every date and timestamp moved by `day - template.day` days, in place.
 * The caller checks {@link fitsDay} first: a value that would change width is not written right.
 */
export function writeTemplate(
  template: DayTemplate,
  day: number,
  target: Uint8Array,
  view: DataView,
  at: number,
): void {
  target.set(template.bytes, at);
  const { datesAt, dateOffsets, msAt, msOffsets } = template;
  // A day with slots holds hundreds of dates over a few distinct days: each distinct date is computed once, into
  // a scratch, and copied as two 32-bit words and one 16-bit word wherever it appears.
  const { minDate, maxDate } = template.bounds;
  const needed = DATE_BYTES * (maxDate - minDate + 1);
  if (scratch.byteLength < needed) scratch = new DataView(new ArrayBuffer(needed));
  for (let offset = minDate; offset <= maxDate; offset += 1)
    writeDate(scratch, (offset - minDate) * DATE_BYTES, day + offset);
  for (let i = 0; i < datesAt.length; i += 1) {
    const from = ((dateOffsets[i] as number) - minDate) * DATE_BYTES;
    const to = at + (datesAt[i] as number);
    view.setUint32(to, scratch.getUint32(from, LITTLE_ENDIAN), LITTLE_ENDIAN);
    view.setUint32(to + 4, scratch.getUint32(from + 4, LITTLE_ENDIAN), LITTLE_ENDIAN);
    view.setUint16(to + 8, scratch.getUint16(from + 8, LITTLE_ENDIAN), LITTLE_ENDIAN);
  }
  const base = day * DAY_MS;
  for (let i = 0; i < msAt.length; i += 1) writeMs(view, at + (msAt[i] as number), base + (msOffsets[i] as number));
}

/**
 * The template's bytes written for the date `day` in a buffer of their own ({@link writeTemplate}). Returns
 * undefined when a moved value would change width (a timestamp before 2001-09-09 or a year past 9999), which
 * the sources' day range excludes.
 */
export function renderTemplate(template: DayTemplate, day: number): Buffer | undefined {
  if (!fitsDay(template, day)) return undefined;
  const out = Buffer.allocUnsafe(template.bytes.length);
  writeTemplate(template, day, out, new DataView(out.buffer, out.byteOffset, out.length), 0);
  return out;
}
