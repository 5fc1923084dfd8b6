import type { SchemaDocument, SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';
import { ruleMessage } from 'user-summaries-contract/internal/validator/ruleTable';
import { assertionRule, missingRule } from 'user-summaries-contract/internal/validator/rules';
import { resolveRef } from './bundle.js';

/** Assertion keywords whose failures carry a contract message. */
const MESSAGE_KEYWORDS = [
  'type',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'enum',
  'const',
  'not',
  'anyOf',
  'additionalProperties',
] as const;

/** Whether a node's `type` admits null. */
function typeAdmitsNull(node: SchemaNode): boolean {
  const type = node['type'];
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
}

/**
 * Whether a property's value may be null, by its type: its own `type`, or that of the node its `$ref` resolves to
 * (`common.schema.json#/$defs/nullableInteger` is `["integer", "null"]`), followed through `$ref`s.
 */
function acceptsNull(property: SchemaNode, doc: SchemaDocument, documents: readonly SchemaDocument[]): boolean {
  let node: unknown = property;
  let base = doc.schema.$id;
  for (const seen = new Set<unknown>(); isSchemaNode(node) && !seen.has(node); ) {
    seen.add(node);
    if (typeAdmitsNull(node)) return true;
    const ref = node['$ref'];
    if (typeof ref !== 'string') return false;
    const { uri, fragment } = resolveRef(ref, base);
    const target = documents.find((d) => d.schema.$id === uri);
    if (target === undefined) return false;
    base = uri;
    node = fragment
      .split('/')
      .slice(1)
      .reduce<unknown>(
        (at, token) => (isSchemaNode(at) ? at[token.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined),
        target.schema,
      );
  }
  return false;
}

/**
 * Adds ajv-errors `errorMessage` maps built from the contract annotations and the rule table
 * (src/validator/ruleTable.ts) to one node of `doc`, so every message of the report tier is resolved once, at
 * build time. `documents` resolve a property's `$ref` (whether a missing key's value may be null).
 */
export function withContractMessages(
  node: Record<string, unknown>,
  doc: SchemaDocument,
  documents: readonly SchemaDocument[],
): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const keyword of MESSAGE_KEYWORDS) {
    if (!(keyword in node)) continue;
    if (keyword === 'additionalProperties' && node[keyword] !== false) continue;
    messages[keyword] = ruleMessage(assertionRule(node, keyword), { node, keyword });
  }
  const required = node['required'];
  const properties = node['properties'];
  if (Array.isArray(required) && required.length > 0 && isSchemaNode(properties)) {
    const parent = typeof node['title'] === 'string' ? node['title'] : 'the object';
    messages['required'] = Object.fromEntries(
      required.map((key: string) => {
        const property = properties[key];
        const nullable = isSchemaNode(property) && acceptsNull(property, doc, documents);
        return [key, ruleMessage(missingRule(node, key), { node, keyword: 'required', parent, nullable })];
      }),
    );
  }
  if (Object.keys(messages).length > 0) node['errorMessage'] = messages;
  return node;
}
