import type { UserSummary } from '../generated/types.js';
import { openReading } from '../precompiled/modules.js';
import { reportByUnits } from '../validator/unitWalk.js';
import { isPlainObject } from '../validator/plainObject.js';
import { failure, notJsonViolation } from '../validator/result.js';
import type { EnvelopeName, Violation } from '../validator/types.js';
import type { ViolationPolicy, ViolationReport } from './clientTypes.js';
import { ContractViolationError } from './errors.js';
import { daysPointer } from './paging.js';

/** The most violations a ContractViolationError of a page carries (the rest are counted). */
const ERROR_CAP = 100;
/**
 * The most violations the report of one page builds, as the validators' `maxViolations` caps theirs: a page of
 * a million nulls costs a report of this many, not a million (gigabytes of memory). Past it, bad days are still
 * found (each day's fast check) and dropped; their reports carry the violations kept for them.
 */
const PAGE_REPORT_CAP = 1000;
/** Days checked between two looks at the deadline. */
const DAYS_PER_DEADLINE_LOOK = 4096;

/** A day's `date` is named in a report only when it has the shape of a date (no other payload text). */
const DATE_SHAPE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** How a page is checked. */
export interface PageCheck {
  readonly body: unknown;
  readonly data: readonly unknown[];
  readonly envelope: EnvelopeName;
  readonly includeSlots: boolean;
  readonly policy: ViolationPolicy;
  readonly page: number;
  readonly reportViolation: ((report: ViolationReport) => void) | undefined;
  /** Called between steps of the check: throws once the call's deadline has passed. */
  readonly checkDeadline: () => void;
}

function throwCapped(
  report: { readonly violations: readonly Violation[]; readonly total: number; readonly truncated: boolean },
  page: number,
): never {
  const kept = report.violations.slice(0, ERROR_CAP);
  throw new ContractViolationError('response', kept, Math.max(0, report.total - kept.length), page, report.truncated);
}

/** The page with no day: what its envelope alone says. */
function withoutDays(body: unknown, envelope: EnvelopeName): unknown {
  return envelope === 'bare' ? [] : { ...(body as Record<string, unknown>), data: [] };
}

function throwFor(violations: readonly Violation[], page: number): never {
  const capped = failure(violations, ERROR_CAP);
  throw new ContractViolationError(
    'response',
    capped.ok ? [] : capped.violations,
    capped.ok ? 0 : capped.omitted,
    page,
  );
}

/** The index of the day a violation belongs to, or undefined for the envelope. */
function dayOf(pointer: string, prefix: string): number | undefined {
  if (!pointer.startsWith(`${prefix}/`)) return undefined;
  const token = pointer.slice(prefix.length + 1).split('/')[0] ?? '';
  return /^(?:0|[1-9][0-9]*)$/.test(token) ? Number(token) : undefined;
}

/**
 * Checks a page against the contract with the precompiled validators and applies the policy: the days kept
 * and how many were dropped. The fast validator answers for a good page; only a bad one pays for the report,
 * which is split by day. A broken envelope throws under every policy, and so does a day that is not an object
 * under `warn`.
 *
 * @throws ContractViolationError
 * @internal
 */
export function checkPage(check: PageCheck): { summaries: UserSummary[]; dropped: number } {
  const reading = openReading(check.includeSlots);
  if (reading.fast[check.envelope](check.body)) return { summaries: check.data as UserSummary[], dropped: 0 };
  // The report is capped as the validators' are, and the deadline is looked at between its steps.
  const report = reportByUnits(reading, check.envelope, check.body, PAGE_REPORT_CAP);
  check.checkDeadline();
  if (report.violations.length === 0)
    throwFor([notJsonViolation('', 'was rejected without a detailed reason')], check.page);
  const prefix = daysPointer(check.envelope);
  const byDay = new Map<number, Violation[]>();
  for (const violation of report.violations) {
    const day = dayOf(violation.pointer, prefix);
    if (day === undefined || day >= check.data.length) throwCapped(report, check.page);
    const list = byDay.get(day);
    if (list === undefined) byDay.set(day, [violation]);
    else list.push(violation);
  }
  if (check.policy === 'throw') throwCapped(report, check.page);
  // Past the cap the report says nothing: the envelope and each day are checked on their own, fast.
  if (report.truncated || report.total > report.violations.length) {
    if (!reading.fast[check.envelope](withoutDays(check.body, check.envelope))) throwCapped(report, check.page);
    for (let index = 0; index < check.data.length; index += 1) {
      if (index % DAYS_PER_DEADLINE_LOOK === 0) check.checkDeadline();
      if (!byDay.has(index) && !reading.fast.userSummary(check.data[index])) byDay.set(index, []);
    }
  }
  const policy = check.policy;
  // A day that is not an object (null, a number, a list) cannot be kept even with a warning: the consumer's
  // `day.date` would throw on it. Under `warn` it breaks the page, as a broken envelope does.
  if (policy === 'warn')
    for (const index of byDay.keys()) if (!isPlainObject(check.data[index])) throwCapped(report, check.page);
  for (const [index, dayViolations] of byDay) {
    const date = (check.data[index] as { date?: unknown } | null)?.date;
    const named = typeof date === 'string' && DATE_SHAPE.test(date) ? date : undefined;
    check.reportViolation?.({ policy, page: check.page, index, date: named, violations: dayViolations });
  }
  check.checkDeadline();
  if (policy === 'warn') return { summaries: check.data as UserSummary[], dropped: 0 };
  const kept = check.data.filter((_, index) => !byDay.has(index)) as UserSummary[];
  return { summaries: kept, dropped: byDay.size };
}
