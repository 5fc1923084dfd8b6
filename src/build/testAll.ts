// `npm test` after its `pretest` build: the typecheck (tsc over src/ and test/, then the playground's own
// config) and every vitest suite, at the same time. The typecheck needs a core for about three seconds while
// the first suites mostly wait on Chromium and Dask, so running both at once takes the time of the longer.
// Vitest prints as it goes; tsc's output is held and printed after it, so the two never interleave. The exit
// code is the first non-zero of the two (tsc's, when both fail).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = (name: string): string => `${root}node_modules/.bin/${name}`;

/** Runs a command to its end; resolves with its exit code and, when `hold`, what it printed. */
function run(command: string, args: readonly string[], hold: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 2, output: `${command}: ${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal === null ? 2 : 1), output }));
  });
}

/** The typecheck: the project's tsconfig, then the playground's (its DOM lib differs). */
async function typecheck(): Promise<{ code: number; output: string }> {
  const project = await run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], true);
  if (project.code !== 0) return project;
  return run(bin('tsc'), ['-p', 'src/playground/tsconfig.json'], true);
}

const [types, suites] = await Promise.all([typecheck(), run(bin('vitest'), ['run', ...process.argv.slice(2)], false)]);
if (types.code === 0) {
  console.log('typecheck: tsc found no error (tsconfig.json, src/playground/tsconfig.json)');
} else {
  process.stdout.write(types.output);
  console.log(`typecheck: tsc failed (exit ${types.code})`);
}
process.exitCode = types.code !== 0 ? types.code : suites.code;
