// The library example of docs/evolution.md ("For consumers") against the same version, at full depth (`npm run
// test:deep`; library.test.ts runs it against a version that breaks consumers): nothing printed, exit code 0.
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { copySchemas } from '../../../../test/__helpers__/contractEdits.js';
import { removeProjects, runExample } from './_consumerExample.js';

const folders: string[] = [];
afterAll(() => {
  removeProjects();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it("docs/evolution.md: the consumer's example finds nothing in the same version", () => {
  const same = copySchemas();
  folders.push(same);
  const fine = runExample(same);
  expect([fine.status, fine.stdout, fine.stderr]).toEqual([0, '', '']);
});
