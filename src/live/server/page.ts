import type { EnvelopeName } from '../../validator/types.js';

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

/** What the envelope needs besides the items: the page window and how to write a page's URL. */
export interface EnvelopeInput {
  readonly window: PageWindow;
  /** The endpoint's URL without query (`path` of the paginator). */
  readonly path: string;
  /** The URL of page n (the request's query with `page` replaced). */
  readonly pageUrl: (page: number) => string;
}

const DATA_MARK = '\u0000data\u0000';
const DATA_MARK_JSON = JSON.stringify(DATA_MARK);

/** The text of a page around its items: `head` ends with `[` of the data array, `tail` starts with its `]`. */
export interface PageFrame {
  readonly head: string;
  readonly tail: string;
}

/**
 * The text of one page in the envelope named around its `itemCount` items (written between `head` and
 * `tail`, comma-separated). `from`/`to` are null on an empty page, as Laravel writes them.
 */
export function pageFrame(envelope: EnvelopeName, itemCount: number, input: EnvelopeInput): PageFrame {
  if (envelope === 'bare') return { head: '[', tail: ']' };
  const { window, path, pageUrl } = input;
  const from = itemCount > 0 ? window.offset + 1 : null;
  const to = itemCount > 0 ? window.offset + itemCount : null;
  const next = window.currentPage < window.lastPage ? pageUrl(window.currentPage + 1) : null;
  const prev = window.currentPage > 1 ? pageUrl(window.currentPage - 1) : null;
  const meta =
    envelope === 'paginator'
      ? {
          current_page: window.currentPage,
          data: DATA_MARK,
          first_page_url: pageUrl(1),
          from,
          last_page: window.lastPage,
          last_page_url: pageUrl(window.lastPage),
          next_page_url: next,
          path,
          per_page: window.perPage,
          prev_page_url: prev,
          to,
          total: window.total,
        }
      : {
          data: DATA_MARK,
          links: { first: pageUrl(1), last: pageUrl(window.lastPage), prev, next },
          meta: { current_page: window.currentPage, from, last_page: window.lastPage, path, per_page: window.perPage, to, total: window.total },
        };
  const text = JSON.stringify(meta);
  const at = text.indexOf(DATA_MARK_JSON);
  return { head: `${text.slice(0, at)}[`, tail: `]${text.slice(at + DATA_MARK_JSON.length)}` };
}

/** The response body of one page in the envelope named, from the items already serialized (one JSON text per summary). */
export function renderPage(envelope: EnvelopeName, items: readonly string[], input: EnvelopeInput): string {
  const { head, tail } = pageFrame(envelope, items.length, input);
  return `${head}${items.join(',')}${tail}`;
}
