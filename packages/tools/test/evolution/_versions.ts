// Versions of the contract in memory for the diff's tests: the documents of schemas/ (not the bundles, not the
// released baseline), and copies of them with one document edited.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractVersion, VersionDocument } from '../../src/evolution/readVersion.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';

type Json = Record<string, any>;

/** The contract's documents as a version. */
export function contractVersion(): ContractVersion {
  const documents = readdirSync(join(ROOT, 'schemas'))
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => ({ file, schema: JSON.parse(readFileSync(join(ROOT, 'schemas', file), 'utf8')) }));
  return { documents: documents as VersionDocument[] };
}

/** A copy of a version whose document `file` `edit` changed (in place, on a copy). */
export function edited(version: ContractVersion, file: string, edit: (doc: Json) => void): ContractVersion {
  return {
    documents: version.documents.map((doc) => {
      if (doc.file !== file) return doc;
      const copy = structuredClone(doc.schema) as Json;
      edit(copy);
      return { file, schema: copy as VersionDocument['schema'] };
    }),
  };
}
