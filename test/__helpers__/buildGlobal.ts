// Vitest global setup: runs once per `vitest run`, in the main process, before any worker. The in-process CLI
// tests, the server tests and the package's entries run the build (dist/, precompiled/, the playground bundle),
// so every loop (`npm run test:unit`, one `npx vitest run FILE`) rebuilds it first when an input changed since
// it was built (packages/build/src/build/buildStamp.ts): a change under src/ is what the next run tests, with no build by
// hand. When nothing changed this costs the hash of the inputs only.
import { buildIfStale } from '../../packages/build/src/build/buildAll.js';

/** Builds what is stale; a failed build fails the run (its output is printed above). */
export default async function setup(): Promise<void> {
  const code = await buildIfStale();
  if (code !== 0)
    throw new Error(`the build failed (exit ${code}): the tests would run stale or missing build products`);
}
