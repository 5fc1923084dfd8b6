// The coverage of a Laravel suite's assertions with the report's file named by its absolute path and no minimum
// (USER_SUMMARIES_COVERAGE only): the run passes and writes the same reports, one per reading. A scale suite (`npm run
// test:deep`): a third PHPUnit run of the suite, whose reports and minimum coverage.test.ts checks in two.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteRuns } from '../../../../test/__helpers__/runtimes.js';
import type { PhpunitRun } from './_app.js';
import { app, expectTheReports, useCoverageSuite } from './_coverageSuite.js';

describe.runIf(suiteRuns('the Laravel coverage suite at full depth', app))(
  'the coverage of a Laravel suite, no minimum',
  () => {
    const suite = useCoverageSuite();
    let counted: PhpunitRun;

    beforeAll(async () => {
      counted = await suite.run({ USER_SUMMARIES_COVERAGE: join(suite.dir, 'contract.json') });
    }, 120_000);

    it('should write the report of what the assertions checked, one per reading, when the run ends', () => {
      expect(counted.code, `${counted.stdout}\n${counted.stderr}`).toBe(0);
      expect(counted.stdout).toMatch(/^OK \(4 tests, \d+ assertions\)$/m);
      expectTheReports(suite, (reading) => join(suite.dir, `contract${reading}.json`));
    });
  },
);
