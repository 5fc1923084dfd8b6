import type { SchemaNode } from '../schemas/documents.js';
import type { RuleWord } from './types.js';

const ARTICLE: Readonly<Record<string, string>> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  object: 'an object',
  array: 'an array',
  boolean: 'a boolean',
  null: 'null',
};

/** "an integer", "an integer or null", ... from a node's `type`. */
function describeType(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => ARTICLE[String(t)] ?? String(t)).join(' or ');
}

/**
 * The message, in the contract's terms, for a failing keyword of a schema node: the part after the field's
 * label ("must match the format Y-m-d"). Resolved once per node at compile time, never per error.
 */
export function keywordMessage(node: SchemaNode, keyword: string, rule: RuleWord): string {
  switch (rule) {
    case 'type':
      return keyword === 'type'
        ? `must be ${describeType(node['type'])}`
        : `must be ${describeType(node['type'])} within the IEEE-754 safe range (the value would be rounded)`;
    case 'date_format':
      return `must match the format ${String(node['x-format'])}`;
    case 'in':
      return `must be one of ${(node['enum'] as unknown[]).map((v) => String(v)).join(', ')}`;
    case 'min':
      return `must be at least ${String(node['minimum'] ?? node['x-minimum'])}`;
    case 'filled':
      return 'must not be empty when it is sent';
    case 'present_without': {
      const [, other] = (node['anyOf'] as { required: string[] }[]).map((branch) => branch.required[0]);
      return `must be present when ${String(other)} is absent (send at least one spelling of the pair)`;
    }
    case 'integer':
      return 'must be an integer';
    case 'bearer':
      return 'must be "Bearer <ACCESS_TOKEN>" with a non-empty token';
    case 'content_type':
      return 'must be application/json';
    case 'envelope':
      return 'must be a Laravel paginator, a {data, links, meta} object or an array of summaries';
    case 'unknown_field':
      return 'is not a field of the contract (strict profile)';
    default:
      return `breaks the rule ${rule}`;
  }
}

/** The message for a missing key, from its rule word and the object (group) it belongs to. */
export function missingMessage(rule: RuleWord, parentLabel: string, nullable: boolean): string {
  switch (rule) {
    case 'required_with':
      return `is required when ${parentLabel} is present (required_with:${parentLabel})`;
    case 'present':
      return nullable ? 'must be present (its value may be null)' : 'must be present';
    default:
      return 'is required';
  }
}
