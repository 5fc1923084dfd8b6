// `npm run lint` beside the Python quick start's virtual environment (packages/python/README.md makes `.venv` at
// the repository's root): Biome 2.6 panicked (exit 101, "path is expected to be under the root") on the venv's
// symlinks out of the tree. The repository's own biome.jsonc and .gitignore, in a scratch git repository with a
// `.venv` whose python is a link out of it, each keep Biome out of it: .gitignore (Biome reads it, vcs.useIgnoreFile)
// and biome.jsonc's `files.includes` (for a run that does not read .gitignore).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';

const scratch = mkdtempSync(join(tmpdir(), 'usc-lint-venv-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A git repository holding the repository's biome.jsonc (and its .gitignore when asked), one source file and a venv. */
function repository(name: string, withGitignore: boolean): string {
  const dir = join(scratch, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  expect(spawnSync('git', ['init', '-q', dir]).status).toBe(0);
  copyFileSync(join(ROOT, 'biome.jsonc'), join(dir, 'biome.jsonc'));
  if (withGitignore) copyFileSync(join(ROOT, '.gitignore'), join(dir, '.gitignore'));
  writeFileSync(join(dir, 'src/ok.ts'), "export const ok = 'yes';\n");
  // What `python3 -m venv .venv` makes: its python is a link to the base interpreter, outside the tree.
  mkdirSync(join(dir, '.venv/bin'), { recursive: true });
  symlinkSync(process.execPath, join(dir, '.venv/bin/python3'));
  symlinkSync('python3', join(dir, '.venv/bin/python'));
  symlinkSync('lib', join(dir, '.venv/lib64'));
  writeFileSync(join(dir, '.venv/pyvenv.cfg'), 'home = /usr/bin\n');
  return dir;
}

function biome(dir: string, args: readonly string[] = []): { status: number | null; output: string } {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/biome'), ['check', ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('npm run lint with the Python quick start’s .venv at the root', () => {
  it('should check the sources and leave .venv alone, by .gitignore', () => {
    const run = biome(repository('with-gitignore', true));
    expect(run.output).not.toContain('unexpected error');
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/Checked 2 files/); // the one source file, and biome.jsonc;
  });

  it("should leave .venv alone by biome.jsonc's own includes, without .gitignore", () => {
    const run = biome(repository('without-gitignore', false));
    expect(run.output).not.toContain('unexpected error');
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/Checked 2 files/); // the one source file, and biome.jsonc;
  });

  it('should list .venv in .gitignore, so git does not offer it for a commit either', () => {
    const dir = repository('status', true);
    const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: dir, encoding: 'utf8' });
    expect(status.stdout).not.toContain('.venv');
    expect(status.stdout).toContain('src/ok.ts');
  });
});
