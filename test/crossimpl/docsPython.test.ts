// The Python examples of docs/cross-implementation.md run as written, from a project where the package is
// installed (node_modules/user-summaries-contract links to this repository), and print what their comments say.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packagePath } from './_engines.js';
import { findPythonJsonschema, suiteRuns } from './_runtimes.js';

const DOC = readFileSync(packagePath('docs/cross-implementation.md'), 'utf8');
const BLOCKS = [...DOC.matchAll(/```python\n([\s\S]*?)```/g)].map((m) => m[1] as string);

/** The `# ...` comment after each print: the line it prints, or its start when the comment ends with `...]`. */
function expectedOutput(code: string): string[] {
  return code.split('\n').filter((line) => line.startsWith('# ')).map((line) => line.slice(2));
}

const python = findPythonJsonschema();
const project = mkdtempSync(join(tmpdir(), 'usc-docs-python-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe.runIf(suiteRuns('the Python examples of docs/cross-implementation.md', python))('docs/cross-implementation.md Python examples', () => {
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
    const printed = run.stdout.split('\n').filter((line) => line !== '');
    const expected = expectedOutput(code);
    expect(printed).toHaveLength(expected.length);
    expected.forEach((line, i) => {
      if (line.endsWith(', ...]')) expect(printed[i]?.startsWith(line.slice(0, -', ...]'.length))).toBe(true);
      else expect(printed[i]).toBe(line);
    });
  });
});
