// How deep a run goes. `npm test` runs every suite at the quick depth (fast-check's default numRuns of 100, a
// tenth of the generated records and fuzz values); `npm run test:deep` (FC_NUM_RUNS=1000, run by .ci/run after
// `npm test`) runs the property, fuzz and differential suites at full depth. Each run draws a new seed, so
// the quick runs of every day add up; a failing seed replays at either depth with FC_SEED.
import { inject } from 'vitest';
import { DEEP_RUNS } from './runDepth.js';

/** This run's depth: 1 at full depth, 0.1 under `npm test`. */
const DEPTH = inject('fcNumRuns') / DEEP_RUNS;

/**
 * A count of generated cases at this run's depth: `deep` at full depth, scaled down (never below `min`) in
 * the quick run.
 *
 * @example
 * const FUZZ_VALUES = atDepth(100_000); // 10,000 under npm test
 */
export function atDepth(deep: number, min = 1): number {
  return Math.max(min, Math.round(deep * DEPTH));
}
