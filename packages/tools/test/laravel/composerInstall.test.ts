// The quick start of the Composer package's README (packages/laravel/README.md), run in a Laravel application as a
// Laravel team runs it: a copy of the example application without the package, the tools where `npm install`
// puts them (node_modules/), the PHP package required by Composer from a `path` repository into the installed
// tools (offline: Packagist is switched off, nothing is downloaded), the provider found by Laravel's package
// discovery, and the README's feature test passing with the engine found in the application's node_modules.
// The npm step is the one not run as written (no registry here, and the tools are this workspace's): it is
// replaced by the links npm would leave, the tools to packages/tools and their dependency, the core, to the root.
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import { sectionBlocks } from '../../../../test/__helpers__/docBlocks.js';
import { suiteRuns, type Runtime } from '../../../../test/__helpers__/runtimes.js';
import { findComposer, findLaravelApp, findPhp, runPhpunit, type PhpunitRun } from './_app.js';

const README = 'packages/laravel/README.md';
const QUICK_START = sectionBlocks(README, 'Quick start');
const CHECKOUT = realpathSync(ROOT);

const app = findLaravelApp();
const composer = findComposer();
const php = findPhp();
/** What the suite needs: php with Laravel and phpunit, composer, and php itself for the probe. */
const tools: Runtime = [app, composer].find((runtime) => !runtime.ok) ?? php;

/** Runs a block of the README with bash in `cwd`, `composer` and `phpunit` being the commands found here. */
function runBlock(code: string, cwd: string, env: Readonly<Record<string, string | undefined>>): Promise<PhpunitRun> {
  if (!app.ok || !composer.ok) throw new Error('no Laravel, phpunit or composer');
  const commands = `composer() { command '${composer.command}' "$@"; }\nphpunit() { command '${app.command}' "$@"; }\n`;
  return runPhpunit('bash', ['-eo', 'pipefail', '-c', `${commands}${code}`], env, cwd);
}

