import { buildJudges, READINGS, type Judge } from './judges.js';
import { ENTRIES, entryLocations, entryRoot, type Location } from './locations.js';
import type { ContractVersion } from './readVersion.js';
import { RecordGenerator } from './generate.js';
import type { VersionSide } from './search.js';
import type { DiffEntry, ReadingName } from './types.js';
import { ModelProblem, VersionModel, type NodeRef } from './versionModel.js';

/** Runs one step of reading a version: an error that is not a ModelProblem is said of `file`, by its kind. */
function naming<T>(file: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof ModelProblem) throw error;
    throw new ModelProblem(file, `cannot be compared (${error instanceof Error ? error.name : typeof error})`);
  }
}

/**
 * A version made ready to search and decide: its model, locations, generator and the validators of every reading.
 * Throws a {@link ModelProblem} for a version that cannot be read.
 *
 * @example
 * const base = prepare('base', version, 37);
 */
export function prepare(name: 'base' | 'head', version: ContractVersion, seed: number): VersionSide {
  const model = new VersionModel(version);
  const roots = new Map<DiffEntry, NodeRef>();
  const locations = new Map<DiffEntry, ReadonlyMap<string, Location>>();
  for (const entry of ENTRIES) {
    const root = naming(entry.file, () => entryRoot(model, entry));
    const found = naming(entry.file, () => entryLocations(model, entry));
    if (root !== undefined) roots.set(entry.name, root);
    if (found !== undefined) locations.set(entry.name, found);
  }
  // The validators after the model: a $ref that resolves nowhere, or a cycle, is said with its file by the model
  // (Ajv would say it of the document it was compiling, or overflow its stack on a cycle).
  const judges = new Map<ReadingName, ReadonlyMap<DiffEntry, Judge>>();
  const reached = new Set(
    [...locations.values()].flatMap((found) =>
      [...found.values()].flatMap((l) => [...l.shape.parts, ...l.shape.choices.flat()].map((part) => part.doc.file)),
    ),
  );
  for (const reading of READINGS)
    judges.set(
      reading.name,
      naming('.', () => buildJudges(version, reading.variant, reached)),
    );
  const days = new Set(
    [...locations.values()].flatMap((found) =>
      [...found.values()].filter((l) => l.opaque).flatMap((l) => l.nodes.map((node) => node.key)),
    ),
  );
  return { name, generator: new RecordGenerator(model, seed), roots, locations, judges, days };
}
