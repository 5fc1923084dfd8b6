import { _, type CodeKeywordDefinition, type KeywordCxt } from 'ajv/dist/2020.js';

/** The keyword the fast tier compiles an integer node to; its value is the node's `type` (`integer`, or with `null`). */
const SAFE_INTEGER_KEYWORD = 'x-safe-integer';

const MAX = Number.MAX_SAFE_INTEGER;

/** Keys an integer node may carry besides its type and bounds: annotations. */
const ANNOTATIONS = new Set(['description', '$comment', 'title']);

function isNullableInteger(type: unknown): boolean {
  return Array.isArray(type) && type.length === 2 && type.includes('integer') && type.includes('null');
}

/**
 * A node that asserts exactly "an integer (or null) in the IEEE-754 safe range" (`type`, `minimum` and `maximum`
 * of common.schema.json's integer definitions, and annotations only) becomes one {@link SAFE_INTEGER_KEYWORD}
 * in the fast tier: a single `Number.isSafeInteger` test (the same verdict), where Ajv's integer test (`x % 1`)
 * calls out to the C library for every non-small number, such as a millisecond timestamp. Any other node is
 * returned as it is. The report tier keeps the node as written (Ajv's own `type`, `minimum`, `maximum` errors).
 */
export function withSafeIntegerKeyword(node: Record<string, unknown>): Record<string, unknown> {
  const type = node['type'];
  if (type !== 'integer' && !isNullableInteger(type)) return node;
  if (node['minimum'] !== -MAX || node['maximum'] !== MAX) return node;
  for (const key of Object.keys(node)) {
    if (key !== 'type' && key !== 'minimum' && key !== 'maximum' && !key.startsWith('x-') && !ANNOTATIONS.has(key))
      return node;
  }
  const { type: _type, minimum: _min, maximum: _max, ...rest } = node;
  return { ...rest, [SAFE_INTEGER_KEYWORD]: type };
}

/**
 * The {@link SAFE_INTEGER_KEYWORD} keyword, written with Ajv's public custom-keyword API: it fails on
 * `!Number.isSafeInteger(x)` (null allowed for the nullable node). Fast tier only (it raises one plain error).
 */
export const safeIntegerKeyword: CodeKeywordDefinition = {
  keyword: SAFE_INTEGER_KEYWORD,
  schemaType: ['string', 'array'],
  code(cxt: KeywordCxt): void {
    const { data, schema } = cxt;
    cxt.fail(
      Array.isArray(schema) ? _`${data} !== null && !Number.isSafeInteger(${data})` : _`!Number.isSafeInteger(${data})`,
    );
  },
};
