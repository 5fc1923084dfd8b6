// The order test files start in: longest first, so a long file does not run alone at the end while the other
// workers idle. "Longest" is derived, never kept by hand: the duration vitest recorded for the file in its own
// cache (node_modules/.vite/vitest/, written after every run). Files vitest has no duration for (new files, or
// every file on a fresh clone, where the first `npm test` runs) start before the recorded ones, weighed by what
// their source says: first those that start other processes (Chromium, PHP, Python, a spawned CLI: their test
// code imports `node:child_process` or `playwright-core`, in the file or in a test module it imports), then by
// the size of the test code they run (the file and the test modules it imports). Unlike vitest's own order, a
// failed file is not moved to the front, and the order is total (ties by path).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What the order knows of one test file. */
export interface SuiteWeight {
  /** The file's path from the root (`packages/tools/test/dask/tasks.test.ts`). */
  readonly file: string;
  /** Its duration in the last run that ran it, in ms, from vitest's cache; undefined if it has none. */
  readonly durationMs: number | undefined;
  /** Whether its test code starts other processes (see {@link testCodeOf}). */
  readonly startsProcesses: boolean;
  /** The size in bytes of the test code it runs: the file and the test modules it imports. */
  readonly bytes: number;
}

/**
 * The files longest first: those without a recorded duration first (those that start other processes first,
 * then the most test code first), then the others by their recorded duration, longest first; ties by path.
 *
 * @example
 * longestFirst([{ file: 'a', durationMs: 10, startsProcesses: false, bytes: 1 }, { file: 'b', durationMs: 900, startsProcesses: false, bytes: 1 }]); // b, a
 */
export function longestFirst<T extends SuiteWeight>(suites: readonly T[]): T[] {
  const known = (s: SuiteWeight): number => (s.durationMs === undefined ? 0 : 1);
  const starts = (s: SuiteWeight): number => (s.durationMs === undefined && s.startsProcesses ? 1 : 0);
  return [...suites].sort(
    (a, b) =>
      known(a) - known(b) ||
      starts(b) - starts(a) ||
      (b.durationMs ?? 0) - (a.durationMs ?? 0) ||
      b.bytes - a.bytes ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0),
  );
}

/** An import of a module that starts another process. */
const STARTS_PROCESSES = /from ['"](?:node:child_process|playwright-core)['"]/;

/**
 * The test code a test file runs: the file and the modules under the test roots it imports (the root's `test/`
 * and each package's `packages/<package>/test/`: a package's suite counts the shared helpers it imports), transitively (relative
 * imports written `./x.js`, read as their `.ts` source); its size and whether any of it imports a module that
 * starts other processes. The library's own modules are not counted: every suite shares them.
 */
export function testCodeOf(
  file: string,
  testRoots: string | readonly string[],
): { readonly startsProcesses: boolean; readonly bytes: number } {
  const roots = typeof testRoots === 'string' ? [testRoots] : testRoots;
  const seen = new Set<string>();
  const pending = [file];
  let startsProcesses = false;
  let bytes = 0;
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    const text = readFileSync(path, 'utf8');
    bytes += Buffer.byteLength(text);
    if (STARTS_PROCESSES.test(text)) startsProcesses = true;
    for (const match of text.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)) {
      const imported = resolve(dirname(path), `${match[1] ?? ''}.ts`);
      if (roots.some((root) => imported.startsWith(root + sep)) && existsSync(imported)) pending.push(imported);
    }
  }
  return { startsProcesses, bytes };
}

/** The key of a file in vitest's results cache: its project's name and its path from the root. */
export function resultsKey(projectName: string, root: string, moduleId: string): string {
  return `${projectName}:${relative(root, moduleId)}`;
}

/** Vitest's sequencer with the order of {@link longestFirst}. */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const packages = resolve(root, 'packages');
    const testRoots = [
      resolve(root, 'test'),
      ...(existsSync(packages) ? readdirSync(packages) : []).map((name) => join(packages, name, 'test')),
    ];
    const weighed = files.map((spec) => {
      const durationMs = this.ctx.cache.getFileTestResults(
        resultsKey(spec.project.name, root, spec.moduleId),
      )?.duration;
      // The source is read only for files without a recorded duration (every file, on a fresh clone).
      const code =
        durationMs === undefined ? testCodeOf(spec.moduleId, testRoots) : { startsProcesses: false, bytes: 0 };
      return { spec, file: relative(root, spec.moduleId), durationMs, ...code };
    });
    return longestFirst(weighed).map(({ spec }) => spec);
  }
}
