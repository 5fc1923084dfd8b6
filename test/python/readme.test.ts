// The Python distribution's README: it opens with its quick start, every shell block is the quick start's (run as
// written by readme.deep.test.ts, a scale suite: a virtual environment made by ensurepip and a Dask cluster are its
// cost) or says why it is not run, and every Python block runs with the installed distribution and prints what
// its comments say.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { printedAgainstComments } from '../__helpers__/docBlocks.js';
import { findInstalledPython, suiteRuns } from '../__helpers__/runtimes.js';
import { BLOCKS, notRun, quickStart, README } from './_readme.js';

const TEXT = readFileSync(join(ROOT, README), 'utf8');
const python = findInstalledPython();
const where = (line: number): string => `${README}:${line}`;

describe('packages/python/README.md', () => {
  it('opens with its quick start: the first section, an install, a Python example and the Dask command, then its replay', () => {
    expect(/^## (.+)$/m.exec(TEXT)?.[1]).toBe('Quick start');
    const steps = quickStart(TEXT);
    expect(steps.map((b) => b.lang)).toEqual(['sh', 'python', 'sh', 'sh']);
    expect(steps[0]?.code).toContain("pip install --no-index --no-build-isolation './packages/python[dask]'");
    expect(steps[2]?.code).toMatch(/^\.venv\/bin\/user-summaries-dask /);
    expect(steps[3]?.code).toMatch(/^\.venv\/bin\/user-summaries-dask .*--replay /);
  });

  it('runs every block but those that say why not: the shell blocks outside the quick start are marked', () => {
    const quick = new Set(quickStart(TEXT));
    expect(BLOCKS.filter((b) => !['sh', 'python'].includes(b.lang)).map((b) => where(b.line))).toEqual([]);
    const unmarked = BLOCKS.filter((b) => b.lang === 'sh' && !quick.has(b) && notRun(b) === undefined);
    expect(unmarked.map((b) => where(b.line))).toEqual([]);
    for (const b of BLOCKS)
      if (notRun(b) !== undefined) expect((notRun(b) ?? '').length, where(b.line)).toBeGreaterThan(15);
  });

  const examples = BLOCKS.filter((b) => b.lang === 'python' && notRun(b) === undefined);
  it
    .runIf(suiteRuns('the Python examples of packages/python/README.md', python))
    .each(examples.map((b) => [where(b.line), b.code] as const))(
    '%s runs with the installed distribution and prints what it says',
    (_where, code) => {
      if (!python.ok) throw new Error(python.reason);
      const run = spawnSync(python.command, ['-c', code], { cwd: tmpdir(), encoding: 'utf8', timeout: 60_000 });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const { printed, expected } = printedAgainstComments(code, run.stdout);
      expect(printed).toEqual(expected);
    },
  );
});
