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
