import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UserSummary } from 'user-summaries-contract/internal/generated/types';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import { tokenMatcher } from '../secrets/secrets.js';
import type { DaySource } from './daySource.js';
import { deliver, deliverGzipBomb } from './deliver.js';
import { applyPageFaults, type FaultName } from './faults.js';
import { pageFrame, pageWindow, renderPage, type PageWindow } from './pageFrame.js';
import type { PageBuffers } from './pageBuffers.js';
import type { PageSlots } from './pageSlots.js';
import { servePlayground } from './playground.js';
import { readPlainTarget, readQuery, unprocessableBody, type QueryLimits, type ServeQuery } from './query.js';
import { servedJson } from './serialize.js';
import { streamPage } from './streamPage.js';

/** Everything the request handler serves from. */
export interface HandlerConfig {
  readonly token: string;
  readonly source: DaySource;
  readonly envelope: EnvelopeName;
  readonly faults: ReadonlySet<FaultName>;
  readonly limits: QueryLimits;
  /** Milliseconds the slow fault spreads a body over. */
  readonly slowMs: number;
  /** Where the redirect fault sends requests (another host). */
  readonly redirectTo: string;
  /** The server's own origin (`http://127.0.0.1:8080`), for the page URLs: never taken from the Host header. */
  readonly origin: () => string;
  /** The bound on pages written at once (issue 22: abandoned requests must not pile up). */
  readonly slots: PageSlots;
  /** Milliseconds a page may wait for its client to read before the connection is closed. */
  readonly stallMs: number;
  /** The reused buffers pages are written into. */
  readonly buffers: PageBuffers;
}

const PATH = '/user-summaries';
const CLIENT_GONE = new Error('the client closed the connection');
const JSON_TYPE = 'application/json';
const HTML_500 =
  '<!doctype html><html><head><title>Server Error</title></head><body><h1>500 Server Error</h1></body></html>';
const DATA_FAULTS: readonly FaultName[] = [
  'missing-field',
  'wrong-type',
  'bad-format',
  'empty-group',
  'out-of-range',
  'duplicate-day',
  'oversized-page',
];

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': JSON_TYPE,
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** Whether the Authorization header carries `Bearer <the token>` (scheme in any case; constant-time compare). */
function authorized(header: string | undefined, isToken: (given: string) => boolean): boolean {
  const match = /^Bearer +([!-~]+)$/i.exec(header ?? '');
  return match?.[1] !== undefined && isToken(match[1]);
}

/** The days of one page, faults applied, as JSON texts. */
function pageItems(config: HandlerConfig, query: ServeQuery, window: PageWindow): string[] {
  const { source, faults } = config;
  const days = source.slice(query.fromDay, query.toDay, window.offset, window.count);
  const keepSlots = query.includeSlots || faults.has('slots-when-excluded');
  if (!DATA_FAULTS.some((f) => faults.has(f))) return days.map((d) => servedJson(d, keepSlots));
  const copies = days.map((d) => structuredClone(d));
  const one = (offset: number): UserSummary | undefined => {
    const [day] = offset >= 0 ? source.slice(query.fromDay, query.toDay, offset, 1) : [];
    return day === undefined ? undefined : structuredClone(day);
  };
  const faulted = applyPageFaults(copies, faults, {
    fromDay: query.fromDay,
    page: window.currentPage,
    perPage: window.perPage,
    previousDay: () => one(window.offset - 1),
    nextDay: () => one(window.offset + window.count),
  });
  return faulted.map((d) => servedJson(d, keepSlots));
}

/** The path and page links of the envelope: the URL of page n is `${before}${n}${after}`. */
interface PageLinks {
  readonly path: string;
  readonly before: string;
  readonly after: string;
}

/** The path and page links of the envelope: the request's query with `page` replaced, on the server's origin. */
function envelopeLinks(config: HandlerConfig, params: URLSearchParams): PageLinks {
  const path = `${config.origin()}${PATH}`;
  // The query is serialized once with a marker for the page (URLSearchParams encodes it as %00, and only the
  // `page` entry is written `page=%00`: a key cannot hold an unencoded `&` or `=`), then each URL is the two
  // halves around the page number: what set('page', n) would write, without a copy per URL.
  const marked = new URLSearchParams(params);
  marked.set('page', '\u0000');
  const text = marked.toString();
  const at = text.startsWith('page=%00') ? 0 : text.indexOf('&page=%00') + 1;
  return { path, before: `${path}?${text.slice(0, at)}page=`, after: text.slice(at + 'page=%00'.length) };
}

