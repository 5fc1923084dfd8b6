import type { DocumentKind } from './documentKind.js';
import type { DayPrefix } from './types.js';
import type { Violation } from 'user-summaries-contract/internal/validator/types';
import { isIndexToken } from 'user-summaries-contract/internal/validator/pointer';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The {@link DayPrefix} of a document read as `kind`, or undefined when the document is one day (a summary). */
export function dayPrefixOf(value: unknown, kind: DocumentKind): DayPrefix | undefined {
  if (kind === 'summary') return undefined;
  return Array.isArray(value) ? '/' : '/data/';
}

/**
 * The index of the summary holding a place: the first token of `pointer` after `prefix` (`/3` in an array,
 * `/data/3` in a response), when it is an array index; undefined for a place outside the days (the envelope).
 * A loop, not a regular expression: pointers are unbounded.
 */
export function summaryIndex(pointer: string, prefix: DayPrefix): number | undefined {
  if (!pointer.startsWith(prefix)) return undefined;
  const end = pointer.indexOf('/', prefix.length);
  const token = pointer.slice(prefix.length, end === -1 ? pointer.length : end);
  return isIndexToken(token) ? Number(token) : undefined;
}

/** Whether a string is a date the contract accepts: `Y-m-d`, a real calendar date from year 1. */
function isCalendarDate(text: string): boolean {
  // Ten characters at most reach the pattern: the bounded quantifiers see a short slice.
  const match = text.length === 10 ? YMD.exec(text) : null;
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0)
  );
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The `date` of a summary when it is a date the contract accepts, else undefined. Reports name days by such
 * dates only (docs/gate.md, "Dates in reports"): a date text the contract rejects (`2024-02-30`, `2024-1-1`)
 * is a payload value like any other and never becomes a key of a report.
 */
function summaryCalendarDate(summary: unknown): string | undefined {
  if (typeof summary !== 'object' || summary === null || Array.isArray(summary)) return undefined;
  const date = (summary as Record<string, unknown>)['date'];
  return typeof date === 'string' && isCalendarDate(date) ? date : undefined;
}

/**
 * The day a violation belongs to: the `date` of the summary that holds its pointer, when that summary has a
 * Y-m-d date; undefined otherwise (the envelope, or a summary without a readable date).
 *
 * @example
 * violationDay({ data: [{ date: '2024-01-09' }] }, 'response', '/data/0/sleep/slots/2/end_date'); // '2024-01-09'
 */
function violationDay(value: unknown, kind: DocumentKind, pointer: string): string | undefined {
  const prefix = dayPrefixOf(value, kind);
  if (prefix === undefined) return summaryCalendarDate(value);
  const days =
    prefix === '/'
      ? value
      : typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)['data']
        : undefined;
  const index = summaryIndex(pointer, prefix);
  return index === undefined || !Array.isArray(days) ? undefined : summaryCalendarDate(days[index]);
}

/** Violations with the day of their summary, for the archive report. */
export function withDays<T extends Violation>(
  violations: readonly T[],
  value: unknown,
  kind: DocumentKind,
): (T & { day?: string })[] {
  return violations.map((v) => {
    const day = violationDay(value, kind, v.pointer);
    return day === undefined ? v : { ...v, day };
  });
}
