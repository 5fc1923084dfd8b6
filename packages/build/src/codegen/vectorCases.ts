import { readFileSync } from 'node:fs';
import { withValue, without, type Json } from './jsonEdit.js';
import { vectorBases } from './vectorBases.js';
import { spelledVector, vector, type ExpectedViolation, type VectorTest } from './vectorTypes.js';

/**
 * One hand-written case of schemas/vector-cases/*.json: a document, given whole (`data`) or as a named base
 * (packages/build/src/codegen/vectorBases.ts) with members removed (`remove`, pointers, in order) and then set (`set`,
 * pointer to value, in order), and what this library reports on it.
 */
interface VectorCase {
  readonly description: string;
  readonly base?: string;
  readonly data?: Json;
  readonly remove?: readonly string[];
  readonly set?: Readonly<Record<string, Json>>;
  /** What this library reports: one `{pointer, rule}` per problem; none for a valid document. */
  readonly violations: readonly ExpectedViolation[];
  /** What it reports although JSON Schema cannot express it (the schema's verdict leaves it out). */
  readonly beyondSchema?: readonly ExpectedViolation[];
  /** Numbers written otherwise in the vector file (`{"/activity/total_steps": "1e14"}`): the same JSON value. */
  readonly spellings?: Readonly<Record<string, string>>;
}

/** A file of schemas/vector-cases/: the cases of one vector file, in order, and where they come from. */
interface VectorCaseFile {
  readonly comment: string;
  readonly cases: readonly VectorCase[];
}

/** The document of a case: its data, or its base with its edits applied. */
function caseData(test: VectorCase, bases: ReadonlyMap<string, Json> = vectorBases()): Json {
  if (test.base === undefined) {
    if (test.data === undefined) throw new Error(`vector case "${test.description}": neither base nor data`);
    return test.data;
  }
  const base = bases.get(test.base);
  if (base === undefined)
    throw new Error(
      `vector case "${test.description}": no base named ${test.base} (packages/build/src/codegen/vectorBases.ts)`,
    );
  let data = base;
  for (const pointer of test.remove ?? []) data = without(data, pointer);
  for (const [pointer, value] of Object.entries(test.set ?? {})) data = withValue(data, pointer, value);
  return data;
}

/** The folder of the case files, from the package root. */
const VECTOR_CASES_DIR = 'schemas/vector-cases';

/**
 * The tests of a case file (`schemas/vector-cases/<name>.json`), in its order.
 *
 * @example
 * const tests = vectorCases('request'); // the hand-written cases of request.vectors.json
 */
export function vectorCases(name: string): VectorTest[] {
  const file = JSON.parse(
    readFileSync(new URL(`../../../../${VECTOR_CASES_DIR}/${name}.json`, import.meta.url), 'utf8'),
  ) as VectorCaseFile;
  const bases = vectorBases();
  return file.cases.map((test) => {
    const data = caseData(test, bases);
    if (test.spellings !== undefined) return spelledVector(test.description, data, test.violations, test.spellings);
    return vector(test.description, data, test.violations, test.beyondSchema);
  });
}
