import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';

/**
 * A JSON value as canonical text: members sorted by name, so equal values are equal texts (the documents' nesting
 * is bounded by the parse layer, so the recursion is too).
 *
 * @example
 * canonical({ b: 1, a: [true] }); // '{"a":[true],"b":1}'
 */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isSchemaNode(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
