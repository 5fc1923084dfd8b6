// A simulated GitHub runner for the composite Action at the repository's root (action.yml): its `run:` steps run
// with bash as the runner runs them (`bash --noprofile --norc -eo pipefail FILE`), each with its own GITHUB_OUTPUT
// file, the job's GITHUB_STEP_SUMMARY, GITHUB_WORKSPACE, RUNNER_TEMP and GITHUB_ACTION_PATH; `uses:` steps are
// recorded, not run (the docs name what they do).
//
// Expressions: `${{ … }}` is evaluated by a small evaluator limited to what the Action may read in its run steps:
// `inputs.NAME`, `github.NAME`, `steps.ID.outputs.NAME` and `env.NAME`, each a plain reference (no operator, no
// function); any other expression in a run step fails the test, so the Action cannot grow one this runner would
// not evaluate as GitHub does. A missing value is '' (as GitHub reads it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

/** One step of a composite action, as action.yml writes it. */
interface ActionStep {
  readonly id?: string;
  readonly name?: string;
  readonly if?: string;
  readonly uses?: string;
  readonly with?: Record<string, string>;
  readonly run?: string;
  readonly shell?: string;
  readonly env?: Record<string, string>;
  readonly 'working-directory'?: string;
}

/** action.yml, as far as the runner reads it. */
export interface ActionFile {
  readonly inputs: Record<
    string,
    { readonly description: string; readonly default?: string; readonly required?: boolean }
  >;
  readonly outputs: Record<string, { readonly value: string }>;
  readonly runs: { readonly using: string; readonly steps: readonly ActionStep[] };
}

/** Reads an action.yml. */
export function readAction(path: string): ActionFile {
  return parse(readFileSync(path, 'utf8')) as ActionFile;
}

/** What the evaluator reads. */
interface Contexts {
  readonly inputs: Record<string, string>;
  readonly github: Record<string, string>;
  readonly steps: Record<string, { outputs: Record<string, string> }>;
  readonly env: Record<string, string>;
}

const REFERENCE = /^(inputs|github|env)\.([A-Za-z_][\w-]*)$|^steps\.([A-Za-z_][\w-]*)\.outputs\.([A-Za-z_][\w-]*)$/;

/** Substitutes every `${{ reference }}` of `text`; throws on an expression the evaluator does not read. */
export function evaluate(text: string, contexts: Contexts): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_whole, expression: string) => {
    const match = REFERENCE.exec(expression);
    if (match === null) throw new Error(`the simulated runner does not evaluate \${{ ${expression} }}`);
    const [, context, name, step, output] = match;
    if (step !== undefined && output !== undefined) return contexts.steps[step]?.outputs[output] ?? '';
    const values = contexts[context as 'inputs' | 'github' | 'env'];
    return values[name as string] ?? '';
  });
}

/** `name=value` lines and `name<<DELIMITER` blocks of a GITHUB_OUTPUT file. */
export function readOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc !== null) {
      const value: string[] = [];
      while (++i < lines.length && lines[i] !== heredoc[2]) value.push(lines[i] as string);
      outputs[heredoc[1] as string] = value.join('\n');
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return outputs;
}

/** What one step did. */
interface StepRun {
  readonly step: ActionStep;
  /** `uses` steps are not run. */
  readonly ran: boolean;
  readonly status?: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Record<string, string>;
}

/** What the job did: each step, the job summary, the action's outputs. */
export interface JobRun {
  readonly steps: readonly StepRun[];
  readonly summary: string;
  readonly outputs: Record<string, string>;
  /** The exit status of the first run step that failed (the job stops there), else 0. */
  readonly status: number;
  readonly temp: string;
}

/**
 * Runs the action at `actionPath` with `inputs` in `workspace`, as a job's step `uses: ./` would: the inputs'
 * defaults applied, then every run step in order until one fails.
 */
export function runAction(
  actionPath: string,
  workspace: string,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): JobRun {
  const action = readAction(join(actionPath, 'action.yml'));
  const temp = mkdtempSync(join(tmpdir(), 'us-runner-'));
  const summaryFile = join(temp, 'step-summary.md');
  writeFileSync(summaryFile, '');
  const resolvedInputs: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) {
    const value = inputs[name] ?? input.default ?? '';
    if (input.required === true && value === '') throw new Error(`input ${name} is required`);
    resolvedInputs[name] = value;
  }
  const baseEnv: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: process.env['HOME'] ?? temp,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_ACTION_PATH: actionPath,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: temp,
    NO_COLOR: '1',
    ...env,
  };
  const contexts: Contexts = {
    inputs: resolvedInputs,
    github: { workspace, action_path: actionPath },
    steps: {},
    env: baseEnv,
  };
  const steps: StepRun[] = [];
  let status = 0;
  action.runs.steps.forEach((step, index) => {
    if (status !== 0) return;
    if (step.run === undefined) {
      steps.push({ step, ran: false, stdout: '', stderr: '', outputs: {} });
      return;
    }
    const outputFile = join(temp, `output-${index}`);
    writeFileSync(outputFile, '');
    const script = join(temp, `step-${index}.sh`);
    writeFileSync(script, evaluate(step.run, contexts));
    const stepEnv: Record<string, string> = { ...baseEnv, GITHUB_OUTPUT: outputFile };
    for (const [name, value] of Object.entries(step.env ?? {})) stepEnv[name] = evaluate(value, contexts);
    const cwd = step['working-directory'] === undefined ? workspace : evaluate(step['working-directory'], contexts);
    const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
      cwd,
      env: stepEnv,
      encoding: 'utf8',
      timeout: 120_000,
    });
    const outputs = readOutputs(readFileSync(outputFile, 'utf8'));
    if (step.id !== undefined) contexts.steps[step.id] = { outputs };
    steps.push({ step, ran: true, status: run.status, stdout: run.stdout, stderr: run.stderr, outputs });
    if (run.status !== 0) status = run.status ?? 1;
  });
  const outputs: Record<string, string> = {};
  for (const [name, output] of Object.entries(action.outputs)) outputs[name] = evaluate(output.value, contexts);
  return { steps, summary: readFileSync(summaryFile, 'utf8'), outputs, status, temp };
}