/**
 * The same links from a plain query's text ({@link readPlainTarget}: each parameter once, nothing to encode),
 * which URLSearchParams would serialize as it is: the `page` entry's value replaced in place, or one appended.
 */
function plainLinks(config: HandlerConfig, search: string): PageLinks {
  const path = `${config.origin()}${PATH}`;
  const at = search.startsWith('page=') ? 0 : search.indexOf('&page=') + 1;
  if (at === 0 && !search.startsWith('page=')) return { path, before: `${path}?${search}&page=`, after: '' };
  const end = search.indexOf('&', at);
  return { path, before: `${path}?${search.slice(0, at)}page=`, after: end < 0 ? '' : search.slice(end) };
}

/** The response body of an accepted query, made whole (the fault modes' path). */
function pageBody(config: HandlerConfig, query: ServeQuery, links: PageLinks): string {
  const total = config.source.count(query.fromDay, query.toDay);
  let window = pageWindow(total, query.perPage, query.page);
  let items: string[];
  if (config.faults.has('endless-pages')) {
    const first = pageWindow(total, query.perPage, 1);
    items = pageItems(config, query, first);
    window = { ...first, currentPage: query.page, lastPage: query.page + 1, total: (query.page + 1) * query.perPage };
  } else {
    items = pageItems(config, query, window);
  }
  return renderPage(config.envelope, items, { window, ...links });
}

/** Faults that change a page's days or how its body is delivered: those pages are made whole, as objects. */
const WHOLE_PAGE_FAULTS: readonly FaultName[] = [...DATA_FAULTS, 'endless-pages', 'slow', 'truncated'];

/** A page without those faults, streamed from the source's bytes (no object is made, no day after a close). */
function streamBody(
  config: HandlerConfig,
  query: ServeQuery,
  links: PageLinks,
  res: ServerResponse,
): Promise<void> | undefined {
  const { source, faults } = config;
  const window = pageWindow(source.count(query.fromDay, query.toDay), query.perPage, query.page);
  const keepSlots = query.includeSlots || faults.has('slots-when-excluded');
  const { head, tail } = pageFrame(config.envelope, window.count, {
    window,
    path: links.path,
    before: links.before,
    after: links.after,
  });
  return streamPage(res, {
    head,
    tail,
    count: window.count,
    days: (offset, limit) => source.run(query.fromDay, query.toDay, window.offset + offset, limit, keepSlots),
    contentType: faults.has('wrong-content-type') ? 'text/html; charset=utf-8' : JSON_TYPE,
    stallMs: config.stallMs,
    buffers: config.buffers,
  });
}

/**
 * The request handler of the reference server: GET /user-summaries with a bearer token (401
 * `{"error": "Unauthenticated."}` otherwise), the query validated by the library (422 naming each bad
 * parameter), then one page of days in the configured envelope, with the configured faults. Never throws: an
 * unexpected error answers a bare 500.
 */
export function createHandler(config: HandlerConfig): (req: IncomingMessage, res: ServerResponse) => void {
  const isToken = tokenMatcher(config.token);
  return (req, res) => {
    req.resume(); // a GET has no body; drain whatever is sent
    try {
      handle(config, isToken, req, res);
    } catch {
      if (!res.headersSent) sendJson(res, 500, { error: 'Server Error' });
      else res.destroy();
    }
  };
}

/** The start of a request target that may be read the plain way ({@link readPlainTarget}). */
const PLAIN_PREFIX = `${PATH}?`;

