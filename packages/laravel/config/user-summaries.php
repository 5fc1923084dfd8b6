<?php
// Where the assertions find the contract's engine. Publish with
// `php artisan vendor:publish --tag=user-summaries-config`, or set the environment variables.
return [
    // The user-summaries-tools npm package, which runs the engine (the folder with package.json and
    // dist/cli/main.js); the contract's schemas come from its dependency user-summaries-contract. A folder of
    // user-summaries-contract itself (what this setting named before the tools were split from it) still works:
    // the tools are then looked for in its packages/tools (a checkout) or beside it. Unset:
    // node_modules/user-summaries-tools of the application, then the tools this folder came with.
    'package' => env('USER_SUMMARIES_PACKAGE'),

    // The Node.js binary: a path, or a name looked up on PATH.
    'node' => env('USER_SUMMARIES_NODE', 'node'),

    // Seconds one answer of the engine may take before the engine is stopped and the assertion fails.
    'timeout' => (float) env('USER_SUMMARIES_TIMEOUT', 60),

    // The coverage report of the run's assertions (docs/coverage.md): the file written when the tests end,
    // relative to the application's base path; unset, nothing is counted. Below coverage_min (a percentage of
    // the contract's items seen), the run exits 1 and names the missing items.
    'coverage' => env('USER_SUMMARIES_COVERAGE'),
    'coverage_min' => env('USER_SUMMARIES_COVERAGE_MIN'),
];
