// The release check across the release history (issue #44): every release committed in schemas/released/<version>/,
// the repository's registry mode (package.json's contract.compatibility) applied to each of them, and a violation
// against a release accepted only when the package version leaves that release's line. Run as `npm run
// check:release` runs it, on temporary checkouts; the expectations are written from how each history was made.
// Each check is a transitive diff of the whole contract (a CLI process): `npm test` runs one (a violation against an
// older release of the same line) through the check's function in this process (releaseCheck.test.ts runs the
// check's own process, a Node start-up with tsx); the backward and full modes, and a mode that is not one as the
// process says it, are in releaseHistory.deep.test.ts, each as `npm run check:release` runs it.
import { afterAll, describe, expect, it } from 'vitest';
import { compareVersions, configuredMode, releases } from '../../src/build/releaseHistory.js';
import { checkInProcess, checkout, removeCheckouts, sleepTypeAdded } from './_releaseHistory.js';

afterAll(removeCheckouts);

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
    expect(() => configuredMode(checkout([{ version: '0.1.0' }], { version: '0.1.0' }, 'sideways'))).toThrow(
      'package.json: contract.compatibility must be one of backward, forward, full, and is "sideways"',
    );
  });

  it('transitively: a violation against an older release of the same line fails, though the last release agrees', () => {
    // 1.1.0 added sleep type 5 (it violated forward then); 1.1.1 changes nothing since 1.1.0.
    const repo = checkout(
      [{ version: '1.0.0' }, { version: '1.1.0', edit: sleepTypeAdded }],
      { version: '1.1.1', edit: sleepTypeAdded },
      'forward',
    );
    const run = checkInProcess(repo);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'release check: the contract violates the forward mode since 1.0.0: the version must be at least 2.0.0, and is 1.1.1',
    );
    expect(run.stderr).not.toContain('since 1.1.0: the version');
    expect(run.stderr).toContain('  1.1.0: satisfies forward');
  });
});
