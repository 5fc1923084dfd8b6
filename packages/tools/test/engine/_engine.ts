// A spawned `user-summaries engine` and a way to ask it one line and wait for its answer (the engine and its
// coverage suites): the answers are read line by line from its standard output, in the order asked.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { ROOT } from '../../../../test/__helpers__/cli.js';

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
