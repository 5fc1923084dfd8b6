// Every coverage item is reachable: the project's valid generators (seeded) and its labelled invalid generators
// (of days, responses and requests), validated under a reading and counted by the collector, see every item of
// that reading. An item none of them can reach is a defect of the item list (or of a generator). Rounds repeat the generators that can still reach
// a missing item, with new seeds, until none is missing; each round's seed derives from the run's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GROUP_NAMES,
  INVALID_RESPONSE_MUTATIONS,
  INVALID_SUMMARY_MUTATIONS,
  invalidUserSummariesRequest,
  invalidUserSummariesRequestInput,
  invalidUserSummariesResponse,
  invalidUserSummary,
  userSummariesRequest,
  userSummariesResponse,
  userSummary,
} from '../../src/arbitraries/index.js';
import { CoverageCollector } from '../../src/coverage/collect.js';
import { coverageModel } from '../../src/coverage/model.js';
import { coverageReport } from '../../src/coverage/report.js';
import type { CoverageItem, CoverageProfile } from '../../src/coverage/types.js';
import {
  validateRequest,
  validateResponse,
  validateSummary,
} from 'user-summaries-contract/internal/precompiled/readingValidators';
import type { RequestInput } from 'user-summaries-contract/internal/validator/requestWire';
import { atDepth, casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { FC_SEED } from '../../../../test/__helpers__/seed.js';

/** A generator, what it makes, and the groups of items it can reach (`day`: the day's root and date). */
interface Source {
  readonly label: string;
  readonly kind: 'summary' | 'response' | 'request';
  readonly arbitrary: fc.Arbitrary<unknown>;
  readonly reaches: readonly string[];
}

const DAY_GROUPS = ['day', ...GROUP_NAMES];
const ENVELOPES = ['paginator', 'collection', 'bare'] as const;
const ENVELOPE_MUTATIONS = [
  'not-an-envelope',
  'remove-envelope-member',
  'wrong-type-envelope-member',
  'unknown-envelope-member',
];

/** The group an item belongs to, as the sources name what they reach. */
function groupOf(item: Pick<CoverageItem, 'location' | 'part'>): string {
  if (item.part === 'envelope' || item.part === 'request') return item.part;
  const first = item.location.split('/')[1] ?? '';
  return first === '' || first === 'date' ? 'day' : first;
}

/** The values of an invalid generator under constraints, or nothing when no mutation applies under them (it throws at once). */
function maybe(build: () => fc.Arbitrary<{ readonly value: unknown }>): fc.Arbitrary<unknown> | undefined {
  try {
    return build().map((c) => c.value);
  } catch {
    return undefined;
  }
}

/**
 * Every source for a reading: valid days and pages of both slot readings, every mutation of every group and
 * envelope; valid requests, the wire-form breaks and the broken shapes of requests (with strict, its unknown
 * parameter).
 */
function sources(profile: CoverageProfile): Source[] {
  const out: Source[] = [];
  const push = (
    label: string,
    kind: Source['kind'],
    arbitrary: fc.Arbitrary<unknown> | undefined,
    reaches: readonly string[],
  ): void => {
    if (arbitrary !== undefined) out.push({ label, kind, arbitrary, reaches });
  };
  push('userSummariesRequest', 'request', userSummariesRequest(), ['request']);
  push('invalidUserSummariesRequest', 'request', maybe(invalidUserSummariesRequest), ['request']);
  push(
    'invalidUserSummariesRequestInput',
    'request',
    maybe(() => invalidUserSummariesRequestInput({ strict: profile.strict })),
    ['request'],
  );
  // The include_slots=0 reading still checks slots where they are sent: days with slots reach its slot items.
  for (const includeSlots of [true, false]) {
    push(`userSummary includeSlots ${includeSlots}`, 'summary', userSummary({ includeSlots }), DAY_GROUPS);
    for (const envelope of ENVELOPES) {
      const arbitrary = userSummariesResponse({
        envelope,
        metaLinks: envelope === 'collection',
        summaryConstraints: { includeSlots },
      });
      push(`userSummariesResponse ${envelope}`, 'response', arbitrary, ['envelope', ...DAY_GROUPS]);
    }
    for (const group of [...GROUP_NAMES, undefined]) {
      for (const mutation of INVALID_SUMMARY_MUTATIONS) {
        const constraints = {
          groups: group === undefined ? [] : [group],
          mutations: [mutation],
          includeSlots,
          strict: profile.strict,
        };
        push(
          `invalidUserSummary ${group ?? 'date'} ${mutation}`,
          'summary',
          maybe(() => invalidUserSummary(constraints)),
          [group ?? 'day'],
        );
      }
    }
    for (const envelope of ENVELOPES) {
      for (const mutation of INVALID_RESPONSE_MUTATIONS) {
        const constraints = {
          envelope,
          mutations: [mutation],
          strict: profile.strict,
          summaryConstraints: { includeSlots },
        };
        const reaches = ENVELOPE_MUTATIONS.includes(mutation)
          ? ['envelope']
          : mutation === 'non-object-day'
            ? ['day']
            : DAY_GROUPS;
        push(
          `invalidUserSummariesResponse ${envelope} ${mutation}`,
          'response',
          maybe(() => invalidUserSummariesResponse(constraints)),
          reaches,
        );
      }
    }
  }
  return out;
}

/**
 * The four readings, alike in kind, each a few seconds of generating and validating: `npm test` takes one, turning
 * with the run's seed (so four quick runs go through all); `npm run test:deep` takes every one (casesAtDepth).
 */
const PROFILES: readonly CoverageProfile[] = [
  { includeSlots: true, strict: false },
  { includeSlots: false, strict: false },
  { includeSlots: true, strict: true },
  { includeSlots: false, strict: true },
];

describe('every coverage item is reachable by the generators', () => {
  it.each(casesAtDepth(PROFILES, 1))(
    'should see every item, and name every violation, under includeSlots $includeSlots, strict $strict',
    (profile) => {
      const collector = new CoverageCollector(coverageModel(profile));
      const all = sources(profile);
      const missing = (): CoverageItem[] => collector.model.items.filter((_, i) => collector.counts[i] === 0);
      const perSource = atDepth(50, 4);
      // The rule words each source's values have broken so far, as the validator reported them.
      const broke = all.map(() => new Set<string>());
      for (let round = 0; round < 400 && missing().length > 0; round++) {
        const left = missing();
        const groups = new Set(left.map(groupOf));
        // The rule words still to break in each group; `undefined` when a shape (not a break) is still to be seen there.
        const wanted = new Map<string, Set<string | undefined>>();
        for (const item of left) {
          const words = wanted.get(groupOf(item)) ?? new Set<string | undefined>();
          words.add(item.aspect.startsWith('violated:') ? item.aspect.slice('violated:'.length) : undefined);
          wanted.set(groupOf(item), words);
        }
        all.forEach((source, s) => {
          if (round > 0 && !source.reaches.some((g) => groups.has(g))) return;
          // After the first round, three rounds in four take only the sources of one group that can still see a
          // missing item: a shape, or a rule word the source has broken before. The fourth takes every source that
          // reaches a group with a missing item, those of several groups (valid days and pages, mutations of pages)
          // among them. A page costs the validation of many days, and a mutation that breaks another word cannot
          // reach the item.
          if (
            round % 4 !== 0 &&
            (source.reaches.length > 1 ||
              !source.reaches.some((g) => [...(wanted.get(g) ?? [])].some((w) => w === undefined || broke[s]?.has(w))))
          )
            return;
          for (const value of fc.sample(source.arbitrary, { numRuns: perSource, seed: FC_SEED + round * 10_007 + s })) {
            const result =
              source.kind === 'summary'
                ? validateSummary(value, profile)
                : source.kind === 'request'
                  ? validateRequest(value as RequestInput, profile)
                  : validateResponse(value, profile);
            if (!result.ok) for (const v of result.violations) broke[s]?.add(v.rule);
            collector.add(value, source.kind, result.ok ? [] : result.violations);
          }
        });
      }
      expect(missing().map((i) => `${i.location} ${i.aspect} (${i.schema})`)).toEqual([]);
      // Every violation the validator reported for the generated values named an item.
      expect(collector.unmatched).toBe(0);
      const report = coverageReport(collector.model, collector.counts, collector.parts);
      expect(report.totals).toEqual({
        items: collector.model.items.length,
        covered: collector.model.items.length,
        partial: 0,
      });
    },
  );
});
