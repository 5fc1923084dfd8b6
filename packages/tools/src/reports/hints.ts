import type { DocumentOutcome } from '../documentCheck/types.js';

/**
 * Whether every violation of a document is a missing `slots` (`required_with` at a pointer ending in
 * `/slots`), with none left out: the signature of a page fetched with include_slots=0 (the API's default)
 * and validated with the contract's default include_slots=1.
 */
function looksFetchedWithoutSlots(outcome: DocumentOutcome): boolean {
  return (
    outcome.status === 'invalid' &&
    outcome.omitted === 0 &&
    outcome.violations.length > 0 &&
    outcome.violations.every((v) => v.rule === 'required_with' && v.pointer.endsWith('/slots'))
  );
}

/**
 * Whether a JSON document read from standard input failed because a second value starts a line: NDJSON
 * piped without `--input-format ndjson`.
 */
function looksLikeNdjsonOnStdin(outcome: DocumentOutcome): boolean {
  return (
    outcome.file === '-' &&
    outcome.record === undefined &&
    outcome.errors.some((e) => e.code === 'trailing_data' && e.column === 1 && (e.line ?? 1) > 1)
  );
}

/** A hint on one document, where newcomers were seen to get stuck: the same in every report format. */
export interface DocumentHint {
  /** A stable name for machines (the json report's `hints`, a SARIF rule `hint/<code>`). */
  readonly code: 'no_slots' | 'ndjson_stdin';
  /** A short title (a GitHub annotation's). */
  readonly title: string;
  /** The sentence, without the `hint: ` the line-oriented reports put before it. */
  readonly message: string;
}

/** Every hint a report can give, by code. */
export const HINTS = {
  no_slots: {
    code: 'no_slots',
    title: 'include_slots=0?',
    message:
      'every violation is a missing slots: the data looks fetched with include_slots=0 (the API default); validate it with --no-slots',
  },
  ndjson_stdin: {
    code: 'ndjson_stdin',
    title: 'NDJSON?',
    message: 'standard input looks like NDJSON (one document per line); add --input-format ndjson',
  },
} as const satisfies Record<DocumentHint['code'], DocumentHint>;

const NONE: readonly DocumentHint[] = [];

/**
 * The hints on one document (none for most): every reporter asks here, so text, github, json, sarif, junit and
 * html give the same ones.
 */
export function documentHints(outcome: DocumentOutcome): readonly DocumentHint[] {
  if (looksFetchedWithoutSlots(outcome)) return [HINTS.no_slots];
  if (looksLikeNdjsonOnStdin(outcome)) return [HINTS.ndjson_stdin];
  return NONE;
}
