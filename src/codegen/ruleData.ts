import { collapseRaw } from '../validator/collapse.js';
import type { RawViolation } from '../validator/fromAjvErrors.js';
import { assertionRule, CONTRACT_VOCABULARY, missingRule } from '../validator/rules.js';
import type { RuleWord } from '../validator/types.js';
import type { Artifact } from './artifacts.js';
import { PYTHON_PACKAGE_DIR } from './pythonPackageData.js';

/**
 * Every rule word, as a value: the compiler checks it against the `RuleWord` union (a word added there and
 * not here fails the build through {@link Exhaustive}). Its order means nothing: the precedence is read from
 * the collapse itself.
 */
const RULE_WORDS = [
  'required',
  'required_with',
  'present',
  'present_without',
  'filled',
  'type',
  'date_format',
  'in',
  'min',
  'unknown_field',
  'integer',
  'bearer',
  'content_type',
  'after_or_equal',
  'envelope',
  'not_json',
] as const satisfies readonly RuleWord[];

/** `true` only when RULE_WORDS names every word of the union. */
type Exhaustive = Exclude<RuleWord, (typeof RULE_WORDS)[number]> extends never ? true : false;
const EXHAUSTIVE: Exhaustive = true;

/**
 * The assertion keywords of JSON Schema 2020-12 (its validation and applicator vocabularies): what a
 * validator other than Ajv names as the failing keyword. Each one's rule is read from `assertionRule`.
 */
const KEYWORDS = [
  'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength',
  'minLength', 'pattern', 'format', 'maxItems', 'minItems', 'uniqueItems', 'maxContains', 'minContains', 'maxProperties',
  'minProperties', 'dependentRequired', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'items',
  'prefixItems', 'contains', 'propertyNames', 'patternProperties', 'properties', 'dependentSchemas', 'not', 'anyOf',
  'oneOf', 'allOf', 'if', 'then', 'else',
] as const;

/** The rule data other languages read (packages/python/user_summaries_contract/rules.json). */
export interface RuleData {
  /** Which rule wins when several name the same member: the first. */
  readonly precedence: readonly RuleWord[];
  /** Rules that make everything under their member moot (nothing is reported below an empty or mistyped member). */
  readonly shadowing: readonly RuleWord[];
  /** Keywords whose rule is fixed, whatever the node's annotation says. */
  readonly keywordRules: Readonly<Record<string, RuleWord>>;
  /** The annotation naming the rule of any other failing keyword, and the rule when the node has none. */
  readonly ruleAnnotation: string;
  readonly ruleFallback: RuleWord;
  /** The annotation, on a property, naming the rule of its key when it is missing, and the rule without one. */
  readonly missingAnnotation: string;
  readonly missingFallback: RuleWord;
}

/** A raw violation as the collapse reads it (a probe: nothing else of it is used). */
function probe(pointer: string, rule: RuleWord): RawViolation {
  return {
    pointer,
    keyword: 'probe',
    rule,
    instancePath: pointer,
    ajvSchemaPath: '#/probe',
    missingProperty: undefined,
    schemaPath: () => '#/probe',
    violation: () => ({ pointer, keyword: 'probe', rule, message: '', schemaPath: '#/probe', params: {} }),
  };
}

/** The rule the collapse keeps when `a` and `b` name the same member, given in both orders; undefined on a tie. */
function winner(a: RuleWord, b: RuleWord): RuleWord | undefined {
  const first = collapseRaw([probe('/m', a), probe('/m', b)], 2).kept[0]?.rule;
  const second = collapseRaw([probe('/m', b), probe('/m', a)], 2).kept[0]?.rule;
  return first === second ? first : undefined;
}

/** Whether the collapse drops a violation under a member that holds `rule`. */
function shadows(rule: RuleWord): boolean {
  return collapseRaw([probe('/m', rule), probe('/m/n', 'in')], 2).total === 1;
}

/** Reads the rule data from the validator's own functions: the collapse, `assertionRule`, `missingRule`. */
export function ruleData(): RuleData {
  const precedence = [...RULE_WORDS].sort((a, b) => {
    const won = winner(a, b);
    return won === a ? -1 : won === b ? 1 : RULE_WORDS.indexOf(a) - RULE_WORDS.indexOf(b);
  });
  const sentinel: RuleWord = 'not_json';
  // The annotations are the words of the contract's vocabulary that the two functions read.
  const ruleAnnotation = CONTRACT_VOCABULARY.find((word) => assertionRule({ [word]: sentinel }, 'enum') === sentinel);
  const missingAnnotation = CONTRACT_VOCABULARY.find((word) => missingRule({ properties: { key: { [word]: sentinel } } }, 'key') === sentinel);
  if (ruleAnnotation === undefined || missingAnnotation === undefined) throw new Error('rules.ts reads no annotation of CONTRACT_VOCABULARY');
  const keywordRules: Record<string, RuleWord> = {};
  for (const keyword of KEYWORDS) {
    // A keyword whose rule ignores the annotation has a fixed rule.
    const annotated = assertionRule({ [ruleAnnotation]: sentinel }, keyword);
    if (annotated !== sentinel) keywordRules[keyword] = annotated;
  }
  return {
    precedence,
    shadowing: precedence.filter(shadows),
    keywordRules,
    ruleAnnotation,
    ruleFallback: assertionRule({}, 'enum'),
    missingAnnotation,
    missingFallback: missingRule({ properties: { key: {} } }, 'key'),
  };
}

/** The committed JSON file of the rule data, in the Python package that reads it. */
export const RULE_DATA_ARTIFACT: Artifact = {
  path: `${PYTHON_PACKAGE_DIR}/rules.json`,
  content: () =>
    `${JSON.stringify(
      {
        $comment: 'GENERATED FILE: do not edit. Source: src/validator (collapse.ts, rules.ts, types.ts) through src/codegen/ruleData.ts. Regenerate with `npm run generate`; a test fails when this file is stale.',
        ...(EXHAUSTIVE ? ruleData() : {}),
      },
      null,
      2,
    )}\n`,
};
