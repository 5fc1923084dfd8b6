// Part of `npm run build`: the playground page (packages/tools/src/playground) as packages/tools/dist/playground/: index.html, its style
// sheet, and one classic script bundled by esbuild from the project's sources (the precompiled validators,
// the tools' JSON text layer and one document's check). A classic script, not
// a module: a page opened from disk (file://) may load classic scripts beside it, but not modules. No eval
// anywhere: the page runs under `script-src 'self'` without `unsafe-eval`.
import { build, type Plugin } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCE = resolve(ROOT, 'packages/tools/src/playground');
/** Where `user-summaries serve` finds the page (packages/tools/src/mock/playground.ts). */
export const PLAYGROUND_DIR = resolve(ROOT, 'packages/tools/dist/playground');

/**
 * The page bundles the core from its sources (the tools import it as `user-summaries-contract/internal/…`, which
 * Node resolves to the built dist/): the page is built beside the core's tsc emit, not after it.
 */
const coreFromSources: Plugin = {
  name: 'core-from-sources',
  setup(b) {
    b.onResolve({ filter: /^user-summaries-contract\/internal\// }, (args) => ({
      path: resolve(ROOT, 'src', `${args.path.slice('user-summaries-contract/internal/'.length)}.ts`),
    }));
  },
};

/** Builds packages/tools/dist/playground/. */
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
    plugins: [coreFromSources],
    banner: {
      js: '// user-summaries playground: built by packages/build/src/build/bundlePlayground.ts (npm run build); do not edit.',
    },
  });
  for (const file of ['index.html', 'playground.css'])
    copyFileSync(resolve(SOURCE, file), resolve(PLAYGROUND_DIR, file));
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]))
  await bundlePlayground();
