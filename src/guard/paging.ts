import { isPlainObject } from '../validator/plainObject.js';
import type { EnvelopeName } from '../validator/types.js';

/** What the client reads from an envelope to page on; every field read defensively (the page may be unchecked). */
export interface Paging {
  /** The list of days, or undefined when the body holds none. */
  readonly data: readonly unknown[] | undefined;
  readonly currentPage: number | undefined;
  readonly lastPage: number | undefined;
  readonly total: number | undefined;
  readonly hasNext: boolean;
}

/** The value of `key` when `value` is a plain object (not an array) with that own member, else undefined. */
function ownMemberValue(value: unknown, key: string): unknown {
  return isPlainObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/**
 * The paging facts of a body in a given envelope. A further page exists when the envelope links one and
 * its current page is before its last; for a bare array, when the page is full.
 *
 * @internal
 */
export function pagingOf(body: unknown, envelope: EnvelopeName, perPage: number): Paging {
  if (envelope === 'bare') {
    const data = Array.isArray(body) ? (body as unknown[]) : undefined;
    return {
      data,
      currentPage: undefined,
      lastPage: undefined,
      total: undefined,
      hasNext: data !== undefined && data.length >= perPage,
    };
  }
  const meta = envelope === 'collection' ? ownMemberValue(body, 'meta') : body;
  const next =
    envelope === 'collection'
      ? ownMemberValue(ownMemberValue(body, 'links'), 'next')
      : ownMemberValue(body, 'next_page_url');
  const rawData = ownMemberValue(body, 'data');
  const currentPage = count(ownMemberValue(meta, 'current_page'));
  const lastPage = count(ownMemberValue(meta, 'last_page'));
  return {
    data: Array.isArray(rawData) ? (rawData as unknown[]) : undefined,
    currentPage,
    lastPage,
    total: count(ownMemberValue(meta, 'total')),
    hasNext: typeof next === 'string' && currentPage !== undefined && lastPage !== undefined && currentPage < lastPage,
  };
}

/** The pointer prefix of the days of an envelope: `/data` or `` for a bare array. */
export function daysPointer(envelope: EnvelopeName): string {
  return envelope === 'bare' ? '' : '/data';
}
