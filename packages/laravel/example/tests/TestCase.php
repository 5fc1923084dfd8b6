<?php

namespace Tests;

use Illuminate\Contracts\Console\Kernel;
use Illuminate\Foundation\Testing\TestCase as BaseTestCase;
use PHPUnit\Framework\AssertionFailedError;
use PHPUnit\Framework\IncompleteTest;
use PHPUnit\Framework\SkippedTest;

abstract class TestCase extends BaseTestCase
{
    protected const TOKEN = 'example-token';

    public function createApplication()
    {
        $app = require __DIR__ . '/../bootstrap/app.php';
        $app->make(Kernel::class)->bootstrap();
        return $app;
    }

    /** GET /user-summaries with the token and a JSON Content-Type, as the contract's clients send it. */
    protected function summaries(string $query): \Illuminate\Testing\TestResponse
    {
        return $this->withToken(self::TOKEN)->getJson('/user-summaries?' . $query);
    }

    /**
     * The (pointer, rule) pairs of the failure of $assertion, sorted; the failure's message in $message.
     * A failure that does not happen fails the test; a skip inside $assertion skips it (PHPUnit's skip is an
     * AssertionFailedError too, and read as a failure it would fail the test without its reason).
     *
     * @return list<array{0: string, 1: string}>
     */
    protected function failurePairs(callable $assertion, ?string &$message = null): array
    {
        try {
            $assertion();
        } catch (SkippedTest | IncompleteTest $notRun) {
            throw $notRun;
        } catch (AssertionFailedError $failure) {
            $message = $failure->getMessage();
            $pairs = [];
            foreach (explode("\n", $message) as $line) {
                if (preg_match('/^  (\S.*?)  ([a-z_]+)  /', $line, $m) === 1) {
                    $pairs[] = [$m[1] === '(root)' ? '' : $m[1], $m[2]];
                }
            }
            sort($pairs);
            return $pairs;
        }
        $this->fail('the assertion passed; a failure was expected');
    }
}
