import { readFileSync } from 'node:fs';
import { SCHEMA_FILES } from './ids.js';

/** A JSON Schema document or subschema, as plain JSON. */
export type SchemaNode = { readonly [keyword: string]: unknown };

/** A schema document with its file name. */
export interface SchemaDocument {
  readonly file: (typeof SCHEMA_FILES)[number];
  readonly schema: SchemaNode & { readonly $id: string };
}

// schemas/ sits at the package root; this module is src/schemas/ or dist/schemas/, two levels down.
const SCHEMAS_DIR = new URL('../../schemas/', import.meta.url);

let cache: readonly SchemaDocument[] | undefined;

/**
 * The schema documents of `schemas/`, read once per process on first use.
 *
 * @example
 * const ids = loadSchemaDocuments().map((d) => d.schema.$id);
 */
export function loadSchemaDocuments(): readonly SchemaDocument[] {
  cache ??= SCHEMA_FILES.map((file) => ({
    file,
    schema: JSON.parse(readFileSync(new URL(file, SCHEMAS_DIR), 'utf8')) as SchemaDocument['schema'],
  }));
  return cache;
}
