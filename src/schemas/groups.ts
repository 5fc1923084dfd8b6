import type { SchemaDocument, SchemaNode } from './documents.js';

/** A group's node in user-summary.schema.json: a `$ref` to its document, directly or in an `allOf`. */
function groupDocument(node: SchemaNode): string | undefined {
  const refs = [node, ...(Array.isArray(node['allOf']) ? (node['allOf'] as SchemaNode[]) : [])].map((n) => n['$ref']);
  return refs.find(
    (ref): ref is string => typeof ref === 'string' && ref.endsWith('.schema.json') && ref !== 'common.schema.json',
  );
}

/**
 * The groups of a user summary, read from user-summary.schema.json: the members whose schema is a document of
 * their own, in the contract's order, and those that must not be empty (an `allOf` branch with
 * `x-rule: filled`). The generated types carry both lists for the layers that run without the documents.
 *
 * @example
 * summaryGroups(loadSchemaDocuments()).groups; // ['activity', 'heart_rate', ..., 'spo2']
 */
export function summaryGroups(documents: readonly SchemaDocument[]): {
  readonly groups: readonly string[];
  readonly notEmpty: readonly string[];
} {
  const summary = documents.find((d) => d.file === 'user-summary.schema.json');
  const properties = (summary?.schema['properties'] ?? {}) as Record<string, SchemaNode>;
  const groups = Object.entries(properties).filter(([, node]) => groupDocument(node) !== undefined);
  const notEmpty = groups.filter(
    ([, node]) =>
      Array.isArray(node['allOf']) && (node['allOf'] as SchemaNode[]).some((branch) => branch['x-rule'] === 'filled'),
  );
  return { groups: groups.map(([name]) => name), notEmpty: notEmpty.map(([name]) => name) };
}
