// `npm run test:deep` runs every suite whose depth the run sets: the scale suites (`*.deep.test.ts`) and every file
// that sizes its cases by the depth (`atDepth`, `casesAtDepth` of test/__helpers__/depth.ts) or runs fast-check
// properties (`fc.assert`, whose numRuns FC_NUM_RUNS sets). Its file filters are kept by hand in package.json; this
// fails naming a file that sizes itself by the depth and that no filter selects, so full depth is never silently
// skipped (docs/testing.md, "Two depths").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';

/** Every test file of the workspace, by its path from the root. */
function testFiles(): string[] {
  const roots = ['test', ...readdirSync(join(ROOT, 'packages')).map((p) => `packages/${p}/test`)].filter((root) =>
    existsSync(join(ROOT, root)),
  );
  return roots.flatMap((root) =>
    (readdirSync(join(ROOT, root), { recursive: true, withFileTypes: true }) as { name: string; parentPath: string }[])
      .filter((entry) => entry.name.endsWith('.test.ts') && !entry.parentPath.includes('node_modules'))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name))),
  );
}

/** The file filters of `npm run test:deep` (vitest runs the files whose path contains one of them). */
function deepFilters(): string[] {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  const args = (scripts['test:deep'] ?? '').split(/\s+/);
  expect(args.slice(0, 3)).toEqual(['FC_NUM_RUNS=1000', 'vitest', 'run']);
  return args.slice(3).filter((arg) => arg !== '' && !arg.startsWith('-'));
}

const SIZED_BY_DEPTH = /\b(?:atDepth|casesAtDepth)\(|\bfc\.assert\(|\.deep\.test\.ts$/;

describe('npm run test:deep', () => {
  it('selects every suite whose depth the run sets', () => {
    const filters = deepFilters();
    const sized = testFiles().filter(
      (file) => SIZED_BY_DEPTH.test(file) || SIZED_BY_DEPTH.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(sized.length).toBeGreaterThan(30);
    expect(sized.filter((file) => !filters.some((filter) => file.includes(filter)))).toEqual([]);
  });
});
