// `npm test`: the build (src/build/buildAll.ts), the typecheck (tsc over src/ and test/, then the
// playground's own config) and every vitest suite. The typecheck starts as soon as tsc has emitted dist/ (the
// tests import the package by its name) and runs beside the standalone bundles and the first suites, which mostly wait on Chromium and Dask, so the run
// takes about the time of the build and the suites. Vitest prints as it goes; tsc's output is held and printed
// after it, so the two never interleave. The exit code is the build's, else tsc's, else vitest's.
import { buildAll, localBin, runCommand } from './buildAll.js';

/** The typecheck: the project's tsconfig, then the playground's (its DOM lib differs). */
async function typecheck(): Promise<{ code: number; output: string }> {
  const project = await runCommand(localBin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], true);
  if (project.code !== 0) return project;
  return runCommand(localBin('tsc'), ['-p', 'src/playground/tsconfig.json'], true);
}

let types: Promise<{ code: number; output: string }> = Promise.resolve({ code: 0, output: '' });
const built = await buildAll(() => {
  types = typecheck();
});
const suites = built === 0 ? await runCommand(localBin('vitest'), ['run', ...process.argv.slice(2)], false) : { code: built, output: '' };
const checked = await types;
if (checked.code === 0) {
  console.log('typecheck: tsc found no error (tsconfig.json, src/playground/tsconfig.json)');
} else {
  process.stdout.write(checked.output);
  console.log(`typecheck: tsc failed (exit ${checked.code})`);
}
process.exitCode = built !== 0 ? built : checked.code !== 0 ? checked.code : suites.code;
