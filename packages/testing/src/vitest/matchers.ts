import {
  validateRequest,
  validateResponse,
  validateSummary,
} from 'user-summaries-contract/internal/precompiled/readingValidators';
import { documentKindOf } from 'user-summaries-contract/internal/validator/documentKindOf';
import { isPlainObject } from 'user-summaries-contract/internal/validator/plainObject';
import type { RequestInput } from 'user-summaries-contract/internal/validator/requestWire';
import { failure, notJsonViolation, UNREADABLE_VALUE } from 'user-summaries-contract/internal/validator/result';
import type { EnvelopeName, ValidationResult } from 'user-summaries-contract/internal/validator/types';
import { countCoverage } from './coverage.js';

/** What a value is checked as: a day, a response page, or a request; `auto` tells them apart by shape. */
export type ContractKind = 'summary' | 'response' | 'request' | 'auto';

/** Options of {@link toSatisfyUserSummariesContract}. */
export interface ContractMatcherOptions {
  /**
   * `false` reads the value as served with `include_slots=0` (groups may omit `slots`), the API's default.
   * @defaultValue true
   */
  readonly includeSlots?: boolean;
  /** The producers' strict reading: unknown fields fail. @defaultValue false */
  readonly strict?: boolean;
  /** What the value is. @defaultValue 'auto' */
  readonly kind?: ContractKind;
  /** The response envelope to expect (responses only). @defaultValue 'auto' */
  readonly envelope?: EnvelopeName | 'auto';
  /** Violations listed in the failure message. @defaultValue 20 */
  readonly maxViolations?: number;
}

/** The part of Jest's and vitest's matcher context the matcher reads. */
export interface MatcherContextLike {
  readonly isNot?: boolean;
}

/** A matcher's answer, as Jest and vitest expect it. */
export interface MatcherResult {
  readonly pass: boolean;
  readonly message: () => string;
}

/**
 * The kind `auto` reads: a request has `query` (and no `date`; requests are the matcher's own kind); else the
 * project's one reading of a document (`documentKindOf`, as the gate reads it), a list of summaries being a
 * bare response.
 */
function kindOf(value: unknown): Exclude<ContractKind, 'auto'> {
  try {
    if (isPlainObject(value) && Object.hasOwn(value, 'query') && !Object.hasOwn(value, 'date')) return 'request';
  } catch {
    // Members that cannot be read (a revoked proxy): not a request; the validators report it unreadable.
  }
  return documentKindOf(value) === 'summary' ? 'summary' : 'response';
}

/**
 * Checks `received` against the contract of GET /user-summaries, as a matcher for `expect.extend` (vitest
 * or Jest). The failure message lists pointer, rule and message of each violation and never a value from
 * the payload; `.not` passes when the value breaks the contract.
 *
 * @example
 * expect.extend({ toSatisfyUserSummariesContract });
 * expect(body).toSatisfyUserSummariesContract({ includeSlots: false, kind: 'response' });
 */
export function toSatisfyUserSummariesContract(
  this: MatcherContextLike | undefined,
  received: unknown,
  options: ContractMatcherOptions = {},
): MatcherResult {
  const includeSlots = options.includeSlots ?? true;
  const strict = options.strict ?? false;
  const maxViolations = options.maxViolations ?? 20;
  const common = { includeSlots, strict, maxViolations };
  let kind: ContractKind = options.kind ?? 'auto';
  let result: ValidationResult<unknown>;
  try {
    // Telling kinds apart reads the value (`Array.isArray`, `in`): a revoked proxy or a throwing `has` trap
    // throws there, before any validator could answer `not_json` for it.
    if (kind === 'auto') kind = kindOf(received);
    if (kind === 'request' && !isPlainObject(received)) {
      return {
        pass: false,
        message: () =>
          'expected a request { query, headers } to check against the user-summaries contract, but received no object',
      };
    }
    if (kind === 'request') {
      result = validateRequest(received as unknown as RequestInput, common);
    } else if (kind === 'response') {
      result = validateResponse(received, { ...common, envelope: options.envelope ?? 'auto' });
    } else {
      result = validateSummary(received, common);
    }
  } catch {
    result = failure([notJsonViolation('', UNREADABLE_VALUE)], maxViolations);
  }
  // Bodies and requests count toward the run's coverage of the contract, when it collects it (docs/coverage.md).
  if (kind !== 'auto')
    countCoverage(received, kind, result.ok ? [] : result.violations, {
      includeSlots,
      strict,
      envelope: options.envelope ?? 'auto',
    });
  const what = `the user-summaries contract (${kind}, includeSlots ${String(includeSlots)}${strict ? ', strict' : ''})`;
  if (result.ok) {
    return { pass: true, message: () => `expected the value not to satisfy ${what}, but it does` };
  }
  const lines = result.violations.map((v) => `  ${v.pointer === '' ? '/' : v.pointer}  ${v.rule}  ${v.message}`);
  const more =
    result.omitted > 0 ? [`  … and ${result.omittedIsLowerBound ? 'at least ' : ''}${result.omitted} more`] : [];
  const count = result.violations.length + result.omitted;
  const hint =
    includeSlots &&
    result.omitted === 0 &&
    result.violations.every((v) => v.rule === 'required_with' && v.pointer.endsWith('/slots'))
      ? ['hint: every violation is a missing slots: pass { includeSlots: false } for data fetched with include_slots=0']
      : [];
  return {
    pass: false,
    message: () =>
      [
        `expected the value to satisfy ${what}, but it breaks it (${count} violation${count === 1 ? '' : 's'}):`,
        ...lines,
        ...more,
        ...hint,
      ].join('\n'),
  };
}

/**
 * Every matcher of this entry, for `expect.extend`.
 *
 * @example
 * import { expect } from 'vitest';
 * import { userSummariesMatchers } from 'user-summaries-testing/vitest';
 * expect.extend(userSummariesMatchers);
 */
export const userSummariesMatchers = { toSatisfyUserSummariesContract } as const;
