// The Composer package as `composer archive` makes it from packages/laravel (offline: the archive of the package's
// own folder): its sources, config, README and LICENSE, and not the example application beside them
// (composer.json's `archive.exclude`), which is a test bed of this repository, not part of the package.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { suiteRuns } from '../../../../test/__helpers__/runtimes.js';
import { findComposer } from './_app.js';

const composer = findComposer();
const scratch = mkdtempSync(join(tmpdir(), 'us-composer-archive-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.runIf(suiteRuns('the Composer archive', composer))('composer archive of packages/laravel', () => {
  it('holds the package and its LICENSE, and no file of the example application', () => {
    if (!composer.ok) throw new Error(composer.reason);
    const run = spawnSync(
      composer.command,
      ['archive', '--format=tar', `--dir=${scratch}`, '--file=package', '--no-interaction', '--no-ansi'],
      {
        cwd: join(ROOT, 'packages/laravel'),
        encoding: 'utf8',
        timeout: 120_000,
        env: {
          ...process.env,
          COMPOSER_ALLOW_SUPERUSER: '1',
          COMPOSER_HOME: join(scratch, 'home'),
          COMPOSER_DISABLE_NETWORK: '1',
        },
      },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    const listed = spawnSync('tar', ['tf', join(scratch, 'package.tar')], { encoding: 'utf8' });
    const files = listed.stdout.split('\n').filter((f) => f !== '' && !f.endsWith('/'));
    expect(files.filter((f) => f.startsWith('example/') || f.includes('/example/'))).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'README.md',
        'autoload.php',
        'composer.json',
        'config/user-summaries.php',
        'src/UserSummariesContract.php',
        'src/UserSummariesServiceProvider.php',
      ]),
    );
    expect(files.every((f) => /^(?:LICENSE|README\.md|autoload\.php|composer\.json|config\/|src\/)/.test(f))).toBe(
      true,
    );
  });
});
