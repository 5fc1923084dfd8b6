import type { ItemFacts } from './itemFacts.js';
import { statusOf, type CheckResult, type Finding } from './types.js';
import { itemsPointer } from '../pages/pageRead.js';
import type { Walk } from './walkPages.js';

/** @internal Builds a check result, keeping at most `max` findings (fails first, then warnings). */
export function checkResult(
  name: string,
  title: string,
  findings: readonly Finding[],
  summary: string,
  max: number,
): CheckResult {
  const ordered = [...findings.filter((f) => f.severity === 'fail'), ...findings.filter((f) => f.severity === 'warn')];
  return {
    name,
    title,
    status: statusOf(findings),
    summary,
    findings: ordered.slice(0, max),
    omitted: Math.max(0, ordered.length - max),
  };
}

/** @internal A check that could not run, with the reason. */
export function skipped(name: string, title: string, why: string): CheckResult {
  return { name, title, status: 'skip', summary: why, findings: [], omitted: 0 };
}

/** One summary of a walk (what the checks read of it), with where it was found. */
export interface ItemAt {
  readonly facts: ItemFacts;
  readonly page: number;
  /** Pointer of the summary in its page body (`/data/3`, or `/3` for a bare array). */
  readonly pointer: string;
  readonly includeSlots: 0 | 1;
}

/** @internal Every summary of a walk, in order. */
export function itemsOf(walk: Walk): ItemAt[] {
  const out: ItemAt[] = [];
  for (const page of walk.pages) {
    const prefix = itemsPointer(page.envelope);
    (page.items ?? []).forEach((facts, index) => {
      out.push({ facts, page: page.page, pointer: `${prefix}/${index}`, includeSlots: walk.includeSlots });
    });
  }
  return out;
}
