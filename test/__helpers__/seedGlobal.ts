// Vitest global setup: runs once per `vitest run`, in the main process, before any worker. It picks the
// fast-check seed (or takes FC_SEED), prints it once, and hands it to every test file through `provide`
// (test/__helpers__/seed.ts reads it with `inject`).
import type { TestProject } from 'vitest/node';
import { numRunsOf } from './runDepth.js';

declare module 'vitest' {
  export interface ProvidedContext {
    fcSeed: number;
    fcNumRuns: number;
  }
}

/** Picks the run's seed and number of runs, prints them once, and provides them to the test files. */
export default function setup(project: TestProject): void {
  const fromEnv = process.env['FC_SEED'];
  const seed = fromEnv !== undefined && fromEnv !== '' ? Number(fromEnv) : Date.now() ^ (Math.random() * 0x7fffffff);
  if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, but received ${String(fromEnv)}`);
  // 100 (fast-check's default) under `npm test`; `npm run test:deep` sets 1000 (test/__helpers__/depth.ts).
  const numRuns = numRunsOf();
  project.provide('fcSeed', seed);
  project.provide('fcNumRuns', numRuns);
  console.log(`fast-check seed: ${seed} (numRuns ${numRuns}; replay with FC_SEED=${seed})`);
}
