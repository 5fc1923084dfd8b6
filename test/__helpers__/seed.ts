// Vitest setup: one fast-check seed per run, printed so any failure can be replayed with FC_SEED=<seed>.
import fc from 'fast-check';

const fromEnv = process.env['FC_SEED'];
const seed = fromEnv !== undefined && fromEnv !== '' ? Number(fromEnv) : Date.now() ^ (Math.random() * 0x7fffffff);
if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, but received ${String(fromEnv)}`);
const numRuns = Number(process.env['FC_NUM_RUNS'] ?? 1000);

fc.configureGlobal({ seed, numRuns });
// Printed once per test file (vitest runs setup files in each worker); replay with FC_SEED.
console.log(`fast-check seed: ${seed} (numRuns ${numRuns}; replay with FC_SEED=${seed})`);

/** The seed this run uses. */
export const FC_SEED = seed;
