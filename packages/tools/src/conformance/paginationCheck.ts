import { firstPage, judgePage, pageSizeLimit, type OnePageRuleName } from '../pages/judgePage.js';
import {
  duplicateDay,
  foreignPageUrl,
  linksElsewhere,
  missingDays,
  shortPage,
  totalServed,
} from '../pages/judgeWalk.js';
import { pagePointers } from '../pages/pageRead.js';
import type { PageFinding } from '../pages/pageRules.js';
import { checkResult, itemsOf, skipped } from './_result.js';
import type { CheckResult, Finding } from './types.js';
import type { Walk } from './walkPages.js';

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

/** The rules of one page the checker applies, in the order it reports them; then a link elsewhere, then the page's size. */
const RULES_OF_A_PAGE: readonly OnePageRuleName[] = [
  'current_page',
  'per_page',
  'last_page',
  'metadata_changed',
  'from_to',
  'next_page_url',
  'prev_page_url',
];
const SIZE_RULE: readonly OnePageRuleName[] = ['page_size'];

/** The findings on one walk's pages and metadata, with the page rules of `pages/`. */
function walkFindings(walk: Walk, ctx: PaginationContext): Finding[] {
  const findings: Finding[] = [];
  const requested = ctx.perPage ?? 10;
  const origin = new URL(ctx.baseUrl).origin;
  // A finding on a page as a whole names the page, not a member of it.
  const onPage = (page: number, found: PageFinding<string> | undefined): void => {
    if (found !== undefined)
      findings.push({
        rule: found.rule,
        severity: found.severity,
        page,
        includeSlots: walk.includeSlots,
        message: found.message,
      });
  };
  if (walk.end === 'loop' || walk.end === 'cap') {
    findings.push({
      rule: 'pagination_loop',
      class: 'pagination_loop',
      severity: 'fail',
      includeSlots: walk.includeSlots,
      message: walk.note ?? 'the walk did not end',
    });
  }
  const firstMeta = walk.pages[0]?.meta;
  const first = firstMeta === undefined ? undefined : firstPage(firstMeta, 'page 1');
  let foreign = false;
  walk.pages.forEach((page, index) => {
    const count = (page.items ?? []).length;
    const { meta } = page;
    const at = pagePointers(page.envelope);
    const context = { page: page.page, requested, count, meta, at, first: index > 0 ? first : undefined };
    for (const found of judgePage(context, RULES_OF_A_PAGE)) onPage(page.page, found);
    if (meta !== undefined && !foreign && linksElsewhere(meta.origins, origin)) {
      foreign = true; // said once a walk
      onPage(page.page, foreignPageUrl(''));
    }
    const [oversized] = judgePage(context, SIZE_RULE);
    const beforeTheLast = index < walk.pages.length - 1 && walk.end === 'end';
    onPage(page.page, oversized ?? shortPage(count, pageSizeLimit(meta, requested), beforeTheLast, at.items));
  });
  // Where each day was first served: duplicate_day names it.
  const where = new Map<string, { readonly page: number; readonly pointer: string }>();
  for (const item of itemsOf(walk)) {
    const date = item.facts.date;
    if (date === undefined) continue;
    const earlier = where.get(date);
    if (earlier !== undefined) {
      // The severity is the rule table's (pages/pageRules.ts), as every other finding of this check.
      const { rule, severity, message } = duplicateDay(`${item.pointer}/date`, earlier);
      findings.push({
        rule,
        severity,
        page: item.page,
        includeSlots: walk.includeSlots,
        pointer: `${item.pointer}/date`,
        message,
      });
    } else where.set(date, { page: item.page, pointer: item.pointer });
  }
  const last = walk.pages[walk.pages.length - 1]?.meta;
  if (walk.end === 'end' && last !== undefined)
    onPage(walk.pages.length, totalServed(last.total, itemsOf(walk).length, ''));
  if (walk.end === 'end') {
    const missing = missingDays(where.keys(), ctx.from, ctx.to, '');
    if (missing !== undefined)
      findings.push({
        rule: missing.rule,
        severity: missing.severity,
        includeSlots: walk.includeSlots,
        message: missing.message,
      });
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
  if (ctx.walks.every((w) => w.pages.length === 0))
    return skipped('pagination', title, 'no page was received (see the http check)');
  const findings = ctx.walks.flatMap((w) => walkFindings(w, ctx));
  const pages = ctx.walks
    .map((w) => `${w.pages.length} page(s) at include_slots=${w.includeSlots}${w.end === 'end' ? '' : ` (${w.end})`}`)
    .join(', ');
  return checkResult('pagination', title, findings, pages, ctx.maxFindings);
}
