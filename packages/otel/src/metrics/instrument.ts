import type { DocumentKind } from '../convention/location.js';
import type { ContractMetrics, ReadingOptions, ResultLike, ViolationLike } from './contractMetrics.js';

/**
 * A validator with the same signature that records each check (its outcome, violations and time) in `metrics`.
 * The reading is the one the validator was made for plus the call's own `includeSlots`, when it passes one.
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
  reading: ReadingOptions = {},
): (value: TValue, ...rest: TArgs) => TResult {
  return (value: TValue, ...rest: TArgs): TResult => {
    const started = performance.now();
    const result = validate(value, ...rest);
    const seconds = (performance.now() - started) / 1000;
    const options = rest[0] as ReadingOptions | undefined;
    const includeSlots =
      typeof options === 'object' && options !== null && typeof options.includeSlots === 'boolean'
        ? options.includeSlots
        : reading.includeSlots;
    metrics.recordResult(kind, result, {
      seconds,
      ...(includeSlots === undefined ? {} : { includeSlots }),
      ...(reading.strict === undefined ? {} : { strict: reading.strict }),
    });
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
 * The same Standard Schema, its `validate` recording each check in `metrics` (asynchronous results are
 * recorded when they settle). Every other member is the schema's own.
 *
 * @example
 * import { userSummaryStandardSchema } from 'user-summaries-contract';
 * const schema = measuredStandardSchema(contract, 'summary', userSummaryStandardSchema({ includeSlots: false }), { includeSlots: false });
 */
export function measuredStandardSchema<TSchema extends StandardSchemaLike>(
  metrics: ContractMetrics,
  kind: DocumentKind,
  schema: TSchema,
  reading: ReadingOptions = {},
): TSchema {
  const inner = schema['~standard'];
  const validate = (value: unknown): unknown => {
    const started = performance.now();
    const outcome = inner.validate(value);
    const record = (settled: unknown): void =>
      metrics.recordResult(kind, resultOfIssues(settled), {
        ...reading,
        seconds: (performance.now() - started) / 1000,
      });
    if (outcome instanceof Promise) void outcome.then(record, () => undefined);
    else record(outcome);
    return outcome;
  };
  return Object.assign(Object.create(Object.getPrototypeOf(schema) as object) as TSchema, schema, {
    '~standard': { ...inner, validate },
  });
}
