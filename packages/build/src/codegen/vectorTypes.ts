import type { Json } from './jsonEdit.js';
import { renderText } from './jsonSpelling.js';

/** A violation a vector expects: where, and the contract's rule word. */
export interface ExpectedViolation {
  readonly pointer: string;
  readonly rule: string;
}

/**
 * One test of a vector file, in the JSON-Schema-Test-Suite format plus two fields: `violations`, what this
 * library reports (one per problem), and `beyondSchema`, what this library reports although JSON Schema
 * cannot express it (the schema's verdict, `valid`, does not include it).
 */
export interface VectorTest {
  readonly description: string;
  readonly data: Json;
  readonly valid: boolean;
  readonly violations: readonly ExpectedViolation[];
  readonly beyondSchema?: readonly ExpectedViolation[];
}

/** One group of a vector file: a schema and its tests (the JSON-Schema-Test-Suite layout). */
export interface VectorGroup {
  readonly description: string;
  /** Where the file comes from (the JSON-Schema-Test-Suite's optional `comment`). */
  readonly comment: string;
  readonly schema: Json;
  readonly tests: readonly VectorTest[];
}

/**
 * A test case: valid exactly when no violation is expected.
 *
 * @example
 * vector('date missing', {}, [{ pointer: '/date', rule: 'required' }]);
 */
export function vector(
  description: string,
  data: Json,
  violations: readonly ExpectedViolation[],
  beyondSchema?: readonly ExpectedViolation[],
): VectorTest {
  const test = { description, data, valid: violations.length === 0, violations: sortViolations(violations) };
  return beyondSchema === undefined ? test : { ...test, beyondSchema: sortViolations(beyondSchema) };
}

/** Violations in a stable order (by pointer, then rule), for comparing sets of violations. */
export function sortViolations(violations: readonly ExpectedViolation[]): ExpectedViolation[] {
  return [...violations]
    .map(({ pointer, rule }) => ({ pointer, rule }))
    .sort((a, b) =>
      a.pointer === b.pointer ? (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) : a.pointer < b.pointer ? -1 : 1,
    );
}

/** Shorthand for one expected violation. */
export function at(pointer: string, rule: string): ExpectedViolation {
  return { pointer, rule };
}

/** The number spellings of vectors whose data must be written with them (see {@link spelledVector}). */
const SPELLINGS = new WeakMap<VectorTest, ReadonlyMap<string, string>>();

/**
 * A test case whose data is written in the vector file with some numbers spelled otherwise (`1e14` for
 * 100000000000000): the same JSON value, as a parser in another language meets it on the wire.
 *
 * @example
 * spelledVector('1e14 is an integer', { n: 1e14 }, [], { '/n': '1e14' });
 */
export function spelledVector(
  description: string,
  data: Json,
  violations: readonly ExpectedViolation[],
  spellings: Readonly<Record<string, string>>,
): VectorTest {
  const test = vector(description, data, violations);
  SPELLINGS.set(test, new Map(Object.entries(spellings)));
  return test;
}

/** A test as one line of JSON text, its data written with its number spellings. */
export function vectorTestText(test: VectorTest): string {
  const spellings = SPELLINGS.get(test);
  if (spellings === undefined) return JSON.stringify(test);
  const placeholder = '\u0000data';
  return JSON.stringify({ ...test, data: placeholder }).replace(
    JSON.stringify(placeholder),
    renderText({ value: test.data, spellings }),
  );
}
