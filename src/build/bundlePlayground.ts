// Part of `npm run build`: the playground page (src/playground) as dist/playground/: index.html, its style
// sheet, and one classic script bundled by esbuild from the project's sources (the precompiled validators,
// the JSON text layer of src/jsonText and one document's check of src/documentCheck). A classic script, not
// a module: a page opened from disk (file://) may load classic scripts beside it, but not modules. No eval
// anywhere: the page runs under `script-src 'self'` without `unsafe-eval`.
import { build, type Plugin } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = resolve(ROOT, 'src/playground');
/** Where `user-summaries serve` finds the page (src/live/server/playground.ts). */
export const PLAYGROUND_DIR = resolve(ROOT, 'dist/playground');

/**
 * The compiled validators (Ajv, `new Function`) are reachable only through the strict path of the CLI's
 * loader, which the page never takes (it brings its own precompiled strict validators): they stay out.
 */
const noCompiledValidators: Plugin = {
  name: 'no-compiled-validators',
  setup(b) {
    b.onResolve({ filter: /\/validator\/validate(Summary|Response)\.js$/ }, (args) => {
      if (!args.importer.endsWith('documentKind.ts')) return undefined;
      return { path: args.path, namespace: 'absent' };
    });
    b.onLoad({ filter: /.*/, namespace: 'absent' }, () => ({
      contents: 'export const validateSummary = () => { throw new Error("not in the playground"); }; export const validateResponse = validateSummary;',
      loader: 'js',
    }));
  },
};

/** Builds dist/playground/. */
export async function bundlePlayground(): Promise<void> {
  mkdirSync(PLAYGROUND_DIR, { recursive: true });
  await build({
    entryPoints: [resolve(SOURCE, 'main.ts')],
    outfile: resolve(PLAYGROUND_DIR, 'playground.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [noCompiledValidators],
    banner: { js: '// user-summaries playground: built by src/build/bundlePlayground.ts (npm run build); do not edit.' },
  });
  for (const file of ['index.html', 'playground.css']) copyFileSync(resolve(SOURCE, file), resolve(PLAYGROUND_DIR, file));
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await bundlePlayground();
