<?php

namespace UserSummaries\Laravel;

use UserSummaries\Laravel\Engine\Engine;
use UserSummaries\Laravel\Engine\EngineException;
use UserSummaries\Laravel\Engine\EngineLocator;

/**
 * The contract of GET /user-summaries for a Laravel application: the request rules for a FormRequest, read
 * from schemas/laravel/request.rules.json of the core npm package (user-summaries-contract), and the engine the
 * assertions run (the `engine` command of the user-summaries-tools npm package).
 */
final class UserSummariesContract
{
    /**
     * The query rules of GET /user-summaries as a Laravel rules array, for a FormRequest's rules().
     * Where Laravel 8 reads a rule differently from the contract, requestRulesNotes() says so.
     *
     * @return array<string, string>
     * @throws EngineException when the package (or its rules file) cannot be found
     *
     * @example
     * public function rules(): array { return UserSummariesContract::requestRules(); }
     */
    public static function requestRules(): array
    {
        return self::rulesFile()['rules'];
    }

    /**
     * The notes of the rules file: where Laravel 8 cannot express a rule of the contract as written.
     *
     * @return array<string, string>
     */
    public static function requestRulesNotes(): array
    {
        return self::rulesFile()['notes'] ?? [];
    }

    /** Where the engine and the schemas are looked for: config('user-summaries.*'), else the environment. */
    public static function locator(): EngineLocator
    {
        $roots = function_exists('base_path') && function_exists('app') && app()->bound('path.base') ? [base_path()] : [];
        $roots[] = (string) getcwd();
        return new EngineLocator(self::setting('package', 'USER_SUMMARIES_PACKAGE', null), (string) self::setting('node', 'USER_SUMMARIES_NODE', 'node'), $roots);
    }

    /** The engine of this PHP process: started on first use, shared by every assertion. */
    public static function engine(): Engine
    {
        return Engine::shared(static fn (): Engine => new Engine(self::locator(), (float) self::setting('timeout', 'USER_SUMMARIES_TIMEOUT', 60)));
    }

    /**
     * The coverage report's file (docs/coverage.md): `user-summaries.coverage`, else USER_SUMMARIES_COVERAGE;
     * relative to the application's base path (else the working folder); null when unset (no coverage).
     */
    public static function coverageFile(): ?string
    {
        $file = self::setting('coverage', 'USER_SUMMARIES_COVERAGE', null);
        if ($file === null) {
            return null;
        }
        $file = (string) $file;
        // Absolute: from the root, a Windows drive (`C:\`, `C:/`) or share (`\\server`). The pattern's delimiter is
        // `#`: a `/` inside it would end it.
        if ($file[0] === '/' || $file[0] === '\\' || preg_match('#^[A-Za-z]:[\\\\/]#', $file) === 1) {
            return $file;
        }
        $base = function_exists('base_path') && function_exists('app') && app()->bound('path.base') ? base_path() : (string) getcwd();
        return rtrim($base, '/\\') . '/' . $file;
    }

    /**
     * The coverage threshold, a percentage of the items seen: `user-summaries.coverage_min`, else
     * USER_SUMMARIES_COVERAGE_MIN; null when unset.
     *
     * @throws \InvalidArgumentException when it is not a percentage
     */
    public static function coverageMin(): ?float
    {
        $min = self::setting('coverage_min', 'USER_SUMMARIES_COVERAGE_MIN', null);
        if ($min === null) {
            return null;
        }
        if (!is_numeric($min) || (float) $min < 0 || (float) $min > 100) {
            throw new \InvalidArgumentException('user-summaries: coverage_min (USER_SUMMARIES_COVERAGE_MIN) must be a percentage from 0 to 100');
        }
        return (float) $min;
    }

    /** @return array{rules: array<string, string>, notes?: array<string, string>} */
    private static function rulesFile(): array
    {
        $path = self::locator()->schemaFile('laravel/request.rules.json');
        $text = @file_get_contents($path);
        $decoded = $text === false ? null : json_decode($text, true);
        if (!is_array($decoded) || !is_array($decoded['rules'] ?? null)) {
            throw new EngineException(sprintf('user-summaries: the request rules cannot be read from %s', EngineLocator::shown($path)));
        }
        return $decoded;
    }

    private static function setting(string $key, string $env, mixed $default): mixed
    {
        if (function_exists('app') && app()->bound('config')) {
            $value = app('config')->get('user-summaries.' . $key);
            if ($value !== null && $value !== '') {
                return $value;
            }
        }
        $value = getenv($env);
        return $value === false || $value === '' ? $default : $value;
    }
}
