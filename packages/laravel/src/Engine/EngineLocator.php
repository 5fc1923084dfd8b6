<?php

namespace UserSummaries\Laravel\Engine;

/**
 * Finds what the engine runs: the Node.js binary and the user-summaries-contract npm package (its built CLI
 * and its schemas). Each has a setting; without one, the usual places are tried, and an error names every
 * place tried and the setting that fixes it.
 */
final class EngineLocator
{
    private const PACKAGE_NAME = 'user-summaries-contract';

    /**
     * @param string|null $package the npm package's folder; null: this folder's own package, then
     *                             node_modules/user-summaries-contract under each of $searchRoots
     * @param string $node a path to Node.js, or a name looked up on PATH
     * @param list<string> $searchRoots folders whose node_modules/ may hold the package (the application's base path)
     */
    public function __construct(
        private ?string $package = null,
        private string $node = 'node',
        private array $searchRoots = [],
    ) {
    }

    /** The npm package's folder. @throws EngineException when it cannot be found */
    public function packageRoot(): string
    {
        if ($this->package !== null && $this->package !== '') {
            if (!self::isPackage($this->package)) {
                throw new EngineException(sprintf(
                    'user-summaries: the package path %s (USER_SUMMARIES_PACKAGE or config user-summaries.package) is not the %s npm package (no package.json named %s there)',
                    self::shown($this->package),
                    self::PACKAGE_NAME,
                    self::PACKAGE_NAME,
                ));
            }
            return rtrim($this->package, '/');
        }
        // This folder ships inside the npm package at integrations/laravel/ (a path repository or a copy of it).
        $tried = [dirname(__DIR__, 4)];
        foreach ($this->searchRoots as $root) {
            $tried[] = rtrim($root, '/') . '/node_modules/' . self::PACKAGE_NAME;
        }
        foreach ($tried as $candidate) {
            if (self::isPackage($candidate)) {
                return $candidate;
            }
        }
        throw new EngineException(sprintf(
            "user-summaries: cannot find the %s npm package; tried:\n  %s\nInstall it (npm install --save-dev %s) or set USER_SUMMARIES_PACKAGE (config user-summaries.package) to its folder.",
            self::PACKAGE_NAME,
            implode("\n  ", array_map([self::class, 'shown'], $tried)),
            self::PACKAGE_NAME,
        ));
    }

    /** The built CLI of the package. @throws EngineException when the package is missing or not built */
    public function cli(): string
    {
        $cli = $this->packageRoot() . '/dist/cli/main.js';
        if (!is_file($cli)) {
            // The repository's workspace: the core at its root, the tools (the CLI) in packages/tools.
            $cli = $this->packageRoot() . '/packages/tools/dist/cli/main.js';
        }
        if (!is_file($cli)) {
            throw new EngineException(sprintf(
                'user-summaries: the %s package at %s is not built (no dist/cli/main.js): run npm run build there, or install the published package',
                self::PACKAGE_NAME,
                self::shown($this->packageRoot()),
            ));
        }
        return $cli;
    }

    /** The Node.js binary as an absolute path. @throws EngineException when it cannot be found */
    public function node(): string
    {
        if (str_contains($this->node, '/')) {
            if (is_file($this->node) && is_executable($this->node)) {
                return $this->node;
            }
            throw new EngineException(sprintf(
                'user-summaries: Node.js was not found at %s (USER_SUMMARIES_NODE or config user-summaries.node): install Node.js 20 or later, or fix the path',
                self::shown($this->node),
            ));
        }
        foreach (explode(PATH_SEPARATOR, (string) getenv('PATH')) as $dir) {
            $candidate = ($dir === '' ? '.' : $dir) . '/' . $this->node;
            if (is_file($candidate) && is_executable($candidate)) {
                return $candidate;
            }
        }
        throw new EngineException(sprintf(
            'user-summaries: Node.js (%s) is not on PATH: install Node.js 20 or later, or set USER_SUMMARIES_NODE (config user-summaries.node) to its path',
            self::shown($this->node),
        ));
    }

    /** A file of the package's schemas/ folder, e.g. laravel/request.rules.json. */
    public function schemaFile(string $relative): string
    {
        return $this->packageRoot() . '/schemas/' . $relative;
    }

    private static function isPackage(string $folder): bool
    {
        $manifest = @file_get_contents(rtrim($folder, '/') . '/package.json');
        if ($manifest === false) {
            return false;
        }
        $decoded = json_decode($manifest, true);
        return is_array($decoded) && ($decoded['name'] ?? null) === self::PACKAGE_NAME;
    }

    /** A path as an error may print it: control characters escaped. */
    public static function shown(string $path): string
    {
        return (string) preg_replace_callback('/[\x00-\x1f\x7f]/', static fn (array $m): string => sprintf('\\x%02x', ord($m[0])), $path);
    }
}
