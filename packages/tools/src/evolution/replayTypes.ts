// What a replay of recorded traffic reports (`user-summaries diff BASE HEAD --replay PATH…`, docs/evolution.md,
// "Replay"): every recorded document judged by both versions, and the documents whose verdict changed, counted
// per change they are attributed to.
import type { ChangeKind, DiffEntry, ReadingName } from './types.js';

/** Which way a document's verdict changed: the head rejects what the base accepted, or accepts what it rejected. */
export type ReplayTurn = 'headRejects' | 'headAccepts';

/** A change as replay attributes documents to it: where it is (the diff's entry and location pattern). */
export interface ReplayChange {
  readonly entry: DiffEntry;
  readonly location: string;
  readonly change: ChangeKind;
}

/** A recorded document whose verdict changed: where it is, and the rejecting version's violation there. */
export interface ReplayExample {
  readonly file: string;
  /** The line: an NDJSON record's, or in a JSON document the line of the violation. */
  readonly line: number;
  readonly pointer: string;
  readonly rule: string;
  /** The value at the pointer, masked and truncated as `validate --show-values` shows it; only with `--show-values`. */
  readonly value?: string;
}

/** The documents of one change (or of none) whose verdict changed, with the first examples of each turn. */
export interface ReplayCount {
  readonly headRejects: number;
  readonly headAccepts: number;
  readonly examples: { readonly headRejects: readonly ReplayExample[]; readonly headAccepts: readonly ReplayExample[] };
}

/** The replay of recorded documents, as the JSON report's `replay` member holds it. */
export interface ReplayReport {
  /** The reading both versions judged in (`--no-slots`, `--strict`). */
  readonly reading: ReadingName;
  readonly inputs: number;
  /** Inputs that could not be opened or read (a damaged gzip, a missing file). */
  readonly unreadableInputs: number;
  /** Documents judged by both versions. */
  readonly documents: number;
  /** Records that are not a JSON document the parse layer accepts (judged by neither). */
  readonly unreadable: number;
  /** Documents both versions accept, and both reject. */
  readonly unchanged: { readonly accepted: number; readonly rejected: number };
  /** Documents the head rejects that the base accepted: producers break in practice. */
  readonly headRejects: number;
  /** Documents the head accepts that the base rejected: consumers meet what they were promised never to see. */
  readonly headAccepts: number;
  /** Per change of the diff, in its order: the documents attributed to it (a document may be attributed to several). */
  readonly changes: readonly (ReplayChange & ReplayCount)[];
  /** Documents whose verdict changed at no change's location. */
  readonly unattributed: ReplayCount;
  /** The examples kept per change and turn (`--max-examples`). */
  readonly maxExamples: number;
}
