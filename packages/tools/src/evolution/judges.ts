import { createHash } from 'node:crypto';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormatsModule from 'ajv-formats';
import type { SchemaDocument } from 'user-summaries-contract/internal/schemas/documents';
import { deriveReading, readingName, type Reading } from 'user-summaries-contract/internal/schemas/readings';
import { collapseRaw } from 'user-summaries-contract/internal/validator/collapse';
import { fromAjvErrors, type UnitError } from 'user-summaries-contract/internal/validator/fromAjvErrors';
import { CONTRACT_VOCABULARY } from 'user-summaries-contract/internal/validator/rules';
import { canonical } from './canonical.js';
import { ENTRIES } from './locations.js';
import { ModelProblem } from './versionModel.js';
import type { ContractVersion } from './readVersion.js';
import { boundedRegExp, REPLAY_RESULTS_KEPT } from './regexRunner.js';
import { everySchemaNode, patternsOf } from './schemaNodes.js';
import type { DiffEntry, ReadingName, WitnessViolation } from './types.js';

// ajv-formats is a CommonJS module whose default export is the plugin.
const addFormats = ajvFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** The four readings, in the order reports list them. */
export const READINGS: readonly { readonly name: ReadingName; readonly variant: Reading }[] = [
  { name: 'default', variant: { includeSlots: true, strict: false } },
  { name: 'no-slots', variant: { includeSlots: false, strict: false } },
  { name: 'strict', variant: { includeSlots: true, strict: true } },
  { name: 'no-slots.strict', variant: { includeSlots: false, strict: true } },
];

/** A version's validator of one entry in one reading. */
export interface Judge {
  accepts(record: unknown): boolean;
  /** The violations of a record, one per problem in document order, in the contract's words. */
  violations(record: unknown): WitnessViolation[];
  /** Ajv's errors of a record (undefined when it is accepted): the gate's `--contract` validators map them. */
  errors(record: unknown): readonly object[] | undefined;
}

/** Every `x-` keyword of a version's documents: annotations to Ajv, so its strict mode refuses only real typos. */
function annotationKeywords(version: ContractVersion): string[] {
  const keywords = new Set<string>(CONTRACT_VOCABULARY);
  for (const doc of version.documents) {
    everySchemaNode(doc.schema, (node) => {
      for (const key of Object.keys(node)) if (key.startsWith('x-')) keywords.add(key);
    });
  }
  return [...keywords].sort();
}

/** Where each pattern of a version first appears (its document and pointer), to name one the diff cannot run. */
function patternPlaces(version: ContractVersion): (pattern: string) => string {
  const places = new Map<string, string>();
  for (const doc of version.documents) {
    everySchemaNode(doc.schema, (node, pointer) => {
      for (const pattern of patternsOf(node))
        if (!places.has(pattern)) places.set(pattern, `${doc.file} ${pointer || '/'}`);
    });
  }
  return (pattern) => `the pattern at ${places.get(pattern) ?? 'a document'}`;
}

/**
 * Refuses a keyword Ajv does not know, naming its document and pointer: Ajv's strict mode would refuse it too, but
 * without a location and against whichever document it was compiling (the one whose `$ref` reached it).
 */
function checkKeywords(ajv: Ajv2020, version: ContractVersion, reached: ReadonlySet<string>): void {
  const known = ajv.RULES.keywords;
  for (const doc of version.documents) {
    if (!reached.has(doc.file)) continue;
    everySchemaNode(doc.schema, (node, pointer) => {
      for (const key of Object.keys(node)) {
        // The keywords Ajv's strict mode reads (`RULES.keywords`, with `$schema`, `$id` and the annotations).
        if (!Object.hasOwn(known, key) || known[key] === undefined)
          throw new ModelProblem(
            doc.file,
            `strict mode: unknown keyword: ${JSON.stringify(key).slice(0, 80)} at ${pointer || '/'} (a typo would silently change a verdict)`,
          );
      }
    });
  }
}

const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : 'cannot be compiled').slice(0, 300);

/** Validators compiled lately, by the documents' content and the reading: diffs against one base compile it once. */
const compiled = new Map<string, Map<DiffEntry, Judge>>();
/**
 * How many versions' readings are kept: eight versions of four readings (docs/evolution.md, "Validators compiled at
 * run time", has what one costs). With room for two only, a diff with `--replay` (two more: the replay's validators
 * of each version) or a third version pushed out the versions a process diffs again next (a library caller's base
 * and heads).
 */
const KEPT = 32;

