import type { SchemaDocument } from './documents.js';
import { isSchemaNode, mapSchema, walkSchema } from './walk.js';

/**
 * Which reading of the contract a validator applies. Readings are derived from the one set of documents in
 * `schemas/` by transformation, never by copies of the documents.
 */
export interface Reading {
  /**
   * `false` reads responses of `include_slots=0`: a group's `slots` may be absent (where sent, it is still
   * validated).
   * @defaultValue true
   */
  readonly includeSlots: boolean;
  /**
   * `true` is the producers' strict reading: every key the contract does not list is an `unknown_field`.
   * @defaultValue false
   */
  readonly strict: boolean;
}

/** The default reading: slots required, unknown fields allowed. */
export const DEFAULT_READING: Reading = { includeSlots: true, strict: false };

/** The annotation that marks a key the API omits when `include_slots=0`. */
const OMITTED_WHEN_NO_SLOTS = 'include_slots=0';

/** Drops from `required` every key annotated `x-omitted-when: include_slots=0`. */
function makeSlotsOptional(node: Record<string, unknown>): Record<string, unknown> {
  const properties = node['properties'];
  const required = node['required'];
  if (!isSchemaNode(properties) || !Array.isArray(required)) return node;
  const omitted = (key: unknown): boolean => {
    const property = typeof key === 'string' ? properties[key] : undefined;
    return isSchemaNode(property) && property['x-omitted-when'] === OMITTED_WHEN_NO_SLOTS;
  };
  node['required'] = required.filter((key) => !omitted(key));
  return node;
}

/**
 * The keys the include_slots=0 reading drops from `required` (annotated `x-omitted-when: include_slots=0`):
 * `slots`. The include_slots=0 reading runs the include_slots=1 report validators without their `required` errors
 * (src/validator/unitWalk.ts, `optionalKeys`).
 */
export function keysOmittedWithoutSlots(documents: readonly SchemaDocument[]): string[] {
  const keys = new Set<string>();
  for (const doc of documents) {
    walkSchema(doc.schema, (node) => {
      const properties = node['properties'];
      if (!isSchemaNode(properties)) return;
      for (const [key, property] of Object.entries(properties)) {
        if (isSchemaNode(property) && property['x-omitted-when'] === OMITTED_WHEN_NO_SLOTS) keys.add(key);
      }
    });
  }
  return [...keys].sort();
}

/**
 * Closes every object schema that lists its properties: unknown keys fail with rule `unknown_field`. An object
 * that states `additionalProperties` itself (request headers) keeps its own answer.
 */
function closeObjects(node: Record<string, unknown>): Record<string, unknown> {
  if (node['type'] === 'object' && isSchemaNode(node['properties']) && !('additionalProperties' in node)) {
    node['additionalProperties'] = false;
  }
  return node;
}

/**
 * The schema documents in a reading, as new objects (the inputs are not changed).
 *
 * @example
 * const strictDocs = deriveReading(loadSchemaDocuments(), { includeSlots: true, strict: true });
 */
export function deriveReading(documents: readonly SchemaDocument[], reading: Reading): SchemaDocument[] {
  const steps: ((node: Record<string, unknown>) => Record<string, unknown>)[] = [];
  if (!reading.includeSlots) steps.push(makeSlotsOptional);
  if (reading.strict) steps.push(closeObjects);
  return documents.map((doc) => ({
    file: doc.file,
    schema: mapSchema(doc.schema, (node) => steps.reduce((acc, step) => step(acc), node)) as SchemaDocument['schema'],
  }));
}

/** A short stable name for a reading, used in cache keys and bundle file names. */
export function readingName(reading: Reading): string {
  const parts = [reading.includeSlots ? '' : 'no-slots', reading.strict ? 'strict' : ''].filter(Boolean);
  return parts.length > 0 ? parts.join('.') : 'default';
}
