// Versions of the contract in memory for the diff's tests: the documents of schemas/ (not the bundles, not the
// released baseline), and copies of them with one document edited.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/**
 * A group a cut version may keep: its document and its slots' are `<group>.schema.json`, `<group>-slot.schema.json`
 * (an underscore written as a hyphen).
 */
export type CutGroup = 'activity' | 'heart_rate' | 'sleep' | 'stress';

/**
 * The contract cut to the groups named, activity when none is (each group's document and its slots', the day's, the
 * envelopes' and the shared definitions kept): a third of the documents for one group, for the tests whose point is a
 * change of those groups or of an envelope (each version is compiled in four readings and searched whole; the groups
 * left out would only make it slower).
 */
export function cutVersion(...groups: readonly CutGroup[]): ContractVersion {
  const named: readonly string[] = groups.length === 0 ? ['activity'] : groups;
  const kept = new Set([
    ...named.flatMap((group) => {
      const file = group.replaceAll('_', '-');
      return [`${file}-slot.schema.json`, `${file}.schema.json`];
    }),
    'common.schema.json',
    'response.schema.json',
    'user-summary.schema.json',
  ]);
  const full = contractVersion();
  return edited({ documents: full.documents.filter((doc) => kept.has(doc.file)) }, 'user-summary.schema.json', (d) => {
    for (const key of Object.keys(d['properties']))
      if (key !== 'date' && !named.includes(key)) delete d['properties'][key];
  });
}

/** A version written to a new temporary folder laid out like schemas/ (the caller removes it). */
export function versionFolder(version: ContractVersion): string {
  const folder = mkdtempSync(join(tmpdir(), 'contract-version-'));
  for (const doc of version.documents) writeFileSync(join(folder, doc.file), JSON.stringify(doc.schema, null, 2));
  return folder;
}
