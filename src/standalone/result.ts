import type { ValidateOptions, ValidationResult, Violation } from '../validator/types.js';

// The precompiled entry must not load the compiled registry (and Ajv with it), so these three helpers of
// src/validator/validate.ts are repeated here; test/guard/parity.test.ts holds both to the same results.

/** Default cap on reported violations (as `DEFAULT_MAX_VIOLATIONS` of the root entry). */
const DEFAULT_MAX = 100;

/** The validated cap, or a RangeError for a caller's mistake (options are code, not data). */
export function maxViolationsOf(options: ValidateOptions): number {
  const max = options.maxViolations ?? DEFAULT_MAX;
  if (!Number.isSafeInteger(max) || max < 1) {
    throw new RangeError(`maxViolations must be a positive integer, but received ${String(max)}`);
  }
  return max;
}

/** A failed result holding at most `max` violations and the count of the rest. */
export function failure<TValue>(violations: readonly Violation[], max: number): ValidationResult<TValue> {
  return { ok: false, violations: violations.slice(0, max), omitted: Math.max(0, violations.length - max) };
}

/** The one violation for a value that cannot be read as JSON. */
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
