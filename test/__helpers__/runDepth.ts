// The run's depth as the environment sets it, read in one place by the config (which files run), the global
// setup (the numRuns every file gets) and test/__helpers__/depth.ts (how many cases a suite generates).

/** fast-check's numRuns at full depth (`npm run test:deep` sets FC_NUM_RUNS=1000). */
export const DEEP_RUNS = 1000;

/** This run's fast-check numRuns: FC_NUM_RUNS, else fast-check's default of 100. */
export function numRunsOf(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env['FC_NUM_RUNS'] ?? 100);
}

/** Whether this run goes to full depth, and so also runs the scale suites (`*.deep.test.ts`). */
export function isFullDepth(env: NodeJS.ProcessEnv = process.env): boolean {
  return numRunsOf(env) >= DEEP_RUNS;
}
