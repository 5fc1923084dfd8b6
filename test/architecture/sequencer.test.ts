// The order test files start in (test/__helpers__/sequencer.ts) is derived from vitest's recorded durations,
// else from file sizes: no hand-kept list of long suites.
import { describe, expect, it } from 'vitest';
import { longestFirst, resultsKey, type SuiteWeight } from '../__helpers__/sequencer.js';

const files = (order: readonly SuiteWeight[]): string[] => order.map((s) => s.file);

describe('the order test files start in', () => {
  it('on a fresh clone (no recorded duration): largest first, ties by path', () => {
    const fresh: SuiteWeight[] = [
      { file: 'test/small.test.ts', durationMs: undefined, bytes: 100 },
      { file: 'test/b.test.ts', durationMs: undefined, bytes: 5000 },
      { file: 'test/a.test.ts', durationMs: undefined, bytes: 5000 },
      { file: 'test/large.test.ts', durationMs: undefined, bytes: 90_000 },
    ];
    expect(files(longestFirst(fresh))).toStrictEqual(['test/large.test.ts', 'test/a.test.ts', 'test/b.test.ts', 'test/small.test.ts']);
  });

  it('after a run: longest recorded duration first, whatever the size; a file never run before them all', () => {
    const recorded: SuiteWeight[] = [
      { file: 'test/large.test.ts', durationMs: 300, bytes: 90_000 },
      { file: 'test/dask/archive.test.ts', durationMs: 25_000, bytes: 4000 },
      { file: 'test/new.test.ts', durationMs: undefined, bytes: 10 },
      { file: 'test/browser/playground.test.ts', durationMs: 18_000, bytes: 9000 },
    ];
    expect(files(longestFirst(recorded))).toStrictEqual(['test/new.test.ts', 'test/dask/archive.test.ts', 'test/browser/playground.test.ts', 'test/large.test.ts']);
  });

  it('reads vitest\'s cache by the key vitest writes: the project\'s name, a colon, the path from the root', () => {
    expect(resultsKey('', '/repo', '/repo/test/dask/archive.test.ts')).toBe(':test/dask/archive.test.ts');
  });
});
