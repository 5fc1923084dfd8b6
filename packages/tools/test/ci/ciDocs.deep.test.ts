// docs/ci.md's pre-commit file run as a reader runs it: under Debian's pre-commit, its `repo` and `rev` pointing at
// a repository holding this checkout's hooks (the page names the published one). The scale suite of ciDocs.test.ts,
// run by `npm run test:deep`: ciDocs.test.ts runs the hook's command with the file's args in-process, and
// preCommit.test.ts the hook under pre-commit.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { example } from './_ciDocs.js';
import { git, hookRepository, offlineEnv, preCommit, producerRepository } from './_preCommit.js';

describe('docs/ci.md, under pre-commit', () => {
  it.skipIf(!preCommit.available)('the pre-commit file: passes valid staged fixtures, stops a broken one', () => {
    const config = example<{ repos: { repo: string; rev: string; hooks: { files: string; args: string[] }[] }[] }>(
      'pre-commit',
    );
    const hooks = hookRepository();
    const repo = producerRepository();
    const home = mkdtempSync(join(tmpdir(), 'us-ci-docs-home-'));
    try {
      const local = { ...config, repos: config.repos.map((r) => ({ ...r, repo: hooks.path, rev: hooks.rev })) };
      writeFileSync(join(repo, '.pre-commit-config.yaml'), stringify(local));
      cpSync(join(ROOT, 'examples/valid-no-slots'), join(repo, 'tests/fixtures'), { recursive: true });
      git(repo, 'add', '-A');
      const run = () =>
        spawnSync('pre-commit', ['run', '--color', 'never'], { cwd: repo, env: offlineEnv(home), encoding: 'utf8' });
      const passed = run();
      expect(passed.status, passed.stdout).toBe(0);
      writeFileSync(join(repo, 'tests/fixtures/broken.json'), '{"date":"2024-13-01"}');
      git(repo, 'add', '-A');
      const failed = run();
      expect(failed.status).toBe(1);
      expect(failed.stdout).toContain('tests/fixtures/broken.json:1:9  /date  date_format');
    } finally {
      for (const dir of [hooks.path, repo, home]) rmSync(dir, { recursive: true, force: true });
    }
  });
});
if (!preCommit.available) console.log(`skipping docs/ci.md's pre-commit file: ${preCommit.reason}`);
