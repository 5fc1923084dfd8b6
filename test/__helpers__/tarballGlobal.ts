// Vitest global setup: a folder for this run's packed tarball, which the package suites share
// (test/package/_tarball.ts packs into it once per run), removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    tarballDir: string;
  }
}

/** Makes the run's tarball folder and provides it; the returned teardown removes it. */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'usc-run-pack-'));
  project.provide('tarballDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
