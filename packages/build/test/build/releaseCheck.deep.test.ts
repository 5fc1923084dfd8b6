// The release check and the release at full depth (`npm run test:deep`; releaseCheck.test.ts is the quick sibling,
// which runs the check once): a breaking edit fails without a version bump and passes with it, against the
// committed baseline and against a tag; the release writes the changelog's section and the new baseline, which the
// next check compares with; a change the diff could not decide within its budget needs the bump a break needs; a
// diff past the check's hard time limit is stopped.
// Each script run is a Node start-up with tsx and a diff of the whole contract.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editDocument, nullableRemoved } from '../../../../test/__helpers__/contractEdits.js';
import { clone, git, releasedRepository, removeRepositories, script, setVersion } from './_releaseRepo.js';

afterAll(removeRepositories);

describe('the release check on a temporary git repository', () => {
  it('fails on a breaking edit without a version bump, with the diff, and passes with a minor bump', () => {
    const repo = releasedRepository();
    nullableRemoved('activity', 'total_glasses').apply(join(repo, 'schemas'));
    git(repo, 'commit', '-qam', 'total_glasses is no longer nullable');
    const unbumped = script('releaseCheck', clone(repo));
    expect(unbumped.status).toBe(1);
    expect(unbumped.stderr).toContain(
      'release check: the contract breaks producers or consumers since 0.1.0: the version must be at least 0.2.0, and is 0.1.0',
    );
    expect(unbumped.stderr).toContain(
      '  0.1.0: violates full\n    /activity/total_glasses nullable removed: breaks producers',
    );

    setVersion(repo, '0.2.0');
    git(repo, 'commit', '-qam', '0.2.0');
    // Against the release's tag this time, rather than the committed baseline: the same documents.
    const bumped = script('releaseCheck', clone(repo), '--base-ref', 'v0.1.0');
    expect(bumped.stderr).toBe('');
    expect(bumped.status).toBe(0);
    expect(bumped.stdout).toContain('release check: the version 0.2.0 says what changed since 0.1.0');
    expect(bumped.stdout).toContain('/activity/total_glasses nullable removed: breaks producers');
  });

  it('release:contract writes the release into the changelog and the baseline, which the next check compares with', () => {
    const repo = releasedRepository();
    nullableRemoved('activity', 'total_glasses').apply(join(repo, 'schemas'));
    setVersion(repo, '0.2.0');
    const released = script('releaseContract', repo);
    expect(released.stderr).toBe('');
    expect(released.status).toBe(0);
    const changelog = readFileSync(join(repo, 'docs/contract-changelog.md'), 'utf8');
    expect(changelog.indexOf('## 0.2.0')).toBeLessThan(changelog.indexOf('## 0.1.0'));
    expect(changelog).toContain('Since 0.1.0:\n\n### Contract diff: **breaking**');
    expect(changelog).toMatch(/\| `\/activity\/total_glasses` \| nullable removed \|/);
    // Every release is kept: the one from before the history (flat in schemas/released/) moves to 0.1.0/.
    expect(readFileSync(join(repo, 'schemas/released/0.1.0/release.json'), 'utf8')).toContain('"0.1.0"');
    expect(readFileSync(join(repo, 'schemas/released/0.2.0/activity.schema.json'), 'utf8')).toBe(
      readFileSync(join(repo, 'schemas/activity.schema.json'), 'utf8'),
    );
    expect(JSON.parse(readFileSync(join(repo, 'schemas/released/0.2.0/release.json'), 'utf8'))).toEqual({
      version: '0.2.0',
    });
    // Released: nothing more to say, and the same version cannot be released twice.
    expect(script('releaseCheck', repo).stdout).toContain('  0.2.0: satisfies full');
    expect(script('releaseContract', repo).status).toBe(1);
  });
});

describe('the release check on a diff that cannot finish', () => {
  it('fails on a change the diff could not decide within its budget, unless the version says a break', () => {
    const repo = releasedRepository();
    editDocument(join(repo, 'schemas'), 'activity.schema.json', (d) => {
      d['properties']['note'] = { type: 'string', pattern: '^(a)\\1$' };
    });
    git(repo, 'commit', '-qam', 'a note whose pattern the diff cannot run');
    const unbumped = script('releaseCheck', clone(repo));
    expect(unbumped.status).toBe(1);
    expect(unbumped.stderr).toContain(
      'release check: the contract has changes the diff could not decide within its budget (they may break producers or consumers) since 0.1.0: the version must be at least 0.2.0, and is 0.1.0',
    );
    expect(unbumped.stderr).toContain(
      'not decided within the budget: the pattern at activity.schema.json /properties/note',
    );
    setVersion(repo, '0.2.0');
    git(repo, 'commit', '-qam', '0.2.0');
    expect(script('releaseCheck', clone(repo)).status).toBe(0);
  });

  it('stops a diff past its hard wall-clock limit and fails, saying so (exit 2)', () => {
    const repo = releasedRepository();
    editDocument(join(repo, 'schemas'), 'activity.schema.json', (d) => {
      for (let i = 0; i < 100; i++) d['properties'][`m${i}`] = { type: 'integer' };
    });
    git(repo, 'commit', '-qam', 'a hundred members');
    const run = script('releaseCheck', clone(repo), '--timeout', '1');
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'release check: the diff did not finish within 1 s and was stopped (its own budget should end it sooner: docs/evolution.md, "Limits and budgets")\n',
    );
    expect(script('releaseCheck', repo, '--timeout', '0').stderr).toBe(
      'release check: --timeout must be a whole number of seconds from 1 to 86400\n',
    );
  });
});
