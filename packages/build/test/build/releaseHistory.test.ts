// The release check across the release history (issue #44): every release committed in schemas/released/<version>/,
// the repository's registry mode (package.json's contract.compatibility) applied to each of them, and a violation
// against a release accepted only when the package version leaves that release's line, read from temporary
// checkouts; the expectations are written from how each history was made. Each check is a Node start-up with tsx
// and a transitive diff of the whole contract: `npm test` judges what the diff reports for one history (a violation
// against an older release of the same line) with the check's own functions; releaseHistory.deep.test.ts runs the
// check on that history, and the backward and full modes, and a mode that is not one as the process says it
// (releaseCheck.test.ts runs the check's process in `npm test`).
import { afterAll, describe, expect, it } from 'vitest';
import { compareVersions, configuredMode, releases } from '../../src/build/releaseHistory.js';
import { modeProblems, modeSummary } from '../../src/build/releaseCheck.js';
import { checkout, removeCheckouts } from './_releaseHistory.js';

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
    // What the diff reports for a 1.1.1 that changes nothing since 1.1.0, where 1.1.0 added sleep type 5 (it
    // violated forward then): the check run on such a history, as `npm run check:release` runs it, is in
    // releaseHistory.deep.test.ts (a transitive diff of the whole contract: 2.4 s of CPU); the check's process is
    // releaseCheck.test.ts's.
    const outcomes = [
      {
        release: { folder: 'schemas/released/1.0.0', version: '1.0.0' },
        violations: ['/sleep/slots/*/type values added: breaks consumers'],
        broken: true,
      },
      { release: { folder: 'schemas/released/1.1.0', version: '1.1.0' }, violations: [], broken: false },
    ];
    expect(modeProblems(outcomes, 'forward', '1.1.1')).toStrictEqual([
      'the contract violates the forward mode since 1.0.0: the version must be at least 2.0.0, and is 1.1.1',
    ]);
    expect(modeSummary(outcomes, 'forward')).toBe(
      [
        'forward mode (package.json contract.compatibility) against 2 release(s):',
        '  1.0.0: violates forward',
        '    /sleep/slots/*/type values added: breaks consumers',
        '  1.1.0: satisfies forward',
        '',
      ].join('\n'),
    );
    // Past 1.0.0's line, the version fits every release.
    expect(modeProblems(outcomes, 'forward', '2.0.0')).toStrictEqual([]);
  });
});
