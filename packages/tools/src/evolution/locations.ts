import { escapePointerToken } from 'user-summaries-contract/internal/validator/pointer';
import { ModelProblem, type NodeRef, type VersionModel } from './versionModel.js';
import { SUMMARY_FILE } from './readVersion.js';
import { shapeOf, type Shape } from './shape.js';
import type { DiffEntry } from './types.js';

/** An entry a response body is validated as: its document and the pointer of its schema there. */
export interface EntryDefinition {
  readonly name: DiffEntry;
  readonly file: string;
  readonly pointer: string;
}

/**
 * The entries compared: one day, and the envelopes that have members of their own (a bare array has none). An
 * envelope's days are the summary entry's: its walk stops at them.
 */
export const ENTRIES: readonly EntryDefinition[] = [
  { name: 'summary', file: SUMMARY_FILE, pointer: '' },
  { name: 'paginator', file: 'response.schema.json', pointer: '/$defs/paginator' },
  { name: 'collection', file: 'response.schema.json', pointer: '/$defs/collection' },
];

/** One instance location of an entry: its pointer pattern and what the schema says there. */
export interface Location {
  readonly entry: DiffEntry;
  /** `/sleep/slots/*\/type`; the root is the empty pattern. */
  readonly pattern: string;
  readonly tokens: readonly string[];
  /** The schema nodes at the location (each with its parts in `shape`). */
  readonly nodes: readonly NodeRef[];
  readonly shape: Shape;
  /** `optional`, or the word reported when the member is missing; `item` for an array's items, `root`. */
  readonly presence: string;
  /** A day inside an envelope: compared as the summary entry, not here. */
  readonly opaque: boolean;
}

/** Locations nested deeper than this are refused: the contract's deepest is 4 (`/sleep/slots/*\/type`). */
const MAX_DEPTH = 24;
/** More locations than this are refused: the contract has about 200. */
const MAX_LOCATIONS = 5_000;

/** The root node of an entry in a version, or undefined when the version lacks its document. */
export function entryRoot(model: VersionModel, entry: EntryDefinition): NodeRef | undefined {
  const doc = model.document(entry.file);
  if (doc === undefined) return undefined;
  const root = model.nodeAt(doc, entry.pointer);
  if (root === undefined)
    throw new ModelProblem(entry.file, `has no schema at ${entry.pointer} (a version is laid out like schemas/)`);
  return root;
}

/**
 * Every instance location of an entry, from its root through members and array items, each with its merged shape.
 * A schema that nests past {@link MAX_DEPTH} levels (a recursive one) or has more than {@link MAX_LOCATIONS}
 * locations is a problem: the contract is a tree of fixed depth, and records are built from it.
 */
export function entryLocations(model: VersionModel, entry: EntryDefinition): Map<string, Location> | undefined {
  const root = entryRoot(model, entry);
  if (root === undefined) return undefined;
  const summary = model.document(SUMMARY_FILE)?.schema.$id;
  const locations = new Map<string, Location>();
  const visit = (nodes: readonly NodeRef[], tokens: readonly string[], presence: string): void => {
    const shape = shapeOf(model, nodes, tokens.length === 0);
    const pattern = tokens.map((token) => `/${token === '*' ? '*' : escapePointerToken(token)}`).join('');
    const opaque = entry.name !== 'summary' && shape.parts.some((part) => part.key === `${summary}#`);
    if (locations.size >= MAX_LOCATIONS)
      throw new ModelProblem(entry.file, `has more than ${MAX_LOCATIONS} instance locations`);
    locations.set(pattern, { entry: entry.name, pattern, tokens, nodes, shape, presence, opaque });
    if (opaque) return;
    const names = new Set([...shape.properties.keys(), ...shape.required.keys(), ...shape.pairs.flat()]);
    if (tokens.length >= MAX_DEPTH && (names.size > 0 || shape.items.length > 0)) {
      throw new ModelProblem(
        entry.file,
        `nests deeper than ${MAX_DEPTH} levels (a recursive schema? records are built from a tree of fixed depth)`,
      );
    }
    for (const name of names)
      visit(shape.properties.get(name) ?? [], [...tokens, name], shape.required.get(name) ?? 'optional');
    if (shape.items.length > 0) visit(shape.items, [...tokens, '*'], 'item');
  };
  visit([root], [], 'root');
  return locations;
}
