import type { SchemaEntry } from '../schemas/ids.js';
import type { UnitError } from './fromAjvErrors.js';

/**
 * A nested unit of a unit: where it applies under the unit's root (`*` for every item of an array) and its name.
 * `{ path: ['data', '*'], unit: 'userSummary' }`: each item of the envelope's `data` is a day.
 */
export interface ChildUnit {
  readonly path: readonly string[];
  readonly unit: string;
}

/** The nested units of every unit, by unit name (generated from the schemas: packages/build/src/codegen/engineUnits.ts). */
export type UnitPlan = Readonly<Record<string, readonly ChildUnit[]>>;

/**
 * The data context the walk passes to a generated validator: Ajv's `DataValidationCxt` with every member at the
 * default Ajv gives it (`instancePath` empty, `rootData` the data, no parent), made once, so a call allocates
 * nothing. Ajv writes the defaults into each function's signature; packages/build/src/codegen/precompiledModules.ts fails the build when
 * a generated function's signature differs from the one this context was written for.
 */
export interface CallContext {
  readonly instancePath: string;
  readonly dynamicAnchors: Readonly<Record<string, never>>;
}

/** A fast validator: the verdict on a whole value, no report. */
export type FastValidator = (value: unknown, context?: CallContext) => boolean;

/** The fast tier of a reading: a fast validator per entry point (a precompiled fast module, by export name). */
export type FastTier = Readonly<Record<SchemaEntry, FastValidator>>;

/**
 * A report validator (Ajv `allErrors`, verbose, each error's node carrying its contract messages), or the verdict on
 * an array of a leaf unit: false, with `errors` set, when it fails.
 */
export interface ReportValidator {
  (value: unknown, context?: CallContext): boolean;
  errors?: readonly UnitError[] | null;
}

/**
 * A reading of the contract, precompiled: the validators src/validator/unitWalk.ts walks a report with (one
 * precompiled fast module and one report module: src/precompiled/modules.ts).
 */
export interface PrecompiledReading {
  /** The verdict on a whole value, by entry point (a day of an envelope is checked by `userSummary`). */
  readonly fast: FastTier;
  /** The report of a unit's own members (its nested units left out), by unit name. */
  readonly report: Readonly<Record<string, ReportValidator>>;
  /**
   * The verdict on a unit's own members, for the units with nested units (a day and its groups, an envelope): the
   * walk runs a unit's report only when this fails.
   */
  readonly own: Readonly<Record<string, FastValidator | undefined>>;
  /**
   * The verdict on an array of a leaf unit (a slot), by unit name: on failure, its first error's `instancePath`
   * starts with the index of the first item that fails.
   */
  readonly items: Readonly<Record<string, ReportValidator | undefined>>;
  /**
   * The same verdicts as `items`, from a copy of their code, for the verdict by units (unitWalk.ts,
   * `verdictByUnits`): the walk's windows read every broken item, which leaves their code's inline caches
   * polymorphic; this copy reads items as the fast tier does, so a valid value's verdict stays as fast.
   */
  readonly verdicts: Readonly<Record<string, ReportValidator | undefined>>;
  readonly plan: UnitPlan;
  /**
   * Keys whose `required` errors this reading drops: `slots` in the include_slots=0 reading, which runs the
   * include_slots=1 report validators (the only difference between the two readings' documents).
   */
  readonly optionalKeys: readonly string[];
}
