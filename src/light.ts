// The `user-summaries-contract/light` entry: the precompiled guard for bundles that count their
// bytes (browsers, edge workers). It loads the fast tiers only; the report tier (two thirds of the full
// entry's weight, and only a failing value needs it) is the default entry (`user-summaries-contract`), imported on the first
// failure. So a verdict on a valid value is synchronous inside, and the functions that report are async.
// docs/guard.md says when to choose which entry; test/guard/light.test.ts holds both to the same results.
import type { StandardSchemaV1 } from './guard/standardSchemaSpec.js';
import type { UserSummariesRequest, UserSummariesResponse, UserSummary } from './generated/types.js';
import { SCHEMA_IDS, type SchemaEntry } from './schemas/ids.js';
import { detectEnvelope } from './validator/envelope.js';
import { reversedRange, toWireRequest, type RequestInput } from './validator/requestWire.js';
import { failure, maxViolationsOf } from './validator/result.js';
import type { ValidationResult } from './validator/types.js';
import type { GuardOptions } from './guard/guardValue.js';
import { findNotJson } from './guard/jsonValue.js';
import type { ContractStandardSchema } from './guard/standardSchema.js';
import { openFastTier } from './precompiled/fastTiers.js';
import type { PrecompiledOptions, PrecompiledResponseOptions } from './precompiled/validateEntry.js';

export type { PrecompiledOptions, PrecompiledResponseOptions } from './precompiled/validateEntry.js';
export type { GuardOptions } from './guard/guardValue.js';
export type { ContractIssue, ContractStandardSchema } from './guard/standardSchema.js';
export type { Violation, RuleWord, ValidationResult, EnvelopeName } from './validator/types.js';
export type { UserSummary, UserSummariesResponse, UserSummariesRequest } from './generated/types.js';
export type { RequestInput } from './validator/requestWire.js';

type FullEntry = typeof import('./index.js');
let full: Promise<FullEntry> | undefined;

/** The full entry (fast and report tiers), imported once, on the first value that fails. */
function fullEntry(): Promise<FullEntry> {
  full ??= import('./index.js');
  return full;
}

/** The fast verdict; false for a value whose reading throws (the full entry then reports `not_json`). */
function passes(entry: SchemaEntry, value: unknown, includeSlots: boolean | undefined): boolean {
  try {
    return openFastTier(includeSlots ?? true)[entry](value);
  } catch {
    return false;
  }
}

/** Options are code: the same RangeErrors as the full entry, thrown before any work. */
function checkOptions(options: PrecompiledOptions): void {
  maxViolationsOf(options);
  if ((options as { strict?: unknown }).strict === true) {
    throw new RangeError(
      'these validators apply the open (consumer) reading; import the strict reading from user-summaries-contract/strict',
    );
  }
}

/**
 * Validates one user summary: the result of the full entry's `validateSummary`, as a promise. A valid value
 * is answered by the fast tier alone; the first failure loads the report tier. Never rejects on any value.
 *
 * @example
 * import { validateSummary } from 'user-summaries-contract/light';
 * const result = await validateSummary(JSON.parse(body));
 * if (!result.ok) for (const v of result.violations) console.log(v.pointer, v.rule);
 */
export async function validateSummary(
  value: unknown,
  options: PrecompiledOptions = {},
): Promise<ValidationResult<UserSummary>> {
  checkOptions(options);
  if (passes('userSummary', value, options.includeSlots)) return { ok: true, value: value as UserSummary };
  return (await fullEntry()).validateSummary(value, options);
}

/**
 * Validates a response body (envelope auto-detected, or the one named): the result of the full entry's
 * `validateResponse`, as a promise; the report tier loads on the first failure. Never rejects on any value.
 *
 * @example
 * import { validateResponse } from 'user-summaries-contract/light';
 * const result = await validateResponse(await response.json(), { includeSlots: false });
 */
export async function validateResponse(
  body: unknown,
  options: PrecompiledResponseOptions = {},
): Promise<ValidationResult<UserSummariesResponse>> {
  checkOptions(options);
  let envelope: SchemaEntry | undefined;
  try {
    envelope = options.envelope === undefined || options.envelope === 'auto' ? detectEnvelope(body) : options.envelope;
  } catch {
    envelope = undefined;
  }
  if (envelope !== undefined && passes(envelope, body, options.includeSlots))
    return { ok: true, value: body as UserSummariesResponse };
  return (await fullEntry()).validateResponse(body, options);
}

