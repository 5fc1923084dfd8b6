// The import-graph check of the layer tables of docs/architecture/ (a page per package): esbuild reads every module of the workspace's packages (its
// metafile lists each import, static and dynamic), type-only imports (which esbuild erases) are read from the
// sources, the imports are grouped by folder, and each one is held to the layer table of its package's page; imports between
// packages go by package name, and the core imports no other package. Each package's tests are read too (their
// relative imports, by text): a test imports its own package by path, another package only by its name, and the
// shared helpers of test/__helpers__ by path. Run by `npm run check:layers` (in .ci/run) and by
// packages/build/test/build/layers.test.ts.
import { buildSync } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A package of the workspace: its sources, its tests, and the prefix of its folders in the layer table. */
interface WorkspacePackage {
  readonly name: string;
  readonly src: string;
  readonly test: string;
  readonly prefix: string;
}

/**
 * The packages of the workspace: where each one's sources and tests are, and the prefix of its folders in the
 * layer table (the core's folders are named bare: `validator`; the others with their package's short name:
 * `tools/proxy`). The build package is private (never packed): the workspace's tooling.
 */
const PACKAGES: readonly WorkspacePackage[] = [
  { name: 'user-summaries-contract', src: 'src', test: 'test', prefix: '' },
  { name: 'user-summaries-testing', src: 'packages/testing/src', test: 'packages/testing/test', prefix: 'testing/' },
  { name: 'user-summaries-tools', src: 'packages/tools/src', test: 'packages/tools/test', prefix: 'tools/' },
  { name: 'user-summaries-otel', src: 'packages/otel/src', test: 'packages/otel/test', prefix: 'otel/' },
  { name: 'user-summaries-build', src: 'packages/build/src', test: 'packages/build/test', prefix: 'build/' },
];

/** The helpers every package's tests share, imported by path (the workspace's, no package's). */
const SHARED_TEST_HELPERS = 'test/__helpers__/';

/** The entries (files, and the playground folder, which the build bundles): no module imports them by path. */
const ENTRIES: ReadonlySet<string> = new Set([
  'index.ts',
  'strict.ts',
  'light.ts',
  'tools/index.ts',
  'tools/playground',
  'testing/vitest',
]);

/** The folders one folder may import, as the layer tables of docs/architecture/ say. */
export type LayerTable = ReadonlyMap<string, ReadonlySet<string>>;

/** An import from one folder to another: the importing file, and the folder it reaches. */
export interface FolderImport {
  readonly from: string;
  readonly to: string;
  readonly file: string;
  readonly target: string;
  /** Imported by a package name (`user-summaries-contract/internal/…`), not by a relative path. */
  readonly byName?: boolean;
}

/** The page of each package's layer table (its rooms and their arrows), from the repository root. */
export const LAYER_PAGES = [
  'docs/architecture/core.md',
  'docs/architecture/testing.md',
  'docs/architecture/tools.md',
  'docs/architecture/otel.md',
  'docs/architecture/build.md',
] as const;

/** The page whose table lists a folder: by the folder's package prefix (`tools/`, `testing/`, `otel/`, `build/`; none: the core). */
export function layerPage(folder: string): string {
  const prefix = /^(testing|tools|otel|build)\//.exec(folder)?.[1];
  return `docs/architecture/${prefix ?? 'core'}.md`;
}

/**
 * The layer table of one page of docs/architecture/: the rows of the tables under "## Layers",
 * `| \`folder\` | owns | may import |`, the last column a comma-separated list of folders in backticks (or "nothing").
 */
export function readLayerTable(markdown: string, page = 'the page'): LayerTable {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Layers'));
  if (section === undefined) throw new Error(`${page} has no "## Layers" section`);
  const table = new Map<string, Set<string>>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const folder = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (folder === undefined || cells.length < 5) continue;
    table.set(folder, new Set([...(cells[3] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string)));
  }
  if (table.size === 0) throw new Error(`${page}: the "## Layers" section has no table of folders`);
  return table;
}

