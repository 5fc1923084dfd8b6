import { parsePointer } from 'user-summaries-contract/internal/validator/pointer';
import { RULES, type RuleDefinition } from 'user-summaries-contract/internal/validator/ruleTable';

/** The rules whose message says what the value must be, where the kind of value found explains the miss (the rule table's `foundKind`). */
const RULES_WITH_KIND: ReadonlySet<string> = new Set(
  Object.entries(RULES as Readonly<Record<string, RuleDefinition>>)
    .filter(([, definition]) => definition.foundKind === true)
    .map(([word]) => word),
);

/**
 * The kind of a JSON value in words: `null`, `a boolean`, `a string`, `an empty string`, `an integer`, `a
 * number with a fraction`, `an integer outside the safe range`, `an object`, `an empty object`, `an array`,
 * `an empty array`. It says what sort of value is there, never the value itself: reports print it with
 * values masked (`must be an integer (found a string)`).
 *
 * @example
 * valueKind({}); // 'an empty object'
 */
export function valueKind(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return 'a boolean';
    case 'string':
      return value === '' ? 'an empty string' : 'a string';
    case 'number':
      if (!Number.isInteger(value)) return 'a number with a fraction';
      return Number.isSafeInteger(value) ? 'an integer' : 'an integer outside the safe range';
    case 'object':
      if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : 'an array';
      return Object.keys(value).length === 0 ? 'an empty object' : 'an object';
    default:
      return 'a value JSON does not have';
  }
}

/** The value at an RFC 6901 pointer of a parsed JSON document (own members only), or undefined. */
function valueAt(root: unknown, pointer: string): unknown {
  let at: unknown = root;
  for (const token of parsePointer(pointer)) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, token)) return undefined;
    at = (at as Record<string, unknown>)[token];
  }
  return at;
}

/**
 * The kind of the value a violation points at, for the rules where it helps (a wrong type, an empty value,
 * a value outside a set, a wrong envelope); undefined for the rest and for a missing member.
 *
 * @example
 * foundKind({ activity: { total_steps: '812' } }, { pointer: '/activity/total_steps', rule: 'type' }); // 'a string'
 */
export function foundKind(
  root: unknown,
  violation: { readonly pointer: string; readonly rule: string },
): string | undefined {
  if (!RULES_WITH_KIND.has(violation.rule)) return undefined;
  const value = valueAt(root, violation.pointer);
  return value === undefined ? undefined : valueKind(value);
}
