// docs/ci.md's workflow, GitLab job and pre-commit file, run as a reader would run them (its shell blocks run in
// test/docs/examples.test.ts): the workflow's step that uses this repository's Action runs in the simulated runner
// with the inputs the page gives (the checkout and setup-node steps are GitHub's: the workspace is the test's); the
// GitLab job's `script` runs with bash in a project where the tools are installed (its `before_script`, npm ci, is
// the install); the pre-commit file runs under Debian's pre-commit, its `repo` and `rev` pointing at a repository
// holding this checkout's hooks (the page names the published one).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { docBlocks } from '../../../../test/__helpers__/docBlocks.js';
import type { CodeQualityIssue } from '../reports/_ciReports.js';
import { git, hookRepository, offlineEnv, preCommit, producerRepository } from './_preCommit.js';
import { runAction } from './_runner.js';

const ACTION_PATH = ROOT.replace(/\/$/, '');
const blocks = docBlocks('docs/ci.md');

/** The YAML block of docs/ci.md marked `<!-- ci-example: NAME -->`, parsed. */
function example<T>(name: string): T {
  const block = blocks.find((b) => b.marker === `ci-example: ${name}`);
  if (block === undefined) throw new Error(`docs/ci.md has no block marked ci-example: ${name}`);
  expect(block.lang).toBe('yaml');
  return parse(block.code) as T;
}

/** A project with the tools installed as npm links them (node_modules/.bin), and the given folders of examples/. */
function project(folders: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'us-ci-docs-'));
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  symlinkSync(join(ROOT, 'packages/tools'), join(dir, 'node_modules/user-summaries-tools'));
  symlinkSync('../user-summaries-tools/dist/cli/main.js', join(dir, 'node_modules/.bin/user-summaries'));
  writeFileSync(join(dir, 'package.json'), '{ "name": "producer", "private": true }\n');
  for (const [to, from] of Object.entries(folders)) cpSync(join(ROOT, from), join(dir, to), { recursive: true });
  return dir;
}

interface Workflow {
  readonly permissions: Record<string, string>;
  readonly jobs: Record<string, { readonly steps: readonly { uses?: string; with?: Record<string, string> }[] }>;
}

describe('docs/ci.md', () => {
  it('the workflow: its Action step runs with the inputs the page gives, and passes on the fixtures', () => {
    const workflow = example<Workflow>('github-action');
    expect(workflow.permissions['security-events']).toBe('write');
    const steps = Object.values(workflow.jobs)[0]?.steps ?? [];
    expect(steps.map((s) => s.uses)).toEqual([
      'actions/checkout@v4',
      'actions/setup-node@v4',
      'OWNER/user-summaries-contract@TAG',
    ]);
    const inputs = steps[2]?.with ?? {};
    const workspace = project({ fixtures: 'examples/valid', recorded: 'examples/valid-no-slots' });
    try {
      const run = runAction(ACTION_PATH, workspace, inputs);
      expect(run.status, run.steps.map((s) => s.stdout + s.stderr).join('\n')).toBe(0);
      expect(run.summary).toContain('### user-summaries validate: passed');
      expect(run.outputs['exit-code']).toBe('0');
      const sarif = JSON.parse(readFileSync(run.outputs['sarif'] as string, 'utf8')) as { runs: { results: [] }[] };
      expect(sarif.runs[0]?.results).toEqual([]);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });

  it("the GitLab job: its script writes the Code Quality report and the summary the job's artifacts name", () => {
    const job =
      example<Record<string, { script: string[]; artifacts: { reports: { codequality: string }; paths: string[] } }>>(
        'gitlab',
      ).contract;
    expect(job?.artifacts.reports.codequality).toBe('gl-code-quality-report.json');
    const dir = project({ fixtures: 'examples/valid' });
    try {
      const script = (job?.script ?? []).join('\n');
      const env = { ...offlineEnv(dir), CI_PROJECT_DIR: dir, GITLAB_CI: 'true' };
      const passed = spawnSync('bash', ['-eo', 'pipefail', '-c', script], { cwd: dir, env, encoding: 'utf8' });
      expect(passed.status, passed.stderr).toBe(0);
      expect(JSON.parse(readFileSync(join(dir, 'gl-code-quality-report.json'), 'utf8'))).toEqual([]);
      expect(readFileSync(join(dir, job?.artifacts.paths[0] as string), 'utf8')).toContain('passed');
      writeFileSync(join(dir, 'fixtures/broken.json'), '{"date":"2024-13-01"}');
      const failed = spawnSync('bash', ['-eo', 'pipefail', '-c', script], { cwd: dir, env, encoding: 'utf8' });
      expect(failed.status).toBe(1);
      const issues = JSON.parse(readFileSync(join(dir, 'gl-code-quality-report.json'), 'utf8')) as CodeQualityIssue[];
      expect(issues.map((i) => [i.check_name, i.severity, i.location.path, i.location.lines.begin])).toEqual([
        ['date_format', 'major', 'fixtures/broken.json', 1],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

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
