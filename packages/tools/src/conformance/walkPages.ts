import { createHash } from 'node:crypto';
import type { UserSummariesResponse } from 'user-summaries-contract/internal/generated/types';
import type { EnvelopeName, ValidationResult } from 'user-summaries-contract/internal/validator/types';
import { detectEnvelope } from 'user-summaries-contract/internal/validator/envelope';
import { validateResponse } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { exchange, type ExchangeLimits } from './http/httpExchange.js';
import type { CheckFailure } from './http/failure.js';
import { readJson } from './http/readJson.js';
import { factsOf, type ItemFacts } from './itemFacts.js';
import { keptPageMeta, linkOrigins, type KeptPageMeta } from '../pages/keptMeta.js';
import { readPage } from '../pages/pageRead.js';

/** One page fetched during a walk: what the checks read of it, not the body (a walk may cover years of days). */
interface WalkedPage {
  /** The page number requested. */
  readonly page: number;
  readonly envelope: EnvelopeName | undefined;
  /** What the checks read of each summary of the page, or undefined when the body has no readable list. */
  readonly items: readonly ItemFacts[] | undefined;
  readonly meta: KeptMeta | undefined;
  /** The page validated as a response (with the walk's include_slots and envelope), inside its deadline. */
  readonly verdict: PageVerdict;
}

/** A page's verdict without the value: a passing verdict holds the parsed page, which the walk does not keep. */
type PageVerdict = Exclude<ValidationResult<UserSummariesResponse>, { readonly ok: true }> | { readonly ok: true };
const PASSED: PageVerdict = { ok: true };

/** A page's metadata as the walk keeps it: its numbers as pages/keptMeta.ts keeps them, and the origins of its links. */
interface KeptMeta extends KeptPageMeta {
  /** The origin of each page link the body names (first, last, next, prev, path); undefined for one that is not a URL. */
  readonly origins: readonly (string | undefined)[];
}

/** How a walk ended. */
type WalkEnd = 'end' | 'failure' | 'loop' | 'cap' | 'unreadable';

/** Everything a walk over the pages of one query saw. */
export interface Walk {
  readonly includeSlots: 0 | 1;
  readonly pages: readonly WalkedPage[];
  readonly end: WalkEnd;
  /** The failed request that ended the walk, with its page. */
  readonly failure?: CheckFailure & { readonly page: number };
  /** Why a loop or cap ended the walk. */
  readonly note?: string;
  readonly requests: number;
}

/** What to walk and how far. */
export interface WalkOptions {
  readonly baseUrl: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly from: string;
  readonly to: string;
  readonly includeSlots: 0 | 1;
  /** per_page to send; undefined sends none (the contract's default is 10). */
  readonly perPage: number | undefined;
  readonly envelope: EnvelopeName | 'auto';
  /** Most pages requested. */
  readonly maxPages: number;
  /** Most summaries collected over all pages. */
  readonly maxItems: number;
  /** Days in the range: a correct server has at most ceil(days / per_page) pages. */
  readonly rangeDays: number;
  readonly limits: ExchangeLimits;
  /** Violations kept per page (the rest are counted). */
  readonly maxViolations: number;
  /** Milliseconds of a monotonic clock. @defaultValue performance.now */
  readonly now?: () => number;
}

/** The URL of one page of the query. */
function pageUrl(
  options: Pick<WalkOptions, 'baseUrl' | 'from' | 'to' | 'includeSlots' | 'perPage'>,
  page: number,
): string {
  const query = new URLSearchParams({
    date_from: options.from,
    date_to: options.to,
    include_slots: String(options.includeSlots),
  });
  if (options.perPage !== undefined) query.set('per_page', String(options.perPage));
  query.set('page', String(page));
  return `${options.baseUrl}/user-summaries?${query.toString()}`;
}

const positive = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/**
 * Walks the pages of one query from page 1, building each page's URL itself (page URLs in bodies are
 * never followed, so a body cannot send the token elsewhere), and validates each page as it arrives: the
 * deadline of a page (`limits.deadlineMs`) bounds its request and its validation together, and a page that
 * passes it is a `timeout` failure that ends the walk. Stops at the last page (`last_page`, a null
 * next link, or a short page for a bare array), on a failed request, on a page identical to an earlier
 * one (a loop), past ceil(days / per_page) + 1 pages, or at the page and item caps.
 */
export async function walkPages(options: WalkOptions): Promise<Walk> {
  const pages: WalkedPage[] = [];
  const seen = new Map<string, number>();
  let items = 0;
  const done = (end: WalkEnd, extra: Partial<Walk> = {}): Walk => ({
    includeSlots: options.includeSlots,
    pages,
    end,
    requests: pages.length + (extra.failure ? 1 : 0),
    ...extra,
  });
  const now = options.now ?? (() => performance.now());
  const { deadlineMs } = options.limits;
  for (let page = 1; ; page += 1) {
    const started = now();
    const got = readJson(await exchange(pageUrl(options, page), options.headers, options.limits));
    if (!got.ok) return done('failure', { failure: { ...got.failure, page } });
    const envelope = options.envelope === 'auto' ? detectEnvelope(got.body) : options.envelope;
    const read = readPage(got.body, envelope);
    // The page's deadline covers its validation too: one step, linear in the body (itself capped in bytes).
    const verdict = validateResponse(got.body, {
      includeSlots: options.includeSlots === 1,
      envelope: options.envelope,
      maxViolations: options.maxViolations,
    });
    // What the checks read of each summary, taken now: the page's summaries are not kept (nor its body).
    const facts = read.items?.map(factsOf);
    if (now() - started > deadlineMs) {
      const failure = {
        class: 'timeout' as const,
        message: `no complete and validated response within ${deadlineMs} ms (the body arrived; validating it ran past the deadline)`,
        status: got.status,
      };
      return done('failure', { failure: { ...failure, page } });
    }
    const meta = read.meta === undefined ? undefined : { ...keptPageMeta(read.meta), origins: linkOrigins(read.meta) };
    pages.push({ page, envelope, items: facts, meta, verdict: verdict.ok ? PASSED : verdict });
    if (read.items === undefined) return done('unreadable', { note: `page ${page} holds no list of summaries` });
    items += read.items.length;
    const fingerprint = createHash('sha256').update(JSON.stringify(read.items)).digest('hex');
    const earlier = seen.get(fingerprint);
    if (read.items.length > 0 && earlier !== undefined) {
      return done('loop', { note: `page ${page} repeats page ${earlier} exactly` });
    }
    seen.set(fingerprint, page);
    const perPage = positive(read.meta?.perPage) ? read.meta.perPage : (options.perPage ?? 10);
    const bound = Math.max(1, Math.ceil(options.rangeDays / perPage));
    let last: boolean;
    if (read.meta === undefined) last = read.items.length < perPage;
    else {
      const lastPage = positive(read.meta.lastPage) ? read.meta.lastPage : undefined;
      last = read.meta.next === null || read.meta.next === undefined || (lastPage !== undefined && page >= lastPage);
    }
    if (last) return done('end');
    if (items > options.maxItems) return done('cap', { note: `more than ${options.maxItems} summaries` });
    if (page >= options.maxPages) return done('cap', { note: `page cap of ${options.maxPages} reached` });
    if (page > bound)
      return done('loop', {
        note: `still more pages after page ${page}, although ${options.rangeDays} day(s) fill at most ${bound}`,
      });
  }
}
