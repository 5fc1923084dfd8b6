// precompiled/ sits at the package root, like schemas/; this module is src/precompiled/ or dist/precompiled/.
import * as defaultReportModule from '../../precompiled/default.report.js';
import type { UnitEngine, UnitPlan, UnitReport } from '../validator/unitWalk.js';
import { openFastTier, tierOf, type FastTier } from './fastTiers.js';

/** A reading of the contract, precompiled: what src/validator/unitWalk.ts walks. */
export type PrecompiledVariant = UnitEngine;

/** The prefix of a leaf unit's fast validator in a report module (src/codegen/standalone.ts). */
const LEAF_FAST_PREFIX = 'fast_';
/** The prefix of the verdict on an array of a leaf unit in a report module. */
const ITEMS_PREFIX = 'items_';

/** A report module as it is generated: a report validator per unit, the unit plan, the include_slots=0 keys. */
interface ReportModule {
  readonly plan: UnitPlan;
  readonly optionalKeys: readonly string[];
}

/**
 * A reading from its modules: the fast tier of the reading, and the report tier of its include_slots=1 reading
 * (for include_slots=0, without the `required` errors of the keys that reading drops).
 *
 * @internal
 */
export function variantOf(fast: FastTier, reportModule: object, withoutSlots: boolean): PrecompiledVariant {
  const { plan, optionalKeys } = reportModule as ReportModule;
  // A leaf unit's (a slot's) fast validator is exported by the report module as `fast_<unit>`.
  const leaves = Object.entries(reportModule).filter(([name]) => name.startsWith(LEAF_FAST_PREFIX));
  const table = { ...fast, ...Object.fromEntries(leaves.map(([name, check]) => [name.slice(LEAF_FAST_PREFIX.length), check])) } as FastTier;
  // The verdict on an array of a leaf unit is exported as `items_<unit>`.
  const items = Object.entries(reportModule).filter(([name]) => name.startsWith(ITEMS_PREFIX));
  return {
    fast: table,
    report: tierOf<Readonly<Record<string, UnitReport>>>(reportModule),
    items: Object.fromEntries(items.map(([name, check]) => [name.slice(ITEMS_PREFIX.length), check as UnitReport])),
    plan,
    optionalKeys: withoutSlots ? optionalKeys : [],
  };
}

/** The consumers' readings (open objects), loaded with the module: include_slots=1 and include_slots=0. */
const OPEN: Readonly<Record<'slots' | 'noSlots', PrecompiledVariant>> = {
  slots: variantOf(openFastTier(true), defaultReportModule, false),
  noSlots: variantOf(openFastTier(false), defaultReportModule, true),
};

/**
 * The precompiled open (non-strict) reading. Synchronous: these modules load with the entry.
 *
 * @internal
 */
export function openVariant(includeSlots: boolean): PrecompiledVariant {
  return includeSlots ? OPEN.slots : OPEN.noSlots;
}

/**
 * The precompiled producers' strict profile, loaded on first use (the guard only needs it to report unknown
 * fields, so the entry does not pay for it at import; the root entry's validators import strictModules.ts).
 *
 * @internal
 */
let strictLoad: Promise<Readonly<Record<'slots' | 'noSlots', PrecompiledVariant>>> | undefined;

export async function strictVariant(includeSlots: boolean): Promise<PrecompiledVariant> {
  // The modules themselves are imported dynamically (a bundle of the entry keeps them out of its start).
  strictLoad ??= Promise.all([
    import('../../precompiled/strict.fast.js'),
    import('../../precompiled/no-slots.strict.fast.js'),
    import('../../precompiled/strict.report.js'),
  ]).then(([fast, noSlotsFast, report]) => ({
    slots: variantOf(tierOf<FastTier>(fast), report, false),
    noSlots: variantOf(tierOf<FastTier>(noSlotsFast), report, true),
  }));
  const strict = await strictLoad;
  return includeSlots ? strict.slots : strict.noSlots;
}
