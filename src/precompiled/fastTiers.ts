// precompiled/ sits at the package root, like schemas/; this module is src/precompiled/ or dist/precompiled/.
import * as defaultFastModule from '../../precompiled/default.fast.js';
import * as noSlotsFastModule from '../../precompiled/no-slots.fast.js';
import type { FastTable } from '../validator/unitWalk.js';

// The fast tiers of the open readings alone: what a valid value needs. Kept apart from the report tier
// (modules.ts) so the light entry (src/light.ts) loads them without the report code.

/** One precompiled fast tier: a validator per entry point and per unit, by name. */
export type FastTier = FastTable;

/** A generated module as the table of validators it is (its exports are validate functions, by name). */
export function tierOf<TTier>(module: object): TTier {
  return module as unknown as TTier;
}

const FAST: Readonly<Record<'slots' | 'noSlots', FastTier>> = {
  slots: tierOf<FastTier>(defaultFastModule),
  noSlots: tierOf<FastTier>(noSlotsFastModule),
};

/**
 * The fast tier of an open (consumer) reading: include_slots=1 or include_slots=0.
 *
 * @internal
 */
export function openFastTier(includeSlots: boolean): FastTier {
  return includeSlots ? FAST.slots : FAST.noSlots;
}
