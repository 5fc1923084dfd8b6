import type { SchemaNode } from './documents.js';

/** Keywords whose value is a single subschema. */
const SUBSCHEMA = [
  'not',
  'items',
  'if',
  'then',
  'else',
  'contains',
  'additionalProperties',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
];
/** Keywords whose value is an array of subschemas. */
const SUBSCHEMA_ARRAYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names to subschemas. */
const SUBSCHEMA_MAPS = ['properties', '$defs', 'patternProperties', 'dependentSchemas'];

/** Is this value a schema object (not a boolean schema, not an array)? */
export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Escapes one RFC 6901 reference token. */
function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The schema objects directly under a schema object, each with its path from it (`properties/date`), in order. */
export function subschemasOf(node: SchemaNode): [string, SchemaNode][] {
  const out: [string, SchemaNode][] = [];
  for (const keyword of SUBSCHEMA) {
    const child = node[keyword];
    if (isSchemaNode(child)) out.push([keyword, child]);
  }
  for (const keyword of SUBSCHEMA_ARRAYS) {
    const children = node[keyword];
    if (Array.isArray(children)) {
      children.forEach((child: unknown, i) => {
        if (isSchemaNode(child)) out.push([`${keyword}/${i}`, child]);
      });
    }
  }
  for (const keyword of SUBSCHEMA_MAPS) {
    const map = node[keyword];
    if (isSchemaNode(map)) {
      for (const [name, child] of Object.entries(map)) {
        if (isSchemaNode(child)) out.push([`${keyword}/${escapeToken(name)}`, child]);
      }
    }
  }
  return out;
}

/**
 * Calls `visit` for every schema object in a document, depth first, with its JSON pointer inside the
 * document. Does not follow `$ref`.
 */
export function walkSchema(root: SchemaNode, visit: (node: SchemaNode, pointer: string) => void, pointer = ''): void {
  visit(root, pointer);
  for (const [path, child] of subschemasOf(root)) walkSchema(child, visit, `${pointer}/${path}`);
}

/**
 * A deep copy of a schema in which `transform` has rewritten every schema object (children first).
 * `transform` receives a fresh copy it may mutate and return.
 */
export function mapSchema(
  node: SchemaNode,
  transform: (copy: Record<string, unknown>) => Record<string, unknown>,
): SchemaNode {
  const copy: Record<string, unknown> = { ...node };
  for (const keyword of SUBSCHEMA) {
    const child = copy[keyword];
    if (isSchemaNode(child)) copy[keyword] = mapSchema(child, transform);
  }
  for (const keyword of SUBSCHEMA_ARRAYS) {
    const children = copy[keyword];
    if (Array.isArray(children)) {
      copy[keyword] = children.map((child: unknown) => (isSchemaNode(child) ? mapSchema(child, transform) : child));
    }
  }
  for (const keyword of SUBSCHEMA_MAPS) {
    const map = copy[keyword];
    if (isSchemaNode(map)) {
      copy[keyword] = Object.fromEntries(
        Object.entries(map).map(([name, child]) => [name, isSchemaNode(child) ? mapSchema(child, transform) : child]),
      );
    }
  }
  return transform(copy);
}
