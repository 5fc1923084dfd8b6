// The order test files start in (test/__helpers__/sequencer.ts) is derived from vitest's recorded durations,
// else from the test code a file runs: no hand-kept list of long suites.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longestFirst, resultsKey, testCodeOf, type SuiteWeight } from '../__helpers__/sequencer.js';

const files = (order: readonly SuiteWeight[]): string[] => order.map((s) => s.file);

describe('the order test files start in', () => {
  it('on a fresh clone (no recorded duration): those that start other processes first, then the most test code, ties by path', () => {
    const fresh: SuiteWeight[] = [
      { file: 'test/small.test.ts', durationMs: undefined, startsProcesses: false, bytes: 100 },
      { file: 'test/b.test.ts', durationMs: undefined, startsProcesses: false, bytes: 5000 },
      { file: 'test/a.test.ts', durationMs: undefined, startsProcesses: false, bytes: 5000 },
      { file: 'test/browser/small.test.ts', durationMs: undefined, startsProcesses: true, bytes: 200 },
      { file: 'test/large.test.ts', durationMs: undefined, startsProcesses: false, bytes: 90_000 },
    ];
    expect(files(longestFirst(fresh))).toStrictEqual([
      'test/browser/small.test.ts',
      'test/large.test.ts',
      'test/a.test.ts',
      'test/b.test.ts',
      'test/small.test.ts',
    ]);
  });

  it('after a run: longest recorded duration first, whatever the size or the processes; a file never run before them all', () => {
    const recorded: SuiteWeight[] = [
      { file: 'test/large.test.ts', durationMs: 300, startsProcesses: false, bytes: 90_000 },
      { file: 'test/dask/archive.test.ts', durationMs: 25_000, startsProcesses: true, bytes: 4000 },
      { file: 'test/new.test.ts', durationMs: undefined, startsProcesses: false, bytes: 10 },
      { file: 'test/cli/spawns.test.ts', durationMs: 100, startsProcesses: true, bytes: 9000 },
      { file: 'test/browser/playground.test.ts', durationMs: 18_000, startsProcesses: true, bytes: 9000 },
    ];
    expect(files(longestFirst(recorded))).toStrictEqual([
      'test/new.test.ts',
      'test/dask/archive.test.ts',
      'test/browser/playground.test.ts',
      'test/large.test.ts',
      'test/cli/spawns.test.ts',
    ]);
  });

  it('weighs a file by the test code it runs: its own and the test modules it imports, transitively, once each', () => {
    const root = mkdtempSync(join(tmpdir(), 'us-sequencer-'));
    const test = join(root, 'test');
    mkdirSync(join(test, 'browser'), { recursive: true });
    const write = (path: string, text: string): number => {
      writeFileSync(join(test, path), text);
      return Buffer.byteLength(text);
    };
    const launcher = write('browser/_launch.ts', "import { chromium } from 'playwright-core';\nexport const x = 1;\n");
    const shared = write('_shared.ts', "import { x } from './browser/_launch.js';\nexport const y = x;\n");
    const suite = write(
      'browser/page.test.ts',
      "import { y } from '../_shared.js';\nimport { x } from './_launch.js';\nimport { z } from '../../src/index.js';\n",
    );
    const plain = write('plain.test.ts', "import { spawn } from 'node:fs';\n");
    expect(testCodeOf(join(test, 'browser/page.test.ts'), test)).toStrictEqual({
      startsProcesses: true,
      bytes: suite + shared + launcher,
    });
    expect(testCodeOf(join(test, 'plain.test.ts'), test)).toStrictEqual({ startsProcesses: false, bytes: plain });
    // A package's suite (packages/<package>/test/) counts the shared helpers of the root's test/ it imports.
    const tools = join(root, 'packages/tools/test/proxy');
    mkdirSync(tools, { recursive: true });
    const own = "import { y } from '../../../../test/_shared.js';\n";
    writeFileSync(join(tools, 'walk.test.ts'), own);
    expect(testCodeOf(join(tools, 'walk.test.ts'), [test, join(root, 'packages/tools/test')])).toStrictEqual({
      startsProcesses: true,
      bytes: Buffer.byteLength(own) + shared + launcher,
    });
    expect(testCodeOf(join(tools, 'walk.test.ts'), join(root, 'packages/tools/test')).bytes).toBe(
      Buffer.byteLength(own),
    );
  });

  it("reads vitest's cache by the key vitest writes: the project's name, a colon, the path from the root", () => {
    expect(resultsKey('', '/repo', '/repo/test/dask/archive.test.ts')).toBe(':test/dask/archive.test.ts');
  });
});
