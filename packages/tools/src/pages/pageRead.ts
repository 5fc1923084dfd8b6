// Reading a page once: where an envelope keeps its summaries, its numbers and its links, read defensively (the
// page may break the contract). The checker's walk, the proxy's facts of a body and the engine's page checks read
// pages through these; the guard's client reads its own (src/guard/paging.ts: the core imports no tool).
import type { EnvelopeName } from 'user-summaries-contract/internal/validator/types';
import { isPlainObject } from 'user-summaries-contract/internal/validator/plainObject';

/** The `date` of a summary when it is a string. */
export function itemDateString(item: unknown): string | undefined {
  return isPlainObject(item) && typeof item['date'] === 'string' ? item['date'] : undefined;
}

/** Where an envelope keeps its summaries, for pointers: `/data`, or the root of a bare array. */
export function itemsPointer(envelope: EnvelopeName | undefined): string {
  return envelope === 'bare' ? '' : '/data';
}

/** Where an envelope keeps its summaries, its numbers and its links, for the findings' pointers. */
export interface PagePointers {
  /** The pointer of the page's list of summaries. */
  readonly items: string;
  /** The pointer of a page number (`current_page`, `total`…): in `meta` for a collection, on the body for a paginator. */
  meta(name: string): string;
  /** The pointer of the next or previous link: `links` for a collection, `*_page_url` for a paginator. */
  link(name: 'next' | 'prev'): string;
}

/**
 * The pointers of an envelope's members.
 *
 * @example
 * pagePointers('collection').meta('total'); // '/meta/total'
 */
export function pagePointers(envelope: EnvelopeName | undefined): PagePointers {
  const items = itemsPointer(envelope);
  if (envelope === 'collection') return { items, meta: (name) => `/meta/${name}`, link: (name) => `/links/${name}` };
  if (envelope === 'bare') return { items, meta: (name) => `/${name}`, link: (name) => `/${name}` };
  return { items, meta: (name) => `/${name}`, link: (name) => `/${name}_page_url` };
}

/** The pagination metadata of a page, as its envelope carries it (missing members undefined). */
export interface PageMeta {
  readonly currentPage?: unknown;
  readonly lastPage?: unknown;
  readonly perPage?: unknown;
  readonly total?: unknown;
  readonly from?: unknown;
  readonly to?: unknown;
  readonly next?: unknown;
  readonly prev?: unknown;
  /** Page URLs the body names (first, last, next, prev, path). */
  readonly urls: readonly unknown[];
}

/** A page as read: its summaries (undefined when the body has no readable list) and its metadata (none for a bare array). */
export interface ReadPage {
  readonly items: readonly unknown[] | undefined;
  readonly meta: PageMeta | undefined;
}

/**
 * The summaries and metadata of a body in the given envelope. A body that is not an object has no list (but a bare
 * array); a paginator's numbers are read from the body, a collection's from `meta`, with the same names.
 *
 * @example
 * readPage({ data: [], current_page: 2 }, 'paginator').meta?.currentPage; // 2
 */
export function readPage(body: unknown, envelope: EnvelopeName | undefined): ReadPage {
  if (envelope === 'bare') return { items: Array.isArray(body) ? body : undefined, meta: undefined };
  if (!isPlainObject(body)) return { items: undefined, meta: undefined };
  const items = Array.isArray(body['data']) ? body['data'] : undefined;
  // The page's numbers have the same names in both envelopes: in `meta` (collection) or on the body (paginator).
  const meta = envelope === 'collection' ? (isPlainObject(body['meta']) ? body['meta'] : {}) : body;
  const numbers = {
    currentPage: meta['current_page'],
    lastPage: meta['last_page'],
    perPage: meta['per_page'],
    total: meta['total'],
    from: meta['from'],
    to: meta['to'],
  };
  if (envelope === 'collection') {
    const links = isPlainObject(body['links']) ? body['links'] : {};
    return {
      items,
      meta: {
        ...numbers,
        next: links['next'],
        prev: links['prev'],
        urls: [links['first'], links['last'], links['next'], links['prev'], meta['path']],
      },
    };
  }
  return {
    items,
    meta: {
      ...numbers,
      next: body['next_page_url'],
      prev: body['prev_page_url'],
      urls: [body['first_page_url'], body['last_page_url'], body['next_page_url'], body['prev_page_url'], body['path']],
    },
  };
}
