// sampleSummary(): one deterministic day for a seed, the way a mock server serves day by day.
import fc from 'fast-check';
import type { UserSummary } from 'user-summaries-contract/internal/generated/types';
import { checkDate, checkKeys, shown } from './_check.js';
import type { UserSummaryConstraints } from './_types.js';
import { resolveSummary, SUMMARY_KEYS, summaryOn } from './userSummary.js';

/** Options of {@link sampleSummary}: a seed and a day, plus any summary constraint but the date ones. */
export interface SampleSummaryOptions extends Omit<UserSummaryConstraints, 'date' | 'dateRange'> {
  /** Any integer or string; the same seed and date give the same day. */
  readonly seed: number | string;
  /** The day to write, Y-m-d. */
  readonly date: string;
}

/** FNV-1a (32 bits) of a string, as a signed integer: the fast-check seed of one (seed, date) pair. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * One valid user summary for a seed and a date. Deterministic: the same seed, date and constraints give the
 * same day, whatever other days are asked for and in whatever order, because the seed and the date are
 * hashed into the fast-check seed of this one draw.
 *
 * @throws TypeError or RangeError at once when an option is malformed
 * @example
 * const day = sampleSummary({ seed: 42, date: '2024-03-10', includeSlots: false });
 * // day.date === '2024-03-10'; the same call returns an equal object
 */
export function sampleSummary(options: SampleSummaryOptions): UserSummary {
  const c = checkKeys('sampleSummary options', options, ['seed', ...SUMMARY_KEYS.filter((k) => k !== 'dateRange')]);
  const seed = c['seed'];
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isSafeInteger(seed)))) {
    throw new TypeError(`seed must be an integer or a string, but received ${shown(seed)}`);
  }
  const date = checkDate('date', c['date']);
  const { seed: _seed, ...constraints } = c;
  const r = resolveSummary(constraints);
  const [day] = fc.sample(summaryOn(date, r), { seed: hashSeed(`${String(seed)}|${date}`), numRuns: 1 });
  if (day === undefined) throw new Error('fast-check returned no sample');
  return day;
}
