// The release check across the release history at full depth (`npm run test:deep`; releaseHistory.test.ts is the
// quick sibling, which judges what the diff reports with the check's functions): a violation against an older
// release of the same line, the backward and full modes on the same change, and a mode that is not one. Run as `npm run check:release` runs it, on temporary checkouts; each check is a Node start-up with tsx and a
// transitive diff of the whole contract.
import { afterAll, describe, expect, it } from 'vitest';
import { check, checkout, removeCheckouts, sleepTypeAdded } from './_releaseHistory.js';

afterAll(removeCheckouts);

describe('the release history and the configured mode', { timeout: 180_000 }, () => {
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

  it('a mode that is not one is an error naming it (exit 2)', () => {
    const run = check(checkout([{ version: '0.1.0' }], { version: '0.1.0' }, 'sideways'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'package.json: contract.compatibility must be one of backward, forward, full, and is "sideways"',
    );
  });
});