function handle(
  config: HandlerConfig,
  isToken: (given: string) => boolean,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  const target = req.url ?? '/';
  // The common request (a plain query, no fault mode) is read from the target as it is: no URL object, no
  // URLSearchParams. Anything else, and every rejection, goes the full way below.
  if (config.faults.size === 0 && req.method === 'GET' && target.startsWith(PLAIN_PREFIX)) {
    if (!authorized(req.headers.authorization, isToken)) {
      sendJson(res, 401, { error: 'Unauthenticated.' }, { 'WWW-Authenticate': 'Bearer' });
      return;
    }
    const plain = readPlainTarget(target.slice(PLAIN_PREFIX.length), req.headers['content-type'], config.limits);
    if (plain !== undefined) {
      servePage(config, plain.query, plainLinks(config, plain.search), res);
      return;
    }
  }
  let url: URL;
  try {
    url = new URL(target, 'http://reference.invalid');
  } catch {
    sendJson(res, 400, { error: 'Bad request.' });
    return;
  }
  if (url.pathname !== PATH && url.pathname !== `${PATH}/`) {
    if (servePlayground(url.pathname, req, res)) return;
    sendJson(res, 404, { error: 'Not found.' });
    return;
  }
  if (req.method !== 'GET') {
    sendJson(res, 405, { error: 'Method not allowed.' }, { Allow: 'GET' });
    return;
  }
  if (!authorized(req.headers.authorization, isToken)) {
    sendJson(res, 401, { error: 'Unauthenticated.' }, { 'WWW-Authenticate': 'Bearer' });
    return;
  }
  const read = readQuery(url.searchParams, req.headers, config.limits);
  if (!read.ok) {
    sendJson(res, 422, unprocessableBody(read.problems));
    return;
  }
  const { faults } = config;
  if (faults.has('server-error')) {
    deliver(res, HTML_500, { status: 500, contentType: 'text/html; charset=utf-8', slowMs: 0, truncate: false });
    return;
  }
  if (faults.has('redirect')) {
    res.writeHead(302, { Location: `${config.redirectTo}${url.search}`, 'Content-Length': '0' });
    res.end();
    return;
  }
  if (faults.has('gzip-bomb')) {
    deliverGzipBomb(res);
    return;
  }
  servePage(config, read.query, envelopeLinks(config, url.searchParams), res);
}

/** A page slot once one is free, or undefined when the connection closes first. Never rejects. */
function waitForSlot(slots: PageSlots, res: ServerResponse): Promise<(() => void) | undefined> {
  const closed = new AbortController();
  // Only a connection closed before the end aborts (with a fixed reason: abort() without one makes a DOMException,
  // a stack trace per request).
  res.once('close', () => {
    if (!res.writableFinished) closed.abort(CLIENT_GONE);
  });
  return slots.acquire(closed.signal);
}

/**
 * One page, once a page slot is free ({@link PageSlots}): a request whose connection closed while it waited is
 * dropped, and the slot is held until the body is written or the connection closes. Synchronous when a slot is
 * free (the common case: no promise made); never throws, never rejects.
 */
function servePage(config: HandlerConfig, query: ServeQuery, links: PageLinks, res: ServerResponse): void {
  const release = config.slots.tryAcquire();
  if (release !== undefined) {
    writePage(config, query, links, res, release);
    return;
  }
  void waitForSlot(config.slots, res).then((granted) => {
    if (granted !== undefined) writePage(config, query, links, res, granted);
  });
}

/** Answers with a bare 500 before the head is sent, else cuts the connection. */
function failPage(res: ServerResponse): void {
  if (!res.headersSent) sendJson(res, 500, { error: 'Server Error' });
  else res.destroy();
}

/** Writes one page holding a page slot, released when the response closes. Never throws. */
function writePage(
  config: HandlerConfig,
  query: ServeQuery,
  links: PageLinks,
  res: ServerResponse,
  release: () => void,
): void {
  res.once('close', release);
  try {
    const { faults } = config;
    if (!WHOLE_PAGE_FAULTS.some((f) => faults.has(f))) {
      streamBody(config, query, links, res)?.catch(() => failPage(res));
      return;
    }
    deliver(res, pageBody(config, query, links), {
      status: 200,
      contentType: faults.has('wrong-content-type') ? 'text/html; charset=utf-8' : JSON_TYPE,
      slowMs: faults.has('slow') ? config.slowMs : 0,
      truncate: faults.has('truncated'),
    });
  } catch {
    failPage(res);
  }
}
