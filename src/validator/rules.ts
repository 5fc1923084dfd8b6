import type { SchemaNode } from '../schemas/documents.js';
import { isSchemaNode } from '../schemas/walk.js';
import type { RuleWord } from './types.js';

/**
 * The `x-` vocabulary the schemas use to carry the contract's words. Registered with Ajv so strict mode
 * stays on; other validators ignore unknown keywords.
 */
export const CONTRACT_VOCABULARY = ['x-rule', 'x-missing', 'x-format', 'x-omitted-when', 'x-minimum', 'x-after-or-equal'] as const;

/** The rule word of a failing assertion keyword of a schema node (not `required`: see {@link missingRule}). */
export function assertionRule(node: SchemaNode, keyword: string): RuleWord {
  if (keyword === 'type') return 'type';
  if (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') return 'unknown_field';
  return (node['x-rule'] as RuleWord | undefined) ?? 'type';
}

/** The rule word for a missing key of an object node: the `x-missing` annotation of its property. */
export function missingRule(node: SchemaNode, key: string): RuleWord {
  const property = isSchemaNode(node['properties']) ? node['properties'][key] : undefined;
  return ((isSchemaNode(property) ? property['x-missing'] : undefined) as RuleWord | undefined) ?? 'required';
}

/** Whether a property of an object node accepts null (its own `type`, or that of the def it references). */
export function propertyIsNullable(node: SchemaNode, key: string): boolean {
  const property = isSchemaNode(node['properties']) ? node['properties'][key] : undefined;
  if (!isSchemaNode(property)) return false;
  const ref = property['$ref'];
  return typeof ref === 'string' && /nullable/i.test(ref);
}