/** Every package's layer table, read from its page ({@link LAYER_PAGES}) into one; a folder listed twice fails. */
export function readLayerTables(root: string = ROOT): LayerTable {
  const table = new Map<string, ReadonlySet<string>>();
  for (const page of LAYER_PAGES) {
    for (const [folder, allowed] of readLayerTable(readFileSync(join(root, page), 'utf8'), page)) {
      if (table.has(folder)) throw new Error(`${page}: ${folder} is listed in the layer table of another page too`);
      table.set(folder, allowed);
    }
  }
  return table;
}

/**
 * The folder of a path from the repository root: `src/<folder>/…` (the core; `src/index.ts` as `index.ts`),
 * `packages/<package>/src/<folder>/…` as `<package>/<folder>`, the build product `precompiled/` as
 * "precompiled modules", else the top folder.
 */
export function folderOf(path: string): string {
  if (path.startsWith('precompiled/')) return 'precompiled modules';
  for (const pkg of [...PACKAGES].reverse()) {
    if (!path.startsWith(`${pkg.src}/`)) continue;
    const first = path.slice(pkg.src.length + 1).split('/')[0] as string;
    return `${pkg.prefix}${first}`;
  }
  return path.split('/')[0] as string;
}

/** The package whose sources hold a path, or undefined (the build product, tests). */
function packageOf(path: string): string | undefined {
  return [...PACKAGES].reverse().find((pkg) => path.startsWith(`${pkg.src}/`))?.name;
}

/**
 * The folder a package specifier reaches: the core's internals (`user-summaries-contract/internal/<folder>/…`), its
 * entries, the testing kit's and the metrics package's entries; undefined for any other package (ajv, fast-check, node:…).
 */
export function folderOfSpecifier(specifier: string): string | undefined {
  const internal = /^user-summaries-contract\/internal\/([^/]+)/.exec(specifier);
  if (internal !== null) return internal[1];
  if (specifier === 'user-summaries-contract') return 'index.ts';
  if (specifier === 'user-summaries-contract/strict') return 'strict.ts';
  if (specifier === 'user-summaries-contract/light') return 'light.ts';
  if (specifier === 'user-summaries-testing') return 'testing/arbitraries';
  if (specifier === 'user-summaries-testing/vitest') return 'testing/vitest';
  if (specifier === 'user-summaries-testing/coverage') return 'testing/coverage';
  if (specifier.startsWith('user-summaries-tools')) return 'tools/index.ts';
  if (specifier === 'user-summaries-otel') return 'otel/metrics';
  const build = /^user-summaries-build\/([^/]+)/.exec(specifier);
  if (build !== null) return `build/${build[1]}`;
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every source file of every package. */
function allSourceFiles(): string[] {
  return PACKAGES.flatMap((pkg) => sourceFiles(join(ROOT, pkg.src)));
}

// `import type … from '…'` and `export type … from '…'`: erased by esbuild, still a dependency of the design.
const TYPE_ONLY = /^\s*(?:import|export)\s+type\b[^;]*?\bfrom\s+'([^']+)'/gm;

/**
 * Imports of the build product `precompiled/` (from src/precompiled/, as `../../precompiled/<module>.js`) are edges
 * of the graph like any other, to the folder "precompiled modules", but esbuild is not asked to read them: a
 * fresh clone has not built them yet.
 */
const PRECOMPILED_IMPORT = '../../precompiled/';

/** The edge of one import, or undefined when it leaves the workspace or stays in its folder. */
function edgeOf(file: string, specifier: string, resolved: string | undefined): FolderImport | undefined {
  const from = folderOf(file);
  const byName = !specifier.startsWith('.');
  // A package name is read by its specifier (esbuild may have resolved it through tsconfig.json's `paths`).
  const to = byName ? folderOfSpecifier(specifier) : resolved === undefined ? undefined : folderOf(resolved);
  if (to === undefined || from === to) return undefined;
  return byName ? { from, to, file, target: specifier, byName } : { from, to, file, target: resolved ?? specifier };
}

/**
 * Every import between two folders of the workspace, read by esbuild from the sources: relative imports, and the
 * package names by which one package imports another (other packages left out).
 */
