import type { UserSummary } from '../generated/types.js';
import { validateRequest } from '../precompiled/validateRequest.js';
import { validateResponse } from '../precompiled/validateResponse.js';
import { detectEnvelope } from '../validator/envelope.js';
import { checkPage } from './checkPage.js';
import type {
  CallOptions,
  DateRange,
  PageParams,
  UserSummariesClient,
  UserSummariesClientOptions,
  UserSummariesPage,
  ViolationPolicy,
} from './clientTypes.js';
import { DEFAULT_DEADLINE_MS } from '../transport/deadline.js';
import { ContractViolationError, UserSummariesClientError } from './errors.js';
import { getJson, safeEndpoint, type HttpSettings } from './http.js';
import { pagingOf } from './paging.js';
import { unknownFieldsOf } from './unknownFields.js';

const DEFAULT_PER_PAGE = 10;
const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
const DEFAULT_MAX_PAGES = 1000;

function positiveInteger(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isSafeInteger(chosen) || chosen < 1)
    throw new RangeError(`${name} must be a positive integer, but received ${String(chosen)}`);
  return chosen;
}

function policyOf(value: ViolationPolicy | undefined, fallback: ViolationPolicy): ViolationPolicy {
  const chosen = value ?? fallback;
  if (chosen !== 'throw' && chosen !== 'drop' && chosen !== 'warn') {
    throw new RangeError(`onViolation must be 'throw', 'drop' or 'warn', but received ${String(chosen)}`);
  }
  return chosen;
}

/** A day's `date` when the day is an object holding a string there. */
function dayDateString(day: unknown): string | undefined {
  if (typeof day !== 'object' || day === null) return undefined;
  const date = (day as { date?: unknown }).date;
  return typeof date === 'string' ? date : undefined;
}

