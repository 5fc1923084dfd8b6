import type { EnvelopeName } from './types.js';

/**
 * The envelope a response body uses, from its shape: an array is `bare`; an object with `current_page` is the
 * Laravel `paginator` (Laravel 8+ also sends a `links` array in it); an object with `meta` or `links` is a
 * resource `collection`; any other object is read as a paginator (the live API's shape), so its missing keys
 * are reported by name. Anything else has no envelope.
 *
 * @example
 * detectEnvelope({ current_page: 1, data: [], links: [] }); // 'paginator'
 */
export function detectEnvelope(body: unknown): EnvelopeName | undefined {
  if (Array.isArray(body)) return 'bare';
  if (typeof body !== 'object' || body === null) return undefined;
  if (Object.hasOwn(body, 'current_page')) return 'paginator';
  return Object.hasOwn(body, 'meta') || Object.hasOwn(body, 'links') ? 'collection' : 'paginator';
}
