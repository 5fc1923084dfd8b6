import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * An input's path as a CI report names it: relative to `root` with `/` separators when the file is under it (what
 * GitHub and GitLab resolve against the checkout), else absolute; `-` (standard input) stays `-`.
 *
 * @example
 * reportPath('fixtures/day.json', '/repo', '/repo/sub'); // 'sub/fixtures/day.json'
 */
export function reportPath(file: string, root: string, cwd: string): string {
  if (file === '-') return file;
  const absolute = resolve(cwd, file);
  const path = relative(resolve(cwd, root), absolute);
  if (path === '' || path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path)) return absolute;
  return path.split(sep).join('/');
}

/**
 * The root CI reports are relative to: `--report-root`, else the checkout the CI system names
 * (`$GITHUB_WORKSPACE`, `$CI_PROJECT_DIR`), else the current folder.
 */
export function reportRoot(
  given: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): string {
  const root = given ?? nonEmpty(env['GITHUB_WORKSPACE']) ?? nonEmpty(env['CI_PROJECT_DIR']) ?? cwd;
  return resolve(cwd, root);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}
