<?php

namespace Tests\Feature;

use Tests\TestCase;

/**
 * The assertion fails on each shipped invalid example (examples/invalid), replayed by the example API as its
 * response, with the pointers and rules `user-summaries validate` reports for the file.
 */
final class InvalidExamplesTest extends TestCase
{
    private const EXAMPLES = __DIR__ . '/../../../../../examples/invalid/';

    private function replay(string $body): \Illuminate\Testing\TestResponse
    {
        config(['example.replay' => ['status' => 200, 'headers' => ['Content-Type' => 'application/json'], 'bodyBase64' => base64_encode($body)]]);
        return $this->summaries('date_from=2024-03-01&date_to=2024-03-31&include_slots=1');
    }

    public function test_response_collection_broken(): void
    {
        $response = $this->replay((string) file_get_contents(self::EXAMPLES . 'response-collection-broken.json'));
        $this->assertSame([
            ['/data/0/heart_rate/avg_daily_heart_rate', 'present_without'],
            ['/data/0/heart_rate/slots/0/date', 'date_format'],
            ['/data/1/stress', 'filled'],
            ['/meta/per_page', 'type'],
        ], $this->failurePairs(static fn () => $response->assertUserSummariesContract()));
    }

    public function test_summary_broken_served_as_a_bare_page_of_one_day(): void
    {
        $response = $this->replay('[' . file_get_contents(self::EXAMPLES . 'summary-broken.json') . ']');
        $this->assertSame([
            ['/0/activity/move_every_hour', 'required_with'],
            ['/0/activity/slots/0/date', 'date_format'],
            ['/0/activity/total_glasses', 'min'],
            ['/0/activity/total_steps', 'type'],
            ['/0/date', 'date_format'],
            ['/0/heart_rate', 'filled'],
            ['/0/sleep/consistency', 'filled'],
            ['/0/sleep/slots/0/end_date', 'date_format'],
            ['/0/sleep/slots/0/start_date', 'date_format'],
            ['/0/sleep/slots/0/type', 'in'],
            ['/0/spo2/avg_spo2', 'present'],
        ], $this->failurePairs(static fn () => $response->assertUserSummariesContract(['envelope' => 'bare'])));
    }
}
