<?php

namespace Tests\Feature;

use Illuminate\Http\Response;
use Illuminate\Testing\TestResponse;
use InvalidArgumentException;
use Tests\TestCase;

/**
 * What a failure prints: pointer, rule and message per problem, capped, no payload value unless asked, control
 * characters escaped; the envelope and include_slots options; bodies that are not JSON; large bodies, and one
 * over the gate's byte limit.
 */
final class FailureOutputTest extends TestCase
{
    private function body(string $body, string $contentType = 'application/json'): TestResponse
    {
        return TestResponse::fromBaseResponse(new Response($body, 200, ['Content-Type' => $contentType]));
    }

    public function test_no_payload_value_unless_asked(): void
    {
        $response = $this->body('[{"date":"2024/01/31-SECRET"}]');
        $this->assertSame([['/0/date', 'date_format']], $this->failurePairs(static fn () => $response->assertUserSummariesContract(), $message));
        $this->assertStringNotContainsString('SECRET', $message);
        $this->failurePairs(static fn () => $response->assertUserSummariesContract(['show_values' => true]), $shown);
        $this->assertStringContainsString('  /0/date  date_format  ', $shown);
        $this->assertStringContainsString('value: "2024/01/31-SECRET"', $shown);
    }

    public function test_the_list_is_capped(): void
    {
        $days = implode(',', array_fill(0, 300, '{"date":"2024-13-01"}'));
        $response = $this->body("[{$days}]");
        $pairs = $this->failurePairs(static fn () => $response->assertUserSummariesContract(['page_checks' => false]), $message);
        $this->assertCount(20, $pairs);
        $this->assertMatchesRegularExpression('/\n  … and (at least )?\d+ more \(raise max_violations to list them\)/', $message);
        $this->assertCount(300, $this->failurePairs(static fn () => $response->assertUserSummariesContract(['max_violations' => 300])));
    }

    public function test_control_characters_from_the_data_are_escaped(): void
    {
        $response = $this->body('[{"date":"2024-01-31","\u001b[2Jx":1,"a\u202eb\u200f":2}]');
        $this->assertSame([['/0/\x1b[2Jx', 'unknown_field'], ['/0/a\u{202e}b\u{200f}', 'unknown_field']], $this->failurePairs(static fn () => $response->assertUserSummariesContract(['strict' => true]), $message));
        $this->assertStringNotContainsString("\x1b", $message);
        $this->assertStringNotContainsString("\u{202e}", $message);
        $this->assertStringNotContainsString("\u{200f}", $message);
    }

    public function test_include_slots_defaults_to_the_apis_reading_and_can_be_set(): void
    {
        $day = '{"date":"2024-01-31","activity":{"date":"2024-01-31","total_steps":1,"daily_percent":1,"distance":0,"calories":0,"workouts":0,"active_minutes":0,"move_every_hour":0}}';
        $response = $this->body("[{$day}]");
        $response->assertUserSummariesContract();
        $this->assertSame([['/0/activity/slots', 'required_with']], $this->failurePairs(static fn () => $response->assertUserSummariesContract(['include_slots' => true])));
    }

    public function test_the_envelope_option(): void
    {
        $response = $this->summaries('date_from=2024-01-01&date_to=2024-01-03');
        $response->assertUserSummariesContract(['envelope' => 'paginator']);
        $this->assertSame([['/links', 'type'], ['/meta', 'required']], $this->failurePairs(static fn () => $response->assertUserSummariesContract(['envelope' => 'collection'])));
    }

    public function test_a_body_that_is_not_json(): void
    {
        $this->assertSame([['(body)', 'non_json']], $this->failurePairs(fn () => $this->body('{"data": [}')->assertUserSummariesContract(), $message));
        $this->assertStringContainsString('the body is not JSON: expected a value but found', $message);
        $this->assertSame([['(body)', 'empty_body']], $this->failurePairs(fn () => $this->body('')->assertUserSummariesContract()));
        $this->assertSame([['(body)', 'non_json']], $this->failurePairs(fn () => $this->body("[\xff]")->assertUserSummariesContract()));
    }

    public function test_what_json_parse_hides_is_reported_beside_the_violations(): void
    {
        $pairs = $this->failurePairs(fn () => $this->body('[{"date":"2024-01-31","date":"2024-01-31"}]')->assertUserSummariesContract(), $message);
        $this->assertSame([['/0/date', 'duplicate_key']], $pairs);
        $this->assertStringContainsString("beyond the schema (1):", $message);
    }

    public function test_a_large_body_in_both_directions(): void
    {
        // About 500 kB (8 pipe buffers of 64 KiB) written to the engine while its answer is read: no deadlock, the
        // verdict whole; then 150 violations listed back.
        $days = json_decode((string) file_get_contents(config('example.days')), true);
        $body = json_encode(array_merge(...array_fill(0, 6, $days)));
        $this->assertGreaterThan(500_000, strlen($body));
        $this->body($body)->assertUserSummariesContract(['include_slots' => true]);
        $broken = str_replace('"date":"2024-01-0', '"date":"2024-13-0', $body);
        $this->assertCount(150, $this->failurePairs(fn () => $this->body($broken)->assertUserSummariesContract(['max_violations' => 150]), $message));
        // 432 dates are broken; the report may stop once it knows its first 150 (a lower bound of the rest).
        $this->assertMatchesRegularExpression('/\n  … and (at least )?\d+ more /', $message);
    }

    /**
     * A 17 MiB body: `npm test` leaves it to the full-depth run (`--exclude-group large`); `npm run test:deep`
     * runs it (packages/tools/test/laravel/assertions.test.ts, developerRun.deep.test.ts).
     *
     * @group large
     */
    public function test_a_body_over_the_gates_byte_limit_is_max_bytes_unread(): void
    {
        // 17 MiB: over validate's --max-bytes (16 MiB), within the engine's line (23 MiB in base64).
        $body = '[' . str_repeat(' ', 17 * 1024 * 1024) . ']';
        $this->assertSame([['', 'max_bytes']], $this->failurePairs(fn () => $this->body($body)->assertUserSummariesContract(), $message));
        $this->assertStringContainsString("beyond the schema (1):\n  (root)  max_bytes  the body is larger than the limit of 16 MiB (validate's --max-bytes); it was not read", $message);
    }

    public function test_an_unknown_option_is_an_error(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->expectExceptionMessage('unknown option include-slots; the options are include_slots, strict, envelope, max_violations, show_values, page_checks, previous, query');
        $this->body('[]')->assertUserSummariesContract(['include-slots' => false]);
    }
}
