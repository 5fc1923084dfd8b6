// Versions of the contract as folders, for the mode and replay tests: copies of schemas/ with one hand-written edit
// each, the expectations of each test written beside it (what each edit breaks is said by the edit's name, not by the diff).
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../../test/__helpers__/cli.js';

type Json = Record<string, any>;

/** A copy of a folder's documents (schemas/ by default) in a new temporary folder. */
export function copyVersion(from = join(ROOT, 'schemas')): string {
  const folder = mkdtempSync(join(tmpdir(), 'contract-version-'));
  for (const file of readdirSync(from).filter((f) => f.endsWith('.schema.json')))
    copyFileSync(join(from, file), join(folder, file));
  return folder;
}

/** Edits one document of a version in place. */
export function edit(folder: string, file: string, change: (doc: Json) => void): string {
  const path = join(folder, file);
  const doc = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(doc);
  writeFileSync(path, JSON.stringify(doc, null, 2));
  return folder;
}

/** The head rejects what the base accepted: `activity.total_glasses` may no longer be null (breaks producers). */
export const nullableRemoved = (doc: Json): void => {
  Object.assign(doc['properties']['total_glasses'], { $ref: 'common.schema.json#/$defs/integer', type: 'integer' });
};

/** The head accepts what the base rejected: sleep type 5 (breaks consumers). */
export const sleepTypeAdded = (doc: Json): void => {
  doc['properties']['type'].enum.push(5);
};

/** A valid day of the contract's own examples (every group, slots included). */
export function exampleDay(): Json {
  return JSON.parse(readFileSync(join(ROOT, 'examples/valid/summary-all-groups.json'), 'utf8')) as Json;
}
