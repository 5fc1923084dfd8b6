import type { ResponseOptions, ValidateOptions } from '../validator/types.js';
import type { PrecompiledReading } from '../validator/precompiledReading.js';
import { openReading } from './modules.js';

/**
 * Options of the default entry's validators: those of `ValidateOptions` without `strict`. The producers' strict
 * reading is not loaded with that entry (it serves consumers, whose guard must not break on unknown fields); the
 * `user-summaries-contract/strict` entry applies it.
 */
export type PrecompiledOptions = Omit<ValidateOptions, 'strict'>;

/** Options of the default entry's `validateResponse`. */
export type PrecompiledResponseOptions = Omit<ResponseOptions, 'strict'>;

/**
 * The open reading an options object asks for; a RangeError for `strict: true` (options are code, not data,
 * so a caller's mistake throws).
 *
 * @internal
 */
export function openReadingFor(options: PrecompiledOptions): PrecompiledReading {
  if ((options as ValidateOptions).strict === true) {
    throw new RangeError(
      'these validators apply the open (consumer) reading; import the strict reading from user-summaries-contract/strict',
    );
  }
  return openReading(options.includeSlots ?? true);
}
