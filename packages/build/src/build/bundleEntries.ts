// Part of `npm run build` (after tsc): the core's default entry and its light twin, each as one ES module.
import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { dirname, relative, resolve } from 'node:path';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ENTRY = resolve(ROOT, 'dist/index.js');
/** Where package.json's `.` export points. */
const OUTFILE = resolve(ROOT, 'dist/index.bundle.js');
/** The light entry (`./light`): the fast tiers, and the default entry imported on the first failure. */
const LIGHT_ENTRY = resolve(ROOT, 'dist/light.js');
const LIGHT_OUTFILE = resolve(ROOT, 'dist/light.bundle.js');

/**
 * Modules the bundle loads as they are, instead of carrying a copy:
 * - the error classes, which the tools load too (`instanceof` must work across the packages);
 * - the precompiled modules: generated compact (a bundler re-indents their deeply nested code, which grows it),
 *   self-contained, and the strict ones are imported on first use only; a bundle with them inside loads no
 *   faster (docs/benchmarks.md).
 */
const SHARED = [resolve(ROOT, 'dist/guard/errors.js')];
/** The generated modules at the package root (not dist/precompiled/, the code that runs them). */
const PRECOMPILED_DIR = `${resolve(ROOT, 'precompiled')}/`;

/** A plugin that leaves the shared and precompiled modules (and the `outside` ones, each as its file) out. */
function keepOutside(outside: ReadonlyMap<string, string> = new Map()): Plugin {
  return {
    name: 'keep-outside',
    setup(b) {
      b.onResolve({ filter: /^\./ }, (args) => {
        const resolved = resolve(args.resolveDir, args.path);
        const path = outside.get(resolved) ?? resolved;
        if (
          !SHARED.includes(path) &&
          !(path.startsWith(PRECOMPILED_DIR) && path.endsWith('.js')) &&
          !outside.has(resolved)
        )
          return undefined;
        // The same file, addressed from where the bundle is written.
        const fromBundle = relative(dirname(OUTFILE), path).split('\\').join('/');
        return { path: fromBundle.startsWith('.') ? fromBundle : `./${fromBundle}`, external: true };
      });
    },
  };
}

/**
 * Bundles the default entry's ~30 small modules into one file: in Node 20 each module load has a cost of its
 * own whatever its size, and the entry's import time is a large part of a consumer's cold start (figures:
 * docs/benchmarks.md). Code is kept as written (not minified), so stack traces stay readable.
 */
export async function bundleEntries(): Promise<void> {
  await bundleEntry(ENTRY, OUTFILE, keepOutside());
  // The light entry's one dynamic import, of the full entry, loads the full entry's bundle (one copy of it).
  await bundleEntry(LIGHT_ENTRY, LIGHT_OUTFILE, keepOutside(new Map([[ENTRY, OUTFILE]])));
}

async function bundleEntry(entry: string, outfile: string, plugin: Plugin): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    // No Node built-in and no package: the entry runs in browsers and edge runtimes too.
    platform: 'neutral',
    target: 'es2022',
    plugins: [plugin],
    logLevel: 'warning',
    legalComments: 'none',
    banner: {
      js: `// Built by packages/build/src/build/bundleEntries.ts from dist/${entry === ENTRY ? 'index' : 'light'}.js (npm run build); do not edit.`,
    },
  });
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await bundleEntries();
