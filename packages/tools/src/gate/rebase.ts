import type { DocumentOutcome } from '../documentCheck/types.js';

/**
 * An NDJSON outcome's line numbers moved from its batch to its file: the batch's lines start after `base` lines of
 * the file (its record, every violation's, error's and warning's line, and their code frames). An outcome with no
 * record (a `.json` document) is returned as it is.
 *
 * @example
 * const placed = rebase(outcome, 5000); // a batch that starts at the file's line 5001
 */
export function rebase(outcome: DocumentOutcome, base: number): DocumentOutcome {
  if (outcome.record === undefined) return outcome;
  const record = outcome.record + base;
  const shift = <T extends { readonly line?: number; readonly frame?: DocumentOutcome['errors'][number]['frame'] }>(
    item: T,
  ): T => {
    if (item.line === undefined) return item;
    const line = item.line + record - 1;
    const frame =
      item.frame === undefined
        ? undefined
        : {
            ...item.frame,
            caretLine: item.frame.caretLine + record - 1,
            lines: item.frame.lines.map((l) => ({ ...l, number: l.number + record - 1 })),
          };
    return { ...item, line, ...(frame === undefined ? {} : { frame }) };
  };
  return {
    ...outcome,
    record,
    violations: outcome.violations.map(shift),
    errors: outcome.errors.map(shift),
    warnings: outcome.warnings.map(shift),
  };
}
