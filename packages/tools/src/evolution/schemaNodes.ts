import type { SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { isSchemaNode, subschemasOf } from 'user-summaries-contract/internal/schemas/walk';
import { escapePointerToken } from 'user-summaries-contract/internal/validator/pointer';

/**
 * Calls `visit` for every schema object of a document, depth first, with its JSON pointer: the core's walk
 * (`$defs`, `properties`, the applicators) and `definitions`, which Ajv 2020 still resolves (`#/definitions/…`).
 * The documents' nesting is bounded by the parse layer, so the recursion is too.
 *
 * @example
 * everySchemaNode(doc.schema, (node, pointer) => typeof node['pattern'] === 'string' && seen.push(pointer));
 */
export function everySchemaNode(
  root: SchemaNode,
  visit: (node: SchemaNode, pointer: string) => void,
  pointer = '',
): void {
  visit(root, pointer);
  for (const [path, child] of subschemasOf(root)) everySchemaNode(child, visit, `${pointer}/${path}`);
  const definitions = root['definitions'];
  if (isSchemaNode(definitions)) {
    for (const [name, child] of Object.entries(definitions))
      if (isSchemaNode(child)) everySchemaNode(child, visit, `${pointer}/definitions/${escapePointerToken(name)}`);
  }
}

/** Every pattern of a schema object: its `pattern` and the names of its `patternProperties`. */
export function patternsOf(node: SchemaNode): string[] {
  const patterns: string[] = [];
  if (typeof node['pattern'] === 'string') patterns.push(node['pattern']);
  const named = node['patternProperties'];
  if (isSchemaNode(named)) for (const name of Object.keys(named)) patterns.push(name);
  return patterns;
}
