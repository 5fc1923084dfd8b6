// The built command run in the test's own process: `main` of dist/cli/run.js (what `node dist/cli/main.js`
// runs) with captured streams. Most CLI tests are about what a command prints and returns, not about the
// process, and a spawn costs a Node start-up each; the tests that are about the process (signals, the
// binary, npx, stdin as a pipe) spawn it with runCli (./cli.ts).
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { main as Main } from '../../src/cli/run.js';
import { ROOT } from './cli.js';

/** What a command printed, and its exit code. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Options of an in-process run: stdin text, environment (on top of NO_COLOR=1, nothing inherited) and cwd. */
export interface CliRunOptions {
  readonly input?: string | Uint8Array;
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
}

let loaded: Promise<typeof Main> | undefined;

/** The built CLI's `main`, imported once per test file (`npm test` builds first). */
function builtMain(): Promise<typeof Main> {
  // A computed specifier: the built file is imported as Node would, not through the source tree's types.
  const url = pathToFileURL(`${ROOT}dist/cli/run.js`).href;
  loaded ??= (import(/* @vite-ignore */ url) as Promise<{ main: typeof Main }>).then((m) => m.main);
  return loaded;
}

/** A writable that keeps what is written. */
function capture(): { write(chunk: string | Uint8Array): boolean; readonly text: () => string } {
  const parts: string[] = [];
  return {
    write(chunk) {
      parts.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    },
    text: () => parts.join(''),
  };
}

/**
 * Runs `user-summaries ARGS` in this process and resolves with its exit code and output. The environment is
 * the given one only (plus `NO_COLOR=1`), so a test never depends on the developer's shell.
 */
export async function runCliInProcess(args: readonly string[], options: CliRunOptions = {}): Promise<CliRun> {
  const main = await builtMain();
  const stdout = capture();
  const stderr = capture();
  const input = options.input;
  const stdin = Readable.from(input === undefined ? [] : [typeof input === 'string' ? Buffer.from(input) : input]);
  const code = await main(args, {
    stdout,
    stderr,
    stdin,
    env: { PATH: process.env['PATH'], HOME: process.env['HOME'], NO_COLOR: '1', ...options.env },
    cwd: options.cwd ?? ROOT,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}
