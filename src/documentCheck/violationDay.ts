import type { DocumentKind } from './documentKind.js';
import type { Violation } from '../validator/types.js';

const YMD = /^\d{4}-\d{2}-\d{2}$/;
/** The pointer of the summary holding a place: `` (a summary), `/3` (an array), `/data/3` (a response). */
const SUMMARY_OF_ARRAY = /^\/(0|[1-9][0-9]*)(?=\/|$)/;
const SUMMARY_OF_RESPONSE = /^\/data\/(0|[1-9][0-9]*)(?=\/|$)/;

/** The `date` of a summary when it is a Y-m-d string, else undefined. */
function summaryYmdDate(summary: unknown): string | undefined {
  if (typeof summary !== 'object' || summary === null || Array.isArray(summary)) return undefined;
  const date = (summary as Record<string, unknown>)['date'];
  return typeof date === 'string' && YMD.test(date) ? date : undefined;
}

/**
 * The day a violation belongs to: the `date` of the summary that holds its pointer, when that summary has a
 * Y-m-d date; undefined otherwise (the envelope, or a summary without a readable date).
 *
 * @example
 * violationDay({ data: [{ date: '2024-01-09' }] }, 'response', '/data/0/sleep/slots/2/end_date'); // '2024-01-09'
 */
function violationDay(value: unknown, kind: DocumentKind, pointer: string): string | undefined {
  if (kind === 'summary') return summaryYmdDate(value);
  if (Array.isArray(value)) {
    const match = SUMMARY_OF_ARRAY.exec(pointer);
    return match === null ? undefined : summaryYmdDate(value[Number(match[1])]);
  }
  const data = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['data'] : undefined;
  const match = SUMMARY_OF_RESPONSE.exec(pointer);
  return match === null || !Array.isArray(data) ? undefined : summaryYmdDate(data[Number(match[1])]);
}

/** Violations with the day of their summary, for the archive report. */
export function withDays<T extends Violation>(violations: readonly T[], value: unknown, kind: DocumentKind): (T & { day?: string })[] {
  return violations.map((v) => {
    const day = violationDay(value, kind, v.pointer);
    return day === undefined ? v : { ...v, day };
  });
}
