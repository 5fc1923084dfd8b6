// The library example of docs/evolution.md ("For consumers") as a reader runs it (library.test.ts,
// library.deep.test.ts): in a new project whose installed contract is this checkout, a Node start-up with tsx.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';

const folders: string[] = [];

/** Removes every project the suite made (call it in `afterAll`). */
export function removeProjects(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** The example, in a project whose installed contract is this checkout and whose next version is `next`. */
export function runExample(next: string): { status: number | null; stdout: string; stderr: string } {
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
