/**
 * Resolves when the process is asked to stop (SIGINT or SIGTERM), or when `stop` fires: how a long-running
 * command (`serve`, `proxy`) waits, in a process or in-process under a test's abort signal.
 *
 * @example
 * await untilStopped(signal); // then close the server and write what it keeps
 */
export function untilStopped(stop?: AbortSignal): Promise<void> {
  return new Promise((done) => {
    const finish = (): void => {
      process.off('SIGINT', finish);
      process.off('SIGTERM', finish);
      done();
    };
    process.once('SIGINT', finish);
    process.once('SIGTERM', finish);
    stop?.addEventListener('abort', finish, { once: true });
  });
}
