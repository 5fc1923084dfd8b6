import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the built command (`node packages/tools/dist/cli/main.js ...`) as a real process; `npm test` builds first. */
export function runCli(
  args: readonly string[],
  options: { input?: string; env?: Record<string, string>; cwd?: string } = {},
): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [`${ROOT}packages/tools/dist/cli/main.js`, ...args], {
    cwd: options.cwd ?? ROOT,
    input: options.input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...options.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
