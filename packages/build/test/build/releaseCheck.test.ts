// The contract's release check (packages/build/src/build/releaseCheck.ts) and release (packages/build/src/build/releaseContract.ts), run as
// `npm run check:release` runs them, on a temporary git repository laid out like this one and cloned afresh (the
// check reads only what is committed): a breaking edit fails without a version bump and passes with it, against
// the committed baseline and against a tag; the release writes the changelog's section and the new baseline.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { versionProblem } from '../../src/build/releaseCheck.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { copySchemas, editDocument, nullableRemoved } from '../../../../test/__helpers__/contractEdits.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function git(cwd: string, ...args: string[]): string {
  const run = spawnSync(
    'git',
    ['-c', 'user.name=release test', '-c', 'user.email=release@test.invalid', '-c', 'commit.gpgsign=false', ...args],
    { cwd, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** A repository with the contract released as 0.1.0 (baseline committed, tagged v0.1.0). */
function releasedRepository(): string {
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
function clone(repo: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-clone-'));
  folders.push(dir);
  git(tmpdir(), 'clone', '-q', repo, dir);
  return dir;
}

const setVersion = (repo: string, version: string): void =>
  writeFileSync(join(repo, 'package.json'), `{ "name": "contract", "version": "${version}" }\n`);

/** Runs a script of packages/build/src/build/ as npm runs it (tsx), on another checkout. */
function script(
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

describe('the release check on a temporary git repository', () => {
  it('fails on a breaking edit without a version bump, with the diff, and passes with a minor bump', () => {
    const repo = releasedRepository();
    nullableRemoved('activity', 'total_glasses').apply(join(repo, 'schemas'));
    git(repo, 'commit', '-qam', 'total_glasses is no longer nullable');
    const unbumped = script('releaseCheck', clone(repo));
    expect(unbumped.status).toBe(1);
    expect(unbumped.stderr).toContain(
      'release check: the contract breaks producers or consumers since 0.1.0: the version must be at least 0.2.0, and is 0.1.0',
    );
    expect(unbumped.stderr).toContain('/activity/total_glasses: nullable removed');
    expect(unbumped.stderr).toContain('breaks producers in every reading');

    setVersion(repo, '0.2.0');
    git(repo, 'commit', '-qam', '0.2.0');
    // Against the release's tag this time, rather than the committed baseline: the same documents.
    const bumped = script('releaseCheck', clone(repo), '--base-ref', 'v0.1.0');
    expect(bumped.stderr).toBe('');
    expect(bumped.status).toBe(0);
    expect(bumped.stdout).toContain('release check: the version 0.2.0 says what changed since 0.1.0');
    expect(bumped.stdout).toContain('/activity/total_glasses: nullable removed');
  });

  it('release:contract writes the release into the changelog and the baseline, which the next check compares with', () => {
    const repo = releasedRepository();
    nullableRemoved('activity', 'total_glasses').apply(join(repo, 'schemas'));
    setVersion(repo, '0.2.0');
    const released = script('releaseContract', repo);
    expect(released.stderr).toBe('');
    expect(released.status).toBe(0);
    const changelog = readFileSync(join(repo, 'docs/contract-changelog.md'), 'utf8');
    expect(changelog.indexOf('## 0.2.0')).toBeLessThan(changelog.indexOf('## 0.1.0'));
    expect(changelog).toContain('Since 0.1.0:\n\n### Contract diff: **breaking**');
    expect(changelog).toMatch(/\| `\/activity\/total_glasses` \| nullable removed \|/);
    expect(readFileSync(join(repo, 'schemas/released/activity.schema.json'), 'utf8')).toBe(
      readFileSync(join(repo, 'schemas/activity.schema.json'), 'utf8'),
    );
    expect(JSON.parse(readFileSync(join(repo, 'schemas/released/release.json'), 'utf8'))).toEqual({ version: '0.2.0' });
    // Released: nothing more to say, and the same version cannot be released twice.
    expect(script('releaseCheck', repo).stdout).toContain('identical: no change found');
    expect(script('releaseContract', repo).status).toBe(1);
  });
});

describe('the release check on a diff that cannot finish', () => {
  it('stops a diff past its hard wall-clock limit and fails, saying so (exit 2)', () => {
    const repo = releasedRepository();
    editDocument(join(repo, 'schemas'), 'activity.schema.json', (d) => {
      for (let i = 0; i < 100; i++) d['properties'][`m${i}`] = { type: 'integer' };
    });
    git(repo, 'commit', '-qam', 'a hundred members');
    const run = script('releaseCheck', clone(repo), '--timeout', '1');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'release check: the diff did not finish within 1 s and was stopped (its own budget should end it sooner: docs/evolution.md, "Limits and budgets")\n',
    );
    expect(script('releaseCheck', repo, '--timeout', '0').stderr).toBe(
      'release check: --timeout must be a whole number of seconds from 1 to 86400\n',
    );
  });

  it('fails on a change the diff could not decide within its budget, unless the version says a break', () => {
    const repo = releasedRepository();
    editDocument(join(repo, 'schemas'), 'activity.schema.json', (d) => {
      d['properties']['note'] = { type: 'string', pattern: '^(a)\\1$' };
    });
    git(repo, 'commit', '-qam', 'a note whose pattern the diff cannot run');
    const unbumped = script('releaseCheck', clone(repo));
    expect(unbumped.status).toBe(1);
    expect(unbumped.stderr).toContain(
      'release check: the contract has changes the diff could not decide within its budget (they may break producers or consumers) since 0.1.0: the version must be at least 0.2.0, and is 0.1.0',
    );
    expect(unbumped.stderr).toContain(
      'not decided within the budget: the pattern at activity.schema.json /properties/note',
    );
    setVersion(repo, '0.2.0');
    git(repo, 'commit', '-qam', '0.2.0');
    expect(script('releaseCheck', clone(repo)).status).toBe(0);
  });
});

describe('the version a diff asks for', () => {
  it.each([
    ['breaking', '0.1.0', '0.1.0', 'the version must be at least 0.2.0, and is 0.1.0'],
    ['breaking', '0.1.0', '0.1.5', 'the version must be at least 0.2.0, and is 0.1.5'],
    ['breaking', '0.1.3', '0.2.0', undefined],
    ['breaking', '0.9.0', '1.0.0', undefined],
    ['breaking', '1.2.0', '1.3.0', 'the version must be at least 2.0.0, and is 1.3.0'],
    ['breaking', '1.2.0', '2.0.0', undefined],
    ['compatible', '1.2.0', '1.2.0', undefined],
    ['identical', '0.1.0', '0.1.0', undefined],
    ['compatible', '0.2.0', '0.1.9', 'the package version 0.1.9 is older than the released 0.2.0'],
    ['breaking', '0.1.0', 'next', 'the package version "next" is not major.minor.patch'],
  ])('%s since %s, version %s', (verdict, released, current, problem) => {
    const said = versionProblem(verdict, released, current);
    if (problem === undefined) expect(said).toBeUndefined();
    else expect(said).toContain(problem);
  });
});
