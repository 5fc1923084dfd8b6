import type { SchemaNode } from '../schemas/documents.js';
import type { RuleWord } from './types.js';

/** The annotation naming the rule word of a node's failing assertions (the word when absent: `type`). */
export const RULE_ANNOTATION = 'x-rule';

/** The annotation, on a property, naming the rule word of its key when it is missing (when absent: `required`). */
export const MISSING_ANNOTATION = 'x-missing';

/** What a message is built from: the failing node and keyword, or, for a missing key, its object. */
export interface MessageContext {
  /** The schema node that failed (for a missing key: its object's). */
  readonly node: SchemaNode;
  /** The failing keyword (`required` for a missing key). */
  readonly keyword: string;
  /** The missing key's object, as its schema titles it (`heart_rate`), or `the object`. */
  readonly parent?: string;
  /** Whether the missing key's value may be null. */
  readonly nullable?: boolean;
}

/** One rule word: where it comes from, whether it shadows, and its message. Its precedence is its row's place. */
export interface RuleDefinition {
  /** Failing keywords that always carry this word, whatever the node's annotations say. */
  readonly keywords?: readonly string[];
  /** The annotation that names this word on a node ({@link RULE_ANNOTATION} or {@link MISSING_ANNOTATION}). */
  readonly annotation?: typeof RULE_ANNOTATION | typeof MISSING_ANNOTATION;
  /** The word of its annotation when a node carries none. */
  readonly fallback?: true;
  /** A check no schema keyword expresses, and where it is made. */
  readonly check?: string;
  /** Whether it makes everything under its member moot (nothing is reported below an empty or mistyped member). */
  readonly shadows: boolean;
  /** Its message says what the value must be, so a report adds the kind of value found (`must be an integer (found a string)`). */
  readonly foundKind?: true;
  /** What it means, in a sentence (docs/rules.md). */
  readonly meaning: string;
  /** The message after the field's label, resolved once per schema node at build time; a check writes its own. */
  readonly message?: (context: MessageContext) => string;
}

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
 * Every rule word of the contract, in precedence order: when several violations name the same member, the first
 * word here wins. The engine (rules.ts, collapse.ts, the messages of packages/build/src/codegen/contractMessages.ts), the rule
 * data other languages read (packages/build/src/codegen/ruleData.ts) and docs/rules.md (packages/build/src/codegen/rulesTable.ts) all read this
 * table; the compiler holds it to the `RuleWord` union, a row for each word and no other.
 */
