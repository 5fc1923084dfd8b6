import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import { dayNumber } from '../pages/days.js';
import { SUMMARY_GROUPS } from 'user-summaries-contract/internal/generated/types';
import { dateInRange, placedWarning, slotsWhenExcluded } from '../pages/judgePage.js';
import type { PageFinding } from '../pages/pageRules.js';
import { checkResult, itemsOf, skipped, type ItemAt } from './_result.js';
import type { CheckResult, Finding } from './types.js';
import type { Walk } from './walkPages.js';

/** What the data checks know of the run. */
export interface DataContext {
  /** The walks with include_slots=1 and include_slots=0. */
  readonly walks: readonly [Walk, Walk];
  readonly from: string;
  readonly to: string;
  readonly envelope: EnvelopeName | 'auto';
  readonly maxFindings: number;
}

/** A page rule's finding on the summary `at` of a walk, as the checker reports it: with its page and include_slots. */
function onSummary(found: PageFinding<string>, at: ItemAt): Finding {
  return {
    rule: found.rule,
    severity: found.severity,
    page: at.page,
    includeSlots: at.includeSlots,
    pointer: found.pointer,
    message: found.message,
  };
}

const noPages = (walks: readonly Walk[]): boolean => walks.every((w) => w.pages.length === 0);
const NO_PAGES = 'no page was received (see the http check)';

/** `http`: every data request answered a JSON 200 within the limits. */
export function httpCheck(ctx: DataContext): CheckResult {
  const findings: Finding[] = [];
  let requests = 0;
  for (const walk of ctx.walks) {
    requests += walk.requests;
    const f = walk.failure;
    if (f !== undefined) {
      findings.push({
        rule: f.class,
        class: f.class,
        severity: 'fail',
        page: f.page,
        includeSlots: walk.includeSlots,
        message: f.message,
      });
    }
  }
  const summary =
    findings.length === 0
      ? `${requests} data request(s), every one a JSON 200`
      : `${findings.length} data request(s) failed`;
  return checkResult(
    'http',
    'data requests answer JSON 200s within the deadline and size cap',
    findings,
    summary,
    ctx.maxFindings,
  );
}

/** `schema`: every page validates against the response schema (slots required with include_slots=1); the walk validated each page within its deadline. */
export function schemaCheck(ctx: DataContext): CheckResult {
  const title = 'every page validates against the response schema';
  if (noPages(ctx.walks)) return skipped('schema', title, NO_PAGES);
  const findings: Finding[] = [];
  let pages = 0;
  for (const walk of ctx.walks) {
    for (const page of walk.pages) {
      pages += 1;
      const result = page.verdict;
      if (result.ok) continue;
      for (const v of result.violations) {
        findings.push({
          rule: v.rule,
          class: 'schema_invalid',
          severity: 'fail',
          page: page.page,
          includeSlots: walk.includeSlots,
          pointer: v.pointer,
          message: v.message,
        });
      }
      if (result.omitted > 0) {
        findings.push({
          rule: 'more',
          class: 'schema_invalid',
          severity: 'fail',
          page: page.page,
          includeSlots: walk.includeSlots,
          message: `${result.omittedIsLowerBound ? 'at least ' : ''}${result.omitted} more violation(s) on this page`,
        });
      }
    }
  }
  const bad = new Set(findings.map((f) => `${f.includeSlots}:${f.page}`)).size;
  return checkResult(
    'schema',
    title,
    findings,
    bad === 0 ? `${pages} page(s) valid` : `${bad} of ${pages} page(s) invalid`,
    ctx.maxFindings,
  );
}

/** `range`: every summary's date lies within date_from..date_to. */
export function rangeCheck(ctx: DataContext): CheckResult {
  const title = 'every day lies within the requested range';
  if (noPages(ctx.walks)) return skipped('range', title, NO_PAGES);
  const [from, to] = [dayNumber(ctx.from) ?? 0, dayNumber(ctx.to) ?? 0];
  const findings: Finding[] = [];
  let days = 0;
  for (const walk of ctx.walks) {
    for (const at of itemsOf(walk)) {
      const day = dayNumber(at.facts.date ?? '');
      if (day === undefined) continue; // the schema check reports it
      days += 1;
      const outside = dateInRange(`${at.pointer}/date`, day, { from, to });
      if (outside !== undefined) findings.push(onSummary(outside, at));
    }
  }
  return checkResult(
    'range',
    title,
    findings,
    findings.length === 0
      ? `${days} day(s) read over both walks, all within the range`
      : `${findings.length} of ${days} day(s) outside the range`,
    ctx.maxFindings,
  );
}

