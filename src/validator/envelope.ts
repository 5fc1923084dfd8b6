import { SCHEMA_IDS } from '../schemas/ids.js';
import { ruleMessage } from './ruleTable.js';
import { notJsonViolation, UNREADABLE_VALUE } from './result.js';
import type { EnvelopeName, Violation } from './types.js';

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

/**
 * The envelope a validator applies: the one named, or the detected one; a violation when the body has none
 * (the root `anyOf` of response.schema.json, reported once), or when reading its shape throws (a revoked proxy,
 * a throwing trap): never an exception.
 */
export function resolveEnvelope(body: unknown, requested: EnvelopeName | 'auto' = 'auto'): EnvelopeName | Violation {
  let envelope: EnvelopeName | undefined;
  try {
    envelope = requested === 'auto' ? detectEnvelope(body) : requested;
  } catch {
    return notJsonViolation('', UNREADABLE_VALUE);
  }
  if (envelope !== undefined) return envelope;
  return {
    pointer: '',
    keyword: 'anyOf',
    rule: 'envelope',
    message: `document ${ruleMessage('envelope', { node: {}, keyword: 'anyOf' })}`,
    schemaPath: `${SCHEMA_IDS.response}#/anyOf`,
    params: {},
  };
}