export const RULES = {
  not_json: {
    check:
      'the input is not a JSON value (a throwing getter, a cycle, a BigInt, ...): src/validator/result.ts, src/guard/jsonValue.ts',
    shadows: true,
    meaning: 'the value cannot be read as JSON',
  },
  filled: {
    annotation: RULE_ANNOTATION,
    shadows: true,
    foundKind: true,
    meaning: 'a member that must not be empty when it is sent (null, [] or {})',
    message: () => 'must not be empty when it is sent',
  },
  present_without: {
    annotation: RULE_ANNOTATION,
    shadows: false,
    meaning: 'neither spelling of a heat/heart pair is present',
    message: ({ node }) => {
      const [, other] = (node['anyOf'] as { required: string[] }[]).map((branch) => branch.required[0]);
      return `must be present when ${String(other)} is absent (send at least one spelling of the pair)`;
    },
  },
  required: {
    annotation: MISSING_ANNOTATION,
    fallback: true,
    shadows: false,
    meaning: 'a key that must always be present is missing',
    message: () => 'is required',
  },
  required_with: {
    annotation: MISSING_ANNOTATION,
    shadows: false,
    meaning: "a key its group requires when the group is sent is missing (Laravel's required_with)",
    message: ({ parent = 'the object' }) => `is required when ${parent} is present (required_with:${parent})`,
  },
  present: {
    annotation: MISSING_ANNOTATION,
    shadows: false,
    meaning: 'a key that must be present, its value possibly null, is missing',
    message: ({ nullable }) => (nullable === true ? 'must be present (its value may be null)' : 'must be present'),
  },
  type: {
    keywords: ['type'],
    annotation: RULE_ANNOTATION,
    fallback: true,
    shadows: true,
    foundKind: true,
    meaning: 'a value of the wrong type, or an integer outside the IEEE-754 safe range',
    message: ({ node, keyword }) =>
      keyword === 'type'
        ? `must be ${describeType(node['type'])}`
        : `must be ${describeType(node['type'])} within the IEEE-754 safe range (the value would be rounded)`,
  },
  envelope: {
    annotation: RULE_ANNOTATION,
    shadows: true,
    foundKind: true,
    meaning: 'a response body in none of the envelopes',
    message: () => 'must be a Laravel paginator, a {data, links, meta} object or an array of summaries',
  },
  integer: {
    annotation: RULE_ANNOTATION,
    shadows: false,
    foundKind: true,
    meaning: 'a query parameter that is not an integer',
    message: () => 'must be an integer',
  },
  date_format: {
    annotation: RULE_ANNOTATION,
    shadows: false,
    meaning: "a string that is not a real date or time in the contract's format",
    message: ({ node }) => `must match the format ${String(node['x-format'])}`,
  },
  in: {
    annotation: RULE_ANNOTATION,
    shadows: false,
    foundKind: true,
    meaning: 'a value outside its list',
    message: ({ node }) => `must be one of ${(node['enum'] as unknown[]).map((v) => String(v)).join(', ')}`,
  },
  min: {
    annotation: RULE_ANNOTATION,
    shadows: false,
    meaning: 'a number below its minimum',
    message: ({ node }) => `must be at least ${String(node['minimum'] ?? node['x-minimum'])}`,
  },
  bearer: {
    annotation: RULE_ANNOTATION,
    shadows: false,
    meaning: 'an Authorization header that is not a bearer token',
    message: () => 'must be "Bearer <ACCESS_TOKEN>" with a non-empty token',
  },
  content_type: {
    annotation: RULE_ANNOTATION,
    shadows: false,
    meaning: 'a Content-Type header that is not JSON',
    message: () => 'must be application/json',
  },
  unknown_field: {
    keywords: ['additionalProperties', 'unevaluatedProperties'],
    shadows: false,
    meaning: 'a member the contract does not name (the strict reading)',
    message: () => 'is not a field of the contract (strict profile)',
  },
  after_or_equal: {
    // Its message is written by its check, which the light entry's valid path runs without this table.
    check: 'the range order of a request, which no schema keyword expresses: src/validator/requestWire.ts',
    shadows: false,
    meaning: 'a date_to before its date_from',
  },
} as const satisfies { readonly [TWord in RuleWord]: RuleDefinition };

/** The rule words in precedence order (the first wins). */
export const PRECEDENCE = Object.keys(RULES) as readonly RuleWord[];

/** The precedence of each rule word (lower wins). */
export const RANK: ReadonlyMap<RuleWord, number> = new Map(PRECEDENCE.map((rule, i) => [rule, i]));

/** Rules that make everything under their member moot (an empty or mistyped group has no fields to check). */
export const SHADOWING: ReadonlySet<RuleWord> = new Set(PRECEDENCE.filter((rule) => RULES[rule].shadows));

/**
 * The message of a rule word in a context (the part after the field's label), or `breaks the rule <word>` for a
 * word whose message its check builds.
 *
 * @example
 * ruleMessage('in', { node: { enum: [0, 1] }, keyword: 'enum' }); // 'must be one of 0, 1'
 */
export function ruleMessage(rule: RuleWord, context: MessageContext): string {
  const definition: RuleDefinition = RULES[rule];
  return definition.message?.(context) ?? `breaks the rule ${rule}`;
}
