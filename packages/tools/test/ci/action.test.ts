// The composite GitHub Action at the repository's root (action.yml, issue #43), its run steps run by bash in a
// simulated runner (./_runner.ts): a temporary GITHUB_OUTPUT per step, GITHUB_STEP_SUMMARY, GITHUB_WORKSPACE and
// RUNNER_TEMP; the upload step (github/codeql-action/upload-sarif) is GitHub's and is only checked for its inputs.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { sarifValidator, type SarifLog } from '../reports/_ciReports.js';
import { ACTION_PATH, stepOf, workspace } from './_action.js';
import { evaluate, readAction, readOutputs, runAction } from './_runner.js';

const action = readAction(join(ACTION_PATH, 'action.yml'));
const BROKEN = readFileSync(join(ROOT, 'examples/invalid/summary-broken.json'), 'utf8');

/** A GitHub expression, `${{ inner }}`, written so that no string literal looks like a template placeholder. */
const expression = (inner: string): string => `$\{{ ${inner} }}`;

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
      // No diff-base, no diff (with one: action.deep.test.ts, a diff of the whole contract).
      expect(stepOf(passed, 'diff')?.stdout).toContain('no diff-base: the contract is not compared');
      expect(passed.summary).not.toContain('Contract diff');
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
      // One job with both: each leaves its own mark on the gate's output.
      const run = runAction(ACTION_PATH, ws, {
        paths: 'extra',
        strict: 'true',
        'coverage-min': '100',
        'upload-sarif': 'false',
      });
      const gate = stepOf(run, 'gate');
      expect(gate?.stdout).toContain('title=unknown_field /surprise');
      expect(gate?.stderr).toMatch(/coverage [\d.]+% is below --coverage-min 100%/);
      expect(gate?.outputs['exit-code']).toBe('1');
      expect(run.status).toBe(1);
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });
});
