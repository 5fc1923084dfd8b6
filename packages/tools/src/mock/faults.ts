import type { UserSummary } from 'user-summaries-contract/internal/generated/types';
import { dateOfDay } from '../pages/days.js';
import { SUMMARY_GROUPS } from 'user-summaries-contract/internal/generated/types';

/**
 * The fault modes of the reference server (`--fault NAME`, several allowed), each with what it breaks.
 * Data faults touch authenticated, valid requests only, so the auth and validation probes still see a
 * well-behaved server.
 */
export const FAULTS = {
  'missing-field': "the first day of each page lacks a required field (its first group's date, else the summary date)",
  'wrong-type': "the first day of each page carries a number where a date string belongs (its first group's date)",
  'bad-format': "the first day of each page breaks the Y-m-d format (its first group's date written with slashes)",
  'empty-group': 'the first day of each page carries heart_rate as an empty object',
  'slots-when-excluded': 'slots are sent although include_slots=0',
  'out-of-range': 'the first day of each page is moved to a date before date_from',
  'duplicate-day': 'from page 2 on, the first day of each page repeats the last day of the page before',
  'oversized-page': 'every non-empty page holds per_page + 1 days',
  'endless-pages': 'pagination never ends: every page claims a next page and serves the same days',
  'server-error': 'data requests answer 500 with an HTML body',
  slow: 'data responses drip their body over --slow-ms milliseconds',
  truncated: 'data responses announce their full length, send half and close the connection',
  'wrong-content-type': 'data responses are labelled text/html',
  redirect: 'data requests are redirected (302) to another host (--redirect-to)',
  'gzip-bomb': 'data responses are a gzip body that inflates to 256 MiB of whitespace',
} as const;

/** The name of a fault mode. */
export type FaultName = keyof typeof FAULTS;

/** Whether a string names a fault mode. */
export function isFaultName(name: string): name is FaultName {
  return Object.hasOwn(FAULTS, name);
}

type Mutable = Record<string, unknown>;

/** The first group present on a summary, as a mutable record. */
function firstGroup(summary: UserSummary): Mutable | undefined {
  for (const name of SUMMARY_GROUPS) {
    const group = (summary as unknown as Mutable)[name];
    if (typeof group === 'object' && group !== null && !Array.isArray(group)) return group as Mutable;
  }
  return undefined;
}

/** Gives a summary (and each of its groups) another date. */
function redate(summary: UserSummary, date: string): void {
  const record = summary as unknown as Mutable;
  record['date'] = date;
  for (const name of SUMMARY_GROUPS) {
    const group = record[name];
    if (typeof group === 'object' && group !== null && 'date' in group) (group as Mutable)['date'] = date;
  }
}

/** The day-level faults, applied to the first day of a page. */
const DAY_FAULTS: Partial<Record<FaultName, (summary: UserSummary, context: PageFaultContext) => void>> = {
  'missing-field': (summary) => {
    const group = firstGroup(summary);
    delete (group ?? (summary as unknown as Mutable))['date'];
  },
  'wrong-type': (summary) => {
    const target = firstGroup(summary) ?? (summary as unknown as Mutable);
    target['date'] = Number(String(target['date']).replaceAll('-', ''));
  },
  'bad-format': (summary) => {
    const target = firstGroup(summary) ?? (summary as unknown as Mutable);
    target['date'] = String(target['date']).replaceAll('-', '/');
  },
  'empty-group': (summary) => {
    (summary as unknown as Mutable)['heart_rate'] = {};
  },
  'out-of-range': (summary, context) => {
    redate(summary, dateOfDay(context.fromDay - context.page));
  },
};

/** What the page-level faults need to know of the request. */
export interface PageFaultContext {
  readonly fromDay: number;
  readonly page: number;
  readonly perPage: number;
  /** The last day of the page before (for duplicate-day), when there is one. */
  readonly previousDay: () => UserSummary | undefined;
  /** The day after the page's window (for oversized-page), when there is one. */
  readonly nextDay: () => UserSummary | undefined;
}

/**
 * Applies the data faults to the days of one page (in place, and by adding or replacing days). Transport
 * faults (server-error, slow, truncated, wrong-content-type, redirect, gzip-bomb) are the handler's.
 */
export function applyPageFaults(
  days: UserSummary[],
  faults: ReadonlySet<FaultName>,
  context: PageFaultContext,
): UserSummary[] {
  let out = days;
  if (faults.has('duplicate-day') && context.page > 1 && out.length > 0) {
    const previous = context.previousDay();
    if (previous !== undefined) out = [previous, ...out.slice(1)];
  }
  if (faults.has('oversized-page') && out.length > 0) {
    const extra = context.nextDay() ?? structuredClone(out[out.length - 1] as UserSummary);
    out = [...out, extra];
    while (out.length <= context.perPage) out.push(structuredClone(out[out.length - 1] as UserSummary));
  }
  const first = out[0];
  if (first !== undefined) {
    for (const [name, fault] of Object.entries(DAY_FAULTS)) if (faults.has(name as FaultName)) fault(first, context);
  }
  return out;
}