describe('packages/laravel/README.md', () => {
  it('opens with its quick start: npm installs the tools, Composer the package from a path repository into them, a feature test, phpunit', () => {
    expect(/^## (.+)$/m.exec(readFileSync(join(ROOT, README), 'utf8'))?.[1]).toBe('Quick start');
    expect(QUICK_START.map((b) => b.lang)).toEqual(['sh', 'sh', 'php', 'sh']);
    expect(QUICK_START[0]?.code).toBe('npm install --save-dev user-summaries-tools');
    expect(QUICK_START[0]?.marker).toMatch(/^not-run: .{40,}/);
    expect(QUICK_START[1]?.code).toContain('path node_modules/user-summaries-tools/dist/laravel');
    expect(QUICK_START[2]?.code).toContain('->assertUserSummariesContract()');
  });

  it('is the install docs/laravel.md shows: the same commands', () => {
    const installing = sectionBlocks('docs/laravel.md', 'Installing').filter((b) => b.lang === 'sh');
    expect(installing.map((b) => b.code)).toEqual([`${QUICK_START[0]?.code ?? ''}\n${QUICK_START[1]?.code ?? ''}`]);
  });
});

describe.runIf(suiteRuns('the quick start of the Laravel package', tools))(
  'the quick start of packages/laravel/README.md, run in a copy of the example application',
  () => {
    let scratch = '';
    let dir = '';
    let install: PhpunitRun;
    let tests: PhpunitRun;
    let located: PhpunitRun;
    const [, require, featureTest, run] = QUICK_START;

    beforeAll(async () => {
      if (!app.ok || !composer.ok || !php.ok) return;
      scratch = realpathSync(mkdtempSync(join(tmpdir(), 'us-composer-')));
      dir = join(scratch, 'app');
      cpSync(join(ROOT, 'packages/laravel/example'), dir, {
        recursive: true,
        filter: (source) => !/\/(?:vendor|composer\.lock|bootstrap\/cache\/[^/]+\.php)$/.test(source),
      });
      // An application without the package: the example's own path repository and requirement removed.
      const manifest = JSON.parse(readFileSync(join(dir, 'composer.json'), 'utf8')) as {
        repositories?: unknown;
        require: Record<string, string>;
      };
      delete manifest.repositories;
      delete manifest.require['user-summaries/contract-laravel'];
      writeFileSync(join(dir, 'composer.json'), JSON.stringify(manifest, null, 2));
      // `npm install --save-dev user-summaries-tools`, as the links it leaves.
      mkdirSync(join(dir, 'node_modules'));
      symlinkSync(join(CHECKOUT, 'packages/tools'), join(dir, 'node_modules/user-summaries-tools'));
      symlinkSync(CHECKOUT, join(dir, 'node_modules/user-summaries-contract'));
      const env = {
        COMPOSER_HOME: join(scratch, 'composer-home'),
        COMPOSER_DISABLE_NETWORK: '1',
        COMPOSER_ALLOW_SUPERUSER: '1',
        COMPOSER_NO_INTERACTION: '1',
        USER_SUMMARIES_PACKAGE: undefined,
      };
      install = await runBlock(`composer config -g repo.packagist false\n${require?.code ?? ''}`, dir, env);
      const testClass = /final class (\w+)/.exec(featureTest?.code ?? '')?.[1] ?? '';
      writeFileSync(join(dir, 'tests/Feature', `${testClass}.php`), featureTest?.code ?? '');
      tests = await runBlock(run?.code ?? '', dir, env);
      // Where the package, as Composer installed it, finds the engine from this application.
      const probe =
        'require "vendor/autoload.php"; $l = new UserSummaries\\Laravel\\Engine\\EngineLocator(null, "node", [getcwd()]); echo json_encode(["tools" => $l->toolsRoot(), "contract" => $l->contractRoot(), "cli" => $l->cli()], JSON_UNESCAPED_SLASHES);';
      located = await runPhpunit(php.command, ['-r', probe], env, dir);
    }, 240_000);

    afterAll(() => {
      if (scratch !== '') rmSync(scratch, { recursive: true, force: true });
    });

    it('Composer requires the package from the path repository into the installed tools, offline', () => {
      expect(install.code, `${install.stdout}\n${install.stderr}`).toBe(0);
      expect(install.stderr).toContain('Installing user-summaries/contract-laravel');
      const installed = JSON.parse(readFileSync(join(dir, 'vendor/composer/installed.json'), 'utf8')) as {
        packages: { name: string }[];
      };
      expect(installed.packages.map((p) => p.name)).toEqual(['user-summaries/contract-laravel']);
      const vendored = join(dir, 'vendor/user-summaries/contract-laravel');
      expect(lstatSync(vendored).isSymbolicLink()).toBe(true);
      expect(realpathSync(vendored)).toBe(join(CHECKOUT, 'packages/tools/dist/laravel'));
      const manifest = JSON.parse(readFileSync(join(dir, 'composer.json'), 'utf8')) as {
        'require-dev'?: Record<string, string>;
      };
      expect(manifest['require-dev']).toEqual({ 'user-summaries/contract-laravel': '*@dev' });
    });

    it("Laravel's package discovery registers the provider, and the README's feature test passes", () => {
      expect(tests.code, `${tests.stdout}\n${tests.stderr}`).toBe(0);
      expect(tests.stdout).toMatch(/^OK \(1 test, \d+ assertions\)$/m);
      expect(readFileSync(join(dir, 'bootstrap/cache/packages.php'), 'utf8')).toContain(
        "'UserSummaries\\\\Laravel\\\\UserSummariesServiceProvider'",
      );
    });

    it("the engine is the tools of the application's node_modules, the schemas their core", () => {
      expect(located.code, located.stderr).toBe(0);
      const tools = join(dir, 'node_modules/user-summaries-tools');
      // The core as Node finds it from the tools' real folder (this workspace's packages/tools): the root's link.
      expect(JSON.parse(located.stdout)).toEqual({
        tools,
        contract: join(CHECKOUT, 'node_modules/user-summaries-contract'),
        cli: join(tools, 'dist/cli/main.js'),
      });
    });
  },
);
