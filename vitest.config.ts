import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { isFullDepth } from './test/__helpers__/runDepth.js';
import LongestFirstSequencer from './test/__helpers__/sequencer.js';

/** The checkout's path (ending in a slash), escaped for a regular expression. */
const ROOT = fileURLToPath(new URL('./', import.meta.url)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  test: {
    // Each package's suites: the core's in test/, the others' in packages/<package>/test/ (`npm test -w
    // packages/tools` runs one package's, docs/testing.md, "Layout").
    include: ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    // Full depth (`npm run test:deep`: FC_NUM_RUNS=1000, test/__helpers__/runDepth.ts) also runs the scale suites,
    // `*.deep.test.ts`: behaviours of their quick siblings at the sizes that once crashed or hit a cap, or the
    // costliest start-ups. `npm test` leaves them out; `.ci/run` runs both (docs/testing.md, "Two depths").
    exclude: isFullDepth() ? configDefaults.exclude : [...configDefaults.exclude, '**/*.deep.test.ts'],
    // The build first, when stale (test/__helpers__/buildGlobal.ts), then the run's seed and the folders of its shared products.
    globalSetup: ['test/__helpers__/buildGlobal.ts', 'test/__helpers__/seedGlobal.ts', 'test/__helpers__/runFoldersGlobal.ts'],
    // USC_CPU_LOG=FILE also logs each test file's CPU seconds (test/__helpers__/cpuPerFile.ts; docs/testing.md, "Measured").
    setupFiles: ['test/__helpers__/seed.ts', ...(process.env['USC_CPU_LOG'] ? ['test/__helpers__/cpuPerFile.ts'] : [])],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The test files of a worker share its modules: the modules load once per worker, not once per file (the tests'
    // reference, Ajv compiling the contract's schemas, is the costliest of them). Tests leave no state behind:
    // each file's setup (test/__helpers__/seed.ts) configures fast-check again, and nothing is mocked.
    isolate: false,
    // Vitest's default is one worker fewer than the CPUs: one worker on a 2-core machine. Three: the suites that wait
    // on other processes (Chromium, PHP, Python, spawned CLIs) or on a deadline leave a worker idle, and a third
    // worker fills those gaps; it adds a copy of the modules (docs/testing.md, "Measured",
    // has the runs with two and three workers).
    maxWorkers: 3,
    // Under CI=true a skipped test fails the run (test/__helpers__/failOnSkip.ts).
    reporters: ['default', './test/__helpers__/failOnSkip.ts'],
    // The built package (dist/, precompiled/: what the in-process CLI runs) is imported by Node itself, as a
    // user's process would, not transformed again by Vite.
    server: { deps: { external: [new RegExp(`^${ROOT}(?:dist|precompiled|packages/[^/]+/dist)/`)] } },
    // The longest suites start first: by the durations vitest recorded in its cache, else by size (a fresh clone).
    sequence: { sequencer: LongestFirstSequencer },
  },
});
