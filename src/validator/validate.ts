import type { ErrorObject } from 'ajv';
import type { SchemaEntry } from '../schemas/ids.js';
import type { SchemaVariant } from '../schemas/variants.js';
import { collapseViolations } from './collapse.js';
import { fromAjvErrors } from './fromAjvErrors.js';
import { getTier, getValidator } from './registry.js';
import type { ValidateOptions, ValidationResult, Violation } from './types.js';

/** Default cap on reported violations. */
export const DEFAULT_MAX_VIOLATIONS = 100;

/** The schema variant an options object asks for. */
export function variantOf(options: ValidateOptions): SchemaVariant {
  return { includeSlots: options.includeSlots ?? true, strict: options.strict ?? false };
}

/** The validated cap, or a RangeError for a caller's mistake (options are code, not data). */
export function maxViolationsOf(options: ValidateOptions): number {
  const max = options.maxViolations ?? DEFAULT_MAX_VIOLATIONS;
  if (!Number.isSafeInteger(max) || max < 1) {
    throw new RangeError(`maxViolations must be a positive integer, but received ${String(max)}`);
  }
  return max;
}

/** A failed result holding at most `max` violations and the count of the rest. */
export function failure<TValue>(violations: readonly Violation[], max: number): ValidationResult<TValue> {
  return { ok: false, violations: violations.slice(0, max), omitted: Math.max(0, violations.length - max) };
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

/**
 * The full, collapsed list of violations of a value the fast tier rejected. Copies Ajv's per-function
 * `errors` at once, so concurrent or re-entrant calls cannot mix them.
 */
export function reportViolations(entry: SchemaEntry, value: unknown, variant: SchemaVariant): Violation[] {
  const report = getValidator(entry, variant, 'report');
  report(value);
  const errors: readonly ErrorObject[] = report.errors ? [...report.errors] : [];
  return collapseViolations(fromAjvErrors(errors, getTier(variant, 'report').locations));
}

/**
 * Validates a value against an entry point in two tiers: the fast validator answers; only a rejected value
 * pays for the detailed report. Never throws on any value.
 */
export function validateEntry<TValue>(entry: SchemaEntry, value: unknown, options: ValidateOptions): ValidationResult<TValue> {
  const max = maxViolationsOf(options);
  const variant = variantOf(options);
  try {
    if (getValidator(entry, variant, 'fast')(value)) return { ok: true, value: value as TValue };
    const violations = reportViolations(entry, value, variant);
    if (violations.length === 0) {
      // The tiers compile the same documents; a disagreement is a defect, never a pass.
      return failure([notJsonViolation('', 'was rejected without a detailed reason')], max);
    }
    return failure(violations, max);
  } catch {
    return failure([notJsonViolation('', 'could not be read as a JSON value (a getter or proxy threw)')], max);
  }
}
