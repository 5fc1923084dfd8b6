// The Python examples of docs/cross-implementation.md run as written, from a project where the npm package is
// installed (node_modules/user-summaries-contract links to this repository), with the python of a virtual
// environment where the Python distribution is installed (test/__helpers__/pythonDistribution.ts), and print what their
// comments say.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printedAgainstComments } from '../__helpers__/docBlocks.js';
import { packagePath } from '../__helpers__/engines.js';
import { findInstalledPython, suiteRuns } from '../__helpers__/runtimes.js';

const DOC = readFileSync(packagePath('docs/cross-implementation.md'), 'utf8');
const BLOCKS = [...DOC.matchAll(/```python\n([\s\S]*?)```/g)].map((m) => m[1] as string);

const python = findInstalledPython();
const project = mkdtempSync(join(tmpdir(), 'usc-docs-python-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe.runIf(suiteRuns('the Python examples of docs/cross-implementation.md', python))(
  'docs/cross-implementation.md Python examples',
  () => {
    it('has the examples', () => {
      expect(BLOCKS.length).toBeGreaterThanOrEqual(2);
    });

    it.each(BLOCKS.map((code, i) => [i, code] as const))('example %i runs and prints what it says', (_i, code) => {
      if (!python.ok) throw new Error(python.reason);
      mkdirSync(join(project, 'node_modules'), { recursive: true });
      try {
        symlinkSync(packagePath(''), join(project, 'node_modules', 'user-summaries-contract'));
      } catch {
        // already linked by an earlier example
      }
      const run = spawnSync(python.command, ['-c', code], { cwd: project, encoding: 'utf8', timeout: 120_000 });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const { printed, expected } = printedAgainstComments(code, run.stdout);
      expect(printed).toEqual(expected);
    });
  },
);
