import type { SchemaEntry } from '../schemas/ids.js';
import type { CollapsedViolations } from '../validator/collapse.js';
import type { Violation } from '../validator/types.js';
import { reportByUnits } from '../validator/unitWalk.js';
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

/**
 * The first `limit` violations of a value from a precompiled reading, in document order, and how many there are
 * (a lower bound when `truncated`): the report walk stops once it holds them (validator/unitWalk.ts).
 *
 * @internal
 */
export function precompiledReport(variant: PrecompiledVariant, entry: SchemaEntry, value: unknown, limit: number): CollapsedViolations {
  return reportByUnits(variant, entry, value, limit);
}
