<?php
// The cost of assertUserSummariesContract() in the example application: a 10-day page without slots (the API's
// default) served by GET /user-summaries through the HTTP kernel, asserted once (the engine starts: Node and the
// validators), then $argv[1] times (default 300), each timed. Prints one JSON line. Run by bench/laravel.ts.
require_once 'PHPUnit/Autoload.php';

use Illuminate\Contracts\Console\Kernel as ConsoleKernel;
use Illuminate\Contracts\Http\Kernel as HttpKernel;
use Illuminate\Http\Request;
use Illuminate\Testing\TestResponse;

$app = require __DIR__ . '/../bootstrap/app.php';
$app->make(ConsoleKernel::class)->bootstrap();
$request = Request::create('/user-summaries?date_from=2024-01-01&date_to=2024-01-10', 'GET', [], [], [], [
    'HTTP_AUTHORIZATION' => 'Bearer ' . config('example.token'),
    'CONTENT_TYPE' => 'application/json',
    'HTTP_ACCEPT' => 'application/json',
]);
$response = TestResponse::fromBaseResponse($app->make(HttpKernel::class)->handle($request));
$response->assertOk();

$started = hrtime(true);
$response->assertUserSummariesContract();
$first = (hrtime(true) - $started) / 1e6;

$runs = (int) ($argv[1] ?? 300);
$times = [];
for ($i = 0; $i < $runs; $i++) {
    $started = hrtime(true);
    $response->assertUserSummariesContract();
    $times[] = (hrtime(true) - $started) / 1e6;
}
sort($times);
$at = static fn (float $q): float => $times[min(count($times) - 1, (int) floor($q * count($times)))];
echo json_encode([
    'laravel' => $app->version(),
    'php' => PHP_VERSION,
    'bytes' => strlen((string) $response->getContent()),
    'days' => count($response->json('data')),
    'firstMs' => $first,
    'runs' => $runs,
    'medianMs' => $at(0.5),
    'p95Ms' => $at(0.95),
    'minMs' => $times[0],
]), "\n";
