// What the guard weighs in a consumer's bundle: esbuild bundles a consumer module that imports from the
// package (as a browser or edge app would), minified, split at dynamic imports, and each output gzipped. The
// valid path is the entry chunk and what it imports statically; the rest loads on the first failure.
// Part of `npm run bench` (bench/report.ts writes the table into docs/benchmarks.md, and `writeGuideWeights` the
// valid paths into docs/guard.md); `npx tsx bench/weight.ts` prints it alone, `-- --write` writes docs/guard.md too.
import { build, type Metafile, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { replaceDocBlock } from './docBlock.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const PACKAGE = 'user-summaries-contract';

/** The package's own `exports` map, so the consumer imports resolve as they would from node_modules. */
const selfReference: Plugin = {
  name: 'self-reference',
  setup(b) {
    const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { default: string }>;
    };
    b.onResolve({ filter: new RegExp(`^${PACKAGE}(/|$)`) }, (args) => {
      const target = pkg.exports[`.${args.path.slice(PACKAGE.length)}`];
      if (target === undefined) return { errors: [{ text: `${args.path} is not exported` }] };
      return { path: resolve(ROOT, typeof target === 'string' ? target : target.default) };
    });
  },
};

/** One consumer's weight, in bytes. */
export interface Weight {
  readonly entry: string;
  readonly imports: string;
  /** Minified bytes of the valid path, and gzipped (each chunk on its own, as a server sends them). */
  readonly validMin: number;
  readonly validGzip: number;
  /** Everything the bundle may load, the report tier included. */
  readonly totalMin: number;
  readonly totalGzip: number;
}

/** The output files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(meta: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of meta.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  return seen;
}

/** The weight of a consumer module that imports `names` (or `*`) from an entry of the package. */
export async function measureWeight(entry: string, names: readonly string[] | '*'): Promise<Weight> {
  const contents = names === '*' ? `export * from '${entry}';` : `export { ${names.join(', ')} } from '${entry}';`;
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'js', sourcefile: 'consumer.js' },
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: resolve(ROOT, 'bench/.scratch/weight'),
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [selfReference],
  });
  const meta = result.metafile;
  const sizes = new Map(
    result.outputFiles.map((file) => [fileURLToPath(new URL(`file://${file.path}`)), file.contents]),
  );
  const key = (file: string): Uint8Array => sizes.get(resolve(ROOT, file)) ?? new Uint8Array();
  const entryChunk = Object.keys(meta.outputs).find((file) => meta.outputs[file]?.entryPoint !== undefined);
  if (entryChunk === undefined) throw new Error('esbuild wrote no entry chunk');
  const valid = staticClosure(meta, entryChunk);
  const sum = (files: Iterable<string>, gzip: boolean): number => {
    let total = 0;
    for (const file of files) total += gzip ? gzipSync(key(file), { level: 9 }).length : key(file).length;
    return total;
  };
  const all = Object.keys(meta.outputs).filter((file) => file.endsWith('.js'));
  return {
    entry,
    imports: names === '*' ? 'all exports' : names.join(', '),
    validMin: sum(valid, false),
    validGzip: sum(valid, true),
    totalMin: sum(all, false),
    totalGzip: sum(all, true),
  };
}

/**
 * @public bench/run.ts loads it by name (`mod['measureWeights']`), which knip cannot follow.
 * The consumers measured: the default entry's `validateResponse` (synchronous, the open reading with its report:
 * the fast modules of both include_slots readings and the report module are static imports; the strict modules
 * are imported on first use only and count in "all chunks", not in the valid path) and everything it exports; the
 * light entry's `validateSummary` and everything it exports. */
export async function measureWeights(): Promise<Weight[]> {
  return [
    await measureWeight(PACKAGE, ['validateResponse']),
    await measureWeight(PACKAGE, '*'),
    await measureWeight(`${PACKAGE}/light`, ['validateSummary']),
    await measureWeight(`${PACKAGE}/light`, '*'),
  ];
}

/** The budget of the light entry's valid path in a consumer's bundle (issue 17), gzipped. */
export const VALID_PATH_BUDGET = 15 * 1024;

/** The budget of the default entry's `validateResponse` in a consumer's bundle, its report included (issue 35), gzipped. */
export const DEFAULT_ENTRY_BUDGET = 50 * 1024;

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The weights as a Markdown table. */
export function formatWeights(weights: readonly Weight[]): string {
  const rows = weights.map(
    (w) =>
      `| \`${w.entry}\` | ${w.imports} | ${kb(w.validMin)} | **${kb(w.validGzip)}** | ${kb(w.totalMin)} | ${kb(w.totalGzip)} |`,
  );
  return [
    '| entry | imported | valid path, minified | valid path, gzipped | all chunks, minified | all chunks, gzipped |',
    '|---|---|--:|--:|--:|--:|',
    ...rows,
  ].join('\n');
}

const GUIDE_START = '<!-- weight-bench:start -->';
const GUIDE_END = '<!-- weight-bench:end -->';

/**
 * @public bench/run.ts loads it by name (`mod['writeGuideWeights']`), which knip cannot follow.
 * Writes the valid paths, gzipped, into docs/guard.md between its weight-bench markers, with the date and how they
 * were measured, so the guide quotes the bench's own figures. */
export function writeGuideWeights(weights: readonly Weight[]): void {
  const date = new Date().toISOString().slice(0, 10);
  const rows = weights.map((w) => `| \`${w.entry}\` | ${w.imports} | **${kb(w.validGzip)}** | ${kb(w.totalGzip)} |`);
  const block = [
    GUIDE_START,
    `Written by \`npm run bench\` (bench/weight.ts) on ${date} from the built package: esbuild bundles a consumer module`,
    'importing these names (browser platform, minified, split at dynamic imports), each output gzipped on its own.',
    '',
    '| entry | imported | valid path, gzipped | everything it may load, gzipped |',
    '|---|---|--:|--:|',
    ...rows,
    GUIDE_END,
  ].join('\n');
  replaceDocBlock(GUIDE_START, GUIDE_END, block, "## Weight in a consumer's bundle", 'docs/guard.md');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const weights = await measureWeights();
  console.log(formatWeights(weights));
  if (process.argv.includes('--write')) writeGuideWeights(weights);
}
