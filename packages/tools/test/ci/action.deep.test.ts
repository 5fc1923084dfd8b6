// The Action's diff step (action.yml, issue #43) in the simulated runner (./_runner.ts): the scale suite of
// action.test.ts, run by `npm run test:deep`, since the step diffs the whole contract (a second of CPU and more a
// run). action.test.ts checks every other step, and that no diff runs without a diff base.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { ACTION_PATH, stepOf, workspace } from './_action.js';
import { runAction } from './_runner.js';

describe('action.yml, the diff step', () => {
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
