<?php

return [
    // The bearer token the example API accepts.
    'token' => env('EXAMPLE_TOKEN', 'example-token'),
    // The days it serves: 31 days of January 2024 (user-summaries serve --seed 7 --groups all --slots 2).
    'days' => dirname(__DIR__) . '/fixtures/days.json',
    // A recorded response to replay instead (set by tests): ['status' => …, 'headers' => […], 'bodyBase64' => …].
    'replay' => null,
];
