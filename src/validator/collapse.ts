import type { RawViolation } from './fromAjvErrors.js';
import { comparePointers } from './pointer.js';
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

/** A collapsed report: the first violations in document order, and how many there are in all. */
export interface CollapsedViolations {
  readonly violations: Violation[];
  readonly total: number;
}

/**
 * One violation per real problem: drops the branch errors of a failed `anyOf` (the pair is reported once),
 * keeps one violation per member (by {@link PRECEDENCE}), and drops what lies under an empty or mistyped
 * member. The result is in document order; only the first `limit` violations are built (message, schema
 * path, params), the rest are counted.
 */
export function collapseReport(raw: readonly RawViolation[], limit: number): CollapsedViolations {
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
  // Document order puts each member right before everything under it: one pass drops what an empty or
  // mistyped member makes moot.
  const ordered = [...byPointer.values()].sort((x, y) => comparePointers(x.pointer, y.pointer));
  const violations: Violation[] = [];
  let total = 0;
  let shadow: string | undefined;
  for (const violation of ordered) {
    if (shadow !== undefined && violation.pointer.startsWith(shadow)) continue;
    shadow = SHADOWING.has(violation.rule) ? `${violation.pointer}/` : undefined;
    if (total++ < limit) violations.push(violation.violation());
  }
  return { violations, total };
}

/** Every violation of {@link collapseReport}, in document order. */
export function collapseViolations(raw: readonly RawViolation[]): Violation[] {
  return collapseReport(raw, Number.POSITIVE_INFINITY).violations;
}
