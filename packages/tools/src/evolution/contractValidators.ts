// The gate's validators for any version of the contract (`user-summaries validate --contract DIR`, and replay's
// judges): the version's documents read from a folder laid out like schemas/, compiled at run time with Ajv as the
// diff's judges are (judges.ts), shaped like the precompiled validators the gate runs by default, so the gate's
// reading, reports and worker pool are the same whatever version judges (docs/evolution.md, "Replay").
import { resolveEnvelope } from 'user-summaries-contract/internal/validator/envelope';
import { readingName, type Reading } from 'user-summaries-contract/internal/schemas/readings';
import { collapseRaw } from 'user-summaries-contract/internal/validator/collapse';
import {
  fromAjvErrors,
  type RawViolation,
  type UnitError,
} from 'user-summaries-contract/internal/validator/fromAjvErrors';
import type {
  ResponseOptions,
  ValidateOptions,
  ValidationResult,
  Violation,
} from 'user-summaries-contract/internal/validator/types';
import { buildJudges, type Judge } from './judges.js';
import { ENTRIES, entryLocations } from './locations.js';
import { ModelProblem, VersionModel } from './versionModel.js';
import { readVersion, type ContractVersion, type FolderProblem } from './readVersion.js';
import type { DiffEntry } from './types.js';

/** The two validators of the gate (the shape of the precompiled ones: documentCheck's `Validators`). */
interface ContractValidators {
  readonly validateSummary: (value: unknown, options: ValidateOptions) => ValidationResult<unknown>;
  readonly validateResponse: (value: unknown, options: ResponseOptions) => ValidationResult<unknown>;
}

/** A version's validators, or why the folder cannot judge (the file and the reason). Never thrown. */
export type ContractLoad =
  | { readonly ok: true; readonly validators: ContractValidators }
  | { readonly ok: false; readonly problem: FolderProblem };

/** The documents an entry reaches (the request's are never compiled). */
const reachedFiles = (version: ContractVersion): Set<string> =>
  new Set(version.documents.filter((d) => d.file !== 'request.schema.json').map((d) => d.file));

/** The judges of one reading, built the first time the reading is asked for. */
function judgesOf(version: ContractVersion): (reading: Reading) => ReadonlyMap<DiffEntry, Judge> {
  const kept = new Map<string, ReadonlyMap<DiffEntry, Judge>>();
  const reached = reachedFiles(version);
  return (reading) => {
    const name = readingName(reading);
    let judges = kept.get(name);
    if (judges === undefined) {
      judges = buildJudges(version, reading, reached, true);
      kept.set(name, judges);
    }
    return judges;
  };
}

/** A failed result of raw violations, capped as the precompiled validators cap theirs. */
function failed(raw: readonly RawViolation[], max: number): ValidationResult<unknown> {
  const { kept, total } = collapseRaw(raw, max);
  const violations: Violation[] = kept.map((v) => v.violation());
  return { ok: false, violations, omitted: total - violations.length, omittedIsLowerBound: false };
}

/** A judge's raw violations of a value. */
function rawOf(judge: Judge, value: unknown): RawViolation[] {
  const errors = judge.errors(value);
  return errors === undefined ? [] : fromAjvErrors(errors as unknown as readonly UnitError[]);
}

/**
 * The gate's validators for a version in memory: `validateSummary` judges a day with the version's day document,
 * `validateResponse` a page with its envelope's document (detected as the core detects it) or a bare array day by
 * day; the reading from the options (include_slots, strict), compiled once per reading.
 *
 * @example
 * const validators = versionValidators(version);
 * validators.validateSummary({ date: '2024-01-01' }, { includeSlots: false }).ok;
 */
function versionValidators(version: ContractVersion): ContractValidators {
  const judges = judgesOf(version);
  const readingOf = (options: ValidateOptions): Reading => ({
    includeSlots: options.includeSlots ?? true,
    strict: options.strict === true,
  });
  const judge = (entry: DiffEntry, options: ValidateOptions): Judge => {
    const found = judges(readingOf(options)).get(entry);
    if (found === undefined) throw new ModelProblem(entry, 'the version has no document for this entry');
    return found;
  };
  const one = (entry: DiffEntry, value: unknown, options: ValidateOptions): ValidationResult<unknown> => {
    const j = judge(entry, options);
    return j.accepts(value) ? { ok: true, value } : failed(rawOf(j, value), options.maxViolations ?? 100);
  };
  return {
    validateSummary: (value, options) => one('summary', value, options),
    validateResponse: (value, options) => {
      const envelope = resolveEnvelope(value, options.envelope ?? 'auto');
      if (typeof envelope !== 'string')
        return { ok: false, violations: [envelope], omitted: 0, omittedIsLowerBound: false };
      if (envelope !== 'bare') return one(envelope, value, options);
      if (!Array.isArray(value)) return one('summary', value, options);
      const day = judge('summary', options);
      const raw: RawViolation[] = [];
      value.forEach((item: unknown, index) => {
        if (!day.accepts(item))
          raw.push(...fromAjvErrors((day.errors(item) ?? []) as unknown as readonly UnitError[], `/${index}`));
      });
      return raw.length === 0 ? { ok: true, value } : failed(raw, options.maxViolations ?? 100);
    },
  };
}

const loads = new Map<string, Promise<ContractLoad>>();

/**
 * The gate's validators for the version in a folder laid out like schemas/ (`validate --contract DIR`), read and
 * compiled once per folder and thread. Never throws: a folder that cannot judge is `{ ok: false, problem }`.
 *
 * @example
 * const load = await loadContractValidators('/tmp/contract-0.1.0/schemas');
 * if (load.ok) load.validators.validateResponse(page, { includeSlots: false });
 */
export function loadContractValidators(folder: string): Promise<ContractLoad> {
  let load = loads.get(folder);
  if (load === undefined) {
    load = open(folder);
    loads.set(folder, load);
  }
  return load;
}

async function open(folder: string): Promise<ContractLoad> {
  const read = await readVersion(folder);
  if (!read.ok) return read;
  try {
    // The model first: a $ref that resolves nowhere, or a cycle, is said with its file (as the diff says it).
    const model = new VersionModel(read.version);
    for (const entry of ENTRIES) entryLocations(model, entry);
    const validators = versionValidators(read.version);
    // The default reading compiled now, so a document Ajv refuses is said before any input is read.
    validators.validateSummary(null, { includeSlots: true });
    return { ok: true, validators };
  } catch (error) {
    if (error instanceof ModelProblem) return { ok: false, problem: { file: error.file, reason: error.reason } };
    return { ok: false, problem: { file: '.', reason: `cannot be compiled (${(error as Error).name})` } };
  }
}
