// The built command run in the test's own process: `main` of dist/cli/run.js (what `node packages/tools/dist/cli/main.js`
// runs) with captured streams. Most CLI tests are about what a command prints and returns, not about the
// process, and a spawn costs a Node start-up each; the tests that are about the process (signals, the
// binary, npx, stdin as a pipe) spawn it with runCli (./cli.ts).
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { main as Main } from '../../packages/tools/src/cli/run.js';
import type { CliIo } from '../../packages/tools/src/commandIo/io.js';
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

/**
 * A module of the build (`npm test` builds first), imported by its path under packages/tools/dist/: as Node imports it, not
 * through the source tree's types.
 */
export function importBuilt<T>(path: string): Promise<T> {
  return import(/* @vite-ignore */ pathToFileURL(`${ROOT}packages/tools/dist/${path}`).href) as Promise<T>;
}

let loaded: Promise<typeof Main> | undefined;

/** The built CLI's `main`, imported once per worker. */
function builtMain(): Promise<typeof Main> {
  loaded ??= importBuilt<{ main: typeof Main }>('cli/run.js').then((m) => m.main);
  return loaded;
}

/** A command's streams, environment and folder, keeping what it prints. */
export interface CapturedIo {
  readonly io: CliIo;
  output(): { stdout: string; stderr: string };
}

/**
 * Streams for a command run in-process: standard input from `options.input` (empty without), output kept
 * (`onStdout` called after each write), and only the given environment (plus PATH, HOME and NO_COLOR=1), so a
 * test never depends on the developer's shell.
 */
export function capturedIo(options: CliRunOptions = {}, onStdout: () => void = () => undefined): CapturedIo {
  let stdout = '';
  let stderr = '';
  const text = (chunk: string | Uint8Array): string =>
    typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  const input = options.input;
  return {
    io: {
      stdout: { write: (chunk: string | Uint8Array) => ((stdout += text(chunk)), onStdout(), true) },
      stderr: { write: (chunk: string | Uint8Array) => ((stderr += text(chunk)), true) },
      stdin: Readable.from(input === undefined ? [] : [typeof input === 'string' ? Buffer.from(input) : input]),
      env: { PATH: process.env['PATH'], HOME: process.env['HOME'], NO_COLOR: '1', ...options.env },
      cwd: options.cwd ?? ROOT,
    },
    output: () => ({ stdout, stderr }),
  };
}

/** Runs `user-summaries ARGS` in this process and resolves with its exit code and output. */
export async function runCliInProcess(args: readonly string[], options: CliRunOptions = {}): Promise<CliRun> {
  const main = await builtMain();
  const { io, output } = capturedIo(options);
  const code = await main(args, io);
  return { code, ...output() };
}
