// A spawned `user-summaries engine` and a way to ask it one line and wait for its answer (the engine and its
// coverage suites): the answers are read line by line from its standard output, in the order asked; and what
// `validate` reports of the same bytes, which the engine's answers are compared with.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';

/** A spawned engine and a way to ask it one line and wait for its answer. */
export interface RunningEngine {
  readonly child: ChildProcessWithoutNullStreams;
  ask(line: string | Buffer): Promise<Record<string, unknown>>;
}

/** Spawns the built engine with `args`; each `ask` writes one line and resolves with the next answer line. */
export function startEngine(args: readonly string[] = []): RunningEngine {
  const child = spawn(process.execPath, [`${ROOT}packages/tools/dist/cli/main.js`, 'engine', ...args], { cwd: ROOT });
  let buffered = '';
  const waiting: ((line: string) => void)[] = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    for (let at = buffered.indexOf('\n'); at !== -1; at = buffered.indexOf('\n')) {
      const line = buffered.slice(0, at);
      buffered = buffered.slice(at + 1);
      waiting.shift()?.(line);
    }
  });
  return {
    child,
    ask: (line) =>
      new Promise((resolve) => {
        waiting.push((answer) => resolve(JSON.parse(answer) as Record<string, unknown>));
        child.stdin.write(line);
        child.stdin.write('\n');
      }),
  };
}

/** The gate's report document of an input problem (`validate --format json`). */
export interface GateDocument {
  readonly status: string;
  readonly errors?: readonly { readonly pointer?: string; readonly code: string; readonly message: string }[];
}

/** What `validate --as summary --format json` reports of `bytes`, written as a file of their own. */
export async function validateSummaryFile(
  bytes: string | Buffer,
  flags: readonly string[] = [],
): Promise<GateDocument[]> {
  const dir = mkdtempSync(join(tmpdir(), 'us-engine-gate-'));
  try {
    writeFileSync(join(dir, 'summary.json'), bytes);
    const validated = await runCliInProcess([
      'validate',
      '--as',
      'summary',
      '--format',
      'json',
      ...flags,
      join(dir, 'summary.json'),
    ]);
    return (JSON.parse(validated.stdout) as { documents: GateDocument[] }).documents;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
