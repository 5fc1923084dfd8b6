// docs/vitest.md's first block runs as written: with a vitest of its own, in a project where user-summaries-testing is
// installed (a folder whose node_modules links this checkout's builds of the testing kit and the core, and vitest).
// A scale suite (`npm run test:deep`: a vitest start-up, seconds of CPU); vitestDoc.test.ts runs the same block in
// this run's vitest.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { docBlocks } from '../__helpers__/docBlocks.js';

const project = mkdtempSync(join(tmpdir(), 'usc-vitest-doc-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('docs/vitest.md', () => {
  it('its first block passes under vitest, as written', () => {
    const block = docBlocks('docs/vitest.md').find((b) => b.lang === 'ts');
    expect(block?.code).toContain('toSatisfyUserSummariesContract');
    mkdirSync(join(project, 'node_modules'));
    symlinkSync(ROOT.replace(/\/$/, ''), join(project, 'node_modules/user-summaries-contract'));
    symlinkSync(join(ROOT, 'packages/testing'), join(project, 'node_modules/user-summaries-testing'));
    symlinkSync(join(ROOT, 'node_modules/vitest'), join(project, 'node_modules/vitest'));
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'vitest-doc', private: true, type: 'module' }));
    writeFileSync(join(project, 'contract.test.ts'), block?.code ?? '');
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--root', project, '--reporter', 'verbose'],
      {
        cwd: project,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', CI: '' },
        timeout: 120_000,
      },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/Tests +2 passed/);
  });
});
