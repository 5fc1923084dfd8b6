import { parsePointer } from './pointer.js';
import type { RawViolation } from './fromAjvErrors.js';
import type { RuleWord, Violation } from './types.js';

/** Which violation wins when several name the same member: the first in this list. */
const PRECEDENCE: readonly RuleWord[] = [
  'not_json',
  'filled',
  'present_without',
  'required',
  'required_with',
  'present',
  'type',
  'envelope',
  'integer',
  'date_format',
  'in',
  'min',
  'bearer',
  'content_type',
  'unknown_field',
  'after_or_equal',
];
const RANK = new Map(PRECEDENCE.map((rule, i) => [rule, i]));

/** Rules that make everything under their member moot (an empty or mistyped group has no fields to check). */
const SHADOWING: ReadonlySet<RuleWord> = new Set(['filled', 'type', 'envelope', 'not_json']);

/** Compares parsed pointers in document order: numeric tokens numerically. */
function compareTokens(left: readonly string[], right: readonly string[]): number {
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (x === y) continue;
    const nx = Number(x);
    const ny = Number(y);
    if (Number.isInteger(nx) && Number.isInteger(ny) && x !== '' && y !== '') return nx - ny;
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

function isShadowed(pointer: string, shadows: ReadonlySet<string>): boolean {
  for (let i = pointer.lastIndexOf('/'); i >= 0; i = pointer.lastIndexOf('/', i - 1)) {
    if (shadows.has(pointer.slice(0, i))) return true;
    if (i === 0) break;
  }
  return false;
}

/**
 * One violation per real problem: drops the branch errors of a failed `anyOf` (the pair is reported once),
 * keeps one violation per member (by {@link PRECEDENCE}), and drops what lies under an empty or mistyped
 * member. The result is in document order.
 */
export function collapseViolations(raw: readonly RawViolation[]): Violation[] {
  // Each failed anyOf as the prefix of its branches' `instancePath|schemaPath`.
  const failedAnyOf: string[] = [];
  for (const v of raw) if (v.keyword === 'anyOf') failedAnyOf.push(`${v.instancePath}|${v.ajvSchemaPath}/`);
  const byPointer = new Map<string, RawViolation>();
  for (const violation of raw) {
    if (failedAnyOf.length > 0 && violation.keyword !== 'anyOf') {
      const at = `${violation.instancePath}|${violation.ajvSchemaPath}`;
      if (failedAnyOf.some((prefix) => at.startsWith(prefix))) continue;
    }
    const current = byPointer.get(violation.pointer);
    if (current === undefined || (RANK.get(violation.rule) ?? 99) < (RANK.get(current.rule) ?? 99)) {
      byPointer.set(violation.pointer, violation);
    }
  }
  const shadows = new Set<string>();
  for (const v of byPointer.values()) if (SHADOWING.has(v.rule)) shadows.add(v.pointer);
  // Sorted with each pointer parsed once (the sort is stable, as before).
  const kept: { violation: Violation; tokens: string[] }[] = [];
  for (const raw of byPointer.values()) {
    if (shadows.size > 0 && isShadowed(raw.pointer, shadows)) continue;
    // The violation without the two Ajv paths (an object rest with exclusions is a slow copy).
    const { pointer, keyword, rule, message, schemaPath, params } = raw;
    kept.push({ violation: { pointer, keyword, rule, message, schemaPath, params }, tokens: parsePointer(pointer) });
  }
  kept.sort((a, b) => compareTokens(a.tokens, b.tokens));
  return kept.map((k) => k.violation);
}
