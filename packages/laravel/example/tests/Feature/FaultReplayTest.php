<?php

namespace Tests\Feature;

use Illuminate\Testing\TestResponse;
use Tests\TestCase;

/**
 * Every fault mode of `user-summaries serve` (packages/tools/src/mock/faults.ts), recorded from the reference server
 * (seed 7, every group, January 2024, 10 days a page) by packages/tools/test/laravel/assertions.test.ts and replayed by the
 * example API byte for byte: the assertion fails with the expected pointers and rules, or the class of
 * failure for a body that cannot be checked. `slow` is the exception: a replayed body carries no time.
 */
final class FaultReplayTest extends TestCase
{
    /** @return list<TestResponse> the recorded pages, replayed through GET /user-summaries with their queries */
    private function replay(string $fault): array
    {
        $dir = getenv('USER_SUMMARIES_FAULTS');
        if ($dir === false || !is_file("{$dir}/{$fault}.json")) {
            $this->markTestSkipped('no recorded faults: run through packages/tools/test/laravel/assertions.test.ts (it records them from serve and sets USER_SUMMARIES_FAULTS)');
        }
        $pages = json_decode((string) file_get_contents("{$dir}/{$fault}.json"), true, 512, JSON_THROW_ON_ERROR);
        return array_map(function (array $page): TestResponse {
            config(['example.replay' => $page]);
            return $this->summaries($page['query']);
        }, $pages);
    }

    /** @return list<array{0: string, 1: string}> */
    private function pairsOf(string $fault, array $options = []): array
    {
        [$page] = $this->replay($fault);
        return $this->failurePairs(static fn () => $page->assertUserSummariesContract($options));
    }

    public function test_missing_field(): void
    {
        $this->assertSame([['/data/0/activity/date', 'required_with']], $this->pairsOf('missing-field'));
    }

    public function test_wrong_type(): void
    {
        $this->assertSame([['/data/0/activity/date', 'type']], $this->pairsOf('wrong-type'));
    }

    public function test_bad_format(): void
    {
        $this->assertSame([['/data/0/activity/date', 'date_format']], $this->pairsOf('bad-format'));
    }

    public function test_empty_group(): void
    {
        $this->assertSame([['/data/0/heart_rate', 'filled']], $this->pairsOf('empty-group'));
    }

    public function test_slots_when_excluded(): void
    {
        // Seven groups on each of ten days: 70 findings, the first 20 listed (max_violations).
        $pairs = $this->pairsOf('slots-when-excluded', ['max_violations' => 100]);
        $this->assertCount(70, $pairs);
        $this->assertSame(['slots_when_excluded'], array_values(array_unique(array_column($pairs, 1))));
        $this->assertContains(['/data/0/activity/slots', 'slots_when_excluded'], $pairs);
        $this->assertContains(['/data/9/spo2/slots', 'slots_when_excluded'], $pairs);
    }

    public function test_out_of_range(): void
    {
        $this->assertSame([['/data/0/date', 'date_in_range']], $this->pairsOf('out-of-range'));
    }

    public function test_duplicate_day_seen_with_the_page_before(): void
    {
        [$first, $second] = $this->replay('duplicate-day');
        $first->assertUserSummariesContract();
        $this->assertSame([['/data/0/date', 'duplicate_day']], $this->failurePairs(static fn () => $second->assertUserSummariesContract(['previous' => $first])));
    }

    public function test_oversized_page(): void
    {
        $this->assertSame([['/data/10', 'page_size']], $this->pairsOf('oversized-page'));
    }

    public function test_endless_pages_serve_the_days_of_page_1_again(): void
    {
        [$first, $second] = $this->replay('endless-pages');
        $first->assertUserSummariesContract();
        $expected = array_map(static fn (int $i): array => ["/data/{$i}/date", 'duplicate_day'], range(0, 9));
        sort($expected);
        $this->assertSame($expected, $this->failurePairs(static fn () => $second->assertUserSummariesContract(['previous' => $first])));
    }

    public function test_server_error(): void
    {
        $this->assertSame([['(body)', 'server_error']], $this->pairsOf('server-error'));
    }

    public function test_slow_is_a_valid_body_a_replay_cannot_show_the_delay(): void
    {
        [$page] = $this->replay('slow');
        $page->assertUserSummariesContract();
    }

    public function test_truncated(): void
    {
        $this->assertSame([['(body)', 'non_json']], $this->failurePairs(fn () => $this->replay('truncated')[0]->assertUserSummariesContract(), $message));
        $this->assertStringContainsString('unexpected end of input', $message);
    }

    public function test_wrong_content_type(): void
    {
        $this->assertSame([['(body)', 'non_json']], $this->failurePairs(fn () => $this->replay('wrong-content-type')[0]->assertUserSummariesContract(), $message));
        $this->assertStringContainsString('labelled text/html, not application/json', $message);
    }

    public function test_redirect(): void
    {
        $this->assertSame([['(body)', 'redirect_refused']], $this->pairsOf('redirect'));
    }

    public function test_gzip_bomb_is_read_as_sent(): void
    {
        $this->assertSame([['(body)', 'non_json']], $this->failurePairs(fn () => $this->replay('gzip-bomb')[0]->assertUserSummariesContract(), $message));
        $this->assertStringContainsString('Content-Encoding gzip', $message);
        $this->assertStringContainsString('not UTF-8', $message);
    }
}
