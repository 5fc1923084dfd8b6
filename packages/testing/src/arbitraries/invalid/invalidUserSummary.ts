// invalidUserSummary(): a valid summary plus one targeted mutation, with its exact (pointer, rule) set.
import fc from 'fast-check';
import type { RuleWord } from 'user-summaries-contract/internal/validator/types';
import { checkBoolean, checkKeys, checkList } from '../_check.js';
import { GROUP_NAMES, type UserSummaryConstraints } from '../_types.js';
import { resolveSummary, SUMMARY_KEYS } from '../userSummary.js';
import type { MutationContext } from './_base.js';
import { MUTATIONS } from './_mutations.js';
import type { InvalidCase } from './_types.js';

/** The names of the mutations {@link invalidUserSummary} draws from. */
export const INVALID_SUMMARY_MUTATIONS: readonly string[] = MUTATIONS.map((m) => m.name);

/** The rule words the summary mutations break (the request words are covered by the request generator). */
export const INVALID_SUMMARY_RULES: readonly RuleWord[] = [...new Set(MUTATIONS.map((m) => m.rule))];

/** Constraints of {@link invalidUserSummary}: those of the valid base, the reading, and a choice of mutations. */
export interface InvalidUserSummaryConstraints extends UserSummaryConstraints {
  /**
   * The value is meant for the strict reading (`validateSummary(value, { strict: true })`), which adds the
   * unknown-field mutation. Needs `extraFields: false`. @defaultValue false
   */
  readonly strict?: boolean;
  /** Only mutations that break one of these rule words. @defaultValue all */
  readonly rules?: readonly RuleWord[];
  /** Only these mutations (see {@link INVALID_SUMMARY_MUTATIONS}). @defaultValue all */
  readonly mutations?: readonly string[];
}

/**
 * Invalid user summaries that know their violation: a valid record (built under the same constraints as
 * {@link userSummary}) plus one targeted mutation, with `expected` the exact set of (pointer, rule) pairs the
 * validator must report under `{ includeSlots, strict }` of the constraints. The mutation is built into the
 * arbitrary, so every shrunk value still carries its own, correct label.
 *
 * @throws TypeError or RangeError at once when a constraint is malformed, or when no mutation applies
 * @example
 * fc.assert(
 *   fc.property(invalidUserSummary({ includeSlots: false }), ({ value, expected }) => {
 *     const result = validateSummary(value, { includeSlots: false });
 *     const got = result.ok ? [] : result.violations.map((v) => `${v.pointer} ${v.rule}`).sort();
 *     expect(got).toEqual(expected.map((e) => `${e.pointer} ${e.rule}`).sort());
 *   }),
 * );
 */
export function invalidUserSummary(constraints?: InvalidUserSummaryConstraints): fc.Arbitrary<InvalidCase> {
  const c = checkKeys('invalidUserSummary constraints', constraints, [...SUMMARY_KEYS, 'strict', 'rules', 'mutations']);
  const strict = checkBoolean('strict', c['strict'], false);
  const { strict: _s, rules: _r, mutations: _m, ...summary } = c;
  const r = resolveSummary(summary);
  if (strict && r.extraFields)
    throw new RangeError('strict: true needs extraFields: false, since the strict reading rejects extra fields');
  const rules = checkList('rules', c['rules'], INVALID_SUMMARY_RULES);
  const names = checkList('mutations', c['mutations'], INVALID_SUMMARY_MUTATIONS);
  const ctx: MutationContext = {
    r,
    groups: r.groups === 'any' ? GROUP_NAMES : r.groups,
    includeSlots: r.includeSlots,
    strict,
  };
  const arms = MUTATIONS.filter(
    (m) => (rules === undefined || rules.includes(m.rule)) && (names === undefined || names.includes(m.name)),
  )
    .map((m) => m.build(ctx))
    .filter((a): a is fc.Arbitrary<InvalidCase> => a !== undefined);
  if (arms.length === 0)
    throw new RangeError(
      'no mutation applies under these constraints (check groups, includeSlots, strict, rules and mutations)',
    );
  return fc.oneof(...arms);
}
