import type { ResponseOptions, ValidateOptions } from '../validator/types.js';
import { openVariant, type PrecompiledVariant } from './modules.js';

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
