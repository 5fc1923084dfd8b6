import type { EnvelopeName } from './types.js';

/**
 * The envelope a response body uses, from its shape: an array is `bare`; an object with `meta` or `links`
 * is a resource `collection`; any other object is read as the Laravel `paginator` (the live API's shape),
 * so its missing keys are reported by name. Anything else has no envelope.
 */
export function detectEnvelope(body: unknown): EnvelopeName | undefined {
  if (Array.isArray(body)) return 'bare';
  if (typeof body !== 'object' || body === null) return undefined;
  return Object.hasOwn(body, 'meta') || Object.hasOwn(body, 'links') ? 'collection' : 'paginator';
}
