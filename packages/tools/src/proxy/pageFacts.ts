import { dayNumber } from '../pages/days.js';
import { semanticWarnings } from '../conformance/semantics.js';
import { SUMMARY_GROUPS } from 'user-summaries-contract/internal/generated/types';
import { isRecord, itemDateString, itemsPointer } from '../conformance/_result.js';
import { keptPageMeta, readPage, type KeptPageMeta } from '../conformance/walk.js';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import type { ProxyFinding } from './findings.js';

/** One summary of a page as the stream rules read it. */
interface SummaryFacts {
  /** The summary's date, when it is a calendar date (`dayNumber` reads it); otherwise undefined. */
  readonly date: string | undefined;
  readonly day: number | undefined;
  /** What the body alone says of the summary: `slots_when_excluded` and the semantic warnings, pointers in full. */
  readonly findings: readonly ProxyFinding[];
}

/**
 * What the stream rules read of one body, without the body: the same for the same bytes under the same
 * include_slots, whatever the request, so the proxy keeps it for a body seen again (`BodyMemo`).
 */
export interface PageFacts {
  readonly envelope: EnvelopeName | undefined;
  readonly meta: KeptPageMeta | undefined;
  /** The page's summaries, or undefined when the body has no readable list. */
  readonly items: readonly SummaryFacts[] | undefined;
  /** What the body alone says of the page as a whole: a day listed twice on it (`duplicate_day`). */
  readonly findings: readonly ProxyFinding[];
}

/**
 * Reads what the stream rules need from a parsed body: the metadata (kept small), each summary's date and the
 * findings the body alone decides, in the order the rules report them.
 *
 * @example
 * pageFacts([{ date: '2024-01-02' }], 'bare', false).items; // [{ date: '2024-01-02', day: 19724, findings: [] }]
 */
export function pageFacts(body: unknown, envelope: EnvelopeName | undefined, includeSlots: boolean): PageFacts {
  const { items, meta } = readPage(body, envelope);
  const base = itemsPointer(envelope);
  const findings: ProxyFinding[] = [];
  const dates = new Set<string>();
  const itemFacts = items?.map((item, i): SummaryFacts => {
    const at = `${base}/${i}`;
    const itemFindings: ProxyFinding[] = [];
    if (!includeSlots && isRecord(item)) {
      for (const name of SUMMARY_GROUPS) {
        const group = item[name];
        if (isRecord(group) && Array.isArray(group['slots']) && group['slots'].length > 0) {
          itemFindings.push({ rule: 'slots_when_excluded', severity: 'warn', pointer: `${at}/${name}/slots`, message: `${at}/${name}/slots is not empty although include_slots=0` });
        }
      }
    }
    for (const w of semanticWarnings(item)) itemFindings.push({ rule: w.rule, severity: 'warn', pointer: `${at}${w.pointer}`, message: `${at}${w.message}` });
    const date = itemDateString(item);
    if (date !== undefined) {
      if (dates.has(date)) findings.push({ rule: 'duplicate_day', severity: 'fail', pointer: `${at}/date`, message: `${at}/date repeats a day of the same page` });
      dates.add(date);
    }
    const day = date === undefined ? undefined : dayNumber(date);
    return { date: day === undefined ? undefined : date, day, findings: itemFindings };
  });
  return { envelope, meta: meta === undefined ? undefined : keptPageMeta(meta), items: itemFacts, findings };
}
