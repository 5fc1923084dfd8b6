// A document of the engine protocol read as the gate reads one JSON document (gate/runTask.ts): the gate's byte
// limit, its decoding (strict UTF-8, a byte order mark read past with a warning) and its reading of the text
// (documentCheck's readText: nothing but white space, then the parse layer with its limits and hazard scan). The
// engine's one reading of its own (docs/laravel.md): a text the parse layer refuses but JSON.parse reads (a
// duplicate member, a limit passed) is still checked, as a JSON.parse consumer would see it, the refusals beside.
import type { CheckConfig } from '../documentCheck/config.js';
import { readText, type Origin } from '../documentCheck/checkText.js';
import type { InputProblem } from '../documentCheck/types.js';
import { decodeJsonBytes } from '../jsonText/decode.js';
import { bytesText } from '../jsonText/limits.js';
import type { EngineDocument, EngineFailure, EngineFinding } from './protocol.js';

/** What the engine names a body in the gate's outcomes (never shown: the answer has no file). */
export const BODY: Origin = { file: 'body' };

/**
 * A body read: its value and the findings of its reading (a byte order mark, what the parse layer refused and
 * JSON.parse read), or why it was not read: a failure, or a limit that kept it from being read (`refused`).
 */
export type ReadBody =
  | { readonly ok: true; readonly value: unknown; readonly findings: readonly EngineFinding[] }
  | { readonly ok: false; readonly failure: EngineFailure | null; readonly refused: readonly EngineFinding[] };

/** An input problem of the gate as a finding of the engine, placed by line and column in its message. */
function finding(problem: InputProblem): EngineFinding {
  const place = problem.line === undefined ? '' : ` (line ${problem.line}, column ${problem.column ?? 1})`;
  return { pointer: problem.pointer ?? '', rule: problem.code, message: `${problem.message}${place}` };
}

/**
 * The warnings of a reading that are findings: the byte order mark the decoding read past. The parse layer's
 * warnings (a number that underflows to 0) change no verdict of the gate, and are not findings of the engine.
 */
const markFindings = (warnings: readonly InputProblem[]): EngineFinding[] =>
  warnings.filter((w) => w.code === 'bom').map(finding);

/** The gate's byte limit (`validate --max-bytes`), on the body's bytes as sent (its text's UTF-8 bytes). */
function overMaxBytes(document: Exclude<EngineDocument, { kind: 'value' }>, maxBytes: number): boolean {
  const size = document.kind === 'bytes' ? document.bytes.length : Buffer.byteLength(document.text);
  return size > maxBytes;
}

/** A text the gate's reading could not read: empty, not JSON, or refused with a value JSON.parse still reads. */
function unread(text: string, errors: readonly InputProblem[], warnings: readonly InputProblem[]): ReadBody {
  const first = errors[0];
  if (first?.code === 'empty')
    return {
      ok: false,
      failure: {
        class: 'empty_body',
        message: text.length === 0 ? 'the body is empty' : 'the body holds only whitespace',
      },
      refused: [],
    };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const why = first === undefined ? 'it does not parse' : finding(first).message;
    return { ok: false, failure: { class: 'non_json', message: `the body is not JSON: ${why}` }, refused: [] };
  }
  return { ok: true, value, findings: [...markFindings(warnings), ...errors.map(finding)] };
}

/**
 * Reads a document of a request with `config` (its limits, hazard scan and cap of problems): a `value` as it is,
 * bytes and text as the gate reads a JSON document. Never throws on a document.
 *
 * @example
 * readBody({ kind: 'text', text: '{"date":"2024-01-31","date":"2024-01-31"}' }, config);
 * // { ok: true, value: { date: '2024-01-31' }, findings: [{ pointer: '/date', rule: 'duplicate_key', ... }] }
 */
export function readBody(document: EngineDocument, config: CheckConfig): ReadBody {
  if (document.kind === 'value') return { ok: true, value: document.value, findings: [] };
  const maxBytes = config.limits.maxBytes;
  if (overMaxBytes(document, maxBytes))
    return {
      ok: false,
      failure: null,
      refused: [
        {
          pointer: '',
          rule: 'max_bytes',
          message: `the body is larger than the limit of ${bytesText(maxBytes)} (validate's --max-bytes); it was not read`,
        },
      ],
    };
  let text = document.kind === 'text' ? document.text : '';
  let inherited: readonly InputProblem[] = [];
  if (document.kind === 'bytes') {
    // The byte order mark is read past whatever the reading (the gate refuses it under --strict): a warning.
    const decoded = decodeJsonBytes(document.bytes, { bom: 'warn' });
    if (!decoded.ok)
      return {
        ok: false,
        failure: { class: 'non_json', message: `the body is not UTF-8 JSON text: ${decoded.problem.message}` },
        refused: [],
      };
    text = decoded.text;
    inherited = decoded.warnings;
  }
  const read = readText(text, BODY, config, inherited);
  if (!read.ok) return unread(text, read.outcome.errors, read.outcome.warnings);
  return { ok: true, value: read.value, findings: markFindings(read.warnings) };
}
