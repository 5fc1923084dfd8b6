import type { SchemaEntry } from '../schemas/ids.js';
import type { ResponseOptions, ValidateOptions, ValidationResult, Violation } from '../validator/types.js';
import { openVariant, type PrecompiledVariant } from './modules.js';
import { precompiledViolations } from './report.js';

// The precompiled counterpart of src/validator/validate.ts. That module loads the compiled registry (and Ajv
// with it), so its helpers (the cap, the failed result, the not-JSON violation) are repeated here;
// test/guard/parity.test.ts holds both to the same results.

/**
 * Options of the precompiled validators: those of the compiled ones without `strict`. The producers' strict
 * profile is not loaded with the precompiled entry (it serves consumers, whose guard must not break on
 * unknown fields); use the root entry's validators for it.
 */
export type PrecompiledOptions = Omit<ValidateOptions, 'strict'>;

/** Options of the precompiled {@link validateResponse}. */
export type PrecompiledResponseOptions = Omit<ResponseOptions, 'strict'>;

/**
 * The precompiled variant an options object asks for; a RangeError for `strict: true` (options are code,
 * not data, so a caller's mistake throws).
 *
 * @internal
 */
export function variantFor(options: PrecompiledOptions): PrecompiledVariant {
  if ((options as ValidateOptions).strict === true) {
    throw new RangeError('the precompiled validators apply the open (consumer) reading; use the root entry for strict: true');
  }
  return openVariant(options.includeSlots ?? true);
}

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

/**
 * Validates a value against an entry point with precompiled tiers: the fast validator answers, and only a
 * rejected value pays for the report. The results equal those of the compiled validators. Never throws on
 * any value.
 *
 * @internal
 */
export function validatePrecompiled<TValue>(
  variant: PrecompiledVariant,
  entry: SchemaEntry,
  value: unknown,
  options: ValidateOptions,
): ValidationResult<TValue> {
  const max = maxViolationsOf(options);
  try {
    if (variant.fast[entry](value)) return { ok: true, value: value as TValue };
    const violations: Violation[] = precompiledViolations(variant, entry, value);
    if (violations.length === 0) {
      return failure([notJsonViolation('', 'was rejected without a detailed reason')], max);
    }
    return failure(violations, max);
  } catch {
    return failure([notJsonViolation('', 'could not be read as a JSON value (a getter or proxy threw)')], max);
  }
}
