// Paths that cannot go stale: every repository path named in README.md, docs/*.md, docs/architecture/*.md and the packages' READMEs
// (in prose, code and links) and in the comments of src/, test/, packages/*/src/, packages/*/test/, bench/ and vitest.config.ts names a file or folder
// that exists. A path is one that starts at the repository's root with a folder of the source tree (`src/`,
// `packages/`, `test/`, `docs/`, `bench/`, `schemas/`, `examples/`, `.ci/`, and `integrations/`, where the Laravel
// package was: a path still naming it fails); built folders
// (`dist/`, `packages/*/dist/`, `precompiled/`) are left out, since a fresh
// clone has none. A Markdown link is resolved from its page's folder.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { docPages } from '../__helpers__/docBlocks.js';
import { COMMENT, commentLines, sourceFiles } from '../__helpers__/sourceComments.js';

/** A path from the root, not the tail of a longer one (`../src/x`, `a/test/y`); placeholders (`<folder>`) end it. */
const ROOTED_PATH = /(?<![\w./-])(?:src|packages|test|docs|bench|schemas|integrations|examples|\.ci)\/[\w./-]*[\w/]/g;
/** A Markdown link's target, up to an anchor. */
const LINK = /\]\(([^)#\s]+)/g;

/** One path named somewhere, and where. */
interface NamedPath {
  readonly where: string;
  readonly path: string;
}

function pathsIn(file: string, text: string): NamedPath[] {
  // A package's built folder (`packages/tools/dist/…`) is left out like the root's: a fresh clone has none.
  return [...text.matchAll(ROOTED_PATH)]
    .map((m) => ({ where: file, path: m[0].replace(/\.+$/, '') }))
    .filter((p) => !/^packages\/[^/]+\/dist\//.test(p.path));
}

function pagePaths(page: string): NamedPath[] {
  return readFileSync(join(ROOT, page), 'utf8')
    .split('\n')
    .flatMap((line, at) => {
      const where = `${page}:${at + 1}`;
      const links = [...line.matchAll(LINK)]
        .map((m) => m[1] as string)
        .filter((target) => !/^[a-z]+:/.test(target))
        .map((target) => ({ where, path: relative(ROOT, join(ROOT, dirname(page), target)) }));
      return [...pathsIn(where, line), ...links];
    });
}

function commentPaths(file: string): NamedPath[] {
  return commentLines(file).flatMap(({ line, text }) => pathsIn(`${file}:${line}`, text));
}

const missing = (named: readonly NamedPath[]): string[] =>
  named.filter(({ path }) => !existsSync(join(ROOT, path))).map(({ where, path }) => `${where}: ${path}`);

describe('repository paths named in the docs and in comments', () => {
  const pages = [
    ...docPages(),
    'packages/python/README.md',
    'packages/laravel/README.md',
    'packages/testing/README.md',
    'packages/tools/README.md',
    'packages/otel/README.md',
  ].flatMap(pagePaths);
  const comments = [
    ...[
      'src',
      'packages/testing/src',
      'packages/tools/src',
      'packages/build/src',
      'test',
      'packages/testing/test',
      'packages/tools/test',
      'packages/build/test',
      'bench',
    ].flatMap(sourceFiles),
    'vitest.config.ts',
  ].flatMap(commentPaths);

  it("exist: every path and link of README.md, docs/*.md, docs/architecture/*.md and the packages' READMEs", () => {
    expect(pages.length).toBeGreaterThan(100);
    // The architecture's pages are read too, their links resolved from docs/architecture/.
    expect(pages.some((p) => p.where.startsWith('docs/architecture/core.md:') && p.path === 'docs/failures.md')).toBe(
      true,
    );
    expect(missing(pages)).toStrictEqual([]);
  });

  it('exist: every path in a comment of src/, packages/*/src/, test/, bench/ and vitest.config.ts', () => {
    expect(comments.length).toBeGreaterThan(100);
    expect(missing(comments)).toStrictEqual([]);
  });

  it('catch a moved file, in a page, a link and a comment', () => {
    expect(pathsIn('x', 'see `src/modules.ts`.')).toStrictEqual([{ where: 'x', path: 'src/modules.ts' }]);
    expect(missing(pathsIn('x', 'docs/guard.md and ../src/gone.ts and src/precompiled/modules.ts.'))).toStrictEqual([]);
    expect(missing(pathsIn('x', 'src/modules.ts'))).toStrictEqual(['x: src/modules.ts']);
    expect(COMMENT.exec("const a = 'src/x.ts'; // as src/index.ts says")?.[0]).toBe(' // as src/index.ts says');
    expect(COMMENT.exec("const a = 'src/x.ts';")).toBeNull();
  });
});
