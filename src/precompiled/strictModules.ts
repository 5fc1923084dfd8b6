// precompiled/ sits at the package root, like schemas/; this module is src/precompiled/ or dist/precompiled/.
import * as strictFastModule from '../../precompiled/strict.fast.js';
import * as noSlotsStrictFastModule from '../../precompiled/no-slots.strict.fast.js';
import * as strictReportModule from '../../precompiled/strict.report.js';
import type { PrecompiledReading } from '../validator/precompiledReading.js';
import { tierOf } from './fastTiers.js';
import { precompiledReading } from './modules.js';

// The producers' strict reading, imported statically by the reading validators (readingValidators.ts: the strict entry's, the testing kit's and the tools'),
// which answer `strict: true` synchronously; the guard loads the same modules on first use (modules.ts
// loadStrictReading).

const STRICT: Readonly<Record<'slots' | 'noSlots', PrecompiledReading>> = {
  slots: precompiledReading(tierOf(strictFastModule), strictReportModule, false),
  noSlots: precompiledReading(tierOf(noSlotsStrictFastModule), strictReportModule, true),
};

/**
 * The strict reading, precompiled: include_slots=1 or include_slots=0.
 *
 * @internal
 */
export function strictReading(includeSlots: boolean): PrecompiledReading {
  return includeSlots ? STRICT.slots : STRICT.noSlots;
}
