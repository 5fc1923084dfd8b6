import fc from 'fast-check';
import {
  GROUP_NAMES,
  invalidUserSummariesRequest,
  invalidUserSummary,
  userSummariesRequest,
  userSummariesResponse,
  userSummary,
  type GroupName,
  type SlotCount,
} from 'user-summaries-testing';
import type { BundleSpec } from './bundleArtifacts.js';
import type { ExpectedViolation } from './vectorTypes.js';

/** A generated record for a bundle, with the violations this library must report. */
export interface GeneratedRecord {
  readonly data: unknown;
  readonly label: string;
  /** The violations the generator built in; `[]` for a valid record. */
  readonly expected: readonly ExpectedViolation[];
}

/** Options of {@link generatedRecords}. */
export interface GeneratedRecordsOptions {
  readonly valid: number;
  readonly invalid: number;
  /** Most slots per group (Laravel's wildcard expansion is slow on many slots). */
  readonly maxSlots: number;
  /** Fewest slots per group. @defaultValue 0 */
  readonly minSlots?: number;
  /** fast-check seed; left out, the global seed of the run. */
  readonly seed?: number;
  /** Unknown fields in valid default-reading records. @defaultValue false */
  readonly extraFields?: boolean;
}

function sample<TValue>(arbitrary: fc.Arbitrary<TValue>, numRuns: number, seed: number | undefined): TValue[] {
  if (numRuns === 0) return [];
  return fc.sample(arbitrary, seed === undefined ? { numRuns } : { numRuns, seed });
}

function slotCounts(min: number, max: number): Record<GroupName, SlotCount> {
  return Object.fromEntries(GROUP_NAMES.map((g) => [g, { min, max }])) as Record<GroupName, SlotCount>;
}

/**
 * Valid and invalid records for a bundle's entry point and reading, from the arbitraries of
 * `user-summaries-testing`. Invalid records carry the violations their generator built in.
 * Responses are generated valid only (the invalid summaries cover the rules inside them).
 *
 * @example
 * const records = generatedRecords(BUNDLES[0], { valid: 10, invalid: 10, maxSlots: 1, seed: 42 });
 */
export function generatedRecords(spec: BundleSpec, options: GeneratedRecordsOptions): GeneratedRecord[] {
  const { includeSlots, strict } = spec.reading;
  const slots = slotCounts(options.minSlots ?? 0, options.maxSlots);
  const extraFields = options.extraFields === true && !strict;
  const valid = (data: unknown, i: number): GeneratedRecord => ({ data, label: `generated valid #${i}`, expected: [] });
  if (spec.entry === 'user-summary.schema.json') {
    const good = sample(userSummary({ includeSlots, slots, extraFields }), options.valid, options.seed);
    const bad = sample(invalidUserSummary({ includeSlots, slots, strict }), options.invalid, options.seed);
    return [
      ...good.map(valid),
      ...bad.map((c, i) => ({ data: c.value, label: `generated invalid #${i} (${c.mutation})`, expected: c.expected })),
    ];
  }
  if (spec.entry === 'response.schema.json') {
    const pages = sample(
      userSummariesResponse({ perPage: 2, summaryConstraints: { includeSlots, slots, extraFields } }),
      options.valid,
      options.seed,
    );
    return pages.map(valid);
  }
  const good = sample(userSummariesRequest(), options.valid, options.seed);
  const bad = sample(invalidUserSummariesRequest(), options.invalid, options.seed);
  return [
    ...good.map(valid),
    ...bad.map((c, i) => ({ data: c.value, label: `generated invalid #${i} (${c.mutation})`, expected: c.expected })),
  ];
}
