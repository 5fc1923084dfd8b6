// The composite GitHub Action at the repository's root (action.yml, issue #43), its run steps run by bash in a
// simulated runner (./_runner.ts): a temporary GITHUB_OUTPUT per step, GITHUB_STEP_SUMMARY, GITHUB_WORKSPACE and
// RUNNER_TEMP; the upload step (github/codeql-action/upload-sarif) is GitHub's and is only checked for its inputs.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { sarifValidator, type SarifLog } from '../reports/_ciReports.js';
import { evaluate, readAction, readOutputs, runAction } from './_runner.js';

const ACTION_PATH = ROOT.replace(/\/$/, '');
const action = readAction(join(ACTION_PATH, 'action.yml'));
const BROKEN = readFileSync(join(ROOT, 'examples/invalid/summary-broken.json'), 'utf8');

/** A producer's workspace: valid days in fixtures/, and the files `extra` names. */
function workspace(extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'us-action-ws-'));
  cpSync(join(ROOT, 'examples/valid'), join(dir, 'fixtures'), { recursive: true });
  for (const [name, text] of Object.entries(extra)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** A GitHub expression, `${{ inner }}`, written so that no string literal looks like a template placeholder. */
const expression = (inner: string): string => `$\{{ ${inner} }}`;

const stepOf = (run: ReturnType<typeof runAction>, id: string) => run.steps.find((s) => s.step.id === id);

describe('action.yml', () => {
  it('is a composite action whose run steps read only inputs, github, steps.*.outputs and env, through env:', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs)).toEqual([
      'paths',
      'no-slots',
      'strict',
      'coverage-min',
      'diff-base',
      'schemas',
      'upload-sarif',
      'category',
    ]);
    const contexts = { inputs: {}, github: {}, steps: {}, env: {} };
    for (const step of action.runs.steps) {
      if (step.run === undefined) continue;
      // No expression is spliced into a script (an input holding `"; rm -rf ~` stays data) and no condition.
      expect(step.run).not.toContain('${{');
      expect(step.if).toBeUndefined();
      expect(step.shell).toBe('bash');
      for (const value of Object.values(step.env ?? {})) expect(() => evaluate(value, contexts)).not.toThrow();
    }
    const uses = action.runs.steps.filter((s) => s.uses !== undefined);
    expect(uses.map((s) => s.uses)).toEqual(['github/codeql-action/upload-sarif@v3']);
    expect(uses[0]?.with).toEqual({
      sarif_file: expression('steps.gate.outputs.sarif'),
      category: expression('inputs.category'),
    });
  });

  it('the evaluator refuses what it does not read, and reads GITHUB_OUTPUT as GitHub does', () => {
    const contexts = { inputs: { a: '1' }, github: {}, steps: { s: { outputs: { o: 'x' } } }, env: {} };
    const text = [expression('inputs.a'), expression('steps.s.outputs.o'), expression('env.none')].join('-');
    expect(evaluate(text, contexts)).toBe('1-x-');
    expect(() => evaluate(expression("inputs.a == '1'"), contexts)).toThrow('does not evaluate');
    expect(() => evaluate(expression('secrets.TOKEN'), contexts)).toThrow('does not evaluate');
    expect(readOutputs('a=1=2\nb<<EOF\nline one\nline two\nEOF\n')).toEqual({ a: '1=2', b: 'line one\nline two' });
  });

  it('a broken payload: the SARIF report written for upload, the job summary, and the job fails', () => {
    const ws = workspace({ 'fixtures/broken.json': BROKEN });
    try {
      const run = runAction(ACTION_PATH, ws, { paths: 'fixtures' });
      expect(stepOf(run, 'install')?.outputs['cli']).toBe(join(ACTION_PATH, 'packages/tools/dist/cli/main.js'));
      expect(stepOf(run, 'gate')?.outputs['exit-code']).toBe('1');
      const sarif = JSON.parse(readFileSync(run.outputs['sarif'] as string, 'utf8')) as SarifLog;
      expect(sarifValidator()(sarif)).toBe(true);
      expect(sarif.runs[0]?.automationDetails.id).toBe('user-summaries/');
      // Relative to the workspace, as code scanning resolves it.
      expect(sarif.runs[0]?.results[0]?.locations[0]?.physicalLocation.artifactLocation).toEqual({
        uri: 'fixtures/broken.json',
        uriBaseId: '%SRCROOT%',
      });
      expect(run.steps.find((s) => s.step.uses !== undefined)?.ran).toBe(false);
      expect(run.summary).toContain('### user-summaries validate: failed: violations');
      expect(run.summary).toContain('| `fixtures/broken.json:5:20` | `/activity/total_steps` | `type` |');
      expect(run.status).toBe(1);
      expect(run.steps.at(-1)?.stdout).toContain('::error title=user-summaries::the gate failed (exit 1)');
      expect(run.outputs['exit-code']).toBe('1');
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });

  it('valid payloads pass; upload-sarif false prints annotations; paths split on white space, never globbed', () => {
    const ws = workspace({
      'recorded/page.json': readFileSync(join(ROOT, 'examples/valid-no-slots/live-page-include-slots-0.json'), 'utf8'),
    });
    try {
      const passed = runAction(ACTION_PATH, ws, { paths: 'fixtures\n  recorded', 'no-slots': 'true' });
      expect(passed.status).toBe(0);
      expect(passed.steps.at(-1)?.stdout).toContain('the payloads keep the contract');
      expect(passed.summary).toContain('### user-summaries validate: passed');
      writeFileSync(join(ws, 'fixtures/bad.json'), '{"date":"2024-13-01"}');
      const annotated = runAction(ACTION_PATH, ws, { paths: 'fixtures/*.json fixtures', 'upload-sarif': 'false' });
      const gate = stepOf(annotated, 'gate');
      expect(gate?.outputs['sarif']).toBeUndefined();
      // `fixtures/*.json` is a name, not a pattern: unreadable (exit 2), and fixtures/bad.json annotated.
      expect(gate?.outputs['exit-code']).toBe('2');
      expect(gate?.stdout).toContain('::error file=fixtures/bad.json,line=1,col=9,title=date_format /date::');
      expect(annotated.status).toBe(1);
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });

  it('strict and coverage-min reach the gate', () => {
    const ws = workspace({ 'extra/day.json': '{"date":"2024-01-01","surprise":1}' });
    try {
      const strict = runAction(ACTION_PATH, ws, { paths: 'extra', strict: 'true', 'upload-sarif': 'false' });
      expect(stepOf(strict, 'gate')?.stdout).toContain('title=unknown_field /surprise');
      const coverage = runAction(ACTION_PATH, ws, {
        paths: 'fixtures',
        'coverage-min': '100',
        'upload-sarif': 'false',
      });
      expect(stepOf(coverage, 'gate')?.outputs['exit-code']).toBe('1');
      expect(coverage.status).toBe(1);
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });

  it('with a diff base, the diff of the schemas goes to the job summary, and a breaking change fails the job (no diff without one)', () => {
    const ws = workspace();
    try {
      cpSync(join(ROOT, 'schemas'), join(ws, 'schemas'), {
        recursive: true,
        filter: (source) => !/schemas\/(bundles|openapi|vectors|laravel|released)/.test(source),
      });
      const git = (...args: string[]) =>
        execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: ws });
      git('init', '-q', '-b', 'main');
      git('add', '-A');
      git('commit', '-qm', 'base');
      // A member made required in the head: it breaks producers.
      const file = join(ws, 'schemas/activity.schema.json');
      const schema = JSON.parse(readFileSync(file, 'utf8')) as {
        required?: string[];
        properties: Record<string, unknown>;
      };
      const optional = Object.keys(schema.properties).find((name) => !(schema.required ?? []).includes(name));
      expect(optional).toBeDefined();
      schema.required = [...(schema.required ?? []), optional as string];
      writeFileSync(file, JSON.stringify(schema, null, 2));
      const broken = runAction(ACTION_PATH, ws, { paths: 'fixtures', 'diff-base': 'main' });
      expect(broken.summary).toContain('### Contract diff: **breaking**');
      expect(stepOf(broken, 'diff')?.outputs['exit-code']).toBe('1');
      expect(broken.status).toBe(1);
      expect(broken.steps.at(-1)?.stdout).toContain('the contract diff found a change that breaks producers');
      const none = runAction(ACTION_PATH, ws, { paths: 'fixtures' });
      expect(stepOf(none, 'diff')?.stdout).toContain('no diff-base: the contract is not compared');
      expect(none.summary).not.toContain('Contract diff');
      expect(none.status).toBe(0);
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });
});
