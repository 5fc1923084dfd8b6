// Calendar helpers: Y-m-d, H:i and Y-m-d\TH:i:s written from UTC day numbers, so every value is consistent.
import fc from 'fast-check';

/** @internal Milliseconds in one day. */
const DAY_MS = 86_400_000;

/** @internal Earliest day whose midnight is a 13-digit millisecond timestamp. */
export const MIN_DATE = '2001-09-10';
/** @internal Latest day whose last millisecond is still a 13-digit timestamp. */
export const MAX_DATE = '2286-11-19';
/** @internal The default range of generated days. */
export const DEFAULT_RANGE = { from: '2020-01-01', to: '2029-12-31' } as const;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** @internal Whether a string is a real calendar date written exactly Y-m-d. */
export function isYmd(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && formatYmd(ms) === value;
}

/** @internal The UTC midnight of a Y-m-d day, in milliseconds since the epoch. */
export function dayStartMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** @internal The Y-m-d day of a millisecond timestamp (UTC). */
function formatYmd(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** @internal The day `days` after a Y-m-d day. */
export function addDays(date: string, days: number): string {
  return formatYmd(dayStartMs(date) + days * DAY_MS);
}

/** @internal The first and last second of a day in milliseconds, as the groups with a time span carry them. */
export function daySpan(date: string): { start_timestamp: number; end_timestamp: number } {
  const start = dayStartMs(date);
  return { start_timestamp: start, end_timestamp: start + 86_399_000 };
}

/** @internal A minute of the day written H:i (`0` is `00:00`, `1439` is `23:59`). */
export function formatHi(minuteOfDay: number): string {
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

/** @internal A millisecond timestamp written Y-m-d\TH:i:s (UTC wall clock, no zone). */
export function formatLocalDateTime(ms: number): string {
  const d = new Date(ms);
  return `${formatYmd(ms)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** @internal Any day of an inclusive Y-m-d range. */
export function dateInRange(from: string, to: string): fc.Arbitrary<string> {
  const first = dayStartMs(from) / DAY_MS;
  const last = dayStartMs(to) / DAY_MS;
  if (first === last) return fc.constant(from);
  return fc.integer({ min: first, max: last }).map((day) => formatYmd(day * DAY_MS));
}
