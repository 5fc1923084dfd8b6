// Vitest setup file (each test file): configures fast-check with the run's one seed, which the global setup
// (test/__helpers__/seedGlobal.ts) picked and printed once; replay a failure with FC_SEED=<seed>.
import fc from 'fast-check';
import { inject } from 'vitest';

const seed = inject('fcSeed');
const numRuns = inject('fcNumRuns');

fc.configureGlobal({ seed, numRuns });

/** The seed this run uses. */
export const FC_SEED = seed;
