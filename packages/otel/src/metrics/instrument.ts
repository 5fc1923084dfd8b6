import type { DocumentKind } from '../convention/location.js';
import type { ContractMetrics, ReadingOptions, ResultLike, ViolationLike } from './contractMetrics.js';

/** The reading a wrapper records, and how often it times a check. */
export interface MeasureOptions extends ReadingOptions {
  /**
   * Time one check in this many (1: every check) for `user_summaries.validation.duration`; every check is counted
   * whatever this is. A histogram point costs the SDK far more than a count (docs/benchmarks.md, "Metrics"), so
   * the wrappers sample it: the histogram's distribution is that of every check, its count that of the checks timed.
   * @defaultValue 64
   */
  readonly timeOneIn?: number;
}

/** Every how many checks one is timed: a whole number from 1, 64 when not given or not one. */
function timingPeriod(options: MeasureOptions): number {
  const n = options.timeOneIn;
  return n !== undefined && Number.isInteger(n) && n >= 1 ? n : 64;
}

/**
 * A validator with the same signature that records each check (its outcome and violations) in `metrics`, and the
 * time of one check in `options.timeOneIn` (64). The reading is the one the validator was made for plus the call's
 * own `includeSlots`, when it passes one.
 *
 * @example
 * import { validateSummary } from 'user-summaries-contract';
 * const validate = measuredValidator(contract, 'summary', validateSummary);
 * const result = validate(day, { includeSlots: false }); // as validateSummary, and counted
 */
export function measuredValidator<TValue, TArgs extends readonly unknown[], TResult extends ResultLike>(
  metrics: ContractMetrics,
  kind: DocumentKind,
  validate: (value: TValue, ...rest: TArgs) => TResult,
  options: MeasureOptions = {},
): (value: TValue, ...rest: TArgs) => TResult {
  const period = timingPeriod(options);
  const strict = options.strict === true;
  // The options of each recording, made once: a call allocates nothing (the timed ones write their seconds into
  // their reading's own object, read at once by recordResult).
  const readings = {
    slots: { includeSlots: true, strict },
    noSlots: { includeSlots: false, strict },
  };
  const timedReadings = {
    slots: { includeSlots: true, strict, seconds: 0 },
    noSlots: { includeSlots: false, strict, seconds: 0 },
  };
  const fallback = options.includeSlots === false ? readings.noSlots : readings.slots;
  let calls = 0;
  return (value: TValue, ...rest: TArgs): TResult => {
    const call = rest[0] as ReadingOptions | undefined;
    const slots = typeof call === 'object' && call !== null ? call.includeSlots : undefined;
    const reading = slots === true ? readings.slots : slots === false ? readings.noSlots : fallback;
    if (++calls < period) {
      const result = validate(value, ...rest);
      metrics.recordResult(kind, result, reading);
      return result;
    }
    calls = 0;
    const started = performance.now();
    const result = validate(value, ...rest);
    const timedReading = reading.includeSlots ? timedReadings.slots : timedReadings.noSlots;
    timedReading.seconds = (performance.now() - started) / 1000;
    metrics.recordResult(kind, result, timedReading);
    return result;
  };
}

/** The part of a Standard Schema V1 the metrics wrap (the core's `ContractStandardSchema`, or any other). */
export interface StandardSchemaLike {
  readonly '~standard': {
    readonly validate: (value: unknown) => unknown;
  };
}

/** An issue as the contract's Standard Schemas write it: with its pointer and rule word (others count as `_OTHER`). */
interface IssueLike {
  readonly pointer?: unknown;
  readonly rule?: unknown;
}

function resultOfIssues(outcome: unknown): ResultLike {
  const issues = (outcome as { issues?: readonly IssueLike[] } | null)?.issues;
  if (issues === undefined) return { ok: true };
  const violations: ViolationLike[] = issues.map((issue) => ({
    pointer: typeof issue.pointer === 'string' ? issue.pointer : '',
    rule: typeof issue.rule === 'string' ? issue.rule : '',
  }));
  return { ok: false, violations };
}

/**
 * The same Standard Schema, its `validate` recording each check in `metrics` and timing one in
 * `options.timeOneIn` (asynchronous results are recorded when they settle). Every other member is the schema's own.
 *
 * @example
 * import { userSummaryStandardSchema } from 'user-summaries-contract';
 * const schema = measuredStandardSchema(contract, 'summary', userSummaryStandardSchema({ includeSlots: false }), { includeSlots: false });
 */
export function measuredStandardSchema<TSchema extends StandardSchemaLike>(
  metrics: ContractMetrics,
  kind: DocumentKind,
  schema: TSchema,
  options: MeasureOptions = {},
): TSchema {
  const inner = schema['~standard'];
  const period = timingPeriod(options);
  const reading = { includeSlots: options.includeSlots !== false, strict: options.strict === true };
  const timedReading = { ...reading, seconds: 0 };
  let calls = 0;
  const validate = (value: unknown): unknown => {
    const timed = ++calls >= period;
    if (timed) calls = 0;
    const started = timed ? performance.now() : 0;
    const outcome = inner.validate(value);
    const record = (settled: unknown): void => {
      if (timed) timedReading.seconds = (performance.now() - started) / 1000;
      metrics.recordResult(kind, resultOfIssues(settled), timed ? timedReading : reading);
    };
    if (outcome instanceof Promise) void outcome.then(record, () => undefined);
    else record(outcome);
    return outcome;
  };
  return Object.assign(Object.create(Object.getPrototypeOf(schema) as object) as TSchema, schema, {
    '~standard': { ...inner, validate },
  });
}
