import { RULES } from 'user-summaries-contract/internal/validator/ruleTable';
import type { InputProblem } from '../documentCheck/types.js';
import { HINTS, type DocumentHint } from './hints.js';

/**
 * What each problem code of the parse layer means, in a sentence: the codes a document's `errors` and `warnings`
 * carry (packages/tools/src/jsonText/inputProblem.ts). The compiler holds this table to the codes, one row each.
 */
const PROBLEM_MEANINGS = {
  empty: 'the input holds no JSON value',
  syntax: 'the input is not valid JSON (RFC 8259)',
  truncated: 'the input ends in the middle of a JSON value',
  trailing_data: 'data follows the JSON value',
  bom: 'the input starts with a byte order mark',
  not_utf8: 'the input is not UTF-8 (RFC 8259 §8.1)',
  invalid_utf8: 'the input has an invalid UTF-8 byte sequence',
  lone_surrogate: 'a string holds a lone surrogate (ill-formed Unicode)',
  duplicate_key: 'an object has the same member name twice; JSON.parse keeps the last',
  forbidden_name: 'a member is named __proto__ or constructor',
  unsafe_integer: 'an integer is beyond 2^53 - 1; JSON.parse rounds it',
  number_overflow: 'a number overflows to Infinity',
  number_underflow: 'a number underflows to 0',
  max_depth: 'nesting exceeds the depth limit',
  max_bytes: 'a document exceeds the byte limit',
  max_members: 'an object exceeds the member-count limit',
  max_key_length: 'a member name exceeds the length limit',
  truncated_record: 'an NDJSON record is cut off',
  spans_lines: 'an NDJSON record spans several lines',
  blank_line: 'a blank line in NDJSON (--blank-lines error)',
  unreadable: 'the input cannot be read',
  date_range: 'a summary date is outside the requested range (--from/--to)',
} as const satisfies Record<InputProblem['code'], string>;

/** One rule a report can name: its id and what it means. */
export interface RuleDescriptor {
  readonly id: string;
  readonly meaning: string;
}

/** The rule a hint's result names: `hint/<code>`, apart from the rule words and problem codes. */
export function hintRuleId(hint: DocumentHint): string {
  return `hint/${hint.code}`;
}

/**
 * Every rule a report can name, read from their tables: the contract's rule words in precedence order (the core's
 * rule table, `RULES` of src/validator/ruleTable.ts, their `meaning`), the parse layer's problem codes, then the
 * hints (`hint/<code>`). SARIF's `tool.driver.rules` is this list.
 */
export const RULE_DESCRIPTORS: readonly RuleDescriptor[] = [
  ...Object.entries(RULES).map(([id, rule]) => ({ id, meaning: rule.meaning })),
  ...Object.entries(PROBLEM_MEANINGS).map(([id, meaning]) => ({ id, meaning })),
  ...Object.values(HINTS).map((hint) => ({ id: hintRuleId(hint), meaning: `a hint, not a finding: ${hint.message}` })),
];
