// The release check across the release history (issue #44): every release committed in schemas/released/<version>/,
// the repository's registry mode (package.json's contract.compatibility) applied to each of them, and a violation
// against a release accepted only when the package version leaves that release's line. Run as `npm run
// check:release` runs it, on temporary checkouts; the expectations are written from how each history was made.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareVersions, configuredMode, releases } from '../../src/build/releaseHistory.js';
import { ROOT } from '../../../../test/__helpers__/cli.js';

type Json = Record<string, any>;
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const sleepTypeAdded = (folder: string): void => {
  const file = join(folder, 'sleep-slot.schema.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Json;
  doc['properties']['type'].enum.push(5);
  writeFileSync(file, JSON.stringify(doc, null, 2));
};

/** A checkout whose releases are the versions given (each a copy of schemas/, edited), and whose schemas/ is `head`. */
function checkout(
  versions: readonly { version: string; edit?: (folder: string) => void }[],
  head: { version: string; edit?: (folder: string) => void },
  compatibility?: unknown,
): string {
  const repo = mkdtempSync(join(tmpdir(), 'contract-history-'));
  folders.push(repo);
  const place = (folder: string, edit?: (folder: string) => void): void => {
    cpSync(join(ROOT, 'schemas'), folder, {
      recursive: true,
      filter: (path) =>
        !path.includes('/released') &&
        !path.includes('/bundles') &&
        !path.includes('/openapi') &&
        !path.includes('/vectors') &&
        !path.includes('/laravel'),
    });
    edit?.(folder);
  };
  for (const { version, edit } of versions) {
    const folder = join(repo, 'schemas/released', version);
    place(folder, edit);
    writeFileSync(join(folder, 'release.json'), JSON.stringify({ version }));
  }
  place(join(repo, 'schemas'), head.edit);
  writeFileSync(
    join(repo, 'package.json'),
    JSON.stringify({
      name: 'contract',
      version: head.version,
      ...(compatibility === undefined ? {} : { contract: { compatibility } }),
    }),
  );
  return repo;
}

function check(root: string): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), join(ROOT, 'packages/build/src/build/releaseCheck.ts'), '--root', root],
    { encoding: 'utf8' },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the release history and the configured mode', { timeout: 180_000 }, () => {
  it('reads every release, oldest first, and the mode from package.json', () => {
    const repo = checkout(
      [{ version: '0.10.0' }, { version: '0.2.0' }, { version: '0.9.1' }],
      { version: '0.10.1' },
      'backward',
    );
    expect(releases(repo).map((r) => r.version)).toEqual(['0.2.0', '0.9.1', '0.10.0']);
    expect(configuredMode(repo)).toBe('backward');
    expect(configuredMode(checkout([], { version: '0.1.0' }))).toBe('full');
    expect(compareVersions('1.2.10', '1.10.2')).toBeLessThan(0);
  });

  it('backward mode: a value added breaks consumers only, and needs no bump', () => {
    const repo = checkout(
      [{ version: '0.1.0' }, { version: '0.2.0' }],
      { version: '0.2.1', edit: sleepTypeAdded },
      'backward',
    );
    const run = check(repo);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'backward mode (package.json contract.compatibility) against 2 release(s):\n  0.1.0: satisfies backward\n  0.2.0: satisfies backward',
    );
  });

  it('full mode: the same change needs a bump past the last release, named in the failure', () => {
    const repo = checkout(
      [{ version: '0.1.0' }, { version: '0.2.0' }],
      { version: '0.2.1', edit: sleepTypeAdded },
      'full',
    );
    const run = check(repo);
    expect(run.status).toBe(1);
    // 0.2.1 already leaves 0.1.0's line (a minor bump before 1.0): only 0.2.0 asks for more.
    expect(run.stderr.split('\n').filter((line) => line.startsWith('release check:'))).toEqual([
      'release check: the contract breaks producers or consumers since 0.2.0: the version must be at least 0.3.0, and is 0.2.1',
    ]);
    expect(run.stderr).toContain('  0.2.0: violates full\n    /sleep/slots/*/type values added: breaks consumers');
  });

  it('transitively: a violation against an older release of the same line fails, though the last release agrees', () => {
    // 1.1.0 added sleep type 5 (it violated forward then); 1.1.1 changes nothing since 1.1.0.
    const repo = checkout(
      [{ version: '1.0.0' }, { version: '1.1.0', edit: sleepTypeAdded }],
      { version: '1.1.1', edit: sleepTypeAdded },
      'forward',
    );
    const run = check(repo);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'release check: the contract violates the forward mode since 1.0.0: the version must be at least 2.0.0, and is 1.1.1',
    );
    expect(run.stderr).not.toContain('since 1.1.0: the version');
    expect(run.stderr).toContain('  1.1.0: satisfies forward');
  });

  it('a mode that is not one is an error naming it (exit 2)', () => {
    const run = check(checkout([{ version: '0.1.0' }], { version: '0.1.0' }, 'sideways'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'package.json: contract.compatibility must be one of backward, forward, full, and is "sideways"',
    );
  });
});
