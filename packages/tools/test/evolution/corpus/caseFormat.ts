// The compatibility cases of schemas/compatibility-cases/ (docs/evolution.md, "The case corpus"): each a base and a
// head written as JSON Patch operations (RFC 6902, each naming its document) on the contract's documents as the
// commit has them, and the expected verdict per reading and side. Read by the corpus's tests and its generator.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
/** The folder of the committed cases. */
export const CASES_DIR = join(ROOT, 'schemas', 'compatibility-cases');

export type CaseReading = 'default' | 'no-slots' | 'strict' | 'no-slots.strict';
type CaseSide = 'producers' | 'consumers';
export type Expected = Record<CaseReading, Record<CaseSide, 'breaks' | 'compatible'>>;
export const CASE_READINGS: readonly CaseReading[] = ['default', 'no-slots', 'strict', 'no-slots.strict'];

/** One operation on one document (RFC 6902's add, remove, replace; `path` a JSON pointer into the document). */
export interface Patch {
  readonly file: string;
  readonly op: 'add' | 'remove' | 'replace';
  readonly path: string;
  readonly value?: unknown;
}

/** One case: what the base and the head are, and what each side of each reading must be. */
export interface CompatibilityCase {
  readonly description: string;
  /** `strict`: JSON Schema's policy (diff --policy strict); absent: the diff's lenient one. */
  readonly policy?: 'strict';
  readonly base: readonly Patch[];
  readonly head: readonly Patch[];
  /** The change `diff` must list (kinds cases). */
  readonly change?: { readonly location: string; readonly kind: string };
  readonly expected: Expected;
}

export type Documents = { file: string; schema: Record<string, unknown> & { $id: string } }[];

/** The contract's documents as this commit has them. */
export function contractDocuments(): Documents {
  return readdirSync(join(ROOT, 'schemas'))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((file) => ({ file, schema: JSON.parse(readFileSync(join(ROOT, 'schemas', file), 'utf8')) }));
}

const unescapeToken = (token: string): string => token.replaceAll('~1', '/').replaceAll('~0', '~');

/** A copy of the documents with the operations applied; throws on an operation that does not apply. */
export function applyPatches(documents: Documents, patches: readonly Patch[]): Documents {
  const out = structuredClone(documents);
  for (const patch of patches) {
    const doc = out.find((d) => d.file === patch.file);
    // RFC 6902's `add` at the root: a new document of the version.
    if (patch.path === '' && patch.op === 'add' && doc === undefined) {
      out.push({ file: patch.file, schema: structuredClone(patch.value) as Documents[number]['schema'] });
      continue;
    }
    if (doc === undefined) throw new Error(`no document ${patch.file}`);
    const tokens = patch.path.split('/').slice(1).map(unescapeToken);
    const last = tokens.pop() as string;
    let node: any = doc.schema;
    for (const token of tokens) {
      node = node[token];
      if (node === undefined) throw new Error(`${patch.file}${patch.path}: no parent`);
    }
    if (Array.isArray(node)) {
      const index = last === '-' ? node.length : Number(last);
      if (patch.op === 'add') node.splice(index, 0, patch.value);
      else if (patch.op === 'remove') node.splice(index, 1);
      else node[index] = patch.value;
    } else if (patch.op === 'remove') {
      if (!(last in node)) throw new Error(`${patch.file}${patch.path}: nothing to remove`);
      delete node[last];
    } else node[last] = structuredClone(patch.value);
  }
  return out;
}

/** Every committed case, by file. */
export function readCases(): { readonly file: string; readonly cases: readonly CompatibilityCase[] }[] {
  return readdirSync(CASES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, cases: JSON.parse(readFileSync(join(CASES_DIR, file), 'utf8')) as CompatibilityCase[] }));
}

/** The same expectation in every reading. */
export const everywhere = (producers: 'breaks' | 'compatible', consumers: 'breaks' | 'compatible'): Expected =>
  Object.fromEntries(CASE_READINGS.map((r) => [r, { producers, consumers }])) as Expected;

/** One expectation in the open readings, another in the strict ones. */
export const openStrict = (
  open: readonly ['breaks' | 'compatible', 'breaks' | 'compatible'],
  strict: readonly ['breaks' | 'compatible', 'breaks' | 'compatible'],
): Expected =>
  Object.fromEntries(
    CASE_READINGS.map((r) => {
      const [producers, consumers] = r.includes('strict') ? strict : open;
      return [r, { producers, consumers }];
    }),
  ) as Expected;
