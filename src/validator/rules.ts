import type { SchemaNode } from '../schemas/documents.js';
import { isSchemaNode } from '../schemas/walk.js';
import { MISSING_ANNOTATION, PRECEDENCE, RULE_ANNOTATION, RULES, type RuleDefinition } from './ruleTable.js';
import type { RuleWord } from './types.js';

/**
 * The `x-` vocabulary the schemas use to carry the contract's words. Registered with Ajv so strict mode
 * stays on; other validators ignore unknown keywords.
 */
export const CONTRACT_VOCABULARY = [
  RULE_ANNOTATION,
  MISSING_ANNOTATION,
  'x-format',
  'x-omitted-when',
  'x-minimum',
  'x-after-or-equal',
] as const;

/** The words whose failing keywords carry them whatever a node says (`type`, `additionalProperties`, ...), by keyword. */
export const KEYWORD_RULES: ReadonlyMap<string, RuleWord> = new Map(
  PRECEDENCE.flatMap((rule) =>
    ((RULES[rule] as RuleDefinition).keywords ?? []).map((keyword) => [keyword, rule] as const),
  ),
);

/** The word of an annotation when a node carries none (the rule table's `fallback`). */
function fallbackOf(annotation: typeof RULE_ANNOTATION | typeof MISSING_ANNOTATION): RuleWord {
  const word = PRECEDENCE.find((rule) => {
    const definition: RuleDefinition = RULES[rule];
    return definition.annotation === annotation && definition.fallback === true;
  });
  if (word === undefined) throw new Error(`the rule table names no fallback of ${annotation}`);
  return word;
}

/** The word of a failing assertion without {@link RULE_ANNOTATION}: `type`. */
export const RULE_FALLBACK = fallbackOf(RULE_ANNOTATION);

/** The word of a missing key without {@link MISSING_ANNOTATION}: `required`. */
export const MISSING_FALLBACK = fallbackOf(MISSING_ANNOTATION);

/** The rule word of a failing assertion keyword of a schema node (not `required`: see {@link missingRule}). */
export function assertionRule(node: SchemaNode, keyword: string): RuleWord {
  return KEYWORD_RULES.get(keyword) ?? (node[RULE_ANNOTATION] as RuleWord | undefined) ?? RULE_FALLBACK;
}

/** The rule word for a missing key of an object node: the {@link MISSING_ANNOTATION} of its property. */
export function missingRule(node: SchemaNode, key: string): RuleWord {
  const property = isSchemaNode(node['properties']) ? node['properties'][key] : undefined;
  return (
    ((isSchemaNode(property) ? property[MISSING_ANNOTATION] : undefined) as RuleWord | undefined) ?? MISSING_FALLBACK
  );
}
