import type { Attributes, Counter, Histogram, Meter, ObservableResult } from '@opentelemetry/api';
import { FAILURE_CLASSES } from '../generated/contractShapes.js';
import { PAGE_RULE_WORDS } from '../convention/cardinality.js';
import { type DocumentKind, unknownFieldPlace, violationPlace, type ViolationPlace } from '../convention/location.js';
import { CONTRACT_ATTRIBUTES as A, CONTRACT_METRICS as M, OTHER } from '../convention/names.js';

/** What the metrics read of a violation: where, and which rule (the validators' `Violation`, an issue of the Standard Schemas). */
export interface ViolationLike {
  readonly pointer: string;
  readonly rule: string;
}

/** What the metrics read of a validator's result: `{ ok: true }`, or `{ ok: false, violations }`. */
export interface ResultLike {
  readonly ok: boolean;
  readonly violations?: readonly ViolationLike[];
}

/** The reading of the contract a document was checked in (the `user_summaries.reading` attribute). */
export interface ReadingOptions {
  /**
   * Slots required (include_slots=1), as the validators' `includeSlots`.
   * @defaultValue true
   */
  readonly includeSlots?: boolean;
  /**
   * The producers' strict reading (`user-summaries-contract/strict`).
   * @defaultValue false
   */
  readonly strict?: boolean;
}

/** The options of one recorded check. */
export interface RecordOptions extends ReadingOptions {
  /** How long the check took, in seconds: recorded in `user_summaries.validation.duration` when given. */
  readonly seconds?: number;
}

/** How a check ended: the `user_summaries.outcome` attribute. */
export type Outcome = 'valid' | 'invalid' | 'error';

/** The recorder of the contract's metrics on an application's `Meter`. */
export interface ContractMetrics {
  /** Records one checked document: its outcome, its violations, its time (when `options.seconds` is given). */
  recordResult(kind: DocumentKind, result: ResultLike, options?: RecordOptions): void;
  /** Records violations alone, of a document counted otherwise (the typed client's reports of its bad days). */
  recordViolations(kind: DocumentKind, violations: readonly ViolationLike[]): void;
  /** Records one document that could not be checked (a failed call): `error.type` is a failure class or `_OTHER`. */
  recordFailure(kind: DocumentKind, errorType: string, options?: ReadingOptions): void;
  /** Records page findings (the page rules' words: `duplicate_day`, `metadata_changed`...), by rule. */
  recordPageFindings(findings: readonly { readonly rule: string }[]): void;
  /**
   * Records members the contract does not know, as the client's `reportUnknownFields` lists them (patterns with
   * `*`): each an `unknown_field` at its parent's pattern. They are drift, not a failure: the outcome is not touched.
   */
  recordUnknownFields(kind: DocumentKind, paths: readonly string[]): void;
}

const READINGS = ['default', 'strict', 'no-slots', 'no-slots.strict'] as const;
const FAILURES: ReadonlySet<string> = new Set(FAILURE_CLASSES);
const PAGE_RULES: ReadonlySet<string> = new Set(PAGE_RULE_WORDS);

/** The reading's name, as `user_summaries.reading` holds it (the core's names of its readings). */
function readingOf(options: ReadingOptions | undefined): (typeof READINGS)[number] {
  const slots = options?.includeSlots !== false;
  const strict = options?.strict === true;
  return slots ? (strict ? 'strict' : 'default') : strict ? 'no-slots.strict' : 'no-slots';
}

/** The `error.type` of an outcome: none when valid; a failure class, `contract_violation` or `not_json` else. */
function errorTypeOf(
  outcome: Outcome,
  result: ResultLike | undefined,
  failure: string | undefined,
): string | undefined {
  if (outcome === 'valid') return undefined;
  if (outcome === 'error') return failure !== undefined && FAILURES.has(failure) ? failure : OTHER;
  return result?.violations?.some((v) => v.rule === 'not_json') ? 'not_json' : 'contract_violation';
}

/** A count kept here and observed by the SDK at collection: the valid path adds one to a number, nothing more. */
interface Tally {
  readonly attributes: Attributes;
  count: number;
}

/** Histogram bucket bounds for a validation, in seconds: 10 µs to 1 s. */
const DURATION_BUCKETS = [1e-5, 2.5e-5, 5e-5, 1e-4, 2.5e-4, 5e-4, 1e-3, 2.5e-3, 5e-3, 1e-2, 2.5e-2, 0.1, 1];

