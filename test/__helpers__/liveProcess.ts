// The live tests' commands: the built CLI run in-process (check, validate, serve), and `serve` as a real
// process where the process is the point.
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './cli.js';
import { capturedIo, importBuilt, runCliInProcess } from './cliInProcess.js';

const MAIN = `${ROOT}packages/tools/dist/cli/main.js`;

/** What a finished process printed, and its exit code. */
export interface Finished {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the built CLI to completion in this process (dist/cli/run.js), so an in-process server can answer it
 * without a Node start-up per run; `env` is the command's whole environment (plus NO_COLOR=1).
 */
export function runCliAsync(args: readonly string[], env: Record<string, string> = {}): Promise<Finished> {
  return runCliInProcess(args, { env });
}

/** A running `user-summaries serve`. */
export interface RunningServe {
  /** Base URL (the endpoint is `${url}/user-summaries`). */
  readonly url: string;
  /** Everything printed so far. */
  output(): { stdout: string; stderr: string };
  /** Stops the server and waits for the command's end. */
  stop(): Promise<Finished>;
}

/** A spawned `user-summaries serve`: `stop` sends SIGTERM. */
export interface ServeProcess extends RunningServe {
  readonly child: ChildProcess;
}

/** What `serve` prints once it listens: its URL, then how to stop it. */
function listeningUrl(stdout: string): string | undefined {
  const match = /listening on (http:\/\/\S+)\/user-summaries/.exec(stdout);
  return match?.[1] !== undefined && stdout.includes('stop with Ctrl-C') ? match[1] : undefined;
}

/**
 * Runs `user-summaries serve ARGS` in this process (the built command's `runServe`, stopped through its abort
 * signal) and resolves once it listens: a real server on loopback without a Node start-up. `env` is the
 * command's whole environment. Tests about the process itself (signals, what a shell sees) use spawnServe.
 */
export async function startServe(args: readonly string[], env: Record<string, string> = {}): Promise<RunningServe> {
  const { runServe } =
    await importBuilt<typeof import('../../packages/tools/src/cli/serveCommand.js')>('cli/serveCommand.js');
  let printed = (): void => undefined;
  const { io, output } = capturedIo({ env }, () => printed());
  const controller = new AbortController();
  const exited: Promise<Finished> = runServe(args, io, controller.signal).then((code) => ({ code, ...output() }));
  return new Promise((resolve, reject) => {
    let started = false;
    printed = () => {
      const url = listeningUrl(output().stdout);
      if (url === undefined || started) return;
      started = true;
      resolve({ url, output, stop: () => (controller.abort(), exited) });
    };
    void exited.then((f) => {
      if (!started) reject(new Error(`serve exited ${String(f.code)}: ${f.stderr}`));
    });
  });
}

/** Spawns `user-summaries serve ARGS` and resolves once it prints the URL it listens on. */
export function spawnServe(args: readonly string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, 'serve', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    let started = false;
    const exited = new Promise<Finished>((done) => child.on('close', (code) => done({ code, stdout, stderr })));
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${stderr}`)), 15_000);
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString();
      const url = listeningUrl(stdout);
      if (url !== undefined && !started) {
        started = true;
        clearTimeout(timer);
        resolve({
          url,
          child,
          output: () => ({ stdout, stderr }),
          stop: () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    void exited.then((f) => {
      if (!started) {
        clearTimeout(timer);
        reject(new Error(`serve exited ${String(f.code)}: ${f.stderr}`));
      }
    });
  });
}

/** The headers of an authenticated request. */
export function authHeaders(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}
