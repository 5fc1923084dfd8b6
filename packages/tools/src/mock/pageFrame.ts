import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';

/** Where one page sits in a listing of `total` items, as Laravel's length-aware paginator counts. */
export interface PageWindow {
  readonly currentPage: number;
  readonly lastPage: number;
  readonly perPage: number;
  readonly total: number;
  /** Index of the first item of the page in the listing. */
  readonly offset: number;
  /** How many items the page holds. */
  readonly count: number;
}

/**
 * The window of page `page` (1-based; callers turn page 0 into 1) of `total` items, `perPage` a page.
 *
 * @example
 * pageWindow(14, 10, 2); // { currentPage: 2, lastPage: 2, offset: 10, count: 4, ... }
 */
export function pageWindow(total: number, perPage: number, page: number): PageWindow {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const offset = page <= lastPage ? (page - 1) * perPage : total;
  const count = Math.max(0, Math.min(perPage, total - offset));
  return { currentPage: page, lastPage, perPage, total, offset, count };
}

/**
 * What the envelope needs besides the items: the page window and the page links. The URL of page n is
 * `${before}${n}${after}` (the request's query with `page` replaced): two strings rather than a function, so a
 * page's links need no closure and each part is escaped once ({@link pageFrame}).
 */
export interface EnvelopeInput {
  readonly window: PageWindow;
  /** The endpoint's URL without query (`path` of the paginator). */
  readonly path: string;
  /** The URL of a page up to its page number. */
  readonly before: string;
  /** The URL of a page after its page number. */
  readonly after: string;
}

/** The text of a page around its items: `head` ends with `[` of the data array, `tail` starts with its `]`. */
export interface PageFrame {
  readonly head: string;
  readonly tail: string;
}

/** Code units JSON.stringify escapes in a string: `"`, `\\`, controls, and surrogates (it escapes the lone ones). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among what JSON escapes
const ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * A JSON string, as JSON.stringify writes a member's value. A page's URLs have nothing to escape in the common
 * case (a plain query), and a test of that is cheaper than the serializer; a surrogate sends the string to
 * JSON.stringify too, whole, so a pair stays a pair.
 */
const text = (value: string): string => (ESCAPED.test(value) ? JSON.stringify(value) : `"${value}"`);

/** The last path written and its text: a server writes the same path (its own origin's) on every page. */
let lastPath = { path: '', text: '""' };
const pathText = (path: string): string =>
  path === lastPath.path ? lastPath.text : (lastPath = { path, text: text(path) }).text;

/**
 * The text of one page in the envelope named around its `itemCount` items (written between `head` and
 * `tail`, comma-separated). `from`/`to` are null on an empty page, as Laravel writes them. Written member by
 * member in the order and form `JSON.stringify` gives the envelope object (integers as digits, each string
 * through JSON.stringify): one string per page, no object to serialize (`packages/tools/test/mock/units.test.ts` holds the
 * two equal).
 */
export function pageFrame(envelope: EnvelopeName, itemCount: number, input: EnvelopeInput): PageFrame {
  if (envelope === 'bare') return { head: '[', tail: ']' };
  const { window } = input;
  // JSON.stringify escapes a string code unit by code unit (a surrogate pair stays whole, a lone surrogate is
  // escaped), and a page number of ASCII digits sits between the halves: the text of a whole URL is the text of
  // its halves around the number, so each part is escaped once for the four links.
  const before = text(input.before).slice(0, -1);
  const after = text(input.after).slice(1);
  const url = (page: number): string => `${before}${page}${after}`;
  const from = itemCount > 0 ? String(window.offset + 1) : 'null';
  const to = itemCount > 0 ? String(window.offset + itemCount) : 'null';
  const next = window.currentPage < window.lastPage ? url(window.currentPage + 1) : 'null';
  const prev = window.currentPage > 1 ? url(window.currentPage - 1) : 'null';
  const [first, last, path] = [url(1), url(window.lastPage), pathText(input.path)];
  if (envelope === 'paginator') {
    return {
      head: `{"current_page":${window.currentPage},"data":[`,
      tail: `],"first_page_url":${first},"from":${from},"last_page":${window.lastPage},"last_page_url":${last},"next_page_url":${next},"path":${path},"per_page":${window.perPage},"prev_page_url":${prev},"to":${to},"total":${window.total}}`,
    };
  }
  return {
    head: '{"data":[',
    tail: `],"links":{"first":${first},"last":${last},"prev":${prev},"next":${next}},"meta":{"current_page":${window.currentPage},"from":${from},"last_page":${window.lastPage},"path":${path},"per_page":${window.perPage},"to":${to},"total":${window.total}}}`,
  };
}

/** The response body of one page in the envelope named, from the items already serialized (one JSON text per summary). */
export function renderPage(envelope: EnvelopeName, items: readonly string[], input: EnvelopeInput): string {
  const { head, tail } = pageFrame(envelope, items.length, input);
  return `${head}${items.join(',')}${tail}`;
}
