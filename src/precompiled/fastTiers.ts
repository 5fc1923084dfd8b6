import type { ErrorObject } from 'ajv';
// precompiled/ sits at the package root, like schemas/; this module is src/standalone/ or dist/standalone/.
import * as defaultFastModule from '../../precompiled/default.fast.js';
import * as noSlotsFastModule from '../../precompiled/no-slots.fast.js';
import type { SchemaEntry } from '../schemas/ids.js';

// The fast tiers alone: what a valid value needs. Kept apart from the report tiers (modules.ts) so the light
// entry (light.ts) loads them without the report code, which only a failing value needs.

/** A precompiled validate function: Ajv's signature, with its per-function `errors`. */
export interface PrecompiledFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** One precompiled tier: a validate function per entry point. */
export type PrecompiledTier = Readonly<Record<SchemaEntry, PrecompiledFunction>>;

/** A generated module as the tier it is (its exports are the entry points' validate functions). */
export function tierOf<TTier>(module: object): TTier {
  return module as unknown as TTier;
}

const FAST: Readonly<Record<'slots' | 'noSlots', PrecompiledTier>> = {
  slots: tierOf<PrecompiledTier>(defaultFastModule),
  noSlots: tierOf<PrecompiledTier>(noSlotsFastModule),
};

/**
 * The fast tier of an open (consumer) reading: include_slots=1 or include_slots=0.
 *
 * @internal
 */
export function openFastTier(includeSlots: boolean): PrecompiledTier {
  return includeSlots ? FAST.slots : FAST.noSlots;
}
