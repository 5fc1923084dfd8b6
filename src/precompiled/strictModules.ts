// precompiled/ sits at the package root, like schemas/; this module is src/precompiled/ or dist/precompiled/.
import * as strictFastModule from '../../precompiled/strict.fast.js';
import * as noSlotsStrictFastModule from '../../precompiled/no-slots.strict.fast.js';
import * as strictReportModule from '../../precompiled/strict.report.js';
import { tierOf, type FastTier } from './fastTiers.js';
import { variantOf, type PrecompiledVariant } from './modules.js';

// The producers' strict profile: imported statically by the root entry's validators (contract.ts), which answer
// `strict: true` synchronously, and on first use by the guard (modules.ts strictVariant).

const STRICT: Readonly<Record<'slots' | 'noSlots', PrecompiledVariant>> = {
  slots: variantOf(tierOf<FastTier>(strictFastModule), strictReportModule, false),
  noSlots: variantOf(tierOf<FastTier>(noSlotsStrictFastModule), strictReportModule, true),
};

/**
 * The precompiled strict reading: include_slots=1 or include_slots=0.
 *
 * @internal
 */
export function strictReading(includeSlots: boolean): PrecompiledVariant {
  return includeSlots ? STRICT.slots : STRICT.noSlots;
}
