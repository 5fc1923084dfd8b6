import { suggestMember } from '../documentCheck/memberNames.js';
import type { InputProblem, LocatedViolation } from '../documentCheck/types.js';

/**
 * The sentence a report writes for a violation or an input problem: a violation's message with the kind of value
 * found where the gate computed it (`must be an integer (found a string)`: a kind, never the value), and for a
 * member the contract does not list (`--strict`), the contract member it most likely meant, from the names its
 * object lists in `schemas/` (`(did you mean heart_rate?)`). An input problem's message as it is. Every format
 * (text, github, sarif, junit, html) writes this sentence, so they report the same findings.
 *
 * @example
 * explainedMessage(violation); // 'activity.total_steps must be an integer (found a string)'
 */
export function explainedMessage(item: LocatedViolation | InputProblem): string {
  if (!('rule' in item)) return item.message;
  const found = item.found === undefined ? '' : ` (found ${item.found})`;
  const typed =
    item.rule === 'unknown_field'
      ? (item.params['additionalProperty'] ?? item.params['unevaluatedProperty'])
      : undefined;
  const meant = typeof typed === 'string' ? suggestMember(typed, item.schemaPath) : undefined;
  return `${item.message}${found}${meant === undefined ? '' : ` (did you mean ${meant}?)`}`;
}
