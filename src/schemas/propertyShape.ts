import type { SchemaNode } from './documents.js';
import { isSchemaNode } from './walk.js';

/** The node itself and its `allOf` branches: where a property's checks and its `$ref` may sit. */
function ownParts(node: SchemaNode): SchemaNode[] {
  const branches = Array.isArray(node['allOf']) ? (node['allOf'] as unknown[]).filter(isSchemaNode) : [];
  return [node, ...branches];
}

/** The `$ref` a property node stands for: its own, or that of one of its `allOf` branches (the not-empty groups). */
export function referencedSchema(node: SchemaNode): string | undefined {
  for (const part of ownParts(node)) if (typeof part['$ref'] === 'string') return part['$ref'];
  return undefined;
}

/** Whether a property node, or one of its `allOf` branches, carries the rule word `rule` in `x-rule`. */
export function carriesRule(node: SchemaNode, rule: string): boolean {
  return ownParts(node).some((part) => part['x-rule'] === rule);
}
