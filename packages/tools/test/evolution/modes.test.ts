// Registry modes: `violatesMode` on changes written by hand (including the `unknown` verdict of issue #44's item 1,
// which no mode accepts), and `user-summaries diff --mode` as a process on versions edited by hand, one base and
// several (the transitive check catches a break against an older base that the latest base does not show). Each
// transitive check starts worker threads that load and compile the contract afresh: the checks against several bases
// are in modes.deep.test.ts (`npm test` runs one through the release check, releaseHistory.test.ts).
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { checkMode, violatesMode } from '../../src/evolution/modes.js';
import type { ContractChange, Side } from '../../src/evolution/types.js';
import { edit, sleepTypeAdded } from './_folders.js';
import { cutVersion, versionFolder } from './_versions.js';

const change = (breaks: Side[], unknown: { side: Side; reason: string }[] = []): ContractChange => ({
  entry: 'summary',
  location: '/activity/total_glasses',
  change: 'nullable_removed',
  before: null,
  after: null,
  breaks,
  readings: [
    { reading: 'default', breaks, witnesses: [], proven: [], unknown },
    { reading: 'strict', breaks: [], witnesses: [], proven: [], unknown: [] },
  ],
  witness: null,
  searched: { records: 8, seed: 37 },
});

describe('violatesMode: BACKWARD ⇔ no producer break, FORWARD ⇔ no consumer break, FULL both', {
  timeout: 180_000,
}, () => {
  it('reads the sides a change breaks', () => {
    expect(violatesMode(change(['producers']), 'backward')).toMatchObject({ breaks: ['producers'], undecided: [] });
    expect(violatesMode(change(['producers']), 'forward')).toBeUndefined();
    expect(violatesMode(change(['producers']), 'full')).toMatchObject({ breaks: ['producers'] });
    expect(violatesMode(change(['consumers']), 'backward')).toBeUndefined();
    expect(violatesMode(change(['consumers']), 'forward')).toMatchObject({ breaks: ['consumers'] });
    expect(violatesMode(change(['producers', 'consumers']), 'full')).toMatchObject({
      breaks: ['producers', 'consumers'],
    });
    expect(violatesMode(change([]), 'full')).toBeUndefined();
  });

  it('treats an unknown verdict as not satisfied, naming it undecided', () => {
    const undecided = change([], [{ side: 'consumers', reason: 'two different patterns' }]);
    expect(violatesMode(undecided, 'forward')).toMatchObject({ breaks: [], undecided: ['consumers'] });
    expect(violatesMode(undecided, 'full')).toMatchObject({ undecided: ['consumers'] });
    expect(violatesMode(undecided, 'backward')).toBeUndefined();
    // A change the diff could not decide within its budget decided only the sides it broke.
    const stopped = { ...change(['producers']), undecided: "the diff's work budget was spent" };
    expect(violatesMode(stopped, 'forward')).toMatchObject({ breaks: [], undecided: ['consumers'] });
    expect(violatesMode(stopped, 'backward')).toMatchObject({ breaks: ['producers'], undecided: [] });
  });

  it('names the transitive check as the registries do', () => {
    const report = {
      report: 'user-summaries-contract-diff',
      version: 1,
      verdict: 'compatible',
      seed: 37,
      recordsPerChange: 8,
      changes: [],
      searched: { records: 0, seed: 37 },
    } as const;
    expect(checkMode('backward', 'h', [{ base: 'a', report }]).check).toBe('BACKWARD');
    expect(
      checkMode('full', 'h', [
        { base: 'a', report },
        { base: 'b', report },
      ]).check,
    ).toBe('FULL_TRANSITIVE');
  });
});

describe('user-summaries diff --mode', { timeout: 180_000 }, () => {
  // v1: the contract cut to sleep (_versions.ts: the change is sleep's own); v2: sleep type 5 added (breaks consumers).
  const v1 = versionFolder(cutVersion('sleep'));
  const v2 = edit(versionFolder(cutVersion('sleep')), 'sleep-slot.schema.json', sleepTypeAdded);
  afterAll(() => {
    for (const folder of [v1, v2]) rmSync(folder, { recursive: true, force: true });
  });
  const args = ['--records', '200'];

  it('one base: BACKWARD holds for a value added, FORWARD does not (exit 1 naming the base and the change)', async () => {
    const backward = await runCliInProcess(['diff', '--mode', 'backward', ...args, v1, v2]);
    expect(backward.stderr).toBe('');
    expect(backward.code).toBe(0);
    expect(backward.stdout).toContain('(BACKWARD)');
    const forward = await runCliInProcess(['diff', '--mode', 'forward', ...args, v1, v2]);
    expect(forward.code).toBe(1);
    expect(forward.stdout).toContain(`${v1}: violates forward: 1 of 1 changes`);
    expect(forward.stdout).toContain('/sleep/slots/*/type: values added: breaks consumers (');
  });

  it('usage: --mode needs a base and a head, and does not take --replay', async () => {
    const one = await runCliInProcess(['diff', '--mode', 'full', v1]);
    expect(one.code).toBe(2);
    expect(one.stderr).toContain('--mode takes one or more BASE folders and HEAD (1 given)');
    const replay = await runCliInProcess(['diff', '--mode', 'full', v1, v2, '--replay', v1]);
    expect(replay.code).toBe(2);
    expect(replay.stderr).toContain('--replay compares two versions');
    expect((await runCliInProcess(['diff', '--mode', 'sideways', v1, v2])).stderr).toContain(
      '--mode must be one of backward, forward, full',
    );
  });
});
