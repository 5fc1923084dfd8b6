import type { ErrorObject } from 'ajv';
import type { SchemaNode } from '../schemas/documents.js';
import type { SchemaEntry } from '../schemas/ids.js';
import { walkSchema } from '../schemas/walk.js';
import type { CollapsedViolations } from '../validator/collapse.js';
import { fromAjvErrors } from '../validator/fromAjvErrors.js';
import type { Violation } from '../validator/types.js';
import { boundedReport } from '../validator/boundedReport.js';
import { runWithBudget } from '../validator/reportBudget.js';
import type { PrecompiledReportTier, PrecompiledVariant } from './modules.js';

const tables = new WeakMap<PrecompiledReportTier, WeakMap<SchemaNode, string>>();

/**
 * The absolute location of every schema object a report tier embeds, built on first use: the map the compiled
 * report tier builds over the documents, here over the schema objects the precompiled code embeds.
 */
function locationsOf(tier: PrecompiledReportTier): WeakMap<SchemaNode, string> {
  let found = tables.get(tier);
  if (found === undefined) {
    const locations = new WeakMap<SchemaNode, string>();
    for (const [root, base] of tier.schemaLocations) {
      walkSchema(root, (node, pointer) => {
        if (!locations.has(node)) locations.set(node, `${base}${pointer}`);
      });
    }
    found = locations;
    tables.set(tier, found);
  }
  return found;
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
  const locations = locationsOf(variant.report);
  return boundedReport(limit, (budget) => {
    // The include_slots=0 reading runs the slots reading's code without its `required` of the keys that reading
    // drops (boundedReportCode.ts); test/guard/parity.test.ts holds it to the compiled include_slots=0 tier.
    const { result: errors, cutAt } = runWithBudget(variant.report.reportBudget, budget, !variant.withoutSlots, (): readonly ErrorObject[] =>
      report(value) || !report.errors ? [] : [...report.errors],
    );
    return { raw: fromAjvErrors(errors, locations), cutAt };
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
