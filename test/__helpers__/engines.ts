// The JavaScript engines of the cross-implementation suites: Ajv over a bundle and @hyperjump/json-schema.
import {
  registerSchema,
  setShouldValidateFormat,
  unregisterSchema,
  validate,
} from '@hyperjump/json-schema/draft-2020-12';
import '@hyperjump/json-schema/formats';
import type { AnySchema } from 'ajv';
import { readFileSync } from 'node:fs';
import { createEngineAjv } from '../../packages/build/src/codegen/engineAjv.js';

/** A verdict function of one engine over one schema. */
export type Verdict = (data: unknown) => boolean;

/** Path of a file of the package, from its root. */
export function packagePath(path: string): string {
  return new URL(`../../${path}`, import.meta.url).pathname;
}

/** A JSON file of the package, parsed. */
export function readJson<TValue = unknown>(path: string): TValue {
  return JSON.parse(readFileSync(packagePath(path), 'utf8')) as TValue;
}

/** Ajv's verdicts compiled so far, by the schema's JSON text (suites read the same bundles, often in a loop). */
const ajvCompiled = new Map<string, Verdict>();

/**
 * Plain Ajv 2020 (the library's configuration, without its tiers or messages) over a self-contained schema,
 * compiled once per worker for each distinct schema: a compilation costs far more than a verdict, and suites ask
 * for the same bundles again (vectors.test.ts once per vector it explains).
 */
export function ajvVerdict(schema: object): Verdict {
  const key = JSON.stringify(schema);
  let verdict = ajvCompiled.get(key);
  if (verdict === undefined) {
    const check = createEngineAjv('fast').compile(schema as AnySchema);
    verdict = (data) => check(data) === true;
    ajvCompiled.set(key, verdict);
  }
  return verdict;
}

const hyperjump = new Map<string, Verdict>();
setShouldValidateFormat(true);

/** @hyperjump/json-schema (draft 2020-12, formats asserted) over a self-contained schema with an `$id`. */
export async function hyperjumpVerdict(schema: { readonly $id: string }): Promise<Verdict> {
  let verdict = hyperjump.get(schema.$id);
  if (verdict === undefined) {
    // hyperjump's registry is global to the worker, which test files share (vitest `isolate: false`), and a module
    // of this file may be evaluated again there: the same bundle is then registered anew.
    unregisterSchema(schema.$id);
    registerSchema(schema as Parameters<typeof registerSchema>[0]);
    const check = await validate(schema.$id);
    verdict = (data) => check(data as Parameters<typeof check>[0]).valid;
    hyperjump.set(schema.$id, verdict);
  }
  return verdict;
}
