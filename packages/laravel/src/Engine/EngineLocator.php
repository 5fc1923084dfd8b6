<?php

namespace UserSummaries\Laravel\Engine;

/**
 * Finds what the engine runs and what the client reads: the Node.js binary, the user-summaries-tools npm package
 * (its built CLI, whose `engine` command is the engine) and the user-summaries-contract npm package (the core,
 * a dependency of the tools: its schemas/, e.g. the request rules). Node and the tools each have a setting;
 * without one, the usual places are tried, and an error names every place tried and the setting that fixes it.
 */
final class EngineLocator
{
    /** The npm package that carries the engine: its built CLI is dist/cli/main.js. */
    public const TOOLS = 'user-summaries-tools';

    /** The npm package that carries the contract's schemas: the core, a dependency of the tools. */
    public const CONTRACT = 'user-summaries-contract';

    private const PACKAGE_SETTING = 'USER_SUMMARIES_PACKAGE or config user-summaries.package';

    /**
     * @param string|null $package the user-summaries-tools package's folder (a folder of the core,
     *                             user-summaries-contract, as the setting named before the tools were split from
     *                             it, is accepted: the tools are then looked for in its checkout or beside it);
     *                             null: node_modules/user-summaries-tools under each of $searchRoots, then the
     *                             tools this folder came with
     * @param string $node a path to Node.js, or a name looked up on PATH
     * @param list<string> $searchRoots folders whose node_modules/ may hold the tools (the application's base path)
     */
    public function __construct(
        private ?string $package = null,
        private string $node = 'node',
        private array $searchRoots = [],
    ) {
    }

    /** The user-summaries-tools package's folder. @throws EngineException when it cannot be found */
    public function toolsRoot(): string
    {
        if ($this->package !== null && $this->package !== '') {
            return $this->configuredTools(rtrim($this->package, '/'));
        }
        $tried = [];
        foreach ($this->searchRoots as $root) {
            $tried[] = rtrim($root, '/') . '/node_modules/' . self::TOOLS;
        }
        $tried = array_values(array_unique([...$tried, ...self::ownTools()]));
        return self::firstNamed($tried, self::TOOLS) ?? throw new EngineException(sprintf(
            "user-summaries: cannot find the %s npm package (the contract's engine); tried:\n  %s\nInstall it in the application (npm install --save-dev %s) or set USER_SUMMARIES_PACKAGE (config user-summaries.package) to its folder.",
            self::TOOLS,
            self::listed($tried),
            self::TOOLS,
        ));
    }

    /**
     * The user-summaries-contract package's folder: the one the tools' engine imports, found as Node finds it
     * (node_modules/user-summaries-contract in the tools' real folder, then in each folder above it), or the
     * configured package when the setting names the core.
     *
     * @throws EngineException when it cannot be found
     */
    public function contractRoot(): string
    {
        if ($this->package !== null && $this->package !== '' && self::packageName($this->package) === self::CONTRACT) {
            return rtrim($this->package, '/');
        }
        $tools = $this->toolsRoot();
        $tried = self::nodeModules((string) (realpath($tools) ?: $tools), self::CONTRACT);
        return self::firstNamed($tried, self::CONTRACT) ?? throw new EngineException(sprintf(
            "user-summaries: cannot find the %s npm package (the contract's schemas), a dependency of the %s package at %s; tried:\n  %s\nRun npm install in the application (it installs the tools' dependencies), or set USER_SUMMARIES_PACKAGE (config user-summaries.package) to a %s package whose dependencies are installed.",
            self::CONTRACT,
            self::TOOLS,
            self::shown($tools),
            self::listed($tried),
            self::TOOLS,
        ));
    }

