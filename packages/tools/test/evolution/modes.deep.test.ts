// `user-summaries diff --mode` against several bases, full depth only (each check starts worker threads that
// load and compile the contract afresh); the quick sibling, one base, is in modes.test.ts, and `npm test` runs a
// transitive check through the release check (packages/build/test/build/releaseHistory.test.ts).
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import type { Side } from '../../src/evolution/types.js';
import { copyVersion, edit, nullableRemoved, sleepTypeAdded } from './_folders.js';

describe('user-summaries diff --mode, transitive', { timeout: 180_000 }, () => {
  // v1: the contract; v2: sleep type 5 added (breaks consumers); v3: v2 with total_glasses no longer nullable.
  const v1 = copyVersion();
  const v2 = edit(copyVersion(), 'sleep-slot.schema.json', sleepTypeAdded);
  const v3 = edit(copyVersion(v2), 'activity.schema.json', nullableRemoved);
  afterAll(() => {
    for (const folder of [v1, v2, v3]) rmSync(folder, { recursive: true, force: true });
  });
  const args = ['--records', '200'];

  it('several bases: the transitive check names each base and each change that violates the mode', async () => {
    const run = await runCliInProcess(['diff', '--mode', 'full', ...args, '--format', 'json', v1, v2, v3]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as {
      check: string;
      satisfied: boolean;
      bases: { base: string; violations: { change: { location: string }; breaks: Side[] }[] }[];
    };
    expect(report.check).toBe('FULL_TRANSITIVE');
    expect(report.satisfied).toBe(false);
    const found = report.bases.map((b) => [
      b.base,
      b.violations.map((v) => `${v.change.location} ${v.breaks.join('+')}`).sort(),
    ]);
    expect(found).toEqual([
      [v1, ['/activity/total_glasses producers', '/sleep/slots/*/type consumers']],
      [v2, ['/activity/total_glasses producers']],
    ]);
  });

  it('a break against an older base only: FORWARD against the last base holds, transitively it does not', async () => {
    const v4 = copyVersion(v2);
    try {
      expect((await runCliInProcess(['diff', '--mode', 'forward', ...args, v2, v4])).code).toBe(0);
      const transitive = await runCliInProcess(['diff', '--mode', 'forward', ...args, v1, v2, v4]);
      expect(transitive.code).toBe(1);
      expect(transitive.stdout).toContain('(FORWARD_TRANSITIVE)');
      expect(transitive.stdout).toContain(`${v1}: violates forward`);
      expect(transitive.stdout).toContain(`${v2}: satisfies forward (0 changes)`);
    } finally {
      rmSync(v4, { recursive: true, force: true });
    }
  });

  it('bases with the same documents (a release that left the contract alone) are each named, in their order', async () => {
    const again = copyVersion(v1);
    try {
      const run = await runCliInProcess(['diff', '--mode', 'forward', ...args, '--format', 'json', v1, v2, again, v2]);
      expect(run.code).toBe(1);
      const report = JSON.parse(run.stdout) as { bases: { base: string; violations: unknown[] }[] };
      expect(report.bases.map((b) => [b.base, b.violations.length])).toEqual([
        [v1, 1],
        [v2, 0],
        [again, 1],
      ]);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});
