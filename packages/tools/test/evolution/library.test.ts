// The library example of docs/evolution.md ("For consumers") runs as written: against a next version that adds a
// sleep type, it prints the change that breaks consumers and sets exit code 1. Against the same version it prints
// nothing: library.deep.test.ts (each run is a Node start-up with tsx and a diff of the whole contract).
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { copySchemas, valueAdded } from '../../../../test/__helpers__/contractEdits.js';
import { removeProjects, runExample } from './_consumerExample.js';

const folders: string[] = [];
afterAll(() => {
  removeProjects();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it("docs/evolution.md: the consumer's example finds what breaks it", () => {
  const next = copySchemas();
  folders.push(next);
  valueAdded('sleep', ['slots', '*', 'type'], 5).apply(next);
  const broken = runExample(next);
  expect(broken.stderr).toBe('');
  expect(broken.status).toBe(1);
  expect(broken.stdout).toContain(
    '/sleep/slots/*/type: values added ([0,1,2,3,4] → [0,1,2,3,4,5])\n  breaks consumers in every reading',
  );
});
