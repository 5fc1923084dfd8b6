import type { SchemaNode } from '../schemas/documents.js';
import type { ReportBudget } from '../validator/reportBudget.js';
// precompiled/ sits at the package root, like schemas/; this module is src/standalone/ or dist/standalone/.
import * as defaultReportModule from '../../precompiled/default.report.js';
import { openFastTier, tierOf, type PrecompiledTier } from './fastTiers.js';

export type { PrecompiledFunction, PrecompiledTier } from './fastTiers.js';

/** A report tier also knows where each schema object it embeds comes from. */
export interface PrecompiledReportTier extends PrecompiledTier {
  /** Each embedded schema object with the absolute location of the node it copies. */
  readonly schemaLocations: readonly (readonly [SchemaNode, string])[];
  /** The budget the module's code reads while it runs (src/validator/reportBudget.ts). */
  readonly reportBudget: ReportBudget;
}

/**
 * A reading of the contract, precompiled: its fast tier, and the report tier of its slots reading, run without
 * the `required` of the keys include_slots=0 drops when `withoutSlots` (exactly what the include_slots=0 report
 * tier would find).
 */
export interface PrecompiledVariant {
  readonly fast: PrecompiledTier;
  readonly report: PrecompiledReportTier;
  readonly withoutSlots: boolean;
}

/** A reading of the contract from its modules' tiers. */
function variantOf(fast: PrecompiledTier, report: PrecompiledReportTier, withoutSlots: boolean): PrecompiledVariant {
  return { fast, report, withoutSlots };
}

const defaultReport = tierOf<PrecompiledReportTier>(defaultReportModule);

/** The consumers' readings (open objects), loaded with the module: include_slots=1 and include_slots=0. */
const OPEN: Readonly<Record<'slots' | 'noSlots', PrecompiledVariant>> = {
  slots: variantOf(openFastTier(true), defaultReport, false),
  noSlots: variantOf(openFastTier(false), defaultReport, true),
};

/**
 * The precompiled tiers of an open (non-strict) reading. Synchronous: these modules load with the entry.
 *
 * @internal
 */
export function openVariant(includeSlots: boolean): PrecompiledVariant {
  return includeSlots ? OPEN.slots : OPEN.noSlots;
}

let strictLoad: Promise<Readonly<Record<'slots' | 'noSlots', PrecompiledVariant>>> | undefined;

/**
 * The precompiled tiers of the producers' strict profile, loaded on first use (the guard only needs them to
 * report unknown fields, so the entry does not pay for them at import).
 *
 * @internal
 */
export async function strictVariant(includeSlots: boolean): Promise<PrecompiledVariant> {
  strictLoad ??= Promise.all([
    import('../../precompiled/strict.fast.js'),
    import('../../precompiled/strict.report.js'),
    import('../../precompiled/no-slots.strict.fast.js'),
  ]).then(([fast, report, noSlotsFast]) => {
    const strictReport = tierOf<PrecompiledReportTier>(report);
    return {
      slots: variantOf(tierOf<PrecompiledTier>(fast), strictReport, false),
      noSlots: variantOf(tierOf<PrecompiledTier>(noSlotsFast), strictReport, true),
    };
  });
  const strict = await strictLoad;
  return includeSlots ? strict.slots : strict.noSlots;
}
