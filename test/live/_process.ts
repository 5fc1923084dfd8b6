// The live tests' commands: the built CLI run in-process (check, validate), and `serve` as a real process.
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from '../__helpers__/cli.js';
import { runCliInProcess } from '../__helpers__/cliInProcess.js';

const MAIN = `${ROOT}dist/cli/main.js`;

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

/** A spawned `user-summaries serve`. */
export interface ServeProcess {
  /** Base URL (the endpoint is `${url}/user-summaries`). */
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything printed so far. */
  output(): { stdout: string; stderr: string };
  /** Sends SIGTERM and waits for the exit. */
  stop(): Promise<Finished>;
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
      const match = /listening on (http:\/\/\S+)\/user-summaries/.exec(stdout);
      if (match?.[1] !== undefined && !started && stdout.includes('stop with Ctrl-C')) {
        started = true;
        clearTimeout(timer);
        resolve({
          url: match[1],
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
