import type { UserSummary } from '../generated/types.js';
import type { EnvelopeName, Violation } from '../validator/types.js';

/**
 * What the client does with a day that breaks the contract: `throw` a {@link ContractViolationError} for the
 * page, `drop` the day (and report it), or `warn` (keep it and report it). A broken envelope (the page
 * itself, not one day) throws under every policy: the client cannot page through it.
 */
export type ViolationPolicy = 'throw' | 'drop' | 'warn';

/** One day that broke the contract, as reported to `reportViolation`. */
export interface ViolationReport {
  /** The policy applied: `drop` (left out) or `warn` (kept). */
  readonly policy: 'drop' | 'warn';
  /** The page number requested. */
  readonly page: number;
  /** The day's index in the page's list. */
  readonly index: number;
  /** The day's `date` when it has the shape YYYY-MM-DD (no other payload text is ever reported). */
  readonly date: string | undefined;
  /** The day's violations, with pointers into the response body (`/data/3/activity/total_steps`). */
  readonly violations: readonly Violation[];
}

/** Fields the contract does not know, found in one page: a drift signal for the producer. */
export interface UnknownFieldsReport {
  /** The page number requested. */
  readonly page: number;
  /** Distinct locations (RFC 6901 pointers) of unknown fields, every array index written as `*`, sorted. */
  readonly paths: readonly string[];
  /** How many unknown members the page held in all. */
  readonly count: number;
}

/** Options of {@link createUserSummariesClient}. */
export interface UserSummariesClientOptions {
  /** The API's base URL; requests go to `{baseUrl}/user-summaries`. http or https only. */
  readonly baseUrl: string | URL;
  /** The access token, sent as `Authorization: Bearer <token>`. Never written to an error or a report. */
  readonly token: string;
  /**
   * The fetch implementation.
   * @defaultValue globalThis.fetch
   */
  readonly fetch?: typeof globalThis.fetch;
  /**
   * Ask for time slots (`include_slots=1`) and require them in every present group.
   * @defaultValue false (the API's default, include_slots=0)
   */
  readonly includeSlots?: boolean;
  /**
   * Page size (`per_page`), an integer >= 1.
   * @defaultValue 10 (the API's default)
   */
  readonly perPage?: number;
  /**
   * What to do with a day that breaks the contract; a call can override it.
   * @defaultValue 'throw'
   */
  readonly onViolation?: ViolationPolicy;
  /** Called once per bad day under `drop` and `warn`. Exceptions it throws are not caught. */
  readonly reportViolation?: (report: ViolationReport) => void;
  /**
   * Called for each checked page that holds fields the contract does not know. Unknown fields never fail a
   * page; without this callback they are not looked for.
   */
  readonly reportUnknownFields?: (report: UnknownFieldsReport) => void;
  /**
   * The share of pages checked against the contract, 0 to 1, for high-volume services. A page that is not
   * checked is returned as served (its structure is still read safely for paging).
   * @defaultValue 1
   */
  readonly sampleRate?: number;
  /**
   * Source of randomness for `sampleRate`, returning [0, 1).
   * @defaultValue Math.random
   */
  readonly random?: () => number;
  /**
   * Deadline of one request, headers and body, in milliseconds.
   * @defaultValue 10000
   */
  readonly timeoutMs?: number;
  /**
   * The largest response body read, in bytes (decompressed).
   * @defaultValue 10485760 (10 MiB)
   */
  readonly maxBodyBytes?: number;
  /**
   * The most pages one walk fetches before it fails with `pagination_loop`.
   * @defaultValue 1000
   */
  readonly maxPages?: number;
}

/** A date range, both ends `YYYY-MM-DD` and included. */
export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** The parameters of one page. */
export interface PageParams extends DateRange {
  /**
   * The page number (0 is served as 1).
   * @defaultValue 1
   */
  readonly page?: number;
}

/** Options of one call. */
export interface CallOptions {
  /** The policy for this call, overriding the client's. */
  readonly onViolation?: ViolationPolicy;
  /** Aborts the call. */
  readonly signal?: AbortSignal;
}

/** One page as the client returns it. */
export interface UserSummariesPage {
  /** The days of the page that the policy kept. */
  readonly summaries: readonly UserSummary[];
  /** The page number requested. */
  readonly page: number;
  /** The page number served (`current_page`), when the envelope says it. */
  readonly currentPage: number | undefined;
  /** The last page (`last_page`), when the envelope says it. */
  readonly lastPage: number | undefined;
  /** The number of days in the whole range (`total`), when the envelope says it. */
  readonly total: number | undefined;
  /** Whether a further page exists. */
  readonly hasNext: boolean;
  /** The envelope the body used. */
  readonly envelope: EnvelopeName;
  /** Whether the page was checked against the contract (see `sampleRate`). */
  readonly checked: boolean;
  /** How many days the `drop` policy left out. */
  readonly dropped: number;
}

/** The client: one page, or every page or day of a range. */
export interface UserSummariesClient {
  /**
   * Fetches and checks one page.
   * @throws ContractViolationError for a bad request (before sending) or a bad page (per policy)
   * @throws UserSummariesClientError for HTTP, transport and size failures
   */
  getPage(params: PageParams, options?: CallOptions): Promise<UserSummariesPage>;
  /** Every page of a range, from page 1 to the last; bounded by `maxPages` and loop-safe. */
  pages(range: DateRange, options?: CallOptions): AsyncGenerator<UserSummariesPage, void, undefined>;
  /** Every summary of a range, page after page. */
  summaries(range: DateRange, options?: CallOptions): AsyncGenerator<UserSummary, void, undefined>;
}
