// What the pre-commit suites share: whether Debian's pre-commit is here, a hook repository holding this checkout's
// .pre-commit-hooks.yaml, a producer's repository with the tools installed as npm links them, an offline
// environment.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../../test/__helpers__/cli.js';

let probed: boolean | undefined;

/**
 * Whether the pre-commit command runs here, and why not: asked of pre-commit once, when first read (a suite that
 * only needs the offline environment starts no Python).
 */
export const preCommit: { readonly available: boolean; readonly reason: string } = {
  get available(): boolean {
    probed ??= spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
    return probed;
  },
  reason: 'no pre-commit command (apt-get install pre-commit; .ci/run installs it)',
};

/** Runs git with an identity of its own. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });
}

/** A git repository holding this checkout's .pre-commit-hooks.yaml, committed: what a project's config names. */
export function hookRepository(): { readonly path: string; readonly rev: string } {
  const path = mkdtempSync(join(tmpdir(), 'us-pre-commit-hooks-'));
  copyFileSync(join(ROOT, '.pre-commit-hooks.yaml'), join(path, '.pre-commit-hooks.yaml'));
  git(path, 'init', '-q', '-b', 'main');
  git(path, 'add', '-A');
  git(path, 'commit', '-qm', 'hooks');
  return { path, rev: git(path, 'rev-parse', 'HEAD').trim() };
}

/** A producer's repository with user-summaries-tools installed as npm links it (node_modules/.bin), valid fixtures. */
export function producerRepository(): string {
  const repo = mkdtempSync(join(tmpdir(), 'us-pre-commit-'));
  mkdirSync(join(repo, 'node_modules/.bin'), { recursive: true });
  symlinkSync(join(ROOT, 'packages/tools'), join(repo, 'node_modules/user-summaries-tools'));
  symlinkSync('../user-summaries-tools/dist/cli/main.js', join(repo, 'node_modules/.bin/user-summaries'));
  writeFileSync(join(repo, 'package.json'), '{ "name": "producer", "private": true }\n');
  writeFileSync(join(repo, '.gitignore'), 'node_modules/\n');
  cpSync(join(ROOT, 'examples/valid'), join(repo, 'fixtures'), { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  return repo;
}

/** The environment of a pre-commit run: its own cache, and no way to the network. */
export function offlineEnv(home: string): NodeJS.ProcessEnv {
  const nowhere = 'http://127.0.0.1:9';
  return {
    PATH: process.env['PATH'],
    HOME: home,
    PRE_COMMIT_HOME: join(home, 'pre-commit-cache'),
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    HTTP_PROXY: nowhere,
    HTTPS_PROXY: nowhere,
    http_proxy: nowhere,
    https_proxy: nowhere,
    NO_COLOR: '1',
  };
}
