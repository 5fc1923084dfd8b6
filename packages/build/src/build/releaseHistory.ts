// The released contracts a release check compares with: every release is committed, in schemas/released/<version>/
// (its documents and release.json), and the repository's registry mode (package.json's `contract.compatibility`:
// backward, forward or full) applies to each of them (docs/evolution.md, "The release check").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where the releases are committed, beside the documents they are compared with. */
export const RELEASES = 'schemas/released';

/** The registry modes a repository may configure. */
export const MODES = ['backward', 'forward', 'full'] as const;
/** A registry mode. */
export type Mode = (typeof MODES)[number];
/** The mode when package.json names none: a break of either side needs a version that says so. */
export const DEFAULT_MODE: Mode = 'full';

/** One released contract: its folder and version. */
export interface Release {
  readonly folder: string;
  readonly version: string;
}

const versionOf = (folder: string): string =>
  (JSON.parse(readFileSync(join(folder, 'release.json'), 'utf8')) as { version: string }).version;

/** Orders versions as major.minor.patch numbers (an unparsable one last, by text). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string): number[] => v.split(/[-+]/)[0]?.split('.').map(Number) ?? [];
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const d = (x[i] ?? Number.NaN) - (y[i] ?? Number.NaN);
    if (Number.isNaN(d)) return a.localeCompare(b);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Every release committed under schemas/released/, oldest first: each folder holding a release.json. A repository
 * from before the history was kept (the last release's documents and release.json directly in schemas/released/)
 * has that one release.
 *
 * @example
 * releases('.').map((r) => r.version); // ['0.1.0', '0.2.0']
 */
export function releases(root: string): Release[] {
  const folder = join(root, RELEASES);
  if (!existsSync(folder)) return [];
  if (existsSync(join(folder, 'release.json'))) return [{ folder, version: versionOf(folder) }];
  return readdirSync(folder)
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isDirectory() && existsSync(join(path, 'release.json')))
    .map((path) => ({ folder: path, version: versionOf(path) }))
    .sort((a, b) => compareVersions(a.version, b.version));
}

/**
 * The repository's registry mode: package.json's `contract.compatibility`, else {@link DEFAULT_MODE}. A value that
 * is not a mode is an error naming it.
 *
 * @example
 * configuredMode('.'); // 'full'
 */
export function configuredMode(root: string): Mode {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    contract?: { compatibility?: unknown };
  };
  const mode = pkg.contract?.compatibility;
  if (mode === undefined) return DEFAULT_MODE;
  if (typeof mode !== 'string' || !(MODES as readonly string[]).includes(mode))
    throw new Error(
      `package.json: contract.compatibility must be one of ${MODES.join(', ')}, and is ${JSON.stringify(mode)}`,
    );
  return mode as Mode;
}
