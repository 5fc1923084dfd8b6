<?php
// Where the assertions find the contract's engine. Publish with
// `php artisan vendor:publish --tag=user-summaries-config`, or set the environment variables.
return [
    // The user-summaries-contract npm package (the folder with package.json, dist/ and schemas/). Unset: the
    // package this folder ships in, then node_modules/user-summaries-contract of the application.
    'package' => env('USER_SUMMARIES_PACKAGE'),

    // The Node.js binary: a path, or a name looked up on PATH.
    'node' => env('USER_SUMMARIES_NODE', 'node'),

    // Seconds one answer of the engine may take before the engine is stopped and the assertion fails.
    'timeout' => (float) env('USER_SUMMARIES_TIMEOUT', 60),
];
