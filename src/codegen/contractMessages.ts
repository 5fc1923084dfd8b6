import type { SchemaDocument } from '../schemas/documents.js';
import { isSchemaNode, mapSchema } from '../schemas/walk.js';
import { keywordMessage, missingMessage } from '../validator/messages.js';
import { assertionRule, missingRule, propertyIsNullable } from '../validator/rules.js';

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

/**
 * Adds ajv-errors `errorMessage` maps built from the contract annotations (src/validator/messages.ts), so every
 * message of the report tier is resolved once, at build time, and other Ajv users of the bundles get them too.
 */
export function withContractMessages(node: Record<string, unknown>): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const keyword of MESSAGE_KEYWORDS) {
    if (!(keyword in node)) continue;
    if (keyword === 'additionalProperties' && node[keyword] !== false) continue;
    messages[keyword] = keywordMessage(node, keyword, assertionRule(node, keyword));
  }
  const required = node['required'];
  if (Array.isArray(required) && required.length > 0 && isSchemaNode(node['properties'])) {
    const parent = typeof node['title'] === 'string' ? node['title'] : 'the object';
    messages['required'] = Object.fromEntries(
      required.map((key: string) => [key, missingMessage(missingRule(node, key), parent, propertyIsNullable(node, key))]),
    );
  }
  if (Object.keys(messages).length > 0) node['errorMessage'] = messages;
  return node;
}

/** The documents with contract messages for ajv-errors. */
export function withReportMessages(documents: readonly SchemaDocument[]): SchemaDocument[] {
  return documents.map((doc) => ({
    file: doc.file,
    schema: mapSchema(doc.schema, withContractMessages) as SchemaDocument['schema'],
  }));
}
