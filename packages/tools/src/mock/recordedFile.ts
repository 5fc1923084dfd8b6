import { readFile, stat } from 'node:fs/promises';
import { DEFAULT_LIMITS } from '../jsonText/limits.js';
import { decodeJsonBytes } from '../jsonText/decode.js';
import { LineIndex } from '../jsonText/lineIndex.js';
import { parseText } from '../jsonText/parseText.js';
import { onlyWhitespace } from '../jsonText/whitespace.js';

/** Largest recorded file read (a page of 100 days with dense slots stays well below it). */
const MAX_FILE_BYTES = 256 * 1024 * 1024;

/** The file names `serve --data DIR` reads: JSON documents, and NDJSON files of one document per line. */
export const RECORDED_EXTENSIONS = ['.json', '.ndjson'] as const;

/** One JSON value of a recorded file, and where it is: `file` for a JSON file, `file:line` for an NDJSON line. */
interface RecordedDocument {
  readonly where: string;
  readonly value: unknown;
}

/** What a recorded file holds, or the one reason it cannot be read (placed by line and column, no value). */
export type RecordedFile =
  | { readonly ok: true; readonly documents: readonly RecordedDocument[] }
  | { readonly ok: false; readonly problem: string };

/** The parse layer of the gate on one text: the value, or the first problem placed in `lines`. */
function parseOne(text: string): { ok: true; value: unknown } | { ok: false; offset: number; message: string } {
  const parsed = parseText(text, {
    limits: { ...DEFAULT_LIMITS, maxBytes: MAX_FILE_BYTES },
    hazardScan: true,
    maxProblems: 1,
  });
  if (parsed.ok) return { ok: true, value: parsed.value };
  const first = parsed.errors[0];
  return first === undefined
    ? { ok: false, offset: 0, message: 'not valid JSON' }
    : { ok: false, offset: first.offset, message: `${first.code}: ${first.message}` };
}

/**
 * The values of an NDJSON text, one per line; blank lines are skipped, as `validate` skips them. The first
 * line that does not parse refuses the file: past it, the file is likely no NDJSON at all (pretty-printed JSON
 * named `.ndjson`), and every further line would repeat the same problem.
 */
function ndjsonDocuments(file: string, text: string): RecordedFile {
  const lines = new LineIndex(text);
  const documents: RecordedDocument[] = [];
  for (let number = 1; number <= lines.lineCount; number++) {
    const line = lines.lineText(number);
    if (onlyWhitespace(line)) continue;
    const parsed = parseOne(line);
    if (!parsed.ok)
      return {
        ok: false,
        problem: `${file}:${number}:${parsed.offset + 1}: not a readable JSON document: ${parsed.message}`,
      };
    documents.push({ where: `${file}:${number}`, value: parsed.value });
  }
  return { ok: true, documents };
}

/**
 * Reads one recorded file as `validate` reads it: the gate's decoding (UTF-8, byte order mark) and parse layer
 * (duplicate keys, unsafe numbers, limits), a `.ndjson` file line by line. Never throws.
 *
 * @param file - the name shown in problems (the file's name in its directory)
 * @example
 * const read = await readRecordedFile('recorded/days.ndjson', 'days.ndjson');
 * if (read.ok) for (const { where, value } of read.documents) console.log(where, typeof value);
 */
export async function readRecordedFile(path: string, file: string): Promise<RecordedFile> {
  let bytes: Uint8Array;
  try {
    if ((await stat(path)).size > MAX_FILE_BYTES)
      return {
        ok: false,
        problem: `${file}: not a readable JSON document: larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB`,
      };
    bytes = await readFile(path);
  } catch (error) {
    return {
      ok: false,
      problem: `${file}: not a readable JSON document: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    };
  }
  const decoded = decodeJsonBytes(bytes, { bom: 'warn' });
  if (!decoded.ok) {
    const { line, column, message } = decoded.problem;
    return {
      ok: false,
      problem: `${file}${line === undefined ? '' : `:${line}:${column ?? 1}`}: not a readable JSON document: ${message}`,
    };
  }
  if (file.endsWith('.ndjson')) return ndjsonDocuments(file, decoded.text);
  const parsed = parseOne(decoded.text);
  if (parsed.ok) return { ok: true, documents: [{ where: file, value: parsed.value }] };
  const { line, column } = new LineIndex(decoded.text).locate(parsed.offset);
  return { ok: false, problem: `${file}:${line}:${column}: not a readable JSON document: ${parsed.message}` };
}