/**
 * Validates a GET /user-summaries request (query parameters and headers, then the range order): the result of
 * the full entry's `validateRequest`, as a promise. A valid request is answered by the fast tier and the range
 * check alone; the first failure loads the report tier. Never rejects on any value; no header value (the token)
 * appears in a violation.
 *
 * @example
 * import { validateRequest } from 'user-summaries-contract/light';
 * const result = await validateRequest({ query: { date_from: '2024-01-01', date_to: '2024-01-31' }, headers: request.headers });
 */
export async function validateRequest(
  request: RequestInput,
  options: PrecompiledOptions = {},
): Promise<ValidationResult<UserSummariesRequest>> {
  checkOptions(options);
  const wire = toWireRequest(request);
  if (passes('request', wire, true)) {
    // The schema accepted the request, so its dates are valid: the range order is the one check left.
    const reversed = reversedRange(wire);
    return reversed === undefined
      ? { ok: true, value: wire as unknown as UserSummariesRequest }
      : failure([reversed], maxViolationsOf(options));
  }
  return (await fullEntry()).validateRequest(request, options);
}

/**
 * Whether a value is a user summary that keeps the contract: synchronous, the fast tier only (the verdict
 * needs no report). Unknown members are allowed; a value that is not JSON is not a summary. Never throws.
 *
 * @example
 * import { isUserSummary } from 'user-summaries-contract/light';
 * const good = days.filter((day) => isUserSummary(day, { includeSlots: false }));
 */
export function isUserSummary(value: unknown, options: GuardOptions = {}): value is UserSummary {
  if (options.checkJson !== false && findNotJson(value) !== undefined) return false;
  return passes('userSummary', value, options.includeSlots);
}

type FullSchema<TOutput> = (full: FullEntry, options: GuardOptions) => ContractStandardSchema<TOutput>;

/**
 * A Standard Schema whose `validate` answers a passing value synchronously and a failing one with a promise
 * (the spec allows either): the issues of the full entry's schema, once its report tier has loaded.
 */
function lightSchema<TOutput>(
  schemaId: string,
  entryOf: (value: unknown) => SchemaEntry | undefined,
  fullSchema: FullSchema<TOutput>,
  options: GuardOptions,
): ContractStandardSchema<TOutput> {
  maxViolationsOf(options);
  return {
    schemaId,
    '~standard': {
      version: 1,
      vendor: 'user-summaries-contract',
      validate(value: unknown): StandardSchemaV1.Result<TOutput> | Promise<StandardSchemaV1.Result<TOutput>> {
        let entry: SchemaEntry | undefined;
        try {
          entry = entryOf(value);
        } catch {
          entry = undefined;
        }
        const json = options.checkJson === false || findNotJson(value) === undefined;
        if (json && entry !== undefined && passes(entry, value, options.includeSlots))
          return { value: value as TOutput };
        return fullEntry().then((m) => fullSchema(m, options)['~standard'].validate(value));
      },
    },
  };
}

/**
 * A Standard Schema V1 of one user summary whose `validate` is synchronous on a pass and a promise on a
 * failure (issues as the full entry's `userSummaryStandardSchema` gives them).
 *
 * @example
 * const result = await userSummaryStandardSchema({ includeSlots: false })['~standard'].validate(input);
 */
export function userSummaryStandardSchema(options: GuardOptions = {}): ContractStandardSchema<UserSummary> {
  return lightSchema<UserSummary>(
    SCHEMA_IDS.userSummary,
    () => 'userSummary',
    (m, o) => m.userSummaryStandardSchema(o),
    options,
  );
}

/**
 * A Standard Schema V1 of a response body (envelope auto-detected), synchronous on a pass, a promise on a
 * failure.
 *
 * @example
 * const result = await userSummariesResponseStandardSchema()['~standard'].validate(body);
 */
export function userSummariesResponseStandardSchema(
  options: GuardOptions = {},
): ContractStandardSchema<UserSummariesResponse> {
  return lightSchema<UserSummariesResponse>(
    SCHEMA_IDS.response,
    detectEnvelope,
    (m, o) => m.userSummariesResponseStandardSchema(o),
    options,
  );
}

/** The light Standard Schema of one user summary (slots required). */
export const userSummarySchema: ContractStandardSchema<UserSummary> = userSummaryStandardSchema();

/** The light Standard Schema of a response body (slots required). */
export const userSummariesResponseSchema: ContractStandardSchema<UserSummariesResponse> =
  userSummariesResponseStandardSchema();
