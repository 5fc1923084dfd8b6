import type { DocumentOutcome } from '../documentCheck/types.js';

/**
 * Whether every violation of a document is a missing `slots` (`required_with` at a pointer ending in
 * `/slots`), with none left out: the signature of a page fetched with include_slots=0 (the API's default)
 * and validated with the contract's default include_slots=1.
 */
export function looksFetchedWithoutSlots(outcome: DocumentOutcome): boolean {
  return (
    outcome.status === 'invalid' &&
    outcome.omitted === 0 &&
    outcome.violations.length > 0 &&
    outcome.violations.every((v) => v.rule === 'required_with' && v.pointer.endsWith('/slots'))
  );
}

/** The one-line hint for {@link looksFetchedWithoutSlots}. */
export const NO_SLOTS_HINT = 'hint: every violation is a missing slots: the data looks fetched with include_slots=0 (the API default); validate it with --no-slots';

/**
 * Whether a JSON document read from standard input failed because a second value starts a line: NDJSON
 * piped without `--input-format ndjson`.
 */
export function looksLikeNdjsonOnStdin(outcome: DocumentOutcome): boolean {
  return outcome.file === '-' && outcome.record === undefined && outcome.errors.some((e) => e.code === 'trailing_data' && e.column === 1 && (e.line ?? 1) > 1);
}

/** The one-line hint for {@link looksLikeNdjsonOnStdin}. */
export const NDJSON_STDIN_HINT = 'hint: standard input looks like NDJSON (one document per line); add --input-format ndjson';
