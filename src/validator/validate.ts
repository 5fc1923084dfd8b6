import type { ErrorObject } from 'ajv';
import type { SchemaEntry } from '../schemas/ids.js';
import type { SchemaVariant } from '../schemas/variants.js';
import { collapseReport, type CollapsedViolations } from './collapse.js';
import { fromAjvErrors } from './fromAjvErrors.js';
import { getTier, getValidator } from './registry.js';
import { REPORT_BUDGET, withReportBudget } from './reportBudget.js';
import { maxViolationsOf, validateInTiers } from './result.js';
import type { ValidateOptions, ValidationResult, Violation } from './types.js';

/** The schema variant an options object asks for. */
export function variantOf(options: ValidateOptions): SchemaVariant {
  return { includeSlots: options.includeSlots ?? true, strict: options.strict ?? false };
}

/**
 * The collapsed report of a value the fast tier rejected: its first `limit` violations in document order, and
 * how many there are (a lower bound when the report stopped once it knew the first `limit`: see
 * boundedReportCode.ts). Copies Ajv's per-function `errors` at once, so concurrent or re-entrant calls cannot
 * mix them.
 */
export function reportOf(entry: SchemaEntry, value: unknown, variant: SchemaVariant, limit: number): CollapsedViolations {
  const report = getValidator(entry, variant, 'report');
  const run = (cap: number): CollapsedViolations => {
    const { result: errors, truncated } = withReportBudget(REPORT_BUDGET, cap, true, (): readonly ErrorObject[] =>
      report(value) || !report.errors ? [] : [...report.errors],
    );
    return collapseReport(fromAjvErrors(errors, getTier(variant, 'report').locations), limit, truncated);
  };
  const capped = run(limit);
  // A stopped report holds at least `limit` violations by construction; should it not, the full one answers.
  return capped.truncated && capped.total < limit ? run(Number.POSITIVE_INFINITY) : capped;
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
