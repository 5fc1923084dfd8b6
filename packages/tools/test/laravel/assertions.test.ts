// The Laravel integration (packages/laravel) tested where producers use it: the PHPUnit feature suite of a
// real Laravel 8 application from Debian (packages/laravel/example), whose assertions run this package's
// engine. This suite records serve's fault modes and the parity cases, runs PHPUnit once, and reads its
// summary and its JUnit log: exact test counts, so a skipped or missing PHP test fails here. The PHP tests of
// `@group large` (a 17 MiB body) run at full depth only (npm run test:deep).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAULTS } from '../../src/mock/faults.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { atDepth, casesAtDepth } from '../../../../test/__helpers__/depth.js';
import { suiteRuns } from '../../../../test/__helpers__/runtimes.js';
import { findLaravelApp, PHP_LARGE_TESTS, PHP_TESTS, runPhpunit, type PhpunitRun } from './_app.js';
import { recordFaults } from './_faults.js';
import { parityCases, type ParityCase } from './_parity.js';

const app = findLaravelApp();
/** Whether the PHP tests of `@group large` run: at full depth only (npm run test:deep). */
const LARGE = atDepth(1, 0) === 1;
/** The PHP tests this run expects, by class. */
const EXPECTED: Record<string, number> = Object.fromEntries(
  Object.entries(PHP_TESTS).map(([name, count]) => [
    name,
    count - (LARGE ? 0 : (PHP_LARGE_TESTS[name as keyof typeof PHP_TESTS] ?? 0)),
  ]),
);

/** The test cases of a JUnit log: class (without namespace) and name. */
function junitCases(xml: string): { className: string; name: string }[] {
  return [...xml.matchAll(/<testcase name="([^"]*)" class="Tests\\Feature\\(\w+)"/g)].map((m) => ({
    name: m[1] ?? '',
    className: m[2] ?? '',
  }));
}

describe.runIf(suiteRuns('the Laravel assertions suite', app))(
  'the Laravel assertions, in a Laravel 8 application (packages/laravel/example)',
  () => {
    let run: PhpunitRun;
    let cases: ParityCase[];
    let sent: readonly ParityCase[];
    let junit: { className: string; name: string }[];

    beforeAll(async () => {
      if (!app.ok) return;
      const dir = mkdtempSync(join(tmpdir(), 'us-laravel-'));
      for (const [fault, pages] of Object.entries(await recordFaults()))
        writeFileSync(join(dir, `${fault}.json`), JSON.stringify(pages));
      cases = parityCases();
      // A share of the parity cases under npm test, consecutive from an offset the seed picks; all of them at full
      // depth (test/__helpers__/depth.ts).
      sent = casesAtDepth(cases, 24);
      writeFileSync(join(dir, 'parity.ndjson'), sent.map((c) => `${JSON.stringify(c)}\n`).join(''));
      const log = join(dir, 'junit.xml');
      run = await runPhpunit(
        app.command,
        [
          '-c',
          `${ROOT}packages/laravel/example/phpunit.xml`,
          '--log-junit',
          log,
          ...(LARGE ? [] : ['--exclude-group', 'large']),
        ],
        {
          USER_SUMMARIES_FAULTS: dir,
          USER_SUMMARIES_PARITY: join(dir, 'parity.ndjson'),
          USER_SUMMARIES_PACKAGE: `${ROOT}packages/tools`,
        },
      );
      junit = junitCases(readFileSync(log, 'utf8'));
    }, 240_000);

    it('finds php with Laravel and phpunit', () => {
      expect(app.ok, app.ok ? '' : app.reason).toBe(true);
      if (app.ok) console.log(`laravel example app: ${app.version}`);
    });

    it('the PHPUnit suite passes with every test run: the exact count, none skipped', () => {
      expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
      const expected = Object.values(EXPECTED).reduce((a, b) => a + b, 0) + sent.length;
      expect(run.stdout).toMatch(new RegExp(`^OK \\(${expected} tests, \\d+ assertions\\)$`, 'm'));
      const byClass = Object.fromEntries(
        Object.keys(EXPECTED).map((name) => [name, junit.filter((c) => c.className === name).length]),
      );
      expect(byClass).toEqual(EXPECTED);
    });

    it('every fault mode of serve has a replay test of its own', () => {
      const names = junit.filter((c) => c.className === 'FaultReplayTest').map((c) => c.name);
      for (const fault of Object.keys(FAULTS))
        expect(
          names.some((name) => name.startsWith(`test_${fault.replaceAll('-', '_')}`)),
          fault,
        ).toBe(true);
    });

    it("parity: one passing case per response vector and per request vector sent, with the library's pairs", () => {
      const parity = junit.filter((c) => c.className === 'ParityTest');
      expect(parity).toHaveLength(sent.length);
      expect(cases.filter((c) => c.kind === 'response')).toHaveLength(62);
      expect(cases.filter((c) => c.kind === 'request')).toHaveLength(51);
      // Invalid cases are most of them: the parity is of (pointer, rule) lists, not of verdicts alone.
      expect(cases.filter((c) => !c.ok).length).toBeGreaterThan(cases.length / 2);
    });
  },
);
