import type { ErrorObject } from 'ajv';
import type { SchemaNode } from '../schemas/documents.js';
import type { SchemaEntry } from '../schemas/ids.js';
import { walkSchema } from '../schemas/walk.js';
import type { CollapsedViolations } from '../validator/collapse.js';
import { fromAjvErrors, type RawViolation } from '../validator/fromAjvErrors.js';
import type { Violation } from '../validator/types.js';
import { boundedReport } from '../validator/boundedReport.js';
import { runWithBudget } from '../validator/reportBudget.js';
import type { PrecompiledReportTier, PrecompiledVariant } from './modules.js';

interface ReportTables {
  /** The absolute location of every schema object the tier embeds. */
  readonly locations: WeakMap<SchemaNode, string>;
  /** `<location>/required|<key>` of the keys include_slots=0 does not require. */
  readonly optionalWithoutSlots: ReadonlySet<string>;
}

const tables = new WeakMap<PrecompiledReportTier, ReportTables>();

/**
 * The tables of a report tier, built on first use: the location map is the one the compiled report tier
 * builds over the documents, here over the schema objects the precompiled code embeds.
 */
function tablesOf(tier: PrecompiledReportTier): ReportTables {
  let found = tables.get(tier);
  if (found === undefined) {
    const locations = new WeakMap<SchemaNode, string>();
    for (const [root, base] of tier.schemaLocations) {
      walkSchema(root, (node, pointer) => {
        if (!locations.has(node)) locations.set(node, `${base}${pointer}`);
      });
    }
    const optionalWithoutSlots = new Set(tier.optionalWithoutSlots.map(([location, key]) => `${location}/required|${key}`));
    found = { locations, optionalWithoutSlots };
    tables.set(tier, found);
  }
  return found;
}

function requiredWithSlotsOnly(violation: RawViolation, optional: ReadonlySet<string>): boolean {
  return violation.keyword === 'required' && optional.has(`${violation.schemaPath()}|${String(violation.missingProperty)}`);
}

/**
 * The collapsed report of a value from a precompiled report tier: the same mapping as the compiled one
 * (fromAjvErrors, then the collapse of boundedReport): the first `limit` violations, and how many there are. Copies Ajv's
 * per-function `errors` at once.
 *
 * @internal
 */
export function precompiledReport(variant: PrecompiledVariant, entry: SchemaEntry, value: unknown, limit: number): CollapsedViolations {
  const report = variant.report[entry];
  const { locations, optionalWithoutSlots } = tablesOf(variant.report);
  return boundedReport(limit, (budget) => {
    // The include_slots=0 reading runs the slots reading's code without its `required` of `slots`; the filter
    // below states the same rule on the violations (the parity suite holds both to the compiled reading).
    const { result: errors, cutAt } = runWithBudget(variant.report.reportBudget, budget, !variant.withoutSlots, (): readonly ErrorObject[] =>
      report(value) || !report.errors ? [] : [...report.errors],
    );
    const raw = fromAjvErrors(errors, locations);
    return { raw: variant.withoutSlots ? raw.filter((violation) => !requiredWithSlotsOnly(violation, optionalWithoutSlots)) : raw, cutAt };
  });
}

/**
 * The full, collapsed list of violations of a value from a precompiled report tier (see {@link precompiledReport}).
 *
 * @internal
 */
export function precompiledViolations(variant: PrecompiledVariant, entry: SchemaEntry, value: unknown): Violation[] {
  return precompiledReport(variant, entry, value, Number.POSITIVE_INFINITY).violations;
}
