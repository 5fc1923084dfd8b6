import type { SchemaEntry } from '../schemas/ids.js';
import type { ResponseOptions, ValidateOptions, ValidationResult } from '../validator/types.js';
import { validateWithEngine } from '../validator/validate.js';
import { openVariant, type PrecompiledVariant } from './modules.js';

/**
 * Options of the precompiled validators of `./standalone`: those of the root entry without `strict`. The
 * producers' strict profile is not loaded with that entry (it serves consumers, whose guard must not break on
 * unknown fields); `user-summaries-contract/strict` applies it.
 */
export type PrecompiledOptions = Omit<ValidateOptions, 'strict'>;

/** Options of the precompiled {@link validateResponse}. */
export type PrecompiledResponseOptions = Omit<ResponseOptions, 'strict'>;

/**
 * The open reading an options object asks for; a RangeError for `strict: true` (options are code, not data,
 * so a caller's mistake throws).
 *
 * @internal
 */
export function variantFor(options: PrecompiledOptions): PrecompiledVariant {
  if ((options as ValidateOptions).strict === true) {
    throw new RangeError('these validators apply the open (consumer) reading; import the strict reading from user-summaries-contract/strict');
  }
  return openVariant(options.includeSlots ?? true);
}

/**
 * Validates a value against an entry point with a precompiled reading: the fast validator answers, and only a
 * rejected value pays for the report (walked by units). Never throws on any value.
 *
 * @internal
 */
export function validatePrecompiled<TValue>(variant: PrecompiledVariant, entry: SchemaEntry, value: unknown, options: ValidateOptions): ValidationResult<TValue> {
  return validateWithEngine<TValue>(variant, entry, value, options);
}
