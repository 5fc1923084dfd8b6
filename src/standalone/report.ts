import type { ErrorObject } from 'ajv';
import type { SchemaNode } from '../schemas/documents.js';
import type { SchemaEntry } from '../schemas/ids.js';
import { walkSchema } from '../schemas/walk.js';
import { collapseReport, type CollapsedViolations } from '../validator/collapse.js';
import { fromAjvErrors, type RawViolation } from '../validator/fromAjvErrors.js';
import type { Violation } from '../validator/types.js';
import { withReportBudget } from '../validator/reportBudget.js';
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
 * (fromAjvErrors, then collapseReport): the first `limit` violations, and how many there are. Copies Ajv's
 * per-function `errors` at once.
 *
 * @internal
 */
export function precompiledReport(variant: PrecompiledVariant, entry: SchemaEntry, value: unknown, limit: number): CollapsedViolations {
  const report = variant.report[entry];
  const { locations, optionalWithoutSlots } = tablesOf(variant.report);
  const run = (cap: number): CollapsedViolations => {
    // The include_slots=0 reading runs the slots reading's code without its `required` of `slots`.
    const { result: errors, truncated } = withReportBudget(variant.report.reportBudget, cap, !variant.withoutSlots, (): readonly ErrorObject[] =>
      report(value) || !report.errors ? [] : [...report.errors],
    );
    let raw = fromAjvErrors(errors, locations);
    if (variant.withoutSlots) raw = raw.filter((violation) => !requiredWithSlotsOnly(violation, optionalWithoutSlots));
    return collapseReport(raw, limit, truncated);
  };
  const capped = run(limit);
  // A stopped report holds at least `limit` violations by construction; should it not, the full one answers.
  return capped.truncated && capped.total < limit ? run(Number.POSITIVE_INFINITY) : capped;
}

/**
 * The full, collapsed list of violations of a value from a precompiled report tier (see {@link precompiledReport}).
 *
 * @internal
 */
export function precompiledViolations(variant: PrecompiledVariant, entry: SchemaEntry, value: unknown): Violation[] {
  return precompiledReport(variant, entry, value, Number.POSITIVE_INFINITY).violations;
}
