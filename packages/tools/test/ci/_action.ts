// What the Action's suites share (action.test.ts, action.deep.test.ts): the Action's path, a producer's workspace,
// a step of a job's run by its id.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import type { JobRun } from './_runner.js';

/** The Action's folder: this checkout's root, where action.yml is. */
export const ACTION_PATH = ROOT.replace(/\/$/, '');

/** A producer's workspace: valid days in fixtures/, and the files `extra` names. */
export function workspace(extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'us-action-ws-'));
  cpSync(join(ROOT, 'examples/valid'), join(dir, 'fixtures'), { recursive: true });
  for (const [name, text] of Object.entries(extra)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** The run of the step `id` in a job's run. */
export const stepOf = (run: JobRun, id: string) => run.steps.find((s) => s.step.id === id);
