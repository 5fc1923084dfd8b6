import type { Limits } from './limits.js';
import { mayHideHazard } from './quickCheck.js';
import { scanJson, type ScanProblem } from './scanJson.js';

/** The parse layer's verdict on one JSON text. Problems are placed by character offset in the text. */
export type ParsedText =
  | { readonly ok: true; readonly value: unknown; readonly warnings: readonly ScanProblem[] }
  | { readonly ok: false; readonly errors: readonly ScanProblem[]; readonly warnings: readonly ScanProblem[] };

/** What the parse layer checks. */
export interface ParseOptions {
  readonly limits: Limits;
  readonly hazardScan: boolean;
  readonly maxProblems: number;
}

/**
 * Parses JSON text through the gate's parse layer. The fast path is `JSON.parse` plus a cheap check that
 * nothing is hidden ({@link mayHideHazard}); only a text that fails either runs the strict scanner, which
 * places every problem. A document with an error is never handed to the validator.
 *
 * @example
 * const parsed = parseText('{"id":1,"id":2}', { limits: DEFAULT_LIMITS, hazardScan: true, maxProblems: 100 });
 * // parsed.ok === false; parsed.errors[0].code === 'duplicate_key'
 */
export function parseText(text: string, options: ParseOptions): ParsedText {
  let value: unknown;
  let parsed = false;
  try {
    value = JSON.parse(text);
    parsed = true;
  } catch {
    // The scanner names and places the syntax error below.
  }
  if (parsed && !mayHideHazard(text, value, options.limits, options.hazardScan))
    return { ok: true, value, warnings: [] };
  const scan = scanJson(text, options);
  const errors = scan.problems.filter((p) => p.severity === 'error');
  const warnings = scan.problems.filter((p) => p.severity === 'warning');
  if (scan.fatal !== undefined) return { ok: false, errors: [scan.fatal, ...errors], warnings };
  if (!parsed) {
    // The scanner accepts what JSON.parse refused: never a pass.
    return {
      ok: false,
      errors: [{ code: 'syntax', severity: 'error', message: 'the document is not valid JSON', offset: 0, length: 1 }],
      warnings,
    };
  }
  if (errors.length > 0) return { ok: false, errors, warnings };
  return { ok: true, value, warnings };
}
