// The example application's suite run as a Laravel developer runs it: `phpunit` in packages/laravel/example,
// with none of the recordings packages/tools/test/laravel/assertions.test.ts writes. The tests that need them skip, each with
// the reason it names; every other test passes. A scale suite (`npm run test:deep`): the whole PHPUnit suite a second
// time, after assertions.test.ts; developerRun.test.ts runs the tests that skip, as a developer's shell runs them.
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { suiteRuns } from '../../../../test/__helpers__/runtimes.js';
import { findLaravelApp, PHP_TESTS, runPhpunit, type PhpunitRun } from './_app.js';

const app = findLaravelApp();

/** What the suite reads when packages/tools/test/laravel/assertions.test.ts runs it: a developer's shell has none of it. */
const NOT_SET = {
  USER_SUMMARIES_FAULTS: undefined,
  USER_SUMMARIES_PARITY: undefined,
  USER_SUMMARIES_PACKAGE: undefined,
} as const;

/** The skipped tests of `phpunit -v`'s listing: `N) Tests\Feature\Class::name`, then the reason on the next line. */
function skippedTests(stdout: string): { test: string; reason: string }[] {
  const listing = stdout.split(/^There (?:was 1 skipped test|were \d+ skipped tests):$/m)[1] ?? '';
  return [...listing.matchAll(/^\d+\) Tests\\Feature\\(\S+?)(?: with data set .*)?\n(.+)$/gm)].map((m) => ({
    test: m[1] ?? '',
    reason: m[2] ?? '',
  }));
}

describe.runIf(suiteRuns('the Laravel example application run by hand', app))(
  'the example application, `phpunit` in its folder as a developer runs it',
  () => {
    let run: PhpunitRun;

    beforeAll(async () => {
      if (!app.ok) return;
      run = await runPhpunit(app.command, ['-v'], NOT_SET, `${ROOT}packages/laravel/example`);
    }, 240_000);

    it('passes, skipping only the replays and the parity, each with the recordings it needs named', () => {
      expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
      const faults =
        'no recorded faults: run through packages/tools/test/laravel/assertions.test.ts (it records them from serve and sets USER_SUMMARIES_FAULTS)';
      const parity =
        'no parity cases: run through packages/tools/test/laravel/assertions.test.ts (it writes them and sets USER_SUMMARIES_PARITY)';
      const skipped = skippedTests(run.stdout);
      expect(skipped.filter((s) => s.test.startsWith('FaultReplayTest::'))).toHaveLength(PHP_TESTS.FaultReplayTest);
      expect(skipped.filter((s) => !s.test.startsWith('FaultReplayTest::'))).toEqual([
        { test: 'ParityTest::test_the_assertion_agrees_with_the_library', reason: parity },
      ]);
      for (const { test, reason } of skipped)
        if (test.startsWith('FaultReplayTest::')) expect(reason, test).toBe(faults);
      const total = Object.values(PHP_TESTS).reduce((a, b) => a + b, 0) + 1;
      expect(run.stdout).toMatch(new RegExp(`^Tests: ${total}, Assertions: \\d+, Skipped: ${skipped.length}\\.$`, 'm'));
    });
  },
);
