// docs/vitest.md's first block runs as written, in this run's vitest: the block is written into a folder whose
// node_modules links this checkout's builds of the testing kit and the core (as a project that installed them) and
// imported from there, so its `describe` and `it` join this file's tests and its imports resolve as the project's.
// The same block run by a vitest of its own in that project is the scale suite vitestDoc.deep.test.ts
// (`npm run test:deep`: a vitest start-up, seconds of CPU).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { docBlocks } from '../__helpers__/docBlocks.js';

const block = docBlocks('docs/vitest.md').find((b) => b.lang === 'ts');
const project = mkdtempSync(join(tmpdir(), 'usc-vitest-doc-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));
mkdirSync(join(project, 'node_modules'));
symlinkSync(ROOT.replace(/\/$/, ''), join(project, 'node_modules/user-summaries-contract'));
symlinkSync(join(ROOT, 'packages/testing'), join(project, 'node_modules/user-summaries-testing'));
symlinkSync(join(ROOT, 'node_modules/vitest'), join(project, 'node_modules/vitest'));
writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'vitest-doc', private: true, type: 'module' }));
writeFileSync(join(project, 'contract.test.ts'), block?.code ?? '');

describe('docs/vitest.md', () => {
  it('its first block is a vitest suite of the matchers', () => {
    expect(block?.code).toContain('toSatisfyUserSummariesContract');
    expect(block?.code).toContain("from 'vitest'");
  });

  // The block's own describe and its tests, registered here: each must pass.
  describe('its first block, as written', async () => {
    await import(pathToFileURL(join(project, 'contract.test.ts')).href);
  });
});
