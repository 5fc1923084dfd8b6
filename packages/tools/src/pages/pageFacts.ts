import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import { dayNumber } from './days.js';
import { placedWarning, slottedGroups, slotsWhenExcluded } from './judgePage.js';
import { duplicateDay } from './judgeWalk.js';
import { keptPageMeta, type KeptPageMeta } from './keptMeta.js';
import { itemDateString, itemsPointer, readPage } from './pageRead.js';
import type { PageFinding } from './pageRules.js';
import { semanticWarnings } from './semantics.js';

/**
 * Summaries of a page whose days the stream rules compare one by one (`date_in_range`, `duplicate_day` across
 * pages); a walk remembers as many dates (the proxy's `WalkTracker`). The days of the summaries past them are
 * compared as a range, so the facts of a page stay this size however long the page.
 */
export const PAGE_DAYS = 4096;

/** A finding the body alone decides on one summary, and that summary's index on the page. */
export interface ItemFinding {
  readonly item: number;
  readonly finding: PageFinding<string>;
}

/**
 * What the stream rules read of one body, without the body: the same for the same bytes under the same
 * include_slots and cap, whatever the request, so the proxy keeps it for a body seen again (`BodyMemo`). Its size
 * is bounded by {@link PAGE_DAYS} and the cap, not by the number of summaries: it crosses from the check thread
 * to the proxy's thread with every new body.
 */
export interface PageFacts {
  readonly envelope: EnvelopeName | undefined;
  readonly meta: KeptPageMeta | undefined;
  /** How many summaries the page lists; undefined when the body has no readable list. */
  readonly count: number | undefined;
  /** The day number of each of the first {@link PAGE_DAYS} summaries; null when its date is no calendar date. */
  readonly days: readonly (number | null)[];
  /** The earliest and latest day of the summaries past the first {@link PAGE_DAYS}, when one of them has a day. */
  readonly laterDays: { readonly earliest: number; readonly latest: number } | undefined;
  /** What the body alone says of its summaries (`slots_when_excluded`, the semantic warnings), in their order: the first ones, up to the cap. */
  readonly itemFindings: readonly ItemFinding[];
  /** What the body alone says of the page as a whole (a day listed twice on it, `duplicate_day`): the first ones, up to the cap. */
  readonly findings: readonly PageFinding<string>[];
  /** The findings the cap left out of {@link PageFacts.itemFindings} and {@link PageFacts.findings}: violations and warnings. */
  readonly omitted: { readonly fails: number; readonly warns: number };
}

/** The findings the body alone decides on one summary at `at`: `slots_when_excluded` and the semantic warnings. */
function summaryFindings(item: unknown, at: string, includeSlots: boolean): PageFinding<string>[] {
  const found: PageFinding<string>[] = includeSlots
    ? []
    : slotsWhenExcluded(at, slottedGroups(item), 'include_slots=0');
  for (const w of semanticWarnings(item)) found.push(placedWarning(at, w));
  return found;
}

/**
 * Reads what the stream rules need from a parsed body: the metadata (kept small), the summaries' days and the
 * findings the body alone decides, in the order the rules report them; of those findings, the first `cap` of
 * each list are kept and the rest counted (the exchange lists no more than `--max-violations` anyway).
 *
 * @example
 * pageFacts([{ date: '2024-01-02' }], 'bare', false, 100).days; // [19724]
 */
export function pageFacts(
  body: unknown,
  envelope: EnvelopeName | undefined,
  includeSlots: boolean,
  cap: number,
): PageFacts {
  const { items, meta } = readPage(body, envelope);
  const base = itemsPointer(envelope);
  const findings: PageFinding<string>[] = [];
  const itemFindings: ItemFinding[] = [];
  let [omittedFails, omittedWarns] = [0, 0];
  const days: (number | null)[] = [];
  let [earliest, latest] = [Infinity, -Infinity];
  const dates = new Set<string>();
  (items ?? []).forEach((item, i) => {
    const at = `${base}/${i}`;
    for (const finding of summaryFindings(item, at, includeSlots)) {
      if (itemFindings.length < cap) itemFindings.push({ item: i, finding });
      else omittedWarns += 1;
    }
    const date = itemDateString(item);
    if (date !== undefined) {
      if (!dates.has(date)) dates.add(date);
      else if (findings.length < cap) findings.push(duplicateDay(`${at}/date`, 'same page'));
      else omittedFails += 1;
    }
    const day = date === undefined ? undefined : dayNumber(date);
    if (i < PAGE_DAYS) days.push(day ?? null);
    else if (day !== undefined) [earliest, latest] = [Math.min(earliest, day), Math.max(latest, day)];
  });
  return {
    envelope,
    meta: meta === undefined ? undefined : keptPageMeta(meta),
    count: items?.length,
    days,
    laterDays: earliest <= latest ? { earliest, latest } : undefined,
    itemFindings,
    findings,
    omitted: { fails: omittedFails, warns: omittedWarns },
  };
}