/** `{baseUrl}/user-summaries`, from an http(s) base URL with or without a trailing slash. */
function endpointOf(baseUrl: string | URL): URL {
  const base = new URL(String(baseUrl));
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new RangeError(`baseUrl must be an http or https URL, but received the scheme ${base.protocol}`);
  }
  base.search = '';
  base.hash = '';
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/user-summaries`;
  return base;
}

/** The client's settings, checked once: options are code, so a mistake throws at creation. */
function settingsOf(options: UserSummariesClientOptions) {
  const sampleRate = options.sampleRate ?? 1;
  if (typeof sampleRate !== 'number' || !(sampleRate >= 0 && sampleRate <= 1)) {
    throw new RangeError(`sampleRate must be a number from 0 to 1, but received ${String(sampleRate)}`);
  }
  if (typeof options.token !== 'string') throw new TypeError('token must be a string');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (typeof fetchImpl !== 'function') throw new TypeError('no fetch implementation: pass options.fetch');
  const http: HttpSettings = {
    fetch: fetchImpl,
    timeoutMs: positiveInteger('timeoutMs', options.timeoutMs, DEFAULT_DEADLINE_MS),
    maxBodyBytes: positiveInteger('maxBodyBytes', options.maxBodyBytes, DEFAULT_MAX_BODY_BYTES),
  };
  return {
    endpoint: endpointOf(options.baseUrl),
    token: options.token,
    includeSlots: options.includeSlots ?? false,
    perPage: positiveInteger('perPage', options.perPage, DEFAULT_PER_PAGE),
    policy: policyOf(options.onViolation, 'throw'),
    sampleRate,
    random: options.random ?? Math.random,
    maxPages: positiveInteger('maxPages', options.maxPages, DEFAULT_MAX_PAGES),
    reportViolation: options.reportViolation,
    reportUnknownFields: options.reportUnknownFields,
    http,
  };
}

/** The timeout of a page whose body arrived in time but whose check ran past the deadline. */
function pastDeadline(url: URL, timeoutMs: number): UserSummariesClientError {
  return new UserSummariesClientError(
    'timeout',
    `${safeEndpoint(url)} gave no checked page within ${String(timeoutMs)} ms (the body arrived; checking it ran past the deadline)`,
  );
}

/**
 * A typed client of GET /user-summaries that guards both directions: each request is checked against the
 * contract before it is sent, each page after it arrives, with precompiled validators (no schema
 * compilation, no `new Function`). Bad days are thrown, dropped or kept with a report (`onViolation`);
 * fields the contract does not know never fail a page and can be collected (`reportUnknownFields`).
 * Redirects are never followed, so the token goes to `baseUrl` only.
 *
 * @example
 * const client = createUserSummariesClient({
 *   baseUrl: 'https://api.example.com',
 *   token: process.env.USER_SUMMARIES_TOKEN ?? '',
 *   onViolation: 'drop',
 *   reportViolation: (r) => log.warn({ page: r.page, index: r.index, rules: r.violations.map((v) => v.rule) }),
 * });
 * for await (const day of client.summaries({ from: '2024-03-01', to: '2024-03-31' })) {
 *   console.log(day.date, day.activity?.total_steps);
 * }
 */
export function createUserSummariesClient(options: UserSummariesClientOptions): UserSummariesClient {
  const settings = settingsOf(options);

  async function getPage(params: PageParams, call: CallOptions = {}): Promise<UserSummariesPage> {
    const policy = policyOf(call.onViolation, settings.policy);
    const page = params.page ?? 1;
    const query = {
      date_from: params.from,
      date_to: params.to,
      include_slots: settings.includeSlots ? '1' : '0',
      per_page: String(settings.perPage),
      page: typeof page === 'number' ? String(page) : page,
    };
    const headers = { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' };
    const request = validateRequest({ query, headers });
    if (!request.ok) throw new ContractViolationError('request', request.violations, request.omitted);

    const url = new URL(settings.endpoint);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const started = performance.now();
    const body = await getJson(
      url,
      { Authorization: headers.authorization, 'Content-Type': headers['content-type'], Accept: 'application/json' },
      settings.http,
      call.signal,
    );

    const envelope = detectEnvelope(body);
    if (envelope === undefined) {
      const verdict = validateResponse(body, { includeSlots: settings.includeSlots });
      throw new ContractViolationError('response', verdict.ok ? [] : verdict.violations, 0, page);
    }
    const paging = pagingOf(body, envelope, settings.perPage);
    const sampled = settings.sampleRate >= 1 || settings.random() < settings.sampleRate;
    const checked = sampled || paging.data === undefined;
    let summaries = (paging.data ?? []) as UserSummary[];
    let dropped = 0;
    if (checked) {
      ({ summaries, dropped } = checkPage({
        body,
        data: paging.data ?? [],
        envelope,
        includeSlots: settings.includeSlots,
        policy,
        page,
        reportViolation: settings.reportViolation,
        checkDeadline: () => {
          if (performance.now() - started > settings.http.timeoutMs) throw pastDeadline(url, settings.http.timeoutMs);
        },
      }));
      if (settings.reportUnknownFields !== undefined) {
        const unknown = await unknownFieldsOf(body, envelope, settings.includeSlots, [settings.token]);
        if (unknown !== undefined) settings.reportUnknownFields({ page, ...unknown });
      }
    }
    // timeoutMs bounds the request and the check of its page together (the check is one step, linear in the
    // capped body): a page checked past the deadline is a timeout, not a late success.
    if (performance.now() - started > settings.http.timeoutMs) throw pastDeadline(url, settings.http.timeoutMs);
    return {
      summaries,
      page,
      currentPage: paging.currentPage,
      lastPage: paging.lastPage,
      total: paging.total,
      hasNext: paging.hasNext,
      envelope,
      checked,
      dropped,
    };
  }

  async function* pages(range: DateRange, call: CallOptions = {}): AsyncGenerator<UserSummariesPage, void, undefined> {
    const seen = new Set<string>();
    for (let page = 1; ; page++) {
      if (page > settings.maxPages) {
        throw new UserSummariesClientError(
          'pagination_loop',
          `more than ${String(settings.maxPages)} pages (maxPages); the walk stopped`,
        );
      }
      const result = await getPage({ ...range, page }, call);
      if (result.currentPage !== undefined && result.currentPage !== page) {
        throw new UserSummariesClientError(
          'pagination_loop',
          `page ${String(page)} was asked for and page ${String(result.currentPage)} was served`,
        );
      }
      // Read defensively: an unchecked (sampled-out) page may hold anything.
      const dates = result.summaries.map((day) => dayDateString(day)).filter((d): d is string => d !== undefined);
      if (dates.length > 0 && dates.every((date) => seen.has(date))) {
        throw new UserSummariesClientError('pagination_loop', `page ${String(page)} only repeated days already served`);
      }
      for (const date of dates) seen.add(date);
      yield result;
      if (!result.hasNext) return;
    }
  }

  async function* summaries(range: DateRange, call: CallOptions = {}): AsyncGenerator<UserSummary, void, undefined> {
    for await (const page of pages(range, call)) yield* page.summaries;
  }

  return { getPage, pages, summaries };
}
