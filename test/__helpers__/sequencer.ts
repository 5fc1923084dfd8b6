// The order test files start in: longest first, so a long file does not run alone at the end while the other
// worker idles. "Longest" is derived, never kept by hand: the duration vitest recorded for the file in its own
// cache (node_modules/.vite/vitest/, written after every run), else its size. Files vitest has no duration for
// (new files, or every file on a fresh clone) start before the recorded ones, largest first: they may be long.
// Unlike vitest's own order, a failed file is not moved to the front, and the order is total (ties by path).
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What the order knows of one test file. */
export interface SuiteWeight {
  /** The file's path from the root (`test/dask/tasks.test.ts`). */
  readonly file: string;
  /** Its duration in the last run that ran it, in ms, from vitest's cache; undefined if it has none. */
  readonly durationMs: number | undefined;
  /** Its size in bytes. */
  readonly bytes: number;
}

/**
 * The files longest first: those without a recorded duration first, largest first, then the others by their
 * recorded duration, longest first; ties by path.
 *
 * @example
 * longestFirst([{ file: 'a', durationMs: 10, bytes: 1 }, { file: 'b', durationMs: 900, bytes: 1 }]); // b, a
 */
export function longestFirst<T extends SuiteWeight>(suites: readonly T[]): T[] {
  const known = (s: SuiteWeight): number => (s.durationMs === undefined ? 0 : 1);
  return [...suites].sort(
    (a, b) =>
      known(a) - known(b) || (b.durationMs ?? 0) - (a.durationMs ?? 0) || b.bytes - a.bytes || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0),
  );
}

/** The key of a file in vitest's results cache: its project's name and its path from the root. */
export function resultsKey(projectName: string, root: string, moduleId: string): string {
  return `${projectName}:${relative(root, moduleId)}`;
}

/** Vitest's sequencer with the order of {@link longestFirst}. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const weighed = files.map((spec) => ({
      spec,
      file: relative(root, spec.moduleId),
      durationMs: this.ctx.cache.getFileTestResults(resultsKey(spec.project.name, root, spec.moduleId))?.duration,
      bytes: statSync(spec.moduleId).size,
    }));
    return longestFirst(weighed).map(({ spec }) => spec);
  }
}
