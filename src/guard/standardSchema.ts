import type { StandardSchemaV1 } from './standardSchemaSpec.js';
import type { UserSummariesResponse, UserSummary } from '../generated/types.js';
import { SCHEMA_IDS } from '../schemas/ids.js';
import { validateResponse } from '../precompiled/validateResponse.js';
import type { RuleWord, ValidationResult, Violation } from '../validator/types.js';
import { failure, maxViolationsOf, notJsonViolation } from '../validator/result.js';
import { findNotJson } from './jsonValue.js';
import { guardValue, type GuardOptions } from './guardValue.js';
import { pathOf } from './path.js';

/** The vendor name in `~standard`. */
export const STANDARD_SCHEMA_VENDOR = 'user-summaries-contract';

/** A Standard Schema issue that also carries the contract's pointer, rule word and keyword. */
export interface ContractIssue extends StandardSchemaV1.Issue {
  readonly path: readonly PropertyKey[];
  /** RFC 6901 pointer to the offending member (for a missing key, the key's own pointer). */
  readonly pointer: string;
  /** The contract's word for the broken rule. */
  readonly rule: RuleWord;
  /** The JSON Schema keyword that failed. */
  readonly keyword: string;
}

/** A Standard Schema V1 of one entry point of the contract, with the `$id` of its JSON Schema. */
export interface ContractStandardSchema<TOutput> extends StandardSchemaV1<unknown, TOutput> {
  /** The `$id` of the JSON Schema document (or `$defs` entry) it validates against. */
  readonly schemaId: string;
}

function issueOf(root: unknown, violation: Violation): ContractIssue {
  return {
    message: violation.message,
    path: pathOf(root, violation.pointer),
    pointer: violation.pointer,
    rule: violation.rule,
    keyword: violation.keyword,
  };
}

function standardSchema<TOutput>(
  schemaId: string,
  check: (value: unknown) => ValidationResult<TOutput>,
): ContractStandardSchema<TOutput> {
  return {
    schemaId,
    '~standard': {
      version: 1,
      vendor: STANDARD_SCHEMA_VENDOR,
      validate(value: unknown): StandardSchemaV1.Result<TOutput> {
        try {
          const result = check(value);
          return result.ok ? { value: result.value } : { issues: result.violations.map((v) => issueOf(value, v)) };
        } catch {
          return { issues: [{ message: 'the value could not be validated', path: [] }] };
        }
      },
    },
  };
}

/**
 * A Standard Schema V1 of one user summary, for tRPC, Hono, TanStack Form and every other Standard Schema
 * consumer. Its `validate` never throws and returns issues with paths; precompiled, no compilation at run
 * time.
 *
 * @example
 * const schema = userSummaryStandardSchema({ includeSlots: false });
 * const result = await schema['~standard'].validate(input);
 * if (result.issues) console.log(result.issues.map((i) => i.path));
 */
export function userSummaryStandardSchema(options: GuardOptions = {}): ContractStandardSchema<UserSummary> {
  maxViolationsOf(options);
  return standardSchema<UserSummary>(SCHEMA_IDS.userSummary, (value) =>
    guardValue<UserSummary>('userSummary', value, options),
  );
}

/**
 * A Standard Schema V1 of a response body of GET /user-summaries (envelope auto-detected: the Laravel
 * paginator, `{data, links, meta}` or a bare array).
 *
 * @example
 * const schema = userSummariesResponseStandardSchema({ includeSlots: false });
 */
export function userSummariesResponseStandardSchema(
  options: GuardOptions = {},
): ContractStandardSchema<UserSummariesResponse> {
  const max = maxViolationsOf(options);
  return standardSchema<UserSummariesResponse>(SCHEMA_IDS.response, (value) => {
    if (options.checkJson !== false) {
      const notJson = findNotJson(value);
      if (notJson !== undefined) return failure([notJsonViolation(notJson.pointer, notJson.what)], max);
    }
    return validateResponse(value, { includeSlots: options.includeSlots ?? true, maxViolations: max });
  });
}

/**
 * The Standard Schema of one user summary as any record without request context is read: include_slots=1, slots
 * required. The API (and the typed client) default to include_slots=0: for data fetched so, use
 * `userSummaryStandardSchema({ includeSlots: false })`.
 */
export const userSummarySchema: ContractStandardSchema<UserSummary> = userSummaryStandardSchema();

/** The Standard Schema of a response body (slots required; use the factory for include_slots=0). */
export const userSummariesResponseSchema: ContractStandardSchema<UserSummariesResponse> =
  userSummariesResponseStandardSchema();
