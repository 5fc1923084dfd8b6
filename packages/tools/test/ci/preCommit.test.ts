// The pre-commit hook (.pre-commit-hooks.yaml, issue #43) run by Debian's pre-commit against a temporary git
// repository, offline, as a project would use it: its .pre-commit-config.yaml names the hook's repository (a
// local git repository holding this checkout's .pre-commit-hooks.yaml, where a project names the published one)
// and `pre-commit run` checks the staged files. `language: system` runs the project's installed `user-summaries`
// through npx (a proxy that refuses every connection is set, and npm is offline, so a download would fail the run).
// Without pre-commit the suite is skipped with the reason printed; under CI=true a skip fails the run
// (test/__helpers__/failOnSkip.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { git, hookRepository, offlineEnv, preCommit, producerRepository } from './_preCommit.js';

const available = preCommit.available;
if (!available) console.log(`skipping the pre-commit hook suite: ${preCommit.reason}`);

describe.skipIf(!available)('the pre-commit hook', () => {
  let repo = '';
  let home = '';
  beforeAll(() => {
    const hooks = hookRepository();
    repo = producerRepository();
    home = mkdtempSync(join(tmpdir(), 'us-pre-commit-home-'));
    writeFileSync(
      join(repo, '.pre-commit-config.yaml'),
      `repos:\n  - repo: ${hooks.path}\n    rev: ${hooks.rev}\n    hooks:\n      - id: user-summaries-validate\n`,
    );
  });
  afterAll(() => {
    rmSync(repo, { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
  });

  const tryRepo = () =>
    spawnSync('pre-commit', ['run', '--color', 'never'], {
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
    writeFileSync(join(repo, 'fixtures/broken.json'), readFileSync(join(ROOT, 'examples/invalid/summary-broken.json')));
    // The broken file is not staged yet: the hook reads the staged files only, and passes.
    const passed = tryRepo();
    expect(passed.status, passed.stdout + passed.stderr).toBe(0);
    expect(passed.stdout).toMatch(/user-summaries contract\.+Passed/);
    git(repo, 'add', 'fixtures/broken.json');
    const failed = tryRepo();
    expect(failed.status).toBe(1);
    expect(failed.stdout).toMatch(/user-summaries contract\.+Failed/);
    expect(failed.stdout).toContain('fixtures/broken.json: 11 violations');
    expect(failed.stdout).toContain('fixtures/broken.json:5:20  /activity/total_steps  type');
    expect(failed.stdout).not.toContain('package.json');
  });
});
