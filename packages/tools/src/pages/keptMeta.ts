import { createHash } from 'node:crypto';
import type { PageMeta } from './pageRead.js';

/** Longest string kept as it is; a longer one is kept as its digest. */
const KEPT_STRING = 64;

/**
 * A metadata value as a walk keeps it (the checker's, and the proxy's walks of its clients), compared with `===`
 * as the value itself: a number, boolean, null or short string as it is, a long string as its digest (after
 * U+0000, so no short string equals it), an object or array as a new object, unequal to anything, as two parsed
 * values are. A body that writes megabytes there costs a walk a few bytes for as long as it is kept.
 *
 * @example
 * keptValue(12); // 12
 * keptValue('x'.repeat(100)) === keptValue('x'.repeat(100)); // true (both the same digest)
 */
export function keptValue(value: unknown): unknown {
  if (typeof value === 'string')
    return value.length <= KEPT_STRING ? value : `\u0000${createHash('sha256').update(value).digest('hex')}`;
  return typeof value === 'object' && value !== null ? {} : value;
}

/** A page's numbers and links as {@link keptValue} keeps them (the checker's walk and the proxy's walks alike); no URL. */
export type KeptPageMeta = Omit<PageMeta, 'urls'>;

/**
 * A page's metadata without its URLs, each value as {@link keptValue}: compared with `===` as the body's values.
 *
 * @example
 * keptPageMeta({ total: 4, urls: [] }).total; // 4
 */
export function keptPageMeta(meta: PageMeta): KeptPageMeta {
  return {
    currentPage: keptValue(meta.currentPage),
    lastPage: keptValue(meta.lastPage),
    perPage: keptValue(meta.perPage),
    total: keptValue(meta.total),
    from: keptValue(meta.from),
    to: keptValue(meta.to),
    next: keptValue(meta.next),
    prev: keptValue(meta.prev),
  };
}

function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // not a URL: left to the reader; links are never followed
  }
}

/**
 * The origin of each page link a body names (first, last, next, prev, path), undefined for one that is not a URL:
 * what the `foreign_page_url` rule reads of the links, kept instead of the links.
 */
export function linkOrigins(meta: PageMeta): (string | undefined)[] {
  return meta.urls.map(originOf);
}
