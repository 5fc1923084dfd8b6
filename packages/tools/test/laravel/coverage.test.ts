// The coverage of a Laravel suite's assertions: PHPUnit runs feature tests of the example application
// (packages/laravel/example) that assert the hand-written corpora; the engine answers what each body and each
// request exercised,
// the PHP side adds it up and, when the run ends, has the engine write the report into the file the suite names
// (USER_SUMMARIES_COVERAGE), one per reading; below USER_SUMMARIES_COVERAGE_MIN the run exits 1. Two PHPUnit runs:
// the reports of a relative file as docs/laravel.md sets it, with a minimum met; a minimum not met. A third, a file
// named by its absolute path and no minimum, runs in coverage.deep.test.ts (`npm run test:deep`).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteRuns } from '../../../../test/__helpers__/runtimes.js';
import type { PhpunitRun } from './_app.js';
import { app, BASE_PATH, expectTheReports, useCoverageSuite } from './_coverageSuite.js';

describe.runIf(suiteRuns('the Laravel coverage suite', app))('the coverage of a Laravel suite', () => {
  const suite = useCoverageSuite();
  // docs/laravel.md's phpunit.xml names `coverage/user-summaries.json`: a relative file, and a minimum. Its check for a
  // Windows drive once raised preg_match(): Unknown modifier ']', which failed every assertion of the run.
  const relative = `${suite.relativeFolder}/user-summaries.json`;
  const written = join(BASE_PATH, relative);
  const elsewhere = mkdtempSync(join(tmpdir(), 'us-laravel-cwd-'));
  afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));
  let counted: PhpunitRun;

  beforeAll(async () => {
    counted = await suite.run({ USER_SUMMARIES_COVERAGE: relative, USER_SUMMARIES_COVERAGE_MIN: '1' }, elsewhere);
  }, 120_000);

  it('should write the report of what the assertions checked, one per reading, when the run ends', () => {
    expect(counted.code, `${counted.stdout}\n${counted.stderr}`).toBe(0);
    expect(counted.stdout).toMatch(/^OK \(4 tests, \d+ assertions\)$/m);
    expectTheReports(suite, (reading) => written.replace(/\.json$/, `${reading}.json`));
  });

  it('should exit 1 below USER_SUMMARIES_COVERAGE_MIN, naming the missing items, with the reports written', async () => {
    const below = await suite.run({
      USER_SUMMARIES_COVERAGE: join(suite.dir, 'min/contract.json'),
      USER_SUMMARIES_COVERAGE_MIN: '90',
    });
    expect(below.code, `${below.stdout}\n${below.stderr}`).toBe(1);
    expect(below.stdout).toMatch(/^OK \(4 tests, \d+ assertions\)$/m);
    expect(below.stderr).toMatch(
      /^user-summaries coverage: .*min\/contract\.json: coverage \d+\.\d% is below min 90% \(\d+ items never seen\):\n {2}\/ violated:type\n/m,
    );
    expect(existsSync(join(suite.dir, 'min/contract.slots.strict.json'))).toBe(true);
  }, 120_000);

  it('should read a relative file as docs/laravel.md sets it, under the application’s base path, whatever the working folder', () => {
    expect(counted.stdout).not.toContain('preg_match');
    expect(counted.code, `${counted.stdout}\n${counted.stderr}`).toBe(0);
    expect(suite.report(written).profile).toEqual({
      includeSlots: false,
      strict: false,
      parts: ['day', 'envelope', 'request'],
    });
    expect(existsSync(join(elsewhere, relative))).toBe(false);
  });
});
