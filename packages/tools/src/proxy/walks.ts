import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import { dayNumber } from '../pages/days.js';
import { itemsPointer } from '../conformance/_result.js';
import { keptValue, type KeptPageMeta } from '../conformance/walk.js';
import { PAGE_DAYS, pageFacts, type ItemFinding, type PageFacts } from './pageFacts.js';
import type { RequestProfile } from './checkRequest.js';
import type { ProxyFinding } from './findings.js';

/** What the proxy remembers of the pages of one query a client walked. */
interface WalkState {
  /** The first page's `total` and `last_page`, as {@link keptValue}: never a value of the body larger than a digest. */
  readonly total: unknown;
  readonly lastPage: unknown;
  /** The page each day (its day number) was first seen on. */
  readonly dates: Map<number, number>;
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const positive = (v: unknown): v is number => isInt(v) && v > 0;

/** Where an envelope keeps its metadata and links, for the findings' pointers. */
function pointers(envelope: EnvelopeName | undefined): { meta: (name: string) => string; link: (name: 'next' | 'prev') => string; items: string } {
  const items = itemsPointer(envelope);
  if (envelope === 'collection') return { meta: (name) => `/meta/${name}`, link: (name) => `/links/${name}`, items };
  if (envelope === 'bare') return { meta: (name) => `/${name}`, link: (name) => `/${name}`, items };
  return { meta: (name) => `/${name}`, link: (name) => `/${name}_page_url`, items };
}

/**
 * The findings only a stream of exchanges shows, on one page a client received, in the checker's rule words:
 * the page's metadata against the request and itself (`current_page`, `per_page`, `last_page`, `from_to`,
 * `next_page_url`, `prev_page_url`, `page_size`), against the pages of the same query seen before
 * (`metadata_changed`, `duplicate_day`), every day inside the requested range (`date_in_range`), and the
 * semantic warnings of decisions.md (`group_date`, `timestamp_ms`, `slot_order`, `sleep_slot_order`).
 * Memory is bounded: `maxWalks` queries (least recently used first out), `maxDays` dates each.
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
    const at = pointers(facts.envelope);
    const findings: ProxyFinding[] = [];
    const fail = (rule: string, pointer: string, message: string): void => {
      findings.push({ rule, severity: 'fail', pointer, message });
    };
    const page = profile.page;
    let walk = this.#walks.get(key);
    if (walk !== undefined) {
      this.#walks.delete(key);
      this.#walks.set(key, walk);
    }
    if (meta !== undefined) this.#metaFindings(meta, profile, facts.count ?? 0, walk, at, fail);
    if (walk === undefined) {
      // Kept again, though the facts hold kept values already: facts kept for a body seen again are the same
      // objects on every exchange, and an object-valued total must still differ from the next page's, as two
      // parsed values do (keptValue makes a new object each time; test/proxy/pageFacts.test.ts).
      walk = { total: keptValue(meta?.total), lastPage: keptValue(meta?.lastPage), dates: new Map() };
      this.#walks.set(key, walk);
      for (const [oldest] of this.#walks) {
        if (this.#walks.size <= this.#maxWalks) break;
        this.#walks.delete(oldest);
      }
    }
    const [from, to] = [dayNumber(profile.from ?? ''), dayNumber(profile.to ?? '')];
    const outside = (day: number): boolean => from !== undefined && to !== undefined && (day < from || day > to);
    const itemFindings = facts.itemFindings;
    let next = 0; // the next of the summaries' own findings, in the order of their summaries
    days.forEach((day, i) => {
      if (day !== null) {
        const pointer = `${at.items}/${i}/date`;
        if (outside(day)) fail('date_in_range', pointer, `${pointer} lies outside the requested range`);
        const earlier = walk.dates.get(day);
        if (earlier !== undefined && earlier !== page) fail('duplicate_day', pointer, `${pointer} repeats a day of page ${earlier}`);
        else if (earlier === undefined && walk.dates.size < this.#maxDays) walk.dates.set(day, page);
      }
      for (; next < itemFindings.length && (itemFindings[next] as ItemFinding).item === i; next += 1) findings.push((itemFindings[next] as ItemFinding).finding);
    });
    const later = facts.laterDays;
    if (later !== undefined && (outside(later.earliest) || outside(later.latest))) {
      fail('date_in_range', at.items, `a day listed after the first ${PAGE_DAYS} of the page lies outside the requested range`);
    }
    for (; next < itemFindings.length; next += 1) findings.push((itemFindings[next] as ItemFinding).finding);
    for (const f of facts.findings) findings.push(f);
    return findings;
  }

  #metaFindings(
    meta: KeptPageMeta,
    profile: RequestProfile,
    count: number,
    walk: WalkState | undefined,
    at: ReturnType<typeof pointers>,
    fail: (rule: string, pointer: string, message: string) => void,
  ): void {
    const page = profile.page;
    const requested = profile.perPage;
    if (isInt(meta.currentPage) && meta.currentPage !== page) fail('current_page', at.meta('current_page'), `current_page differs from the page requested (${page})`);
    if (isInt(meta.perPage) && meta.perPage > requested) fail('per_page', at.meta('per_page'), `per_page is larger than the ${requested} requested`);
    const size = positive(meta.perPage) ? Math.min(meta.perPage, requested) : requested;
    if (count > size) fail('page_size', at.items, `the page holds more days than per_page (${size})`);
    if (isInt(meta.total) && positive(meta.perPage) && isInt(meta.lastPage) && meta.lastPage !== Math.max(1, Math.ceil(meta.total / meta.perPage))) {
      fail('last_page', at.meta('last_page'), 'last_page does not equal ceil(total / per_page)');
    }
    if (positive(meta.perPage) && (meta.from !== undefined || meta.to !== undefined)) {
      const from = count === 0 ? null : (page - 1) * meta.perPage + 1;
      const to = from === null ? null : from + count - 1;
      if (meta.from !== from || meta.to !== to) fail('from_to', at.meta('from'), 'from/to do not match the page position and its item count');
    }
    if (positive(meta.lastPage) && meta.next !== undefined && (meta.next === null) !== (page >= meta.lastPage)) {
      fail('next_page_url', at.link('next'), 'the next-page link disagrees with last_page');
    }
    if (meta.prev !== undefined && (meta.prev === null) !== (page === 1)) fail('prev_page_url', at.link('prev'), 'the previous-page link disagrees with the page number');
    if (walk !== undefined && (keptValue(meta.total) !== walk.total || keptValue(meta.lastPage) !== walk.lastPage)) {
      fail('metadata_changed', at.meta('total'), 'total or last_page differs from the first page of this query the client received');
    }
  }
}
