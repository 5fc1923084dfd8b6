// The pre-commit hook (.pre-commit-hooks.yaml, issue #43) run by Debian's pre-commit against a temporary git
// repository, offline: `language: system` runs the project's installed `user-summaries` through npx (a proxy that
// refuses every connection is set, and npm is offline, so a download would fail the run). Without pre-commit the
// suite is skipped with the reason printed; under CI=true a skip fails the run (test/__helpers__/failOnSkip.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../../../test/__helpers__/cli.js';

const probe = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
const available = probe.status === 0;
if (!available)
  console.log(
    'skipping the pre-commit hook suite: no pre-commit command (apt-get install pre-commit; .ci/run installs it)',
  );

/** A producer's repository with user-summaries-tools installed as npm links it (node_modules/.bin). */
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

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });
}

/** The environment of a pre-commit run: its own cache, and no way to the network. */
export function offlineEnv(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'],
    HOME: home,
    PRE_COMMIT_HOME: join(home, 'pre-commit-cache'),
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    HTTP_PROXY: 'http://127.0.0.1:9',
    HTTPS_PROXY: 'http://127.0.0.1:9',
    http_proxy: 'http://127.0.0.1:9',
    https_proxy: 'http://127.0.0.1:9',
    NO_COLOR: '1',
  };
}

describe.skipIf(!available)('the pre-commit hook', () => {
  let repo = '';
  let home = '';
  beforeAll(() => {
    repo = producerRepository();
    home = mkdtempSync(join(tmpdir(), 'us-pre-commit-home-'));
  });
  afterAll(() => {
    rmSync(repo, { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
  });

  const tryRepo = () =>
    spawnSync('pre-commit', ['try-repo', ROOT, 'user-summaries-validate', '--color', 'never'], {
      cwd: repo,
      env: offlineEnv(home),
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('is one hook of language system, matching fixtures and not package.json', () => {
    const hooks = parse(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as {
      id: string;
      language: string;
      files: string;
    }[];
    expect(hooks.map((h) => [h.id, h.language])).toEqual([['user-summaries-validate', 'system']]);
    const files = new RegExp(hooks[0]?.files ?? '');
    expect(
      ['fixtures/day.json', 'api/recorded/page.ndjson.gz', 'test/__fixtures__/a.jsonl'].every((f) => files.test(f)),
    ).toBe(true);
    expect(['package.json', 'tsconfig.json', 'src/fixtures.ts'].some((f) => files.test(f))).toBe(false);
  });

  it('passes valid staged fixtures, fails a broken one naming its violations, and reads nothing unstaged', () => {
    git(repo, 'add', '-A');
    const passed = tryRepo();
    expect(passed.status, passed.stdout + passed.stderr).toBe(0);
    expect(passed.stdout).toMatch(/user-summaries contract\.+Passed/);
    writeFileSync(join(repo, 'fixtures/broken.json'), readFileSync(join(ROOT, 'examples/invalid/summary-broken.json')));
    // Not staged yet: the hook reads the staged files only.
    expect(tryRepo().status).toBe(0);
    git(repo, 'add', 'fixtures/broken.json');
    const failed = tryRepo();
    expect(failed.status).toBe(1);
    expect(failed.stdout).toMatch(/user-summaries contract\.+Failed/);
    expect(failed.stdout).toContain('fixtures/broken.json: 11 violations');
    expect(failed.stdout).toContain('fixtures/broken.json:5:20  /activity/total_steps  type');
    expect(failed.stdout).not.toContain('package.json');
  });
});