    /** The tools' built CLI. @throws EngineException when the tools are missing or not built */
    public function cli(): string
    {
        $tools = $this->toolsRoot();
        $cli = $tools . '/dist/cli/main.js';
        if (!is_file($cli)) {
            throw new EngineException(sprintf(
                'user-summaries: the %s package at %s is not built (no dist/cli/main.js): run npm run build in the repository, install the published package, or set USER_SUMMARIES_PACKAGE (config user-summaries.package) to a built one',
                self::TOOLS,
                self::shown($tools),
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

    /** A file of the core's schemas/ folder, e.g. laravel/request.rules.json. @throws EngineException */
    public function schemaFile(string $relative): string
    {
        return $this->contractRoot() . '/schemas/' . $relative;
    }

    /** The tools at the configured path: the tools package itself, or found from a folder of the core. */
    private function configuredTools(string $folder): string
    {
        $name = self::packageName($folder);
        if ($name === self::TOOLS) {
            return $folder;
        }
        if ($name !== self::CONTRACT) {
            throw new EngineException(sprintf(
                'user-summaries: the package path %s (%s) is not the %s npm package (no package.json named %s there)',
                self::shown($folder),
                self::PACKAGE_SETTING,
                self::TOOLS,
                self::TOOLS,
            ));
        }
        // The core carried the engine before the tools were split from it: its checkout holds the tools in
        // packages/tools, an installed core has them beside it.
        $tried = array_values(array_unique([$folder . '/packages/tools', ...self::nodeModules((string) (realpath($folder) ?: $folder), self::TOOLS)]));
        return self::firstNamed($tried, self::TOOLS) ?? throw new EngineException(sprintf(
            "user-summaries: the package path %s (%s) is the %s package, which does not carry the engine, and the %s package is not beside it; tried:\n  %s\nInstall it (npm install --save-dev %s) and set the path to its folder.",
            self::shown($folder),
            self::PACKAGE_SETTING,
            self::CONTRACT,
            self::TOOLS,
            self::listed($tried),
            self::TOOLS,
        ));
    }

    /**
     * The tools this folder came with: the package whose dist/laravel/ it is (a path repository into the installed
     * tools), or packages/tools beside it in a checkout of the repository (packages/laravel).
     *
     * @return list<string>
     */
    private static function ownTools(): array
    {
        $above = dirname(__DIR__, 3);
        return match (basename($above)) {
            'dist' => [dirname($above)],
            'packages' => self::packageName(dirname($above)) === self::CONTRACT ? [$above . '/tools'] : [],
            default => [],
        };
    }

    /**
     * Where Node looks for package $name from $folder: its node_modules/, then each folder's above it, up to the
     * root (a folder named node_modules gets none of its own).
     *
     * @return list<string>
     */
    private static function nodeModules(string $folder, string $name): array
    {
        $places = [];
        for ($dir = $folder; ; $dir = dirname($dir)) {
            if (basename($dir) !== 'node_modules') {
                $places[] = rtrim($dir, '/') . '/node_modules/' . $name;
            }
            if (dirname($dir) === $dir) {
                return $places;
            }
        }
    }

    /**
     * The first of $folders that holds the npm package $name, or null.
     *
     * @param list<string> $folders
     */
    private static function firstNamed(array $folders, string $name): ?string
    {
        foreach ($folders as $folder) {
            if (self::packageName($folder) === $name) {
                return $folder;
            }
        }
        return null;
    }

    /** The `name` of the package.json in $folder, or null. */
    private static function packageName(string $folder): ?string
    {
        $manifest = @file_get_contents(rtrim($folder, '/') . '/package.json');
        $decoded = $manifest === false ? null : json_decode($manifest, true);
        return is_array($decoded) && is_string($decoded['name'] ?? null) ? $decoded['name'] : null;
    }

    /** @param list<string> $paths */
    private static function listed(array $paths): string
    {
        return implode("\n  ", array_map([self::class, 'shown'], $paths));
    }

    /** A path as an error may print it: control characters escaped. */
    public static function shown(string $path): string
    {
        return (string) preg_replace_callback('/[\x00-\x1f\x7f]/', static fn (array $m): string => sprintf('\\x%02x', ord($m[0])), $path);
    }
}
