// `npm test`: the build when it is stale (`buildIfStale` in packages/build/src/build/buildAll.ts: a product missing or an input
// changed since the stamp), the typecheck (tsc over src/ and test/, then the playground's own config) and
// every vitest suite. When the build runs, the typecheck starts as soon as tsc has emitted dist/ (the tests import
// the package by its name) and runs beside the entry bundles and the first suites; when the build is fresh
// (after `npm start`, or a second `npm test`), it starts at once. tsc keeps what it learnt in
// node_modules/.cache/typecheck/ (`--incremental`), so a typecheck after a small edit reads only what changed.
// Vitest prints as it goes; tsc's output is held and printed after it, so the two never interleave. The exit code
// is the build's, else tsc's, else vitest's.
import { buildIfStale, localBin, runCommand } from './buildAll.js';

/** tsc over one config, incremental, its build information kept under node_modules/.cache/typecheck/. */
function tsc(config: string, name: string): Promise<{ code: number; output: string }> {
  return runCommand(
    localBin('tsc'),
    [
      '-p',
      config,
      '--noEmit',
      '--incremental',
      // One thread: tsc's parallel checkers each redo part of the work (about a third more CPU), and the typecheck
      // runs beside the build's bundles and the suites, which have the cores' time to use.
      '--singleThreaded',
      '--tsBuildInfoFile',
      `node_modules/.cache/typecheck/${name}.tsbuildinfo`,
    ],
    true,
  );
}

/** The typecheck: the project's tsconfig, then the playground's (its DOM lib differs). */
async function typecheck(): Promise<{ code: number; output: string }> {
  const project = await tsc('tsconfig.json', 'project');
  if (project.code !== 0) return project;
  return tsc('packages/tools/src/playground/tsconfig.json', 'playground');
}

let types: Promise<{ code: number; output: string }> = Promise.resolve({ code: 0, output: '' });
const built = await buildIfStale(() => {
  types = typecheck();
});
const suites =
  built === 0
    ? await runCommand(localBin('vitest'), ['run', ...process.argv.slice(2)], false)
    : { code: built, output: '' };
const checked = await types;
if (checked.code === 0) {
  console.log('typecheck: tsc found no error (tsconfig.json, packages/tools/src/playground/tsconfig.json)');
} else {
  process.stdout.write(checked.output);
  console.log(`typecheck: tsc failed (exit ${checked.code})`);
}
process.exitCode = built !== 0 ? built : checked.code !== 0 ? checked.code : suites.code;
