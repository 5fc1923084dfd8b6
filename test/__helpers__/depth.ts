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

/**
 * The cases of a table this run takes: every case at full depth; in the quick run `quick` of them, consecutive
 * (wrapping round) from an offset the run's seed picks, so the quick runs of successive days go through the whole
 * table, and `FC_SEED=N` replays a run's choice. For tables whose every case costs a slow run (a contract diff):
 * the cases are alike in kind, and `npm run test:deep` (every change on CI) runs them all.
 *
 * @example
 * it.each(casesAtDepth(TABLE, 4))('%s', check); // 4 cases under npm test, the whole table under test:deep
 */
export function casesAtDepth<T>(cases: readonly T[], quick: number): readonly T[] {
  if (DEPTH >= 1 || quick >= cases.length) return cases;
  const from = Math.abs(inject('fcSeed')) % cases.length;
  return Array.from({ length: quick }, (_, i) => cases[(from + i) % cases.length] as T);
}
