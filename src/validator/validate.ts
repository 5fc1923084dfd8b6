import type { SchemaEntry } from '../schemas/ids.js';
import { maxViolationsOf, validateInTiers } from './result.js';
import type { ValidateOptions, ValidationResult, Violation } from './types.js';
import { reportByUnits, type UnitEngine } from './unitWalk.js';

/**
 * Validates a value against an entry point with a reading of the contract: the entry's fast validator answers,
 * and only a rejected value pays for the report, walked by units (unitWalk.ts). Never throws on any value.
 *
 * @example
 * validateWithEngine(openEngine(true), 'userSummary', day, {}); // { ok: true, value: day }
 */
export function validateWithEngine<TValue>(engine: UnitEngine, entry: SchemaEntry, value: unknown, options: ValidateOptions): ValidationResult<TValue> {
  return validateInTiers<TValue>(value, engine.fast[entry], (v, limit) => reportByUnits(engine, entry, v, limit), maxViolationsOf(options));
}

/** Every violation of a value the engine rejects, in document order (none for a valid value). Never throws. */
export function allViolations(engine: UnitEngine, entry: SchemaEntry, value: unknown): Violation[] {
  const result = validateWithEngine(engine, entry, value, { maxViolations: Number.MAX_SAFE_INTEGER });
  return result.ok ? [] : [...result.violations];
}
