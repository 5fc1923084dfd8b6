// Laravel's length-aware pagination, computed once so every envelope agrees on the same numbers.
import type { UserSummariesResponse, UserSummary } from 'user-summaries-contract/internal/generated/types';
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';

/** Where a page sits in the whole list: Laravel's numbers for `page` of `perPage` items out of `total`. */
export interface PageWindow {
  /** The page served (page 0 is served as page 1). */
  readonly currentPage: number;
  /** `max(1, ceil(total / perPage))`. */
  readonly lastPage: number;
  /** Index of the first item of the page in the whole list (0-based). */
  readonly offset: number;
  /** Items on this page: 0 past the last page. */
  readonly count: number;
  /** 1-based position of the first item, null on an empty page. */
  readonly from: number | null;
  /** 1-based position of the last item, null on an empty page. */
  readonly to: number | null;
}

/**
 * Laravel's length-aware paginator numbers for a page.
 *
 * @example
 * pageWindow(2, 10, 14); // { currentPage: 2, lastPage: 2, offset: 10, count: 4, from: 11, to: 14 }
 */
export function pageWindow(page: number, perPage: number, total: number): PageWindow {
  const currentPage = Math.max(1, page);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const offset = (currentPage - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - offset));
  return {
    currentPage,
    lastPage,
    offset,
    count,
    from: count > 0 ? offset + 1 : null,
    to: count > 0 ? offset + count : null,
  };
}

/** Inputs of {@link buildResponse}. */
export interface BuildResponseInput {
  readonly envelope: EnvelopeName;
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  /** The page's summaries (`pageWindow(...).count` of them). */
  readonly data: readonly UserSummary[];
  /** The endpoint URL the page links are built on. @defaultValue 'http://localhost/user-summaries' */
  readonly path?: string;
  /**
   * The collection's `meta` also carries `links`, Laravel's list of page links (`{ url, label, active }`: the
   * previous page, the pages up to three either side of this one, the next page). @defaultValue false
   */
  readonly metaLinks?: boolean;
}

/** A link of Laravel's `meta.links`. */
interface PageLink {
  readonly url: string | null;
  readonly label: string;
  readonly active: boolean;
}

/** Laravel's `meta.links` of a page: previous, a window of pages around this one, next. */
function metaLinks(w: PageWindow, url: (page: number) => string): PageLink[] {
  const pages: PageLink[] = [];
  for (let page = Math.max(1, w.currentPage - 3); page <= Math.min(w.lastPage, w.currentPage + 3); page++) {
    pages.push({ url: url(page), label: String(page), active: page === w.currentPage });
  }
  return [
    { url: w.currentPage > 1 ? url(w.currentPage - 1) : null, label: '&laquo; Previous', active: false },
    ...pages,
    { url: w.currentPage < w.lastPage ? url(w.currentPage + 1) : null, label: 'Next &raquo;', active: false },
  ];
}

/**
 * Wraps one page of summaries in an envelope with consistent pagination: the Laravel paginator
 * (`current_page`, `from`, `to`, `last_page`, page URLs), the resource collection `{data, links, meta}`,
 * or the bare array. A mock server can call it with the days it generated.
 *
 * @example
 * buildResponse({ envelope: 'paginator', page: 1, perPage: 10, total: 0, data: [] }).last_page; // 1
 */
export function buildResponse(input: BuildResponseInput): UserSummariesResponse {
  const data = [...input.data];
  if (input.envelope === 'bare') return data;
  const w = pageWindow(input.page, input.perPage, input.total);
  const path = input.path ?? 'http://localhost/user-summaries';
  const url = (page: number): string => `${path}?page=${page}`;
  const prev = w.currentPage > 1 ? url(w.currentPage - 1) : null;
  const next = w.currentPage < w.lastPage ? url(w.currentPage + 1) : null;
  if (input.envelope === 'collection') {
    return {
      data,
      links: { first: url(1), last: url(w.lastPage), prev, next },
      meta: {
        current_page: w.currentPage,
        from: w.from,
        last_page: w.lastPage,
        ...(input.metaLinks === true ? { links: metaLinks(w, url) } : {}),
        path,
        per_page: input.perPage,
        to: w.to,
        total: input.total,
      },
    };
  }
  return {
    current_page: w.currentPage,
    data,
    first_page_url: url(1),
    from: w.from,
    last_page: w.lastPage,
    last_page_url: url(w.lastPage),
    next_page_url: next,
    path,
    per_page: input.perPage,
    prev_page_url: prev,
    to: w.to,
    total: input.total,
  };
}
