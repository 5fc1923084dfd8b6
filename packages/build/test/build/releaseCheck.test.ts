// The contract's release check (packages/build/src/build/releaseCheck.ts) and release (packages/build/src/build/releaseContract.ts), run as
// `npm run check:release` runs them, on a temporary git repository laid out like this one and cloned afresh (the
// check reads only what is committed): a breaking edit fails without a version bump and passes with it, against
// the committed baseline and against a tag; the release writes the changelog's section and the new baseline.
// Each script run is a Node start-up with tsx and a diff in a CLI process: `npm test` runs the check once, on the
// contract cut to activity (a breaking edit without a bump fails it, naming the change); the same check on the whole
// contract, the bump checked against a tag and the release are in releaseCheck.deep.test.ts (`npm run test:deep`,
// docs/testing.md "Two depths"), with a change the diff could not decide within its budget, and a diff past the
// check's hard time limit, stopped.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { versionProblem } from '../../src/build/releaseCheck.js';
import { editDocument, nullableRemoved } from '../../../../test/__helpers__/contractEdits.js';
import { clone, git, releasedRepository, removeRepositories, script } from './_releaseRepo.js';

afterAll(removeRepositories);

/** The documents a contract cut to activity keeps: its group's, the day's, the envelopes' and the shared ones. */
const KEPT = new Set([
  'activity-slot.schema.json',
  'activity.schema.json',
  'common.schema.json',
  'request.schema.json',
  'response.schema.json',
  'user-summary.schema.json',
]);

/**
 * A folder of the contract's documents cut to activity: the other groups' documents removed and left out of the day
 * (the check's process and its verdict are the point; the other groups would only make its diff slower).
 */
function cutToActivity(folder: string): void {
  for (const file of readdirSync(folder))
    if (file.endsWith('.schema.json') && !KEPT.has(file)) rmSync(join(folder, file));
  editDocument(folder, 'user-summary.schema.json', (d) => {
    for (const key of Object.keys(d['properties']))
      if (key !== 'date' && key !== 'activity') delete d['properties'][key];
  });
}

describe('the release check on a temporary git repository', () => {
  it('fails on a breaking edit without a version bump, naming the change and the version it asks for', () => {
    const repo = releasedRepository();
    cutToActivity(join(repo, 'schemas'));
    cutToActivity(join(repo, 'schemas/released'));
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'the contract cut to activity, released as 0.1.0');
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
  });
});

describe('the version a diff asks for', () => {
  it.each([
    ['breaking', '0.1.0', '0.1.0', 'the version must be at least 0.2.0, and is 0.1.0'],
    ['breaking', '0.1.0', '0.1.5', 'the version must be at least 0.2.0, and is 0.1.5'],
    ['breaking', '0.1.3', '0.2.0', undefined],
    ['breaking', '0.9.0', '1.0.0', undefined],
    ['breaking', '1.2.0', '1.3.0', 'the version must be at least 2.0.0, and is 1.3.0'],
    ['breaking', '1.2.0', '2.0.0', undefined],
    ['compatible', '1.2.0', '1.2.0', undefined],
    ['identical', '0.1.0', '0.1.0', undefined],
    ['compatible', '0.2.0', '0.1.9', 'the package version 0.1.9 is older than the released 0.2.0'],
    ['breaking', '0.1.0', 'next', 'the package version "next" is not major.minor.patch'],
  ])('%s since %s, version %s', (verdict, released, current, problem) => {
    const said = versionProblem(verdict, released, current);
    if (problem === undefined) expect(said).toBeUndefined();
    else expect(said).toContain(problem);
  });
});
