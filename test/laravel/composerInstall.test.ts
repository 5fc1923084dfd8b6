// The Laravel integration installed as a producer installs it: the example application copied out of the
// repository, the package required from a Composer `path` repository (`composer install` offline: Packagist is
// switched off, nothing is downloaded), the npm package where `npm install` puts it (node_modules/), and the
// service provider found by Laravel's package discovery, not listed by hand. Its feature tests then pass.
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../__helpers__/cli.js';
import { suiteRuns, type Runtime } from '../crossimpl/_runtimes.js';
import { findComposer, findLaravelApp, runPhpunit, type PhpunitRun } from './_app.js';

const app = findLaravelApp();
const composer = findComposer();
/** What the suite needs: php with Laravel and phpunit, then composer. */
const tools: Runtime = app.ok ? composer : app;

describe.runIf(suiteRuns('the Composer installation of the Laravel integration', tools))('packages/laravel installed with Composer from a path repository', () => {
  let dir: string;
  let install: PhpunitRun;
  let tests: PhpunitRun;

  beforeAll(async () => {
    if (!app.ok || !composer.ok) return;
    dir = join(mkdtempSync(join(tmpdir(), 'us-composer-')), 'app');
    const example = join(ROOT, 'packages/laravel/example');
    cpSync(example, dir, { recursive: true, filter: (source) => !/\/(?:vendor|composer\.lock|bootstrap\/cache\/[^/]+\.php)$/.test(source) });
    const manifest = JSON.parse(readFileSync(join(dir, 'composer.json'), 'utf8')) as Record<string, unknown>;
    // The same path repository with an absolute URL (the copy is elsewhere), and Packagist off: offline.
    manifest['repositories'] = [{ type: 'path', url: join(ROOT, 'packages/laravel'), options: { symlink: false } }, { 'packagist.org': false }];
    writeFileSync(join(dir, 'composer.json'), JSON.stringify(manifest, null, 2));
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(ROOT, join(dir, 'node_modules/user-summaries-contract'));
    const env = { COMPOSER_HOME: join(dir, '.composer-home'), COMPOSER_DISABLE_NETWORK: '1', COMPOSER_ALLOW_SUPERUSER: '1', COMPOSER_NO_INTERACTION: '1' };
    install = await runPhpunit(composer.command, ['install', '--no-progress', '--no-ansi', `--working-dir=${dir}`], env);
    // USER_SUMMARIES_PACKAGE empty: the package is found in the application's node_modules/.
    tests = await runPhpunit(app.command, ['-c', join(dir, 'phpunit.xml'), '--filter', 'ValidPagesTest'], { USER_SUMMARIES_PACKAGE: '' });
  }, 240_000);

  it('composer install resolves the package from the path repository, offline', () => {
    expect(install.code, install.stderr).toBe(0);
    expect(install.stderr).toContain('Installing user-summaries/contract-laravel');
    const installed = JSON.parse(readFileSync(join(dir, 'vendor/composer/installed.json'), 'utf8')) as { packages: { name: string }[] };
    expect(installed.packages.map((p) => p.name)).toEqual(['user-summaries/contract-laravel']);
    expect(existsSync(join(dir, 'vendor/user-summaries/contract-laravel/src/Testing/ContractAssertions.php'))).toBe(true);
  });

  it("Laravel's package discovery registers the provider, and the feature tests pass", () => {
    expect(tests.code, `${tests.stdout}\n${tests.stderr}`).toBe(0);
    expect(tests.stdout).toMatch(/^OK \(4 tests, \d+ assertions\)$/m);
    expect(readFileSync(join(dir, 'bootstrap/cache/packages.php'), 'utf8')).toContain("'UserSummaries\\\\Laravel\\\\UserSummariesServiceProvider'");
  });
});
