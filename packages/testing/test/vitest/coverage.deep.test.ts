// The matcher's coverage in a suite run by vitest itself, in a project where the testing kit is installed: its global
// setup and teardown, each test file flushing its counts from its own process, write the hand-counted coverage of
// every body and request its matchers checked. A scale suite (`npm run test:deep`): each run is a vitest of its own,
// seconds of CPU; coverage.test.ts shows the same reports, lines and threshold in-process, as Jest would call them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { docBlocks } from '../../../../test/__helpers__/docBlocks.js';
import {
  ACTIVITY_DAY,
  ACTIVITY_DAY_SEEN,
  addSeen,
  BROKEN_PAGE,
  BROKEN_PAGE_SEEN,
  MIDDLE_PAGE,
  MIDDLE_PAGE_SEEN,
  REQUESTS,
  REQUESTS_SEEN,
  seenOf,
} from '../../../../test/__helpers__/coverageCorpora.js';

const scratch = mkdtempSync(join(tmpdir(), 'usc-vitest-coverage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const readJson = (
  path: string,
): {
  items: { location: string; aspect: string; seen: number }[];
  documents: number;
  requests: number;
  profile: { strict: boolean };
} => JSON.parse(readFileSync(path, 'utf8'));

/** A project with the testing kit installed (links to this checkout's builds) and vitest. */
function project(files: Readonly<Record<string, string>>): string {
  const dir = mkdtempSync(join(scratch, 'project-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT.replace(/\/$/, ''), join(dir, 'node_modules/user-summaries-contract'));
  symlinkSync(join(ROOT, 'packages/testing'), join(dir, 'node_modules/user-summaries-testing'));
  symlinkSync(join(ROOT, 'node_modules/vitest'), join(dir, 'node_modules/vitest'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'coverage-suite', private: true, type: 'module' }));
  writeFileSync(join(dir, 'corpora.json'), JSON.stringify({ ACTIVITY_DAY, MIDDLE_PAGE, BROKEN_PAGE, REQUESTS }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const CONFIG = `import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { globalSetup: ['./contractCoverage.ts'], setupFiles: ['./setup.ts'] } });
`;
const SETUP = `import { afterAll, expect } from 'vitest';
import { flushUserSummariesCoverage, userSummariesMatchers } from 'user-summaries-testing/vitest';
expect.extend(userSummariesMatchers);
afterAll(flushUserSummariesCoverage);
`;
const GLOBAL_SETUP = `import { userSummariesCoverage } from 'user-summaries-testing/vitest';
export const { setup, teardown } = userSummariesCoverage({ file: 'coverage/user-summaries.json' });
`;
const testFile = (body: string): string => `import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
const { ACTIVITY_DAY, MIDDLE_PAGE, BROKEN_PAGE, REQUESTS } = JSON.parse(readFileSync('corpora.json', 'utf8'));
it('checks bodies', () => {
${body}
});
`;

function vitest(dir: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CI: '', USER_SUMMARIES_COVERAGE_DIR: '' },
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('the coverage of a vitest suite', () => {
  it("should write, at the end of the run, what every test file's matchers checked, one report per reading", () => {
    const dir = project({
      'vitest.config.ts': CONFIG,
      'setup.ts': SETUP,
      'contractCoverage.ts': GLOBAL_SETUP,
      'day.test.ts': testFile(
        [
          '  expect(ACTIVITY_DAY).toSatisfyUserSummariesContract();',
          '  expect(REQUESTS[0]).toSatisfyUserSummariesContract({ kind: "request" });',
          '  expect(REQUESTS[1]).not.toSatisfyUserSummariesContract({ kind: "request" });',
          // Told apart by shape: a request has a query.
          '  expect(REQUESTS[2]).not.toSatisfyUserSummariesContract();',
        ].join('\n'),
      ),
      'page.test.ts': testFile('  expect(MIDDLE_PAGE).toSatisfyUserSummariesContract({ kind: "response" });'),
      'broken.test.ts': testFile('  expect(BROKEN_PAGE).not.toSatisfyUserSummariesContract({ strict: true });'),
    });
    const run = vitest(dir);
    expect(run.status, run.output).toBe(0);
    const report = readJson(join(dir, 'coverage/user-summaries.json'));
    // The requests count in their own part, beside the bodies.
    expect(seenOf(report)).toEqual(addSeen(ACTIVITY_DAY_SEEN, MIDDLE_PAGE_SEEN, REQUESTS_SEEN));
    expect([report.documents, report.requests]).toEqual([2, 3]);
    expect(seenOf(readJson(join(dir, 'coverage/user-summaries.strict.json')))).toEqual(BROKEN_PAGE_SEEN);
    expect(existsSync(join(dir, 'coverage/user-summaries.json.parts'))).toBe(false);
    // One line per report written, on success too: which file, and how much of the contract the suite reached.
    const lines = run.output.split('\n').filter((l) => l.startsWith('user-summaries coverage: '));
    expect(lines.map((l) => l.replace(/\d[\d,]*(\.\d)?/g, 'N'))).toEqual([
      'user-summaries coverage: coverage/user-summaries.json: N of N items seen (N%) over N documents, N requests',
      'user-summaries coverage: coverage/user-summaries.strict.json: N of N items seen (N%) over N document',
    ]);
    expect(lines[1]).toContain(' over 1 document');
  });

  it("should fail the run below min, naming the missing items, and still write the report (docs/vitest.md's files as written)", () => {
    const blocks = docBlocks('docs/vitest.md').filter((b) => b.lang === 'ts');
    const global = blocks.find((b) => b.code.includes('userSummariesCoverage({'))?.code ?? '';
    const setup = blocks.find((b) => b.code.includes('afterAll(flushUserSummariesCoverage)'))?.code ?? '';
    expect(global).toContain('min: 80');
    const dir = project({
      'vitest.config.ts': CONFIG,
      'setup.ts': setup,
      'contractCoverage.ts': global,
      'day.test.ts': testFile('  expect(ACTIVITY_DAY).toSatisfyUserSummariesContract();'),
    });
    const run = vitest(dir);
    expect(run.status, run.output).toBe(1);
    expect(run.output).toMatch(
      /user-summaries coverage: .*user-summaries\.json: coverage \d+\.\d% is below min 80% \(\d+ items never seen\):/,
    );
    expect(run.output).toContain('  / violated:type');
    // A message, not a stack trace: no Error, no frame of the kit's code.
    expect(run.output).toMatch(/^user-summaries coverage: coverage\/user-summaries\.json: \d+ of \d+ items seen/m);
    expect(run.output).not.toMatch(/^\s+at |Error: user-summaries coverage|coverage\.js:\d+/m);
    expect(seenOf(readJson(join(dir, 'coverage/user-summaries.json')))).toEqual(ACTIVITY_DAY_SEEN);
  });
});
