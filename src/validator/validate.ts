import type { ErrorObject } from 'ajv';
import type { SchemaEntry } from '../schemas/ids.js';
import type { SchemaVariant } from '../schemas/variants.js';
import { collapseViolations } from './collapse.js';
import { fromAjvErrors } from './fromAjvErrors.js';
import { getTier, getValidator } from './registry.js';
import { maxViolationsOf, validateInTiers } from './result.js';
import type { ValidateOptions, ValidationResult, Violation } from './types.js';

/** The schema variant an options object asks for. */
export function variantOf(options: ValidateOptions): SchemaVariant {
  return { includeSlots: options.includeSlots ?? true, strict: options.strict ?? false };
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
 * Validates a value against an entry point with the compiled tiers (compiled once per process, lazily).
 * Never throws on any value.
 */
export function validateEntry<TValue>(entry: SchemaEntry, value: unknown, options: ValidateOptions): ValidationResult<TValue> {
  const max = maxViolationsOf(options);
  const variant = variantOf(options);
  return validateInTiers<TValue>(
    value,
    (v) => getValidator(entry, variant, 'fast')(v) as boolean,
    (v) => reportViolations(entry, v, variant),
    max,
  );
}
