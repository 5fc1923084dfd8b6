// The fast-check seed line is printed once per run, not once per test file. It takes a vitest run of its own (a
// costly start-up), so it runs at full depth only (`npm run test:deep`; docs/testing.md, "Scale suites").
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';

describe('fast-check seed, in a vitest run of its own', () => {
  it('a run of two test files prints the seed line once, with the FC_SEED given', () => {
    // Two small files (each imports fast-check through the setup file); the run is a real vitest process.
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        'packages/tools/test/conformance/taxonomy.test.ts',
        'packages/testing/test/arbitraries/docs.test.ts',
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, FC_SEED: '4242', NO_COLOR: '1', CI: '' },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.match(/fast-check seed: /g)).toHaveLength(1);
    expect(run.stdout).toContain(
      `fast-check seed: 4242 (numRuns ${process.env['FC_NUM_RUNS'] ?? 100}; replay with FC_SEED=4242)`,
    );
  });
});
