// Vitest global setup: runs once per `vitest run`, in the main process, before any worker. The in-process CLI
// tests, the server tests and the package's entries run the build (dist/, precompiled/, the playground bundle),
// so every loop (`npm run test:unit`, one `npx vitest run FILE`) rebuilds it first when an input changed since
// it was built (packages/build/src/build/buildStamp.ts): a change under src/ is what the next run tests, with no build by
// hand. When nothing changed this costs the hash of the inputs only.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildInputsHash, isBuildFresh } from '../../packages/build/src/build/buildStamp.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Builds what is stale; a failed build fails the run (its output is printed above). The build runs as `npm run
 * build` runs it, under tsx in a process of its own: the build's generators import the core by its package name,
 * which before the first build only tsconfig.json's paths resolve (tsx reads them; vitest's module runner does not).
 */
export default function setup(): void {
  if (isBuildFresh(buildInputsHash())) return;
  console.log(
    'build: dist/ and precompiled/ are missing or older than src/, schemas/ or the package files: npm run build',
  );
  const run = spawnSync(
    process.execPath,
    [`${ROOT}node_modules/tsx/dist/cli.mjs`, `${ROOT}packages/build/src/build/buildAll.ts`],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0)
    throw new Error(
      `the build failed (exit ${String(run.status)}): the tests would run stale or missing build products`,
    );
}
