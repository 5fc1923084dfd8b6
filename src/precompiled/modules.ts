// precompiled/ sits at the package root, like schemas/; this module is src/precompiled/ or dist/precompiled/.
import * as defaultReportModule from '../../precompiled/default.report.js';
import type {
  FastTier,
  FastValidator,
  PrecompiledReading,
  ReportValidator,
  UnitPlan,
} from '../validator/precompiledReading.js';
import { openFastTier, tierOf } from './fastTiers.js';

/** A report module as it is generated (packages/build/src/codegen/precompiledModules.ts): what a precompiled reading reads of it. */
interface ReportModule {
  readonly report: Readonly<Record<string, ReportValidator>>;
  readonly own: Readonly<Record<string, FastValidator>>;
  readonly items: Readonly<Record<string, ReportValidator>>;
  readonly verdicts: Readonly<Record<string, ReportValidator>>;
  readonly plan: UnitPlan;
  readonly optionalKeys: readonly string[];
}

/**
 * A precompiled reading from its modules: the fast tier of the reading, and the report module of its
 * include_slots=1 reading (for include_slots=0, without the `required` errors of the keys that reading drops).
 *
 * @internal
 */
export function precompiledReading(fast: FastTier, reportModule: object, withoutSlots: boolean): PrecompiledReading {
  const { report, own, items, verdicts, plan, optionalKeys } = reportModule as ReportModule;
  return { fast, report, own, items, verdicts, plan, optionalKeys: withoutSlots ? optionalKeys : [] };
}

/** The consumers' readings (open objects), loaded with the module: include_slots=1 and include_slots=0. */
const OPEN: Readonly<Record<'slots' | 'noSlots', PrecompiledReading>> = {
  slots: precompiledReading(openFastTier(true), defaultReportModule, false),
  noSlots: precompiledReading(openFastTier(false), defaultReportModule, true),
};

/**
 * The open (consumers') reading, precompiled. Synchronous: these modules load with the entry.
 *
 * @internal
 */
export function openReading(includeSlots: boolean): PrecompiledReading {
  return includeSlots ? OPEN.slots : OPEN.noSlots;
}

let strictLoad: Promise<Readonly<Record<'slots' | 'noSlots', PrecompiledReading>>> | undefined;

/**
 * The producers' strict reading, precompiled, loaded on first use (the guard only needs it to report unknown
 * fields, so the entry does not pay for it at import; the strict entry's validators import strictModules.ts).
 *
 * @internal
 */
export async function loadStrictReading(includeSlots: boolean): Promise<PrecompiledReading> {
  // The modules themselves are imported dynamically (a bundle of the entry keeps them out of its start).
  strictLoad ??= Promise.all([
    import('../../precompiled/strict.fast.js'),
    import('../../precompiled/no-slots.strict.fast.js'),
    import('../../precompiled/strict.report.js'),
  ]).then(([fast, noSlotsFast, report]) => ({
    slots: precompiledReading(tierOf(fast), report, false),
    noSlots: precompiledReading(tierOf(noSlotsFast), report, true),
  }));
  const strict = await strictLoad;
  return includeSlots ? strict.slots : strict.noSlots;
}
