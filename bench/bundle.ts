import { existsSync, readFileSync } from 'node:fs';
import { loadSchemaDocuments, type SchemaNode } from '../src/schemas/documents.js';
import { SCHEMA_IDS } from '../src/schemas/ids.js';
import type { PayloadKind } from './peers/types.js';

/** The file a bundle of schemas/bundles/ would have, when the bundler (issue 4) has written it. */
const BUNDLE_FILES: Readonly<Record<PayloadKind, string>> = {
  summary: 'user-summary.bundle.json',
  response: 'response.bundle.json',
};

/** The exported entry document of a payload kind. */
export function entryId(kind: PayloadKind): string {
  return kind === 'summary' ? SCHEMA_IDS.userSummary : SCHEMA_IDS.response;
}

/**
 * One self-contained schema for a payload kind: `schemas/bundles/<entry>.bundle.json` when present, or else the
 * same compound document built in memory (2020-12 bundling: every other document embedded under `$defs`,
 * keeping its `$id`, so the original relative `$ref`s resolve unchanged).
 */
export function bundledSchema(kind: PayloadKind): { schema: SchemaNode & { $id: string }; source: string } {
  const file = new URL(`../schemas/bundles/${BUNDLE_FILES[kind]}`, import.meta.url);
  if (existsSync(file)) {
    return {
      schema: JSON.parse(readFileSync(file, 'utf8')) as SchemaNode & { $id: string },
      source: `schemas/bundles/${BUNDLE_FILES[kind]}`,
    };
  }
  const documents = loadSchemaDocuments();
  const entry = documents.find((d) => d.schema.$id === entryId(kind));
  if (entry === undefined) throw new Error(`no schema document ${entryId(kind)}`);
  const embedded: Record<string, unknown> = {};
  for (const doc of documents) {
    if (doc === entry) continue;
    const { $schema: _s, ...rest } = doc.schema;
    embedded[doc.file] = rest;
  }
  const defs = (entry.schema['$defs'] as Record<string, unknown> | undefined) ?? {};
  return {
    schema: { ...entry.schema, $defs: { ...defs, ...embedded } },
    source: 'in-memory bundle of schemas/*.schema.json (schemas/bundles/ not present)',
  };
}
