// The report of `user-summaries diff BASE HEAD` (and `diffContracts`): what changed between two versions of the
// contract, whom each change breaks in each reading, and the record that proves it (docs/evolution.md).

/**
 * Who a change breaks. `producers`: a record that conformed to the base is rejected by the head (a producer's
 * gate goes red). `consumers`: a record the base rejected is accepted by the head (a consumer coded or guarded
 * against the base meets it).
 */
export type Side = 'producers' | 'consumers';

/** A reading of the contract: include_slots on (`default`) or off (`no-slots`), open or `strict`. */
export type ReadingName = 'default' | 'no-slots' | 'strict' | 'no-slots.strict';

/** What a response body is validated as: one day, or a page in one of the envelopes with members of its own. */
export type DiffEntry = 'summary' | 'paginator' | 'collection';

/** What changed at a location, in the contract's words (docs/evolution.md lists whom each kind breaks). */
export type ChangeKind =
  | 'field_added'
  | 'field_removed'
  | 'group_added'
  | 'group_removed'
  | 'made_required'
  | 'made_optional'
  | 'rule_changed'
  | 'assertion_rule_changed'
  | 'nullable_added'
  | 'nullable_removed'
  | 'type_narrowed'
  | 'type_widened'
  | 'type_changed'
  | 'values_added'
  | 'values_removed'
  | 'bound_moved'
  | 'format_changed'
  | 'filled_added'
  | 'filled_removed'
  | 'pair_changed'
  | 'omitted_when_changed'
  | 'schema_changed';

/** The violation the rejecting version reports, in the contract's words. */
export interface WitnessViolation {
  readonly pointer: string;
  readonly rule: string;
}

/**
 * A generated record that one version accepts and the other rejects, in one reading: the proof of a "breaks"
 * verdict. Never taken from user data: it is built from the accepting version's documents.
 */
export interface Witness {
  readonly breaks: Side;
  readonly reading: ReadingName;
  /** The version that accepts the record: `base` for a change that breaks producers, `head` for consumers. */
  readonly acceptedBy: 'base' | 'head';
  readonly record: unknown;
  /** The rejecting version's violation at (or under) the change's location. */
  readonly violation: WitnessViolation;
  /**
   * Where the witness was built from, when the decision built it (docs/evolution.md, "Three verdicts"): `example`,
   * the bundled example day (or page) as the base accepts it; `generated`, the base's minimal record. Absent for a
   * witness of the search.
   */
  readonly carrier?: 'example' | 'generated';
  /**
   * The pointers of the values in which the witness differs from its carrier, or from its `baseline` when it has one
   * (one, for a single-value change).
   */
  readonly changed?: readonly string[];
  /**
   * The day `changed` counts from, when it is not the carrier itself (docs/evolution.md, "Three verdicts"): a record
   * both versions accept in the reading, made from the carrier by replacing (or leaving out, or adding) the values at
   * `adjusted`: the values one version refuses in the example, or one of the two values a pair's swap changes.
   */
  readonly baseline?: WitnessBaseline;
}

/** A day both versions accept that a witness is counted from, and where it departs from the witness's carrier. */
export interface WitnessBaseline {
  readonly record: unknown;
  /** The pointers of the values in which it differs from the carrier. */
  readonly adjusted: readonly string[];
}

/** A side the decision shows unaffected, with the argument in one line. */
export interface ProvenSide {
  readonly side: Side;
  readonly argument: string;
}

/** A side neither a witness nor a proof settles, with the reason. */
export interface UndecidedSide {
  readonly side: Side;
  readonly reason: string;
}

/**
 * Whom a change breaks in one reading, each verdict with its evidence: `breaks` with a witness each, `proven` with
 * its argument, `unknown` with its reason; together they name both sides.
 */
