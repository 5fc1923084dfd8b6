import type { ErrorObject } from 'ajv';
import type { SchemaEntry } from '../schemas/ids.js';
import type { SchemaVariant } from '../schemas/variants.js';
import type { CollapsedViolations } from './collapse.js';
import { fromAjvErrors } from './fromAjvErrors.js';
import { getTier, getValidator } from './registry.js';
import { boundedReport } from './boundedReport.js';
import { REPORT_BUDGET, runWithBudget } from './reportBudget.js';
import { maxViolationsOf, validateInTiers } from './result.js';
import type { ValidateOptions, ValidationResult, Violation } from './types.js';

/** The schema variant an options object asks for. */
function variantOf(options: ValidateOptions): SchemaVariant {
  return { includeSlots: options.includeSlots ?? true, strict: options.strict ?? false };
}

/**
 * The collapsed report of a value the fast tier rejected: its first `limit` violations in document order, and
 * how many there are (a lower bound when the report stopped once it knew the first `limit`: boundedReport.ts).
 * Copies Ajv's per-function `errors` at once, so concurrent or re-entrant calls cannot mix them.
 */
function reportOf(entry: SchemaEntry, value: unknown, variant: SchemaVariant, limit: number): CollapsedViolations {
  const report = getValidator(entry, variant, 'report');
  const { locations } = getTier(variant, 'report');
  return boundedReport(limit, (budget) => {
    const { result: errors, cutAt } = runWithBudget(REPORT_BUDGET, budget, true, (): readonly ErrorObject[] =>
      report(value) || !report.errors ? [] : [...report.errors],
    );
    return { raw: fromAjvErrors(errors, locations), cutAt };
  });
}

/** The full, collapsed list of violations of a value (see {@link reportOf}). */
export function reportViolations(entry: SchemaEntry, value: unknown, variant: SchemaVariant): Violation[] {
  return reportOf(entry, value, variant, Number.POSITIVE_INFINITY).violations;
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
    (v, limit) => reportOf(entry, v, variant, limit),
    max,
  );
}
