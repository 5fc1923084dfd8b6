// The temporary git repositories of the release check's suites (releaseCheck.test.ts, releaseCheck.deep.test.ts):
// a repository laid out like this one with the contract released as 0.1.0, fresh clones of it, and the release
// scripts run as npm runs them (tsx, on another checkout).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { copySchemas } from '../../../../test/__helpers__/contractEdits.js';

const folders: string[] = [];

/** Removes every folder the suite made (call it in `afterAll`). */
export function removeRepositories(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** Runs git in `cwd` with a committer of its own; throws with git's message when it fails. */
export function git(cwd: string, ...args: string[]): string {
  const run = spawnSync(
    'git',
    ['-c', 'user.name=release test', '-c', 'user.email=release@test.invalid', '-c', 'commit.gpgsign=false', ...args],
    { cwd, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** A repository with the contract released as 0.1.0 (baseline committed, tagged v0.1.0). */
export function releasedRepository(): string {
  const repo = mkdtempSync(join(tmpdir(), 'contract-repo-'));
  folders.push(repo);
  const schemas = copySchemas();
  folders.push(schemas);
  cpSync(schemas, join(repo, 'schemas'), { recursive: true });
  cpSync(schemas, join(repo, 'schemas/released'), { recursive: true });
  writeFileSync(join(repo, 'schemas/released/release.json'), '{ "version": "0.1.0" }\n');
  writeFileSync(join(repo, 'package.json'), '{ "name": "contract", "version": "0.1.0" }\n');
  mkdirSync(join(repo, 'docs'));
  cpSync(join(ROOT, 'docs/contract-changelog.md'), join(repo, 'docs/contract-changelog.md'));
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'release 0.1.0');
  git(repo, 'tag', 'v0.1.0');
  return repo;
}

/** A fresh clone of the repository's committed state. */
export function clone(repo: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-clone-'));
  folders.push(dir);
  git(tmpdir(), 'clone', '-q', repo, dir);
  return dir;
}

export const setVersion = (repo: string, version: string): void =>
  writeFileSync(join(repo, 'package.json'), `{ "name": "contract", "version": "${version}" }\n`);

/** Runs a script of packages/build/src/build/ as npm runs it (tsx), on another checkout. */
export function script(
  name: string,
  root: string,
  ...args: string[]
): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      import.meta.resolve('tsx'),
      join(ROOT, `packages/build/src/build/${name}.ts`),
      '--root',
      root,
      ...args,
    ],
    { encoding: 'utf8' },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
