// docs/ci.md's workflow, GitLab job and pre-commit file, run as a reader would run them (its shell blocks run in
// test/docs/examples.test.ts): the workflow's step that uses this repository's Action runs in the simulated runner
// with the inputs the page gives (the checkout and setup-node steps are GitHub's: the workspace is the test's); the
// GitLab job's `script` runs with bash in a project where the tools are installed (its `before_script`, npm ci, is
// the install); the pre-commit file's hook command, with the file's args, runs in-process on the files it matches
// (under Debian's pre-commit, as preCommit.test.ts runs the hook: ciDocs.deep.test.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';
import { casesAtDepth } from '../../../../test/__helpers__/depth.js';
import type { CodeQualityIssue } from '../reports/_ciReports.js';
import { example } from './_ciDocs.js';
import { offlineEnv } from './_preCommit.js';
import { runAction } from './_runner.js';

const ACTION_PATH = ROOT.replace(/\/$/, '');

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

  /** The job's two outcomes: the fixtures it is given (a broken one added, or none), and what its files must hold. */
  const GITLAB_OUTCOMES = [
    [
      'passes on valid fixtures: an empty report, and the summary says so',
      undefined,
      (dir: string, status: number | null, stderr: string, summary: string) => {
        expect(status, stderr).toBe(0);
        expect(JSON.parse(readFileSync(join(dir, 'gl-code-quality-report.json'), 'utf8'))).toEqual([]);
        expect(readFileSync(join(dir, summary), 'utf8')).toContain('passed');
      },
    ],
    [
      'fails on a broken fixture: the report names its violation',
      '{"date":"2024-13-01"}',
      (dir: string, status: number | null) => {
        expect(status).toBe(1);
        const issues = JSON.parse(readFileSync(join(dir, 'gl-code-quality-report.json'), 'utf8')) as CodeQualityIssue[];
        expect(issues.map((i) => [i.check_name, i.severity, i.location.path, i.location.lines.begin])).toEqual([
          ['date_format', 'major', 'fixtures/broken.json', 1],
        ]);
      },
    ],
  ] as const;

  // Each run is an npx (an npm start-up) and the command's Node: `npm test` runs one outcome, the run's seed picking
  // which, `npm run test:deep` both (the Code Quality report itself: packages/tools/test/reports/gitlabCodeQuality.test.ts).
  it.each(casesAtDepth(GITLAB_OUTCOMES, 1))(
    "the GitLab job: its script writes the Code Quality report and the summary the job's artifacts name; it %s",
    (_outcome, broken, check) => {
      const job =
        example<Record<string, { script: string[]; artifacts: { reports: { codequality: string }; paths: string[] } }>>(
          'gitlab',
        ).contract;
      expect(job?.artifacts.reports.codequality).toBe('gl-code-quality-report.json');
      const dir = project({ fixtures: 'examples/valid' });
      try {
        if (broken !== undefined) writeFileSync(join(dir, 'fixtures/broken.json'), broken);
        const script = (job?.script ?? []).join('\n');
        const env = { ...offlineEnv(dir), CI_PROJECT_DIR: dir, GITLAB_CI: 'true' };
        const run = spawnSync('bash', ['-eo', 'pipefail', '-c', script], { cwd: dir, env, encoding: 'utf8' });
        check(dir, run.status, run.stderr, job?.artifacts.paths[0] as string);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it("the pre-commit file: the hook's command with the file's args, on the files it matches, passes valid fixtures and stops a broken one (run under pre-commit: ciDocs.deep.test.ts)", async () => {
    const config = example<{
      repos: { repo: string; rev: string; hooks: { id: string; files: string; args: string[] }[] }[];
    }>('pre-commit');
    const [hook] = config.repos[0]?.hooks ?? [];
    const [defined] = parse(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as {
      id: string;
      entry: string;
    }[];
    expect(hook?.id).toBe(defined?.id);
    // The entry runs the project's bin through npx: what follows `user-summaries` is the command it is given.
    const command = (defined?.entry ?? '').split(' user-summaries ')[1]?.split(' ') ?? [];
    expect(command).toEqual(['validate', '--quiet']);
    const files = new RegExp(hook?.files ?? '');
    expect(['tests/fixtures/day.json', 'tests/fixtures/broken.json'].every((f) => files.test(f))).toBe(true);
    expect(['fixtures/day.json', 'tests/fixtures/notes.md'].some((f) => files.test(f))).toBe(false);
    const repo = project({ 'tests/fixtures': 'examples/valid-no-slots' });
    try {
      const staged = (): string[] => readdirSync(join(repo, 'tests/fixtures')).map((f) => `tests/fixtures/${f}`);
      const run = () => runCliInProcess([...command, ...(hook?.args ?? []), ...staged()], { cwd: repo });
      const passed = await run();
      expect(passed.code, passed.stdout).toBe(0);
      writeFileSync(join(repo, 'tests/fixtures/broken.json'), '{"date":"2024-13-01"}');
      const failed = await run();
      expect(failed.code).toBe(1);
      expect(failed.stdout).toContain('tests/fixtures/broken.json:1:9  /date  date_format');
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
