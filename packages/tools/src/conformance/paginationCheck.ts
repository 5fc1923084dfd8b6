import { dayNumber, rangeLength } from '../pages/days.js';
import { checkResult, itemsOf, skipped } from './_result.js';
import type { CheckResult, Finding } from './types.js';
import type { Walk } from './walk.js';

/** What the pagination check knows of the run. */
export interface PaginationContext {
  readonly walks: readonly Walk[];
  readonly baseUrl: string;
  readonly from: string;
  readonly to: string;
  /** per_page sent (undefined: none sent, 10 expected). */
  readonly perPage: number | undefined;
  readonly maxFindings: number;
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const positive = (v: unknown): v is number => isInt(v) && v > 0;

/** The findings on one walk's pages and metadata. */
function walkFindings(walk: Walk, ctx: PaginationContext): Finding[] {
  const findings: Finding[] = [];
  const requested = ctx.perPage ?? 10;
  const origin = new URL(ctx.baseUrl).origin;
  const at = (page: number, rule: string, message: string, severity: 'fail' | 'warn' = 'fail'): void => {
    findings.push({ rule, severity, page, includeSlots: walk.includeSlots, message });
  };
  if (walk.end === 'loop' || walk.end === 'cap') {
    findings.push({ rule: 'pagination_loop', class: 'pagination_loop', severity: 'fail', includeSlots: walk.includeSlots, message: walk.note ?? 'the walk did not end' });
  }
  const first = walk.pages[0]?.meta;
  let foreign = false;
  walk.pages.forEach((page, index) => {
    const items = page.items ?? [];
    const meta = page.meta;
    const lastOfWalk = index === walk.pages.length - 1;
    let size = requested;
    if (meta !== undefined) {
      if (isInt(meta.currentPage) && meta.currentPage !== page.page) at(page.page, 'current_page', `current_page differs from the page requested (${page.page})`);
      if (isInt(meta.perPage) && meta.perPage > requested) at(page.page, 'per_page', `per_page is larger than the ${requested} requested`);
      if (positive(meta.perPage)) size = Math.min(meta.perPage, requested);
      if (isInt(meta.total) && positive(meta.perPage) && isInt(meta.lastPage) && meta.lastPage !== Math.max(1, Math.ceil(meta.total / meta.perPage))) {
        at(page.page, 'last_page', 'last_page does not equal ceil(total / per_page)');
      }
      if (first !== undefined && index > 0 && (meta.total !== first.total || meta.lastPage !== first.lastPage)) {
        at(page.page, 'metadata_changed', 'total or last_page differs from page 1');
      }
      if (positive(meta.perPage) && (meta.from !== undefined || meta.to !== undefined)) {
        const from = items.length === 0 ? null : (page.page - 1) * meta.perPage + 1;
        const to = from === null ? null : from + items.length - 1;
        if (meta.from !== from || meta.to !== to) at(page.page, 'from_to', 'from/to do not match the page position and its item count');
      }
      if (positive(meta.lastPage) && meta.next !== undefined) {
        if ((meta.next === null) !== (page.page >= meta.lastPage)) at(page.page, 'next_page_url', 'the next-page link disagrees with last_page');
      }
      if (meta.prev !== undefined && (meta.prev === null) !== (page.page === 1)) at(page.page, 'prev_page_url', 'the previous-page link disagrees with the page number');
      for (const linked of meta.origins) {
        if (linked === undefined || foreign) continue; // not a URL: left to the reader; links are never followed
        if (linked !== origin) foreign = true;
        if (foreign) at(page.page, 'foreign_page_url', 'a page link points at another origin (not followed; the token is never sent there)', 'warn');
      }
    }
    if (items.length > size) at(page.page, 'page_size', `the page holds more days than per_page (${size})`);
    else if (!lastOfWalk && items.length < size && walk.end === 'end') at(page.page, 'short_page', `a page before the last holds fewer days than per_page (${size})`);
  });
  const where = new Map<string, string>();
  for (const item of itemsOf(walk)) {
    const date = item.facts.date;
    if (date === undefined) continue;
    const earlier = where.get(date);
    if (earlier !== undefined) {
      findings.push({ rule: 'duplicate_day', severity: 'fail', page: item.page, includeSlots: walk.includeSlots, pointer: `${item.pointer}/date`, message: `${item.pointer}/date repeats the day of ${earlier}` });
    } else where.set(date, `page ${item.page} ${item.pointer}`);
  }
  const last = walk.pages[walk.pages.length - 1]?.meta;
  if (walk.end === 'end' && last !== undefined && isInt(last.total)) {
    const served = itemsOf(walk).length;
    if (last.total !== served) at(walk.pages.length, 'total', `total says ${last.total} but the pages hold ${served} day(s)`);
  }
  if (walk.end === 'end') {
    const [from, to] = [dayNumber(ctx.from) ?? 0, dayNumber(ctx.to) ?? 0];
    const inRange = [...where.keys()].filter((d) => (dayNumber(d) ?? -Infinity) >= from && (dayNumber(d) ?? Infinity) <= to).length;
    const missing = rangeLength(ctx.from, ctx.to) - inRange;
    if (missing > 0) findings.push({ rule: 'missing_day', severity: 'warn', includeSlots: walk.includeSlots, message: `${missing} day(s) of the range are not served` });
  }
  return findings;
}

/**
 * `pagination`: walks every page to the end; the metadata is consistent (current_page, per_page,
 * last_page = ceil(total / per_page), from/to, links, total = days served), no page exceeds per_page, no
 * day repeats, the walk ends (no loop, within the caps). Days of the range not served are a warning.
 */
export function paginationCheck(ctx: PaginationContext): CheckResult {
  const title = 'pagination walks to the end with consistent metadata, page sizes and no repeated day';
  if (ctx.walks.every((w) => w.pages.length === 0)) return skipped('pagination', title, 'no page was received (see the http check)');
  const findings = ctx.walks.flatMap((w) => walkFindings(w, ctx));
  const pages = ctx.walks.map((w) => `${w.pages.length} page(s) at include_slots=${w.includeSlots}${w.end === 'end' ? '' : ` (${w.end})`}`).join(', ');
  return checkResult('pagination', title, findings, pages, ctx.maxFindings);
}