export function folderImports(): FolderImport[] {
  const result = buildSync({
    external: [`${PRECOMPILED_IMPORT}*`],
    entryPoints: allSourceFiles(),
    bundle: true,
    write: false,
    metafile: true,
    outdir: join(ROOT, 'node_modules/.cache/layers'),
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const out: FolderImport[] = [];
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    for (const imported of input.imports) {
      // The build product's path stays as written in the importing file; a package stays its name.
      const product = imported.external && imported.path.startsWith(PRECOMPILED_IMPORT);
      const resolved = product
        ? relative(ROOT, join(ROOT, dirname(file), imported.path))
        : imported.external
          ? undefined
          : relative(ROOT, join(ROOT, imported.path));
      const edge = edgeOf(relative(ROOT, join(ROOT, file)), imported.original ?? imported.path, resolved);
      if (edge !== undefined) out.push(edge);
    }
  }
  for (const path of allSourceFiles()) {
    const file = relative(ROOT, path);
    for (const [, target] of readFileSync(path, 'utf8').matchAll(TYPE_ONLY)) {
      const specifier = target as string;
      const edge = edgeOf(
        file,
        specifier,
        specifier.startsWith('.') ? relative(ROOT, join(path, '..', specifier)) : undefined,
      );
      if (edge !== undefined) out.push(edge);
    }
  }
  return out;
}

/**
 * Imports that cross a package boundary by path instead of by package name (the published packages could not
 * resolve them), and imports of another package by the core, which depends on nothing.
 */
export function packageProblems(imports: readonly FolderImport[]): string[] {
  const problems: string[] = [];
  for (const edge of imports) {
    const fromPackage = packageOf(edge.file);
    const toPackage = edge.byName === true ? undefined : packageOf(edge.target);
    if (toPackage !== undefined && fromPackage !== toPackage) {
      problems.push(
        `${edge.file} imports ${edge.target} by its path: another package is imported by its name (${toPackage})`,
      );
    }
    const coreModule = fromPackage === 'user-summaries-contract';
    if (coreModule && /^(?:testing|tools|otel|build)\//.test(edge.to)) {
      problems.push(`${edge.file} imports ${edge.target}: the core imports nothing of the other packages`);
    }
    if (fromPackage === 'user-summaries-otel' && !edge.to.startsWith('otel/')) {
      problems.push(
        `${edge.file} imports ${edge.target}: the metrics package imports nothing of the workspace (its one peer is @opentelemetry/api)`,
      );
    }
  }
  return problems;
}

/** The package whose tests hold a path (the shared helpers of test/__helpers__ belong to none), or undefined. */
function testPackageOf(path: string): WorkspacePackage | undefined {
  if (path.startsWith(SHARED_TEST_HELPERS)) return undefined;
  return [...PACKAGES].reverse().find((pkg) => path.startsWith(`${pkg.test}/`));
}

/**
 * The problem of one relative import of a test, or undefined: a test (at `file`, from the repository root) may
 * import by path its own package's sources and tests, the shared helpers of test/__helpers__ and the workspace's
 * other files (bench/, examples/, schemas/, the build products), but another package's sources or tests only by
 * that package's name.
 *
 * @example
 * testImportProblem('packages/tools/test/gate/inputs.test.ts', '../../../../src/validator/pointer.js');
 * // a problem: the core (user-summaries-contract) is imported by its name, not by its path
 * testImportProblem('packages/tools/test/gate/inputs.test.ts', '../../src/gate/pool.js'); // undefined
 */
export function testImportProblem(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = join(dirname(file), specifier).split(sep).join('/');
  const own = testPackageOf(file)?.name;
  const reached = packageOf(target) ?? testPackageOf(target)?.name;
  if (reached === undefined || own === undefined || reached === own) return undefined;
  return `${file} imports ${target} by its path: a test imports another package by its name (${reached}), its tests not at all`;
}

// The specifiers of a test's imports: the static ones and its side-effect imports (statements at the start of a
// line, over several lines), and the dynamic and type-only ones (`import('…')`, `typeof import('…')`).
const TEST_IMPORT =
  /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/gm;

/** Every test module (`.ts`) of every package, from the repository root, without the shared helpers. */
function testFiles(root: string): string[] {
  return PACKAGES.flatMap((pkg) => {
    const dir = join(root, pkg.test);
    if (!existsSync(dir)) return [];
    return sourceFiles(dir)
      .map((path) => relative(root, path).split(sep).join('/'))
      .filter((path) => !path.startsWith(SHARED_TEST_HELPERS));
  });
}

/**
 * The cross-package path imports of every package's tests (`test/` for the core, `packages/<package>/test/`),
 * read from their text: what {@link testImportProblem} refuses.
 */
export function testImportProblems(root: string = ROOT): string[] {
  return testFiles(root).flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(TEST_IMPORT)].flatMap((match) => {
      const problem = testImportProblem(file, (match[1] ?? match[2] ?? match[3]) as string);
      return problem === undefined ? [] : [problem];
    }),
  );
}