/** `include_slots`: include_slots=1 brings slots on every group; include_slots=0 the same days without them. */
export function includeSlotsCheck(ctx: DataContext): CheckResult {
  const title = 'include_slots=1 and include_slots=0 differ as the contract says';
  const [withSlots, without] = ctx.walks;
  if (withSlots.pages.length === 0 || without.pages.length === 0) return skipped('include_slots', title, NO_PAGES);
  const findings: Finding[] = [];
  let slotted = 0;
  // Each date's values without slots at include_slots=1, as a digest (itemFacts.ts).
  const byDate1 = new Map<string, string | undefined>();
  for (const at of itemsOf(withSlots)) {
    const { facts } = at;
    if (!facts.record) continue;
    if (facts.date !== undefined) byDate1.set(facts.date, facts.valuesDigest);
    for (const name of SUMMARY_GROUPS) {
      const group = facts.groups[name];
      if (group === undefined || !group.filled) continue; // an empty group is the schema's
      if (!group.slotsArray) {
        findings.push({
          rule: 'slots_missing',
          severity: 'fail',
          page: at.page,
          includeSlots: 1,
          pointer: `${at.pointer}/${name}/slots`,
          message: `${at.pointer}/${name} carries no slots array although include_slots=1`,
        });
      } else if (group.slotCount > 0) slotted += 1;
    }
  }
  const dates0 = new Set<string>();
  let differ = 0;
  for (const at of itemsOf(without)) {
    const { facts } = at;
    if (!facts.record) continue;
    if (facts.date !== undefined) {
      dates0.add(facts.date);
      if (byDate1.has(facts.date) && byDate1.get(facts.date) !== facts.valuesDigest) differ += 1;
    }
    for (const found of slotsWhenExcluded(at.pointer, facts.slotted, 'include_slots=0'))
      findings.push(onSummary(found, at));
  }
  const complete = withSlots.end === 'end' && without.end === 'end';
  const onlyOne =
    [...byDate1.keys()].filter((d) => !dates0.has(d)).length + [...dates0].filter((d) => !byDate1.has(d)).length;
  if (complete && onlyOne > 0) {
    findings.push({
      rule: 'days_differ',
      severity: 'warn',
      message: `${onlyOne} day(s) are served with one include_slots value and not the other`,
    });
  }
  if (differ > 0) {
    findings.push({
      rule: 'values_differ',
      severity: 'warn',
      message: `${differ} day(s) differ in more than their slots between include_slots=1 and 0`,
    });
  }
  if (slotted === 0 && byDate1.size > 0) {
    findings.push({
      rule: 'no_slots',
      severity: 'warn',
      includeSlots: 1,
      message: 'include_slots=1 returned no slot at all: the difference cannot be seen',
    });
  }
  return checkResult(
    'include_slots',
    title,
    findings,
    `${slotted} group(s) with slots at include_slots=1`,
    ctx.maxFindings,
  );
}

/** `semantics`: the warnings of decisions.md beyond the schema, on every summary. */
export function semanticsCheck(ctx: DataContext): CheckResult {
  const title = 'semantic warnings of decisions.md (group date, timestamps, slot order, sleep slots)';
  const [withSlots, without] = ctx.walks;
  const walk = withSlots.pages.length > 0 ? withSlots : without;
  if (walk.pages.length === 0) return skipped('semantics', title, NO_PAGES);
  const findings: Finding[] = [];
  let days = 0;
  for (const at of itemsOf(walk)) {
    days += 1;
    for (const w of at.facts.warnings) findings.push(onSummary(placedWarning(at.pointer, w), at));
  }
  return checkResult(
    'semantics',
    title,
    findings,
    `${days} day(s) read, ${findings.length} warning(s)`,
    ctx.maxFindings,
  );
}