/**
 * The validators of a version in one reading, one per entry the version has: plain Ajv (2020-12, ajv-formats)
 * compiled at run time from the version's documents (`ownProperties`, patterns run by RE2) as the reading derives them (`deriveReading`, the core's one
 * definition of the readings), their errors read into (pointer, rule) by the core's own mapping (`fromAjvErrors`,
 * `collapseRaw`). A document Ajv refuses is a problem naming the file and Ajv's reason; `reached` names the
 * documents the entries reach (the others, the request's, are never compiled). `forReplay`: the validators judge
 * recorded documents (a replay, the gate's `--contract`), and keep more results of their patterns.
 */
export function buildJudges(
  version: ContractVersion,
  variant: Reading,
  reached: ReadonlySet<string>,
  forReplay = false,
): ReadonlyMap<DiffEntry, Judge> {
  const key = `${readingName(variant)}:${forReplay ? 'replay:' : ''}${createHash('sha256')
    .update(canonical(version.documents.map((d) => [d.file, d.schema])))
    .digest('hex')}`;
  const known = compiled.get(key);
  if (known !== undefined) {
    // Kept as the latest used: a transitive check compares every base with one head, which stays compiled.
    compiled.delete(key);
    compiled.set(key, known);
    return known;
  }
  const judges = compileJudges(version, variant, reached, forReplay);
  compiled.set(key, judges);
  if (compiled.size > KEPT) compiled.delete(compiled.keys().next().value as string);
  return judges;
}

function compileJudges(
  version: ContractVersion,
  variant: Reading,
  reached: ReadonlySet<string>,
  forReplay: boolean,
): Map<DiffEntry, Judge> {
  const ajv = new Ajv2020({
    // Unknown keywords are refused (a typo would silently change a verdict); `x-` annotations are registered.
    strictSchema: true,
    strictNumbers: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allErrors: true,
    verbose: true,
    messages: false,
    $data: false,
    // The engine's semantics (packages/build/src/codegen/engineAjv.ts): nothing changes the data. And a member is
    // present when the record owns it: `hasOwnProperty` or `constructor` is not found on Object.prototype (a record
    // built from JSON has only its own members).
    useDefaults: false,
    coerceTypes: false,
    removeAdditional: false,
    ownProperties: true,
    // Every pattern run by RE2, in time linear in the string (regexRunner.ts); one it cannot run is named when a
    // record reaches it, and that change is not decided.
    // Ajv's optimizing passes off: they cost a third of a version's compile, more than they save in the searches
    // that run the validators (a transitive check compiles every version in four readings; bench/evolutionModes.ts).
    code: {
      optimize: false,
      regExp: boundedRegExp(patternPlaces(version), forReplay ? REPLAY_RESULTS_KEPT : undefined),
    },
    // The documents are checked against the meta-schema in the default reading; the others are derived from them.
    validateSchema: variant.includeSlots && !variant.strict,
  });
  addFormats(ajv);
  ajv.addVocabulary(annotationKeywords(version));
  checkKeywords(ajv, version, reached);
  // deriveReading reads the documents' JSON and copies each file name as it is: any name a version's folder holds.
  const derived = deriveReading(version.documents as readonly SchemaDocument[], variant);
  for (const doc of derived) {
    try {
      ajv.addSchema(doc.schema);
    } catch (error) {
      throw new ModelProblem(doc.file, reasonOf(error));
    }
  }
  // Each document an entry reaches compiled on its own first, so that a keyword Ajv refuses is said with its file.
  for (const doc of derived.filter((d) => reached.has(d.file))) {
    try {
      ajv.getSchema(doc.schema.$id);
    } catch (error) {
      throw new ModelProblem(doc.file, reasonOf(error));
    }
  }
  const judges = new Map<DiffEntry, Judge>();
  for (const entry of ENTRIES) {
    const doc = version.documents.find((d) => d.file === entry.file);
    if (doc === undefined) continue;
    let validate: ValidateFunction | undefined;
    try {
      validate = ajv.getSchema(entry.pointer === '' ? doc.schema.$id : `${doc.schema.$id}#${entry.pointer}`);
    } catch (error) {
      throw new ModelProblem(entry.file, reasonOf(error));
    }
    if (validate === undefined) throw new ModelProblem(entry.file, `has no schema at ${entry.pointer || '/'}`);
    const run = validate;
    judges.set(entry.name, {
      accepts: (record) => run(record) === true,
      violations: (record) => {
        if (run(record) === true) return [];
        const raw = fromAjvErrors((run.errors ?? []) as unknown as readonly UnitError[]);
        return collapseRaw(raw, Number.POSITIVE_INFINITY).kept.map((kept) => {
          const violation = kept.violation();
          return { pointer: violation.pointer, rule: violation.rule };
        });
      },
      errors: (record) => (run(record) === true ? undefined : [...(run.errors ?? [])]),
    });
  }
  return judges;
}
