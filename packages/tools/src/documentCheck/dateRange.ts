import type { DocumentKind } from './documentKind.js';

/** A summary date outside the requested range: its pointer (to the `date` member). */
export interface OutOfRange {
  readonly pointer: string;
  readonly side: 'before' | 'after';
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** The summaries of a document, with their pointers. */
function summariesOf(value: unknown, kind: DocumentKind): [string, unknown][] {
  if (kind === 'summary') return [['', value]];
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)['data']
      : undefined;
  if (!Array.isArray(list)) return [];
  const prefix = Array.isArray(value) ? '' : '/data';
  return list.map((item, index): [string, unknown] => [`${prefix}/${index}`, item]);
}

/**
 * The summaries whose `date` falls outside `[from, to]` (Y-m-d strings, either bound optional). Dates that
 * are not Y-m-d strings are left to the schema. A warning-class check: it never fails a document.
 *
 * @example
 * datesOutOfRange([{ date: '2024-01-09' }], 'summaries', '2024-01-10', undefined);
 * // [{ pointer: '/0/date', side: 'before' }]
 */
export function datesOutOfRange(
  value: unknown,
  kind: DocumentKind,
  from: string | undefined,
  to: string | undefined,
): OutOfRange[] {
  const found: OutOfRange[] = [];
  for (const [pointer, summary] of summariesOf(value, kind)) {
    if (typeof summary !== 'object' || summary === null || Array.isArray(summary)) continue;
    const date = (summary as Record<string, unknown>)['date'];
    if (typeof date !== 'string' || !YMD.test(date)) continue;
    if (from !== undefined && date < from) found.push({ pointer: `${pointer}/date`, side: 'before' });
    else if (to !== undefined && date > to) found.push({ pointer: `${pointer}/date`, side: 'after' });
  }
  return found;
}
