<?php
// Asks the Laravel package's EngineLocator where the engine and the schemas are, for packages/tools/test/laravel/engineLocator.test.ts.
// Usage: php locate.php AUTOLOAD.php < cases.ndjson
//   AUTOLOAD.php: the autoload.php of the copy of the package to load (its place decides "the tools it came with").
//   Each input line: {"package": string|null, "roots": [folder, ...]}, the locator's setting and search roots.
// Prints one JSON line per input line: {"tools", "contract", "cli"}, each the path found or {"error": message}.
declare(strict_types=1);

use UserSummaries\Laravel\Engine\EngineException;
use UserSummaries\Laravel\Engine\EngineLocator;

require $argv[1];

while (($line = fgets(STDIN)) !== false) {
    $case = json_decode($line, true, 512, JSON_THROW_ON_ERROR);
    $locator = new EngineLocator($case['package'], 'node', $case['roots']);
    $answer = [];
    foreach (['tools' => 'toolsRoot', 'contract' => 'contractRoot', 'cli' => 'cli'] as $key => $method) {
        try {
            $answer[$key] = $locator->$method();
        } catch (EngineException $error) {
            $answer[$key] = ['error' => $error->getMessage()];
        }
    }
    echo json_encode($answer, JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR), "\n";
}