export interface ReadingVerdict {
  readonly reading: ReadingName;
  readonly breaks: readonly Side[];
  readonly witnesses: readonly Witness[];
  readonly proven: readonly ProvenSide[];
  readonly unknown: readonly UndecidedSide[];
  /**
   * Proofs the search refuted (a witness against an argument): a defect of the decision, never expected; the side
   * is reported as broken by the search's witness.
   */
  readonly refuted?: readonly ProvenSide[];
}

/** One change between the two versions, and whom it breaks. */
export interface ContractChange {
  readonly entry: DiffEntry;
  /** The instance location as a pointer pattern, `*` for array items: `/sleep/slots/*\/type`. */
  readonly location: string;
  readonly change: ChangeKind;
  /** What the base says at the location (null: nothing). */
  readonly before: unknown;
  /** What the head says at the location (null: nothing). */
  readonly after: unknown;
  /** Whom the change breaks in at least one reading: `[]` breaks none. */
  readonly breaks: readonly Side[];
  /** Whom it breaks in each reading. */
  readonly readings: readonly ReadingVerdict[];
  /** The first witness of the readings (null when it breaks none). */
  readonly witness: Witness | null;
  /** How hard a break was looked for: records tried (every reading, both sides) and the seed. */
  readonly searched: { readonly records: number; readonly seed: number };
  /**
   * Present when the change is **not decided within the budget**: why its search stopped before its share (the
   * diff's work budget spent, a record it needs larger than a record may be, a pattern the diff cannot run, named
   * by its document and pointer). `breaks` then holds only what was proven before it stopped.
   */
  readonly undecided?: string;
}

/** The report of a diff, as `--format json` writes it. */
export interface DiffReport {
  readonly report: 'user-summaries-contract-diff';
  readonly version: 1;
  /**
   * `identical`: no change found; `compatible`: changes that break no one; `breaking`: at least one breaks someone;
   * `undecided`: none is proven to break, and at least one (or the search for breaks no change explains) was not
   * decided within the budget.
   */
  readonly verdict: 'identical' | 'compatible' | 'breaking' | 'undecided';
  readonly seed: number;
  /** The records a change's search may try (every reading and side together). */
  readonly recordsPerChange: number;
  /** Which records count as conforming (`lenient` unless asked). */
  readonly policy?: DiffPolicy;
  readonly changes: readonly ContractChange[];
  /**
   * The records drawn over whole entries for breaks that no change explains (0 for identical documents), and why
   * that search stopped early when it did (`undecided`).
   */
  readonly searched: { readonly records: number; readonly seed: number; readonly undecided?: string };
}

/** Why a version cannot be compared: the file (or folder) and the reason. */
export interface VersionProblem {
  readonly version: 'base' | 'head';
  readonly file: string;
  readonly reason: string;
}

/** A diff, or why one of the versions cannot be read. Never thrown: `diffContracts` and `diffVersions` never throw. */
export type DiffOutcome =
  | { readonly ok: true; readonly report: DiffReport }
  | { readonly ok: false; readonly problem: VersionProblem };

/**
 * Which records count as conforming to a version (docs/evolution.md, "Three verdicts"). `lenient`, the diff's: the
 * members the version lists, and in the open readings members neither version lists (the live API's `_id`);
 * `strict`, JSON Schema's (Confluent's open content model): in the open readings also a member the version does not
 * list, with any value.
 */
export type DiffPolicy = 'lenient' | 'strict';

/** Options of a diff. */
export interface DiffOptions {
  /**
   * Which records count as conforming to a version.
   * @defaultValue 'lenient'
   */
  readonly policy?: DiffPolicy;
  /**
   * The seed of every generated record.
   * @defaultValue 37
   */
  readonly seed?: number;
  /**
   * Records tried per change, over every reading and both sides (the targeted ones first).
   * @defaultValue 1000
   */
  readonly records?: number;
  /**
   * The diff's work budget, in record values judged (docs/evolution.md, "Limits and budgets"): lowered, never
   * raised past the default. Past it, the changes not yet searched are not decided within the budget.
   * @defaultValue 25000000
   */
  readonly workBudget?: number;
}
