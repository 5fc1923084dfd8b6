import type { ValidationResult, Violation } from './types.js';

// The shape of results, shared by every entry's validators (validate.ts), the light entry's and the guard's, so
// none copies another. This module imports no validator.

/** Default cap on reported violations. */
export const DEFAULT_MAX_VIOLATIONS = 100;

/** The validated cap, or a RangeError for a caller's mistake (options are code, not data). */
export function maxViolationsOf(options: { readonly maxViolations?: number }): number {
  const max = options.maxViolations ?? DEFAULT_MAX_VIOLATIONS;
  if (!Number.isSafeInteger(max) || max < 1) {
    throw new RangeError(`maxViolations must be a positive integer, but received ${String(max)}`);
  }
  return max;
}

/**
 * A failed result holding at most `max` violations and the count of the rest: `total` when the list given is
 * already cut short (a report builds only what it keeps), else its length; a lower bound when the report
 * stopped early (`truncated`).
 */
export function failure<TValue>(
  violations: readonly Violation[],
  max: number,
  total = violations.length,
  truncated = false,
): ValidationResult<TValue> {
  return {
    ok: false,
    violations: violations.slice(0, max),
    omitted: Math.max(0, total - max),
    omittedIsLowerBound: truncated,
  };
}

/** The one violation for a value that cannot be read as JSON (a throwing getter, a revoked proxy, ...). */
export function notJsonViolation(pointer: string, what: string): Violation {
  return {
    pointer,
    keyword: '',
    rule: 'not_json',
    message: `${pointer === '' ? 'the document' : pointer} ${what}`,
    schemaPath: '',
    params: {},
  };
}

/** What a `not_json` violation says of a value whose reading threw. */
export const UNREADABLE_VALUE = 'could not be read as a JSON value (a getter or proxy threw)';

/**
 * Two tiers: `isValid` answers; only a rejected value pays for `report`. Never throws on any value: a value
 * whose reading throws (a getter, a proxy) is one `not_json` violation.
 */
export function validateInTiers<TValue>(
  value: unknown,
  isValid: (value: unknown) => boolean,
  report: (
    value: unknown,
    max: number,
  ) => { readonly violations: Violation[]; readonly total: number; readonly truncated: boolean },
  max: number,
): ValidationResult<TValue> {
  try {
    if (isValid(value)) return { ok: true, value: value as TValue };
    // The report builds at most `max` violations and counts the rest (or stops once it knows `max`).
    const { violations, total, truncated } = report(value, max);
    // Both tiers check the same documents; a disagreement is a defect, never a pass.
    if (total === 0) return failure([notJsonViolation('', 'was rejected without a detailed reason')], max);
    return failure(violations, max, total, truncated);
  } catch {
    return failure([notJsonViolation('', UNREADABLE_VALUE)], max);
  }
}
