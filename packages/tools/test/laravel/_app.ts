// Finds what the Laravel example app's suite needs (php, Debian's Laravel framework, phpunit) and runs it.
import { spawn, spawnSync } from 'node:child_process';
import type { Runtime } from '../../../../test/__helpers__/runtimes.js';

/** The phpunit of the machine (`PHPUNIT` names another). */
const PHPUNIT = process.env['PHPUNIT'] || 'phpunit';

/** php (the command CROSSIMPL_PHP names, else `php` on PATH), or why not. */
export function findPhp(): Runtime {
  const command = process.env['CROSSIMPL_PHP'] || 'php';
  const probe = spawnSync(command, ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8', timeout: 30_000 });
  return probe.status === 0 && probe.stdout !== ''
    ? { ok: true, command, version: `PHP ${probe.stdout}` }
    : { ok: false, reason: 'no php (apt-get install php-cli)' };
}

/** php with Debian's Laravel framework (php-laravel-framework) and phpunit 9, or why not. */
export function findLaravelApp(): Runtime {
  const php = process.env['CROSSIMPL_PHP'] || 'php';
  const framework = spawnSync(
    php,
    ['-r', 'require_once "Illuminate/autoload.php"; echo Illuminate\\Foundation\\Application::VERSION;'],
    { encoding: 'utf8', timeout: 30_000 },
  );
  const unit = spawnSync(PHPUNIT, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  const laravel = framework.status === 0 ? framework.stdout.trim() : '';
  const phpunit = unit.status === 0 ? /PHPUnit (\d+\.\d+\.\d+)/.exec(unit.stdout)?.[1] : undefined;
  if (laravel === '' || phpunit === undefined) {
    return {
      ok: false,
      reason: `no ${laravel === '' ? "php with Laravel's framework" : 'phpunit'} (apt-get install php-laravel-framework phpunit)`,
    };
  }
  return { ok: true, command: PHPUNIT, version: `Laravel ${laravel}, PHPUnit ${phpunit}` };
}

/** What a phpunit run printed and returned. */
export interface PhpunitRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The PHP tests besides the parity cases, by class (packages/laravel/example/tests/Feature). */
export const PHP_TESTS = {
  ValidPagesTest: 4,
  InvalidExamplesTest: 2,
  FaultReplayTest: 15,
  EngineFailuresTest: 9,
  RequestRulesTest: 7,
  FailureOutputTest: 10,
} as const;

/** The PHP tests of `@group large` (a 17 MiB body), by class: `npm test` excludes them, `npm run test:deep` runs them. */
export const PHP_LARGE_TESTS: Readonly<Partial<Record<keyof typeof PHP_TESTS, number>>> = { FailureOutputTest: 1 };

/**
 * Runs phpunit with a configuration and an environment of its own (asynchronously: the event loop keeps
 * running), in `cwd` when given; `env` entries set to undefined are removed from the inherited environment.
 */
export function runPhpunit(
  command: string,
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd?: string,
): Promise<PhpunitRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(cwd === undefined ? {} : { cwd }),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Composer (Debian's `composer`), or why not. */
export function findComposer(): Runtime {
  const command = process.env['COMPOSER_BINARY'] || 'composer';
  const probe = spawnSync(command, ['--version', '--no-ansi'], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, COMPOSER_ALLOW_SUPERUSER: '1' },
  });
  const version = probe.status === 0 ? /Composer version (\S+)/.exec(probe.stdout)?.[1] : undefined;
  return version === undefined
    ? { ok: false, reason: 'no composer (apt-get install composer)' }
    : { ok: true, command, version: `Composer ${version}` };
}
