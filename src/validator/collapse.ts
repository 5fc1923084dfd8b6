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

/** Compares pointers in document order: numeric tokens numerically. */
function comparePointers(a: string, b: string): number {
  const left = parsePointer(a);
  const right = parsePointer(b);
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
  const failedAnyOf = new Set(raw.filter((v) => v.keyword === 'anyOf').map((v) => `${v.instancePath}|${v.ajvSchemaPath}/`));
  const byPointer = new Map<string, RawViolation>();
  for (const violation of raw) {
    if (failedAnyOf.size > 0 && violation.keyword !== 'anyOf') {
      const ancestorAnyOf = [...failedAnyOf].some((prefix) => `${violation.instancePath}|${violation.ajvSchemaPath}`.startsWith(prefix));
      if (ancestorAnyOf) continue;
    }
    const current = byPointer.get(violation.pointer);
    if (current === undefined || (RANK.get(violation.rule) ?? 99) < (RANK.get(current.rule) ?? 99)) {
      byPointer.set(violation.pointer, violation);
    }
  }
  const shadows = new Set([...byPointer.values()].filter((v) => SHADOWING.has(v.rule)).map((v) => v.pointer));
  const kept: Violation[] = [];
  for (const { instancePath: _i, ajvSchemaPath: _s, ...violation } of byPointer.values()) {
    if (shadows.size > 0 && isShadowed(violation.pointer, shadows)) continue;
    kept.push(violation);
  }
  return kept.sort((a, b) => comparePointers(a.pointer, b.pointer));
}
