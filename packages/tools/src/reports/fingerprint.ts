import { createHash } from 'node:crypto';
import { generaliseLocation } from '../archiveReport/archiveReport.js';

/** The key of the fingerprint in a SARIF result's `partialFingerprints` (its version: a change of recipe is a new key). */
export const FINGERPRINT_KEY = 'userSummariesProblem/v1';

/**
 * Fingerprints that identify a problem by what it is, never by its line: the file, the location pattern (the
 * JSON pointer with array indices generalised, `/data/*\/heart_rate/slots/*\/time`), the rule word or problem
 * code, and its occurrence: the n-th problem of that file, pattern and rule in document order. A file reformatted
 * so every line moves keeps every fingerprint; an edit that adds a problem of another pattern or rule changes none
 * of the others. SARIF's `partialFingerprints` and GitLab's `fingerprint` read the same one.
 *
 * Memory: one count per (file, pattern, rule) seen, bounded by the inputs' files times the contract's locations.
 *
 * @example
 * const prints = new Fingerprints();
 * prints.next('days.json', '/0/date', 'date_format'); // 64 hex digits, the same in every run over the same problems
 */
export class Fingerprints {
  readonly #seen = new Map<string, number>();

  /** The fingerprint of the next problem of `rule` at `pointer` (RFC 6901; undefined for the file as a whole) in `file`. */
  next(file: string, pointer: string | undefined, rule: string): string {
    const pattern = pointer === undefined ? '' : generaliseLocation(pointer);
    // NUL cannot occur in a rule word and is escaped in pointers (~ and / only), so the parts cannot run together.
    const key = `${file}\u0000${pattern}\u0000${rule}`;
    const occurrence = (this.#seen.get(key) ?? 0) + 1;
    this.#seen.set(key, occurrence);
    return createHash('sha256').update(`v1\u0000${key}\u0000${occurrence}`).digest('hex');
  }
}
