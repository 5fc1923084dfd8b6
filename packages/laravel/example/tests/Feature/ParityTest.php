<?php

namespace Tests\Feature;

use Illuminate\Http\Response;
use Illuminate\Testing\TestResponse;
use PHPUnit\Framework\AssertionFailedError;
use Tests\TestCase;

/**
 * Parity with the library: on every response vector of schemas/vectors/ (and every request vector), the
 * assertion's verdict and its (pointer, rule) pairs are validateResponse's (validateRequest's). The cases and
 * the library's answers are written by packages/tools/test/laravel/assertions.test.ts (USER_SUMMARIES_PARITY).
 */
final class ParityTest extends TestCase
{
    /** @return iterable<string, array{0: array<string, mixed>|null}> */
    public function cases(): iterable
    {
        $file = getenv('USER_SUMMARIES_PARITY');
        if ($file === false || !is_file($file)) {
            yield 'no parity file' => [null];
            return;
        }
        foreach (file($file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $line) {
            $case = json_decode($line, false, 512, JSON_THROW_ON_ERROR);
            yield $case->name => [$case];
        }
    }

    /** @dataProvider cases */
    public function test_the_assertion_agrees_with_the_library(?object $case): void
    {
        if ($case === null) {
            $this->markTestSkipped('no parity cases: run through packages/tools/test/laravel/assertions.test.ts (it writes them and sets USER_SUMMARIES_PARITY)');
        }
        if ($case->kind === 'response') {
            $response = TestResponse::fromBaseResponse(new Response($case->body, 200, ['Content-Type' => 'application/json']));
            $assertion = static fn () => $response->assertUserSummariesContract(['include_slots' => $case->includeSlots, 'strict' => $case->strict, 'max_violations' => 1000]);
        } else {
            $response = TestResponse::fromBaseResponse(new Response('', 200));
            $assertion = static fn () => $response->assertUserSummariesRequest(['request' => $case->request, 'max_violations' => 1000]);
        }
        $expected = array_map(static fn (array $pair): array => $pair, json_decode(json_encode($case->pairs), true));
        sort($expected);
        try {
            $assertion();
            $passed = true;
        } catch (AssertionFailedError) {
            $passed = false;
        }
        $this->assertSame($case->ok, $passed, 'verdict');
        $this->assertSame($expected, $passed ? [] : $this->violationPairs($assertion));
    }

    /**
     * The pairs of the "violations of the contract" section of a failure (the findings beyond the schema,
     * which validateResponse does not make, are left out).
     *
     * @return list<array{0: string, 1: string}>
     */
    private function violationPairs(callable $assertion): array
    {
        $this->failurePairs($assertion, $message);
        $section = explode("\nbeyond the schema", (string) $message)[0];
        $pairs = [];
        foreach (explode("\n", $section) as $line) {
            if (preg_match('/^  (\S.*?)  ([a-z_]+)  /', $line, $m) === 1 && $m[1] !== '(body)') {
                $pairs[] = [$m[1] === '(root)' ? '' : $m[1], $m[2]];
            }
        }
        sort($pairs);
        return $pairs;
    }
}
