import { dayNumber } from '../pages/days.js';
import {
  dateInRange,
  firstPage,
  judgePage,
  sideOfRange,
  type FirstPage,
  type OnePageRuleName,
} from '../pages/judgePage.js';
import { duplicateDay } from '../pages/judgeWalk.js';
import { PAGE_DAYS, pageFacts, type ItemFinding, type PageFacts } from '../pages/pageFacts.js';
import { pagePointers } from '../pages/pageRead.js';
import { pageFinding } from '../pages/pageRules.js';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import type { RequestProfile } from './checkRequest.js';
import type { ProxyFinding } from './findings.js';

/** What the proxy remembers of the pages of one query a client walked. */
interface WalkState {
  /** The first page's `total` and `last_page` (pages/judgePage.ts: never a value of the body larger than a digest). */
  readonly first: FirstPage;
  /** The page each day (its day number) was first seen on. */
  readonly dates: Map<number, number>;
}

/** The rules of one page the proxy applies to a page with metadata, in the order it reports them. */
const RULES_OF_A_PAGE: readonly OnePageRuleName[] = [
  'current_page',
  'per_page',
  'page_size',
  'last_page',
  'from_to',
  'next_page_url',
  'prev_page_url',
  'metadata_changed',
];

/** How the proxy's messages name the page a walk's `total` and `last_page` are compared with. */
const FIRST_PAGE = 'the first page of this query the client received';

/**
 * The findings only a stream of exchanges shows, on one page a client received, with the page rules of
 * `pages/` (the checker's rule words): the page's metadata against the request and itself (`current_page`,
 * `per_page`, `page_size`, `last_page`, `from_to`, `next_page_url`, `prev_page_url`), against the pages of the same
 * query seen before (`metadata_changed`, `duplicate_day`), every day inside the requested range (`date_in_range`),
 * and what the body alone says ({@link PageFacts}: `slots_when_excluded`, a day twice on the page, the semantic
 * warnings of decisions.md). Memory is bounded: `maxWalks` queries (least recently used first out), `maxDays`
 * dates each.
 */
export class WalkTracker {
  readonly #walks = new Map<string, WalkState>();
  readonly #maxWalks: number;
  readonly #maxDays: number;

  constructor(maxWalks = 512, maxDays = PAGE_DAYS) {
    this.#maxWalks = maxWalks;
    this.#maxDays = maxDays;
  }

  /** How many walks are remembered now. */
  get size(): number {
    return this.#walks.size;
  }

  /**
   * The findings on one parsed page. `key` names the walk: the query without `page`, and the caller (a hash of
   * its credentials), so two clients walking the same query are two walks.
   */
  observe(key: string, profile: RequestProfile, body: unknown, envelope: EnvelopeName | undefined): ProxyFinding[] {
    return this.observeFacts(key, profile, pageFacts(body, envelope, profile.includeSlots, Infinity));
  }

  /**
   * The findings on one page from what the stream rules read of it ({@link pageFacts}, made with the request's
   * include_slots): what {@link WalkTracker.observe} finds on the body itself.
   */
  observeFacts(key: string, profile: RequestProfile, facts: PageFacts): ProxyFinding[] {
    const { days, meta } = facts;
    const at = pagePointers(facts.envelope);
    const page = profile.page;
    let walk = this.#walks.get(key);
    if (walk !== undefined) {
      this.#walks.delete(key);
      this.#walks.set(key, walk);
    }
    const findings: ProxyFinding[] =
      meta === undefined
        ? []
        : judgePage(
            { page, requested: profile.perPage, count: facts.count ?? 0, meta, at, first: walk?.first },
            RULES_OF_A_PAGE,
          );
    if (walk === undefined) {
      walk = { first: firstPage(meta, FIRST_PAGE), dates: new Map() };
      this.#walks.set(key, walk);
      for (const [oldest] of this.#walks) {
        if (this.#walks.size <= this.#maxWalks) break;
        this.#walks.delete(oldest);
      }
    }
    const [from, to] = [dayNumber(profile.from ?? ''), dayNumber(profile.to ?? '')];
    const range = from !== undefined && to !== undefined ? { from, to } : undefined;
    const itemFindings = facts.itemFindings;
    let next = 0; // the next of the summaries' own findings, in the order of their summaries
    days.forEach((day, i) => {
      if (day !== null) {
        const pointer = `${at.items}/${i}/date`;
        const outside = range === undefined ? undefined : dateInRange(pointer, day, range);
        if (outside !== undefined) findings.push(outside);
        const earlier = walk.dates.get(day);
        if (earlier !== undefined && earlier !== page) findings.push(duplicateDay(pointer, { page: earlier }));
        else if (earlier === undefined && walk.dates.size < this.#maxDays) walk.dates.set(day, page);
      }
      for (; next < itemFindings.length && (itemFindings[next] as ItemFinding).item === i; next += 1)
        findings.push((itemFindings[next] as ItemFinding).finding);
    });
    const later = facts.laterDays;
    if (
      range !== undefined &&
      later !== undefined &&
      (sideOfRange(later.earliest, range) !== undefined || sideOfRange(later.latest, range) !== undefined)
    ) {
      findings.push(pageFinding('date_in_range', at.items, `a day listed after the first ${PAGE_DAYS} of the page`));
    }
    for (; next < itemFindings.length; next += 1) findings.push((itemFindings[next] as ItemFinding).finding);
    for (const f of facts.findings) findings.push(f);
    return findings;
  }
}