/** A cycle among folders, as a path that ends where it starts, or undefined. */
export function findCycle(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, path: string[]): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle !== undefined) return cycle;
    }
    state.set(node, 'done');
    return undefined;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node, []);
    if (cycle !== undefined) return cycle;
  }
  return undefined;
}

/**
 * The edges the table allows and no import uses, as `from -> to`: the table is the design exactly, not an upper
 * bound, so an edge drawn but never taken is drift (a folder that stopped importing another, or a row written
 * ahead of the code).
 */
export function unusedEdges(imports: readonly FolderImport[], table: LayerTable): string[] {
  const used = new Set(imports.map((edge) => `${edge.from} -> ${edge.to}`));
  return [...table].flatMap(([from, allowed]) =>
    [...allowed].map((to) => `${from} -> ${to}`).filter((edge) => !used.has(edge)),
  );
}

/**
 * What breaks the layers: a folder the table does not list, an import the table does not allow, an edge the table
 * allows that no import uses, a cycle between folders (in the code or in the table), and any import of an entry
 * (`index.ts`, `strict.ts`, `light.ts`, the tools' `index.ts` and playground).
 */
export function layerProblems(
  imports: readonly FolderImport[],
  table: LayerTable,
  folders: readonly string[],
): string[] {
  const problems: string[] = [...packageProblems(imports)];
  for (const folder of folders)
    if (!table.has(folder)) problems.push(`${folder} is not in the layer table of ${layerPage(folder)}`);
  const graph = new Map<string, Set<string>>();
  for (const edge of imports) {
    if (!graph.has(edge.from)) graph.set(edge.from, new Set());
    graph.get(edge.from)?.add(edge.to);
    // An entry is imported by no module, but where its row names it (the light entry loads the default one).
    if (ENTRIES.has(edge.to) && table.get(edge.from)?.has(edge.to) !== true)
      problems.push(`${edge.file} imports the entry ${edge.target}: entries are imported by no module`);
    else if (table.get(edge.from)?.has(edge.to) !== true)
      problems.push(
        `${edge.file} imports ${edge.target}: ${edge.from} may not import ${edge.to} (${layerPage(edge.from)})`,
      );
  }
  for (const edge of unusedEdges(imports, table)) {
    problems.push(
      `${layerPage(edge.slice(0, edge.indexOf(' -> ')))} allows ${edge}, which no import uses: remove it from the table (and the picture)`,
    );
  }
  const codeCycle = findCycle(graph);
  if (codeCycle !== undefined) problems.push(`the folders import each other in a cycle: ${codeCycle.join(' -> ')}`);
  const tableCycle = findCycle(table);
  if (tableCycle !== undefined) problems.push(`the layer table allows a cycle: ${tableCycle.join(' -> ')}`);
  return [...new Set(problems)];
}

/** The folders of every package's sources, with their package's prefix, and the entry files of their roots. */
export function sourceFolders(): string[] {
  return PACKAGES.flatMap((pkg) =>
    readdirSync(join(ROOT, pkg.src), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() || (entry.isFile() && entry.name.endsWith('.ts')) ? [`${pkg.prefix}${entry.name}`] : [],
    ),
  );
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  // src/precompiled imports the generated modules of precompiled/ (a build product): built first when stale.
  // Imported here, not above: the test of this check imports the module for its functions and builds nothing.
  const { buildIfStale } = await import('./buildAll.js');
  const built = await buildIfStale();
  if (built !== 0) process.exit(built);
  const table = readLayerTables();
  const problems = [...layerProblems(folderImports(), table, sourceFolders()), ...testImportProblems()];
  for (const problem of problems) console.error(`layers: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(
    `layers: ${sourceFolders().length} folders of the packages import as the tables of docs/architecture/ say, and ${testFiles(ROOT).length} test modules import other packages by name`,
  );
}
