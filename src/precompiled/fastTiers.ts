// precompiled/ sits at the package root, like schemas/; this module is src/precompiled/ or dist/precompiled/.
import * as defaultFastModule from '../../precompiled/default.fast.js';
import * as noSlotsFastModule from '../../precompiled/no-slots.fast.js';
import type { FastTier } from '../validator/precompiledReading.js';

// The fast tiers of the open readings alone: what a valid value needs. Kept apart from the report modules
// (modules.ts) so the light entry (src/light.ts) loads them without the report code.

/**
 * A generated fast module as the fast tier it is: its exports are the entry points' fast validators, by name.
 *
 * @internal
 */
export function tierOf(module: object): FastTier {
  return module as unknown as FastTier;
}

const FAST: Readonly<Record<'slots' | 'noSlots', FastTier>> = {
  slots: tierOf(defaultFastModule),
  noSlots: tierOf(noSlotsFastModule),
};

/**
 * The fast tier of an open (consumers') reading: include_slots=1 or include_slots=0.
 *
 * @internal
 */
export function openFastTier(includeSlots: boolean): FastTier {
  return includeSlots ? FAST.slots : FAST.noSlots;
}
