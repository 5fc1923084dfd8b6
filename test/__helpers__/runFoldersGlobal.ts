// Vitest global setup: the folders of this run's shared products, each removed when the run ends. Nothing is made
// here: the first suite that needs a product makes it in its folder, the others share it (test/__helpers__/oncePerRun.ts):
// the packed tarball (test/__helpers__/tarball.ts) and the virtual environment where the Python distribution is
// installed (test/__helpers__/pythonDistribution.ts). A run without those suites pays for nothing but the empty folders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    tarballDir: string;
    pythonDir: string;
  }
}

/** Makes the run's folders and provides them; the returned teardown removes them. */
export default function setup(project: TestProject): () => void {
  const folders = {
    tarballDir: mkdtempSync(join(tmpdir(), 'usc-run-pack-')),
    pythonDir: mkdtempSync(join(tmpdir(), 'usc-run-python-')),
  };
  project.provide('tarballDir', folders.tarballDir);
  project.provide('pythonDir', folders.pythonDir);
  return () => {
    for (const dir of Object.values(folders)) rmSync(dir, { recursive: true, force: true });
  };
}
