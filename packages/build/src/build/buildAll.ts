// `npm run build`: the precompiled validators first (src/ imports their declarations), then tsc's emit of
// dist/ and the playground bundle side by side (the playground bundles src/), then the entry bundles
// (they bundle tsc's output), and last the stamp of the inputs it was built from (packages/build/src/build/buildStamp.ts).
// `npm test` runs the same steps (packages/build/src/build/testAll.ts), its typecheck beside the last; the other loops call
// `buildIfStale`, which builds only when an input changed since the last build.
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlePlayground } from './bundlePlayground.js';
import { bundleEntries } from './bundleEntries.js';
import { writeCommonJsDeclarations, writeCommonJsEntry } from './commonJsDeclarations.js';
import { buildInputsHash, isBuildFresh, writeBuildStamp } from './buildStamp.js';
import { copyLaravelPackage } from './copyLaravel.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Runs a command of the project to its end; resolves with its exit code and, when `hold`, what it printed
 * (else it prints as it goes).
 */
export function runCommand(
  command: string,
  args: readonly string[],
  hold: boolean,
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ code: 2, output: `${command}: ${error.message}\n` }));
    child.on('close', (code, signal) => done({ code: code ?? (signal === null ? 2 : 1), output }));
  });
}

/** A binary of node_modules/.bin. */
export const localBin = (name: string): string => `${root}node_modules/.bin/${name}`;

/**
 * Makes every `bin` the workspace's packages declare executable. npm sets the mode when it links a bin, but in a
 * clone it links the tools' `user-summaries` at `npm install`, before the build has written it; tsc then writes it
 * without the mode, and `npx user-summaries` (or a hook, a CI script, node_modules/.bin/user-summaries) answers
 * "Permission denied".
 */
export function markBinsExecutable(): void {
  for (const pkg of ['packages/testing', 'packages/otel', 'packages/tools']) {
    const manifest = JSON.parse(readFileSync(resolve(root, pkg, 'package.json'), 'utf8')) as {
      bin?: string | Record<string, string>;
    };
    const bins = typeof manifest.bin === 'string' ? [manifest.bin] : Object.values(manifest.bin ?? {});
    for (const bin of bins) chmodSync(resolve(root, pkg, bin), 0o755);
  }
}

/**
 * The whole build; `afterEmit` starts work that needs dist/'s declarations (the typecheck of `npm test`: the
 * tests import the package by its name) beside the entry bundles. Resolves with the exit code.
 */
export async function buildAll(afterEmit?: () => void): Promise<number> {
  // Hashed before the steps read the inputs: an edit made during the build leaves the stamp stale.
  const inputsHash = buildInputsHash();
  // Imported here, not at the top: the generators load Ajv, the contract and its schemas (about 0.2 s of CPU), which
  // a loop whose build is fresh (`buildIfStale`: the release check, the packing script, check:layers) never needs.
  const { precompile } = await import('./precompile.js');
  precompile();
  // The core first (the other packages read its declarations through node_modules), then the testing kit and the
  // metrics package, then the tools (they import them); the playground bundles sources, so it is built beside them.
  const playground = bundlePlayground();
  for (const args of [
    ['-p', 'tsconfig.build.json'],
    // The core's code ships without its comments (tsconfig.build.json; what they weighed: docs/benchmarks.md), its
    // declarations with them (a consumer's editor shows them): this second pass writes the declarations alone.
    ['-p', 'tsconfig.build.json', '--declaration', '--emitDeclarationOnly', '--removeComments', 'false'],
    ['-p', 'packages/testing/tsconfig.build.json'],
    ['-p', 'packages/otel/tsconfig.build.json'],
    ['-p', 'packages/tools/tsconfig.build.json'],
  ]) {
    const emitted = await runCommand(localBin('tsc'), args, false);
    if (emitted.code !== 0) return emitted.code;
  }
  await playground;
  markBinsExecutable();
  // The testing kit's `require` condition: CommonJS twins of its generators' declarations, and its entry.
  writeCommonJsDeclarations(resolve(root, 'packages/testing/dist/arbitraries'));
  writeCommonJsEntry(resolve(root, 'packages/testing/dist/arbitraries'));
  // The demo's documents ship inside the tools package (packages/tools/dist/examples), copied from examples/.
  cpSync(resolve(root, 'examples'), resolve(root, 'packages/tools/dist/examples'), { recursive: true });
  // So does the Composer package, for a Laravel team's path repository (packages/tools/dist/laravel).
  copyLaravelPackage(root);
  afterEmit?.();
  await bundleEntries();
  writeBuildStamp(inputsHash);
  return 0;
}

/**
 * The whole build when its products are missing or an input changed since they were built (a fresh clone, an
 * edit under src/ or schemas/, another installed version), else nothing but the hash of the inputs. Resolves
 * with the build's exit code (0 when nothing was to do). `afterEmit` runs as in {@link buildAll}, or at once
 * when the build is fresh.
 *
 * @example
 * if ((await buildIfStale()) !== 0) process.exit(1); // before running dist/ or precompiled/
 */
export async function buildIfStale(afterEmit?: () => void): Promise<number> {
  if (isBuildFresh(buildInputsHash())) {
    afterEmit?.();
    return 0;
  }
  console.log(
    'build: dist/ and precompiled/ are missing or older than src/, schemas/ or the package files: npm run build',
  );
  return buildAll(afterEmit);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]))
  process.exitCode = await buildAll();
