// Every invalid record fails with exactly its expected (pointer, rule) set, under the profile it was built for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_SUMMARY_MUTATIONS,
  INVALID_SUMMARY_RULES,
  invalidUserSummary,
  type InvalidUserSummaryConstraints,
} from '../../src/arbitraries/index.js';
import { validateSummary } from 'user-summaries-contract/internal/precompiled/readingValidators';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { expectedOf, sampleUntil, verdict } from './_helpers.js';

// Constraints alike in kind, each a property of its own: `npm test` takes two, turning with the run's seed (so
// successive quick runs go through all), `npm run test:deep` every one (casesAtDepth).
const CASES: readonly [string, InvalidUserSummaryConstraints][] = [
  ['the defaults', {}],
  ['the strict reading', { strict: true }],
  ['include_slots=0', { includeSlots: false }],
  ['include_slots=0, strict', { includeSlots: false, strict: true }],
  ['unknown extra fields, open profile', { extraFields: true, nulls: false }],
  ['only the top-level date', { groups: [] }],
];

describe('invalidUserSummary() fails with exactly its expected violations', () => {
  it.each(casesAtDepth(CASES, 2))('should only produce the declared violations: %s', (_label, c) => {
    const options = { includeSlots: c.includeSlots ?? true, strict: c.strict ?? false };
    fc.assert(
      fc.property(invalidUserSummary(c), ({ value, expected }) => {
        expect(expected.length).toBeGreaterThan(0);
        expect(verdict(validateSummary(value, options))).toEqual(expectedOf(expected));
      }),
    );
  });

  it('should cover every rule word of a summary and every mutation', () => {
    expect([...INVALID_SUMMARY_RULES].sort()).toEqual(
      [
        'filled',
        'in',
        'min',
        'present',
        'present_without',
        'required',
        'required_with',
        'type',
        'date_format',
        'unknown_field',
      ].sort(),
    );
    const seen = new Set<string>();
    const rules = new Set<string>();
    // Up to 3,000 draws, stopping once every mutation and every rule has been drawn.
    sampleUntil(
      invalidUserSummary({ strict: true }),
      3000,
      (x) => {
        seen.add(x.mutation);
        for (const e of x.expected) rules.add(e.rule);
      },
      () => seen.size === INVALID_SUMMARY_MUTATIONS.length && rules.size === INVALID_SUMMARY_RULES.length,
    );
    expect([...seen].sort()).toEqual([...INVALID_SUMMARY_MUTATIONS].sort());
    expect([...rules].sort()).toEqual([...INVALID_SUMMARY_RULES].sort());
  });

  it('should break only the rule asked for (rules: [rule])', () => {
    const byRule = INVALID_SUMMARY_RULES.map((rule) => {
      const strict = rule === 'unknown_field';
      return invalidUserSummary({ rules: [rule], strict }).map((x) => ({ ...x, rule, strict }));
    });
    fc.assert(
      fc.property(fc.oneof(...byRule), ({ value, expected, rule, strict }) => {
        expect(expected.every((e) => e.rule === rule)).toBe(true);
        expect(verdict(validateSummary(value, { strict }))).toEqual(expectedOf(expected));
      }),
    );
  });

  it('should keep its label through shrinking', () => {
    // A property that fails on purpose: fast-check shrinks the counterexample; the shrunk case must
    // still fail with exactly its own expected set.
    const details = fc.check(
      fc.property(invalidUserSummary({ strict: true }), ({ value }) => JSON.stringify(value).length < 60),
    );
    expect(details.failed).toBe(true);
    const [shrunk] = details.counterexample ?? [];
    expect(shrunk).toBeDefined();
    if (shrunk === undefined) return;
    expect(verdict(validateSummary(shrunk.value, { strict: true }))).toEqual(expectedOf(shrunk.expected));
    expect(details.numShrinks).toBeGreaterThan(0);
  });
});

describe('the exact violations of named mutations', () => {
  const one = (c: InvalidUserSummaryConstraints) => fc.sample(invalidUserSummary(c), 50);
  it('activity: {} gives one required_with per missing field, slots only with include_slots=1', () => {
    for (const includeSlots of [true, false]) {
      for (const x of one({ mutations: ['empty-activity'], includeSlots })) {
        expect(x.expected).toHaveLength(includeSlots ? 9 : 8);
        expect(x.expected.some((e) => e.pointer === '/activity/slots')).toBe(includeSlots);
      }
    }
  });
  it('removing both keys of a pair points at the heart_rate spelling', () => {
    for (const x of one({ mutations: ['remove-heat-heart-pair'] })) {
      expect(x.expected).toHaveLength(1);
      expect(x.expected[0]?.pointer).toMatch(/^\/heart_rate\/(avg|max|rest)_daily_heart_rate$/);
      expect(x.expected[0]?.rule).toBe('present_without');
    }
  });
  it('an empty not-empty group is one filled violation at the group', () => {
    for (const x of one({ mutations: ['empty-group'] })) {
      expect(x.expected).toEqual([
        {
          pointer: expect.stringMatching(/^\/(heart_rate|sleep|stress|respiration_rate|temperature|spo2)$/),
          rule: 'filled',
        },
      ]);
    }
  });
});
