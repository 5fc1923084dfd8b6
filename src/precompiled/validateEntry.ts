import type { SchemaEntry } from '../schemas/ids.js';
import { maxViolationsOf, validateInTiers } from '../validator/result.js';
import type { ResponseOptions, ValidateOptions, ValidationResult } from '../validator/types.js';
import { openVariant, type PrecompiledVariant } from './modules.js';
import { precompiledReport } from './report.js';

// The precompiled counterpart of src/validator/validate.ts: the same tiers (src/validator/result.ts) over
// precompiled code; test/guard/parity.test.ts holds both to the same results.

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
  return validateInTiers<TValue>(
    value,
    (v) => variant.fast[entry](v),
    (v, limit) => precompiledReport(variant, entry, v, limit),
    maxViolationsOf(options),
  );
}
