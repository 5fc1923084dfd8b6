import type { SchemaEntry } from '../schemas/ids.js';
import type { Violation } from '../validator/types.js';
import { allViolations } from '../validator/validate.js';
import type { PrecompiledVariant } from './modules.js';

/**
 * Every violation of a value from a precompiled reading, in document order (none for a valid value).
 *
 * @internal
 */
export function precompiledViolations(variant: PrecompiledVariant, entry: SchemaEntry, value: unknown): Violation[] {
  return allViolations(variant, entry, value);
}
