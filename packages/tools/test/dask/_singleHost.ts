// The reference the Dask suites compare the integration's reduced report with: `user-summaries validate --format
// summary` over the same files, the built command run in the test's own process (test/__helpers__/cliInProcess.ts).
// What it prints is the point, not the process: a spawned gate cost each comparison a Node start-up and the loading
// of the validators. One thread: the summary report names no thread count and reads the same at any --jobs (the cluster suites,
// *.deep.test.ts, compare with a spawned gate of two threads).
import { type CliRun, runCliInProcess } from '../../../../test/__helpers__/cliInProcess.js';

/** `user-summaries validate --format summary --jobs 1 [extra] FILES` in `cwd`, in-process. */
export function singleHost(files: readonly string[], cwd: string, extra: readonly string[] = []): Promise<CliRun> {
  return runCliInProcess(['validate', '--format', 'summary', '--jobs', '1', ...extra, ...files], { cwd });
}
