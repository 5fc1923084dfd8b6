import { open, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';
import { LineIndex } from '../jsonText/lineIndex.js';
import { parseText } from '../jsonText/parseText.js';
import { MAX_VERSION_BYTES } from './budget.js';

/** One document of a version: its file name in the folder and its JSON (a schema object with an absolute `$id`). */
export interface VersionDocument {
  readonly file: string;
  readonly schema: { readonly [keyword: string]: unknown; readonly $id: string };
}

/** A version of the contract: the documents of a folder laid out like `schemas/`. */
export interface ContractVersion {
  readonly documents: readonly VersionDocument[];
}

/** Why a folder is not a version: the file (or the folder, `.`) and the reason. */
export interface FolderProblem {
  readonly file: string;
  readonly reason: string;
}

/** The most documents a version may hold (the contract has 18). */
const MAX_DOCUMENTS = 64;
/** The largest document read (the contract's largest is under 20 KiB). */
const MAX_DOCUMENT_BYTES = 4 * 1024 * 1024;
/**
 * The parse layer's limits for a document: nesting bounded, so no walk of a schema can exhaust the stack; duplicate
 * member names refused, since two readers of such a schema may keep different members.
 */
const DOCUMENT_LIMITS = { maxBytes: MAX_DOCUMENT_BYTES, maxDepth: 64, maxMembers: 10_000, maxKeyLength: 1024 };
/** The document every version has: one day. */
export const SUMMARY_FILE = 'user-summary.schema.json';

const reasonOf = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return code === undefined ? 'cannot be read' : `cannot be read (${code})`;
};

/**
 * The first bytes of a file, up to the cap and one more (so an oversized file is noticed without reading it whole),
 * into a buffer sized by the file's length and grown only if the file grew since: a schema of a few KiB does not
 * allocate the cap.
 */
async function readCapped(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const limit = MAX_DOCUMENT_BYTES + 1;
    let buffer = Buffer.allocUnsafe(Math.min(limit, (await handle.stat()).size + 1));
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length >= limit) break;
        const larger = Buffer.allocUnsafe(Math.min(limit, buffer.length * 2));
        buffer.copy(larger, 0, 0, length);
        buffer = larger;
      }
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return buffer.subarray(0, length);
  } finally {
    await handle.close();
  }
}

const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MiB`;

/** One document's JSON, or why it is not one. */
function parseDocument(bytes: Buffer): { schema: VersionDocument['schema'] } | { reason: string } {
  if (bytes.length > MAX_DOCUMENT_BYTES) return { reason: `larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MiB` };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { reason: 'not UTF-8' };
  }
  const parsed = parseText(text, { limits: DOCUMENT_LIMITS, hazardScan: true, maxProblems: 1 });
  if (!parsed.ok) {
    const first = parsed.errors[0];
    if (first === undefined) return { reason: 'not JSON' };
    const { line, column } = new LineIndex(text).locate(first.offset);
    return { reason: `${first.message} (line ${line}, column ${column})` };
  }
  const value = parsed.value;
  if (!isSchemaNode(value)) return { reason: 'not a schema (a JSON object)' };
  const id = value['$id'];
  if (typeof id !== 'string') return { reason: 'has no $id (each document names itself by an absolute $id)' };
  if (!URL.canParse(id)) return { reason: '$id is not an absolute URI' };
  return { schema: value as VersionDocument['schema'] };
}

/**
 * Reads a version of the contract: every `*.schema.json` directly in `folder` (the documents, not the bundles).
 * Never throws: a folder that cannot be read, a document that is not a JSON schema, two documents with one `$id`,
 * documents larger than {@link MAX_VERSION_BYTES} together (checked before any is read, and again as they are read)
 * or a folder without `user-summary.schema.json` is a problem naming the file and the reason.
 *
 * @example
 * const read = await readVersion('node_modules/user-summaries-contract/schemas');
 * if (read.ok) read.version.documents.length; // 18
 */
export async function readVersion(
  folder: string,
): Promise<{ ok: true; version: ContractVersion } | { ok: false; problem: FolderProblem }> {
  let names: string[];
  try {
    if (!(await stat(folder)).isDirectory())
      return {
        ok: false,
        problem: { file: '.', reason: 'not a folder (a version is a folder laid out like schemas/)' },
      };
    names = (await readdir(folder)).filter((name) => name.endsWith('.schema.json')).sort();
  } catch (error) {
    return { ok: false, problem: { file: '.', reason: reasonOf(error) } };
  }
  if (!names.includes(SUMMARY_FILE))
    return {
      ok: false,
      problem: { file: SUMMARY_FILE, reason: 'missing (a version is a folder laid out like schemas/)' },
    };
  if (names.length > MAX_DOCUMENTS)
    return { ok: false, problem: { file: '.', reason: `holds ${names.length} documents, more than ${MAX_DOCUMENTS}` } };
  // The documents' sizes together first: 64 documents of 4 MiB each would exhaust the heap while parsing.
  let total = 0;
  for (const file of names) {
    try {
      const stats = await stat(join(folder, file));
      // A regular file only: a pipe or a device named *.schema.json would block or never end.
      if (!stats.isFile()) return { ok: false, problem: { file, reason: 'not a regular file' } };
      total += stats.size;
    } catch (error) {
      return { ok: false, problem: { file, reason: reasonOf(error) } };
    }
  }
  const tooLarge = (bytes: number): { ok: false; problem: FolderProblem } => ({
    ok: false,
    problem: {
      file: '.',
      reason: `holds documents of ${mib(bytes)} together, more than ${mib(MAX_VERSION_BYTES)} (the contract's are under 1 MiB)`,
    },
  });
  if (total > MAX_VERSION_BYTES) return tooLarge(total);
  const documents: VersionDocument[] = [];
  const ids = new Map<string, string>();
  let read = 0;
  for (const file of names) {
    let bytes: Buffer;
    try {
      if (!(await stat(join(folder, file))).isFile())
        return { ok: false, problem: { file, reason: 'not a regular file' } };
      bytes = await readCapped(join(folder, file));
    } catch (error) {
      return { ok: false, problem: { file, reason: reasonOf(error) } };
    }
    // A document that grew since it was measured still counts what was read.
    read += bytes.length;
    if (read > MAX_VERSION_BYTES) return tooLarge(read);
    const parsed = parseDocument(bytes);
    if ('reason' in parsed) return { ok: false, problem: { file, reason: parsed.reason } };
    const other = ids.get(parsed.schema.$id);
    if (other !== undefined) return { ok: false, problem: { file, reason: `has the $id of ${other}` } };
    ids.set(parsed.schema.$id, file);
    documents.push({ file, schema: parsed.schema });
  }
  return { ok: true, version: { documents } };
}
