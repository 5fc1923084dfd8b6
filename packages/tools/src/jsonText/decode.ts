import { Buffer, isUtf8 } from 'node:buffer';
import { LineIndex } from './lineIndex.js';
import type { InputProblem } from './inputProblem.js';

/** Decoded text, or why the bytes are not UTF-8 JSON text. */
export type DecodeResult =
  | { readonly ok: true; readonly text: string; readonly warnings: readonly InputProblem[] }
  | { readonly ok: false; readonly problem: InputProblem };

/** The encoding a text's first bytes betray when it is not UTF-8 (RFC 8259 §8.1), or undefined. */
export function foreignEncoding(bytes: Uint8Array): string | undefined {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0xff && b1 === 0xfe)
    return b2 === 0 && b3 === 0 && bytes.length >= 4
      ? 'UTF-32 LE (byte order mark FF FE 00 00)'
      : 'UTF-16 LE (byte order mark FF FE)';
  if (b0 === 0xfe && b1 === 0xff) return 'UTF-16 BE (byte order mark FE FF)';
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return 'UTF-32 BE (byte order mark 00 00 FE FF)';
  // Without a mark: JSON text starts with an ASCII character, so a NUL beside it betrays UTF-16/32 (RFC 4627 §3).
  if (bytes.length >= 2 && b0 !== undefined && b1 !== undefined && (b0 === 0) !== (b1 === 0)) {
    return b0 === 0
      ? 'UTF-16 BE or UTF-32 BE (NUL bytes, no byte order mark)'
      : 'UTF-16 LE or UTF-32 LE (NUL bytes, no byte order mark)';
  }
  return undefined;
}

/** The offset of the first byte that does not start a well-formed UTF-8 sequence (Unicode Table 3-7). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f; // no UTF-16 surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    if (i + need >= n) return i;
    const second = bytes[i + 1];
    if (second === undefined || second < low || second > high) return i;
    for (let k = 2; k <= need; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < 0x80 || next > 0xbf) return i;
    }
    i += need + 1;
  }
  return -1;
}

/** The problem of a non-UTF-8 encoding. */
export function notUtf8Problem(foreign: string): InputProblem {
  return {
    code: 'not_utf8',
    severity: 'error',
    message: `JSON must be UTF-8 (RFC 8259 §8.1); this input looks like ${foreign}`,
    line: 1,
    column: 1,
    byteOffset: 0,
  };
}

/** Whether bytes start with the UTF-8 byte order mark EF BB BF. */
export function startsWithBom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** The byte order mark as a warning (it is ignored) or, in the producers' strict profile, an error. */
export function bomProblem(policy: 'warn' | 'error'): InputProblem {
  const message = 'the input starts with a UTF-8 byte order mark (RFC 8259 §8.1: JSON text must not add one)';
  return policy === 'error'
    ? { code: 'bom', severity: 'error', message: `${message}; refused by --strict`, line: 1, column: 1, byteOffset: 0 }
    : { code: 'bom', severity: 'warning', message: `${message}; it was ignored`, line: 1, column: 1, byteOffset: 0 };
}

/**
 * Decodes JSON text: UTF-8 only, never with U+FFFD substitution. A UTF-8 byte order mark is removed with a
 * warning, or refused with `bom: 'error'` (the producers' strict profile).
 *
 * @example
 * const decoded = decodeJsonBytes(await readFile(path), { bom: 'warn' });
 * if (decoded.ok) JSON.parse(decoded.text);
 */
export function decodeJsonBytes(bytes: Uint8Array, options: { readonly bom: 'warn' | 'error' }): DecodeResult {
  const foreign = foreignEncoding(bytes);
  if (foreign !== undefined) return { ok: false, problem: notUtf8Problem(foreign) };
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const hasBom = startsWithBom(view);
  const warnings: InputProblem[] = [];
  if (hasBom) {
    const problem = bomProblem(options.bom);
    if (problem.severity === 'error') return { ok: false, problem };
    warnings.push(problem);
  }
  const body = hasBom ? view.subarray(3) : view;
  if (!isUtf8(body)) {
    const at = firstInvalidUtf8(body);
    const prefix = body.subarray(0, Math.max(0, at)).toString('utf8');
    const { line, column } = new LineIndex(prefix).locate(prefix.length);
    const byteOffset = at + (hasBom ? 3 : 0);
    return {
      ok: false,
      problem: {
        code: 'invalid_utf8',
        severity: 'error',
        message: `invalid UTF-8 byte sequence at byte offset ${byteOffset}`,
        line,
        column,
        byteOffset,
      },
    };
  }
  return { ok: true, text: body.toString('utf8'), warnings };
}