class MeterContractMetrics implements ContractMetrics {
  readonly #documents = new Map<string, Tally>();
  readonly #valid: Readonly<Record<DocumentKind, Map<string, Tally>>> = {
    summary: new Map(),
    response: new Map(),
    request: new Map(),
  };
  readonly #durations = new Map<string, Attributes>();
  readonly #violations: Counter;
  readonly #pageFindings: Counter;
  readonly #duration: Histogram;

  constructor(meter: Meter) {
    meter
      .createObservableCounter(M.documents.name, { unit: M.documents.unit, description: M.documents.description })
      .addCallback((observer: ObservableResult) => {
        for (const tally of this.#documents.values()) observer.observe(tally.count, tally.attributes);
      });
    this.#violations = meter.createCounter(M.violations.name, {
      unit: M.violations.unit,
      description: M.violations.description,
    });
    this.#pageFindings = meter.createCounter(M.pageFindings.name, {
      unit: M.pageFindings.unit,
      description: M.pageFindings.description,
    });
    this.#duration = meter.createHistogram(M.validationDuration.name, {
      unit: M.validationDuration.unit,
      description: M.validationDuration.description,
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    });
  }

  recordResult(kind: DocumentKind, result: ResultLike, options?: RecordOptions): void {
    const outcome: Outcome = result.ok ? 'valid' : 'invalid';
    const reading = readingOf(options);
    this.#count(kind, reading, outcome, errorTypeOf(outcome, result, undefined));
    if (options?.seconds !== undefined)
      this.#duration.record(options.seconds, this.#durationAttributes(kind, reading, outcome));
    if (!result.ok) this.recordViolations(kind, result.violations ?? []);
  }

  recordViolations(kind: DocumentKind, violations: readonly ViolationLike[]): void {
    try {
      for (const v of violations) this.#violation(violationPlace(kind, v.pointer, v.rule));
    } catch {
      // A list that cannot be read (not one a validator returns): what was read stays counted.
    }
  }

  recordFailure(kind: DocumentKind, errorType: string, options?: ReadingOptions): void {
    this.#count(kind, readingOf(options), 'error', errorTypeOf('error', undefined, errorType));
  }

  recordPageFindings(findings: readonly { readonly rule: string }[]): void {
    for (const f of findings)
      this.#pageFindings.add(1, { [A.rule]: typeof f.rule === 'string' && PAGE_RULES.has(f.rule) ? f.rule : OTHER });
  }

  recordUnknownFields(kind: DocumentKind, paths: readonly string[]): void {
    for (const path of paths) this.#violation(unknownFieldPlace(kind, path));
  }

  #violation(place: ViolationPlace): void {
    this.#violations.add(1, { [A.part]: place.part, [A.location]: place.location, [A.rule]: place.rule });
  }

  #count(kind: DocumentKind, reading: string, outcome: Outcome, errorType: string | undefined): void {
    // The valid path's tally is found without building a key: one lookup by kind and reading.
    if (outcome === 'valid') {
      const valid = this.#valid[kind];
      const tally = valid.get(reading);
      if (tally !== undefined) {
        tally.count++;
        return;
      }
    }
    const key = `${kind} ${reading} ${outcome} ${errorType ?? ''}`;
    let tally = this.#documents.get(key);
    if (tally === undefined) {
      const attributes: Attributes = { [A.kind]: kind, [A.reading]: reading, [A.outcome]: outcome };
      if (errorType !== undefined) attributes[A.errorType] = errorType;
      tally = { attributes, count: 0 };
      this.#documents.set(key, tally);
      if (outcome === 'valid') this.#valid[kind].set(reading, tally);
    }
    tally.count++;
  }

  #durationAttributes(kind: DocumentKind, reading: string, outcome: Outcome): Attributes {
    const key = `${kind} ${reading} ${outcome}`;
    let attributes = this.#durations.get(key);
    if (attributes === undefined) {
      attributes = { [A.kind]: kind, [A.reading]: reading, [A.outcome]: outcome };
      this.#durations.set(key, attributes);
    }
    return attributes;
  }
}

/**
 * The contract's metrics on the application's `Meter` (docs/observability.md): `user_summaries.documents`,
 * `user_summaries.violations`, `user_summaries.page.findings` and `user_summaries.validation.duration`. Every
 * attribute value comes from a closed list derived from the contract: never a payload value, a member name, an
 * index or a token. Never throws on a result.
 *
 * @example
 * import { metrics } from '@opentelemetry/api';
 * import { validateSummary } from 'user-summaries-contract';
 * const contract = createContractMetrics(metrics.getMeter('my-service'));
 * contract.recordResult('summary', validateSummary(day, { includeSlots: false }), { includeSlots: false });
 */
export function createContractMetrics(meter: Meter): ContractMetrics {
  return new MeterContractMetrics(meter);
}
