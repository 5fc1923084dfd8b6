// package-lock.json is what npm writes, complete for every platform: each package has its integrity, and each
// optional dependency (Biome's, oxc's and rolldown's platform binaries) has its entry, though npm installs only
// this platform's. A lock edited by hand, or written where the registry lacked some binaries, fails here with
// the fix; docs/testing.md ("The lock file") says when to run it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The part of a lock entry this check reads. */
interface LockEntry {
  readonly version?: string;
  readonly integrity?: string;
  readonly link?: boolean;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}

/** The part of package-lock.json this check reads. */
interface Lock {
  readonly packages: Readonly<Record<string, LockEntry>>;
}

const FIX = 'delete these entries from package-lock.json and run `npm install --package-lock-only` (docs/testing.md)';

/** Where Node would find `name` from the package at `key`: its own node_modules, then each one above. */
function resolves(lock: Lock, key: string, name: string): boolean {
  for (let at = key; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/node_modules/')))) {
    if (lock.packages[`${at === '' ? '' : `${at}/`}node_modules/${name}`] !== undefined) return true;
    if (at === '') return false;
  }
}

/** What makes a lock other than what npm writes: an entry without integrity, an optional dependency without an entry. */
function lockProblems(lock: Lock): string[] {
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key === '' || entry.link === true) continue;
    // A workspace package's own entry (`packages/tools`) is its folder, not a download: npm writes no integrity.
    if (entry.integrity === undefined && !key.includes('node_modules/')) continue;
    if (entry.integrity === undefined) problems.push(`${key} has no integrity: ${FIX}`);
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolves(lock, key, name))
        problems.push(
          `${key}'s optional dependency ${name} has no entry: run \`npm install --package-lock-only\` (docs/testing.md)`,
        );
    }
  }
  return problems;
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as Lock;

describe('package-lock.json', () => {
  it('is complete: every package has its integrity, every optional platform binary its entry', () => {
    expect(lockProblems(lock)).toStrictEqual([]);
    // The other platforms' binaries are there, with their integrity, though this machine installs none of them.
    expect(lock.packages['node_modules/@biomejs/cli-darwin-arm64']?.integrity).toMatch(/^sha512-/);
    expect(lock.packages['node_modules/@oxc-parser/binding-win32-x64-msvc']?.integrity).toMatch(/^sha512-/);
  });

  it('fails, with the fix, on an entry added by hand and on a binary left out', () => {
    const packages = { ...lock.packages };
    const { integrity: _, ...handWritten } = packages['node_modules/@biomejs/cli-darwin-arm64'] ?? {};
    packages['node_modules/@biomejs/cli-darwin-arm64'] = handWritten;
    delete packages['node_modules/@biomejs/cli-win32-x64'];
    expect(lockProblems({ packages })).toStrictEqual([
      `node_modules/@biomejs/biome's optional dependency @biomejs/cli-win32-x64 has no entry: run \`npm install --package-lock-only\` (docs/testing.md)`,
      `node_modules/@biomejs/cli-darwin-arm64 has no integrity: ${FIX}`,
    ]);
  });

  it('finds an optional dependency where Node would: nested first, then each node_modules above', () => {
    const nested: Lock = {
      packages: {
        'node_modules/a': { integrity: 'sha512-a', optionalDependencies: { b: '1', c: '1' } },
        'node_modules/a/node_modules/b': { integrity: 'sha512-b' },
        'node_modules/c': { integrity: 'sha512-c' },
        'node_modules/d': { integrity: 'sha512-d', optionalDependencies: { b: '1' } },
      },
    };
    expect(lockProblems(nested)).toStrictEqual([
      "node_modules/d's optional dependency b has no entry: run `npm install --package-lock-only` (docs/testing.md)",
    ]);
  });
});
