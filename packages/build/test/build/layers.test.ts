// The layer tables of docs/architecture/ (a page per package) are the import graph of the workspace's packages: every folder listed, every
// import allowed, no edge allowed that no import uses, no cycle between folders, no module importing an entry, no
// package imported by its path, no other package imported by the core, no test importing another package's sources
// or tests by path; and the check catches each planted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findCycle,
  folderImports,
  folderOf,
  folderOfSpecifier,
  layerProblems,
  LAYER_PAGES,
  layerPage,
  packageProblems,
  readLayerTable,
  readLayerTables,
  sourceFolders,
  testImportProblem,
  testImportProblems,
  unusedEdges,
  type FolderImport,
} from '../../src/build/layers.js';

const table = readLayerTables();
const imports = folderImports();

describe('the layer tables of docs/architecture/', () => {
  it("are read from each package's page, a folder listed on two pages failing", () => {
    expect([...table.keys()].filter((folder) => layerPage(folder) === 'docs/architecture/tools.md')).toContain(
      'tools/gate',
    );
    expect(layerPage('validator')).toBe('docs/architecture/core.md');
    expect(layerPage('testing/coverage')).toBe('docs/architecture/testing.md');
    expect(layerPage('build/codegen')).toBe('docs/architecture/build.md');
    const root = mkdtempSync(join(tmpdir(), 'layer-pages-'));
    try {
      const row = (folder: string): string =>
        `## Layers\n\n| folder | owns | may import |\n|---|---|---|\n| \`${folder}\` | x | nothing |\n`;
      mkdirSync(join(root, 'docs/architecture'), { recursive: true });
      for (const page of LAYER_PAGES) writeFileSync(join(root, page), row(page.endsWith('tools.md') ? 'schemas' : 'x'));
      expect(() => readLayerTables(root)).toThrow('is listed in the layer table of another page too');
      writeFileSync(join(root, LAYER_PAGES[1]), '# no table\n');
      expect(() => readLayerTables(root)).toThrow('docs/architecture/testing.md has no "## Layers" section');
      expect(readLayerTable(row('a'), 'p').get('a')).toStrictEqual(new Set());
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('hold for the import graph of src/', () => {
    expect(layerProblems(imports, table, sourceFolders())).toStrictEqual([]);
    // The graph is read for real: the validator imports the schemas, the CLI the gate.
    expect(imports.some((i) => i.from === 'validator' && i.to === 'schemas')).toBe(true);
    expect(imports.some((i) => i.from === 'tools/cli' && i.to === 'tools/gate')).toBe(true);
    // and across packages, by name: the tools reach the core's validator, the mock the testing kit.
    expect(imports.some((i) => i.from === 'tools/jsonText' && i.to === 'validator' && i.byName === true)).toBe(true);
    expect(imports.some((i) => i.from === 'tools/mock' && i.to === 'testing/arbitraries' && i.byName === true)).toBe(
      true,
    );
  });

  it('fail on an import against the direction, a cycle, an entry imported, and a folder left out', () => {
    const planted: FolderImport[] = [
      { from: 'validator', to: 'schemas', file: 'src/validator/x.ts', target: 'src/schemas/w.ts' },
      { from: 'schemas', to: 'validator', file: 'src/schemas/w.ts', target: 'src/validator/x.ts' },
      { from: 'guard', to: 'index.ts', file: 'src/guard/z.ts', target: 'src/index.ts' },
    ];
    const problems = layerProblems(planted, table, [...sourceFolders(), 'tools/newfolder']);
    expect(problems).toContain(
      'src/schemas/w.ts imports src/validator/x.ts: schemas may not import validator (docs/architecture/core.md)',
    );
    expect(problems).toContain('the folders import each other in a cycle: validator -> schemas -> validator');
    expect(problems).toContain('src/guard/z.ts imports the entry src/index.ts: entries are imported by no module');
    expect(problems).toContain('tools/newfolder is not in the layer table of docs/architecture/tools.md');
  });

  it('fail on a package imported by its path, and on the core importing another package', () => {
    const planted: FolderImport[] = [
      { from: 'tools/gate', to: 'validator', file: 'packages/tools/src/gate/x.ts', target: 'src/validator/pointer.ts' },
      {
        from: 'validator',
        to: 'tools/outputText',
        file: 'src/validator/y.ts',
        target: 'user-summaries-contract/internal/x',
        byName: true,
      },
    ];
    const problems = layerProblems(planted, table, sourceFolders());
    expect(problems).toContain(
      'packages/tools/src/gate/x.ts imports src/validator/pointer.ts by its path: another package is imported by its name (user-summaries-contract)',
    );
    expect(problems).toContain(
      'src/validator/y.ts imports user-summaries-contract/internal/x: the core imports nothing of the other packages',
    );
  });

  it('hold for the tests of every package: each imports another package by its name only', () => {
    expect(testImportProblems()).toStrictEqual([]);
  });

  it('fail on a test importing another package by path, its sources or its tests, naming the package', () => {
    const tool = 'packages/tools/test/gate/x.test.ts';
    expect(testImportProblem(tool, '../../../../src/validator/pointer.js')).toBe(
      `${tool} imports src/validator/pointer.js by its path: a test imports another package by its name (user-summaries-contract), its tests not at all`,
    );
    expect(testImportProblem(tool, '../../../testing/src/coverage/model.js')).toMatch(
      /imports packages\/testing\/src\/coverage\/model\.js by its path: .*\(user-summaries-testing\)/,
    );
    expect(testImportProblem(tool, '../../../build/test/package/pack.test.js')).toMatch(/\(user-summaries-build\)/);
    expect(testImportProblem('test/guard/y.test.ts', '../../packages/tools/src/mock/server.js')).toMatch(
      /\(user-summaries-tools\)/,
    );
    expect(testImportProblem('packages/build/test/codegen/z.test.ts', '../../../../test/guard/client.test.js')).toMatch(
      /\(user-summaries-contract\)/,
    );
    // Its own package by path, the shared helpers, the workspace's other files and any package by name are fine.
    expect(testImportProblem(tool, '../../src/gate/pool.js')).toBeUndefined();
    expect(testImportProblem(tool, '../../../../test/__helpers__/cli.js')).toBeUndefined();
    expect(testImportProblem(tool, '../../../../bench/gateFixtures.js')).toBeUndefined();
    expect(testImportProblem(tool, 'user-summaries-contract/internal/validator/pointer')).toBeUndefined();
    expect(testImportProblem('test/validator/w.test.ts', '../../src/validator/pointer.js')).toBeUndefined();
  });

  it('fail on a test file of a checkout that imports another package by path, read from the disk', () => {
    const root = mkdtempSync(join(tmpdir(), 'usc-layers-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      write('packages/tools/test/proxy/a.test.ts', "import { x } from '../../../../src/validator/pointer.js';\n");
      write('packages/tools/test/proxy/b.test.ts', "import { y } from '../../src/proxy/walks.js';\n");
      // (A dynamic import, written here so that this file's own text holds none.)
      write('test/guard/c.test.ts', `const m = await ${'import'}('../../packages/testing/src/vitest/matchers.js');\n`);
      write('test/__helpers__/d.ts', "import { z } from '../../packages/tools/src/cli/run.js';\n");
      expect(testImportProblems(root)).toStrictEqual([
        'test/guard/c.test.ts imports packages/testing/src/vitest/matchers.js by its path: a test imports another package by its name (user-summaries-testing), its tests not at all',
        'packages/tools/test/proxy/a.test.ts imports src/validator/pointer.js by its path: a test imports another package by its name (user-summaries-contract), its tests not at all',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('name folders by package, and package names by the folder they reach', () => {
    expect(folderOf('src/validator/pointer.ts')).toBe('validator');
    expect(folderOf('src/index.ts')).toBe('index.ts');
    expect(folderOf('packages/tools/src/proxy/exchange.ts')).toBe('tools/proxy');
    expect(folderOf('packages/testing/src/vitest/matchers.ts')).toBe('testing/vitest');
    expect(folderOf('precompiled/default.fast.js')).toBe('precompiled modules');
    expect(folderOfSpecifier('user-summaries-contract/internal/validator/pointer')).toBe('validator');
    expect(folderOfSpecifier('user-summaries-testing')).toBe('testing/arbitraries');
    expect(folderOf('packages/build/src/codegen/artifacts.ts')).toBe('build/codegen');
    expect(folderOfSpecifier('user-summaries-build/codegen/vectors')).toBe('build/codegen');
    expect(folderOfSpecifier('fast-check')).toBeUndefined();
    expect(folderOf('packages/otel/src/convention/location.ts')).toBe('otel/convention');
    expect(folderOfSpecifier('user-summaries-otel')).toBe('otel/metrics');
    expect(folderOfSpecifier('@opentelemetry/api')).toBeUndefined();
  });

  it('fail on an import of the workspace by the metrics package, whose one peer is @opentelemetry/api', () => {
    const file = 'packages/otel/src/metrics/contractMetrics.ts';
    expect(
      packageProblems([
        { from: 'otel/metrics', to: 'otel/convention', file, target: 'packages/otel/src/convention/names.ts' },
        { from: 'otel/metrics', to: 'validator', file, target: 'src/validator/types.ts', byName: true },
      ]),
    ).toStrictEqual([
      `${file} imports src/validator/types.ts: the metrics package imports nothing of the workspace (its one peer is @opentelemetry/api)`,
    ]);
  });

  it('fail on an edge the table allows and no import uses, naming it', () => {
    expect(unusedEdges(imports, table)).toStrictEqual([]);
    const planted = new Map([...table].map(([folder, allowed]) => [folder, new Set(allowed)]));
    // The generated types import nothing: an edge allowed from them is one no import uses.
    planted.get('generated')?.add('schemas');
    expect(unusedEdges(imports, planted)).toStrictEqual(['generated -> schemas']);
    expect(layerProblems(imports, planted, sourceFolders())).toStrictEqual([
      'docs/architecture/core.md allows generated -> schemas, which no import uses: remove it from the table (and the picture)',
    ]);
  });

  it('the table itself allows no cycle', () => {
    expect(findCycle(table)).toBeUndefined();
  });
});
