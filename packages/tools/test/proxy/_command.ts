// `user-summaries proxy` run in the test's own process: the built command's `runProxy`, stopped through its
// abort signal (the tests about the process itself spawn it: cli.test.ts, cannotListen.test.ts).
import { capturedIo, importBuilt } from '../../../../test/__helpers__/cliInProcess.js';

/** A running proxy command: the endpoint it printed, what it printed so far, and how to stop it. */
export interface ProxyCommand {
  readonly endpoint: string;
  output(): { stdout: string; stderr: string };
  /** Stops it (as SIGTERM does) and resolves with its exit code. */
  stop(): Promise<number>;
}

/** Runs `user-summaries proxy --upstream URL --print-url --inline-check ARGS`; resolves once it printed its endpoint. */
export async function startProxyCommand(
  upstream: string,
  args: readonly string[] = [],
  cwd?: string,
): Promise<ProxyCommand> {
  const { runProxy } = await importBuilt<typeof import('../../src/cli/proxyCommand.js')>('cli/proxyCommand.js');
  let printed = (): void => undefined;
  const { io, output } = capturedIo(cwd === undefined ? {} : { cwd }, () => printed());
  const controller = new AbortController();
  const exited = runProxy(['--upstream', upstream, '--print-url', '--inline-check', ...args], io, controller.signal);
  const endpoint = await new Promise<string>((resolve, reject) => {
    printed = () => {
      if (output().stdout.includes('\n')) resolve(output().stdout.split('\n')[0] ?? '');
    };
    void exited.then((code) => reject(new Error(`proxy exited ${code}: ${output().stderr}`)));
  });
  return { endpoint, output, stop: () => (controller.abort(), exited) };
}
