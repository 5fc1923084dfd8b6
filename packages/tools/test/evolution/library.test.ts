// The library example of docs/evolution.md ("For consumers") runs as written: against a next version that adds a
// sleep type, it prints the change that breaks consumers and sets exit code 1; against the same version, nothing.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { copySchemas, valueAdded } from '../../../../test/__helpers__/contractEdits.js';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The example, in a project whose installed contract is this checkout and whose next version is `next`. */
function runExample(next: string): { status: number | null; stdout: string; stderr: string } {
  const doc = readFileSync(join(ROOT, 'docs/evolution.md'), 'utf8');
  const example = /```ts\n([\s\S]*?)```/.exec(doc.slice(doc.indexOf('## For consumers')))?.[1] as string;
  expect(example).toContain("from 'user-summaries-tools'");
  const project = mkdtempSync(join(tmpdir(), 'contract-consumer-'));
  folders.push(project);
  mkdirSync(join(project, 'node_modules'));
  symlinkSync(ROOT.replace(/\/$/, ''), join(project, 'node_modules/user-summaries-contract'));
  cpSync(next, join(project, 'vendor/next/schemas'), { recursive: true });
  // Inside the repository, so `user-summaries-tools` resolves to the workspace's package; removed when done.
  const script = `${ROOT}packages/tools/test/evolution/.library-example-${process.pid}.mts`;
  writeFileSync(script, example);
  try {
    return spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), script], {
      cwd: project,
      encoding: 'utf8',
    });
  } finally {
    rmSync(script, { force: true });
  }
}

it("docs/evolution.md: the consumer's example finds what breaks it, and nothing in the same version", () => {
  const next = copySchemas();
  folders.push(next);
  valueAdded('sleep', ['slots', '*', 'type'], 5).apply(next);
  const broken = runExample(next);
  expect(broken.stderr).toBe('');
  expect(broken.status).toBe(1);
  expect(broken.stdout).toContain(
    '/sleep/slots/*/type: values added ([0,1,2,3,4] → [0,1,2,3,4,5])\n  breaks consumers in every reading',
  );

  const same = copySchemas();
  folders.push(same);
  const fine = runExample(same);
  expect([fine.status, fine.stdout, fine.stderr]).toEqual([0, '', '']);
});
