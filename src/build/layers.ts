// The import-graph check of docs/architecture.md: esbuild reads every module of src/ (its metafile lists each
// import, static and dynamic), type-only imports (which esbuild erases) are read from the sources, the imports
// are grouped by folder, and each one is held to the layer table of the page. Run by `npm run check:layers` (in .ci/run) and by test/architecture/layers.test.ts.
import { buildSync } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The package's entries (folders, and the root `index.ts`): no module imports them. */
const ENTRIES: ReadonlySet<string> = new Set(['index.ts', 'standalone', 'vitest', 'playground']);

/** The folders one folder may import, as docs/architecture.md's table says. */
export type LayerTable = ReadonlyMap<string, ReadonlySet<string>>;

/** An import from one folder to another: the importing file, and the folder it reaches. */
export interface FolderImport {
  readonly from: string;
  readonly to: string;
  readonly file: string;
  readonly target: string;
}

/**
 * The layer table of docs/architecture.md: the rows of its table under "## Layers", `| \`folder\` | owns | may import |`,
 * the last column a comma-separated list of folders in backticks (or "nothing").
 */
export function readLayerTable(markdown: string): LayerTable {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Layers'));
  if (section === undefined) throw new Error('docs/architecture.md has no "## Layers" section');
  const table = new Map<string, Set<string>>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const folder = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (folder === undefined || cells.length < 5) continue;
    table.set(folder, new Set([...(cells[3] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string)));
  }
  if (table.size === 0) throw new Error('docs/architecture.md: the "## Layers" section has no table of folders');
  return table;
}

/** The folder of a path from the package root: `src/<folder>/…`, `src/index.ts` as `index.ts`, else the top folder. */
export function folderOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] !== 'src') return parts[0] === 'precompiled' ? 'precompiled modules' : (parts[0] as string);
  return parts.length === 2 ? (parts[1] as string) : (parts[1] as string);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

// `import type … from '…'` and `export type … from '…'`: erased by esbuild, still a dependency of the design.
const TYPE_ONLY = /^\s*(?:import|export)\s+type\b[^;]*?\bfrom\s+'(\.[^']+)'/gm;

/**
 * Imports of the build product `precompiled/` (from src/precompiled/, as `../../precompiled/<module>.js`) are edges
 * of the graph like any other, to the folder "precompiled modules", but esbuild is not asked to read them: a
 * fresh clone has not built them yet.
 */
const PRECOMPILED_IMPORT = '../../precompiled/';

/** Every import between two folders of src/, read by esbuild from the sources (packages left out). */
export function folderImports(): FolderImport[] {
  const result = buildSync({
    external: [`${PRECOMPILED_IMPORT}*`],
    entryPoints: sourceFiles(join(ROOT, 'src')),
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
      // Packages are external; so is the build product, whose path stays as written in the importing file.
      const product = imported.external && imported.path.startsWith(PRECOMPILED_IMPORT);
      if (imported.external && !product) continue;
      const from = folderOf(relative(ROOT, join(ROOT, file)));
      const to = folderOf(relative(ROOT, product ? join(ROOT, dirname(file), imported.path) : join(ROOT, imported.path)));
      if (from !== to) out.push({ from, to, file, target: imported.path });
    }
  }
  for (const path of sourceFiles(join(ROOT, 'src'))) {
    const file = relative(ROOT, path);
    for (const [, target] of readFileSync(path, 'utf8').matchAll(TYPE_ONLY)) {
      const resolved = relative(ROOT, join(path, '..', target as string));
      const from = folderOf(file);
      const to = folderOf(resolved);
      if (from !== to) out.push({ from, to, file, target: resolved });
    }
  }
  return out;
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
  return [...table].flatMap(([from, allowed]) => [...allowed].map((to) => `${from} -> ${to}`).filter((edge) => !used.has(edge)));
}

/**
 * What breaks the layers: a folder the table does not list, an import the table does not allow, an edge the table
 * allows that no import uses, a cycle between folders (in the code or in the table), and any import of an entry
 * (`standalone`, `index.ts`).
 */
export function layerProblems(imports: readonly FolderImport[], table: LayerTable, folders: readonly string[]): string[] {
  const problems: string[] = [];
  for (const folder of folders) if (!table.has(folder)) problems.push(`src/${folder} is not in the layer table of docs/architecture.md`);
  const graph = new Map<string, Set<string>>();
  for (const edge of imports) {
    if (!graph.has(edge.from)) graph.set(edge.from, new Set());
    graph.get(edge.from)?.add(edge.to);
    if (ENTRIES.has(edge.to)) problems.push(`${edge.file} imports the entry ${edge.target}: entries are imported by no module`);
    else if (table.get(edge.from)?.has(edge.to) !== true) problems.push(`${edge.file} imports ${edge.target}: ${edge.from} may not import ${edge.to} (docs/architecture.md)`);
  }
  for (const edge of unusedEdges(imports, table)) {
    problems.push(`docs/architecture.md allows ${edge}, which no import of src/ uses: remove it from the table (and the picture)`);
  }
  const codeCycle = findCycle(graph);
  if (codeCycle !== undefined) problems.push(`the folders import each other in a cycle: ${codeCycle.join(' -> ')}`);
  const tableCycle = findCycle(table);
  if (tableCycle !== undefined) problems.push(`the layer table allows a cycle: ${tableCycle.join(' -> ')}`);
  return [...new Set(problems)];
}

/** The folders of src/ (and `index.ts`, the root entry). */
export function sourceFolders(): string[] {
  return readdirSync(join(ROOT, 'src'), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : entry.name === 'index.ts' ? ['index.ts'] : []));
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  // src/precompiled imports the generated modules of precompiled/ (a build product): built first when stale.
  // Imported here, not above: the test of this check imports the module for its functions and builds nothing.
  const { buildIfStale } = await import('./buildAll.js');
  const built = await buildIfStale();
  if (built !== 0) process.exit(built);
  const table = readLayerTable(readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8'));
  const problems = layerProblems(folderImports(), table, sourceFolders());
  for (const problem of problems) console.error(`layers: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`layers: ${sourceFolders().length} folders of src/ import as docs/architecture.md says`);
}
