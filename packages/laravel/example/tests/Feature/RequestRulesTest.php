<?php

namespace Tests\Feature;

use Tests\TestCase;
use UserSummaries\Laravel\UserSummariesContract;

/**
 * The request side: UserSummariesContract::requestRules() in the example's FormRequest (a 422 names each bad
 * parameter), and assertUserSummariesRequest() on the request a test made.
 */
final class RequestRulesTest extends TestCase
{
    public function test_the_rules_are_the_contracts_rules_file(): void
    {
        $file = json_decode((string) file_get_contents(__DIR__ . '/../../../../../schemas/laravel/request.rules.json'), true);
        $this->assertSame($file['rules'], UserSummariesContract::requestRules());
        $this->assertSame($file['notes'], UserSummariesContract::requestRulesNotes());
    }

    public function test_the_form_request_answers_422_naming_each_bad_parameter(): void
    {
        $this->summaries('date_from=2024-02-30&date_to=2024-01-01&include_slots=2&per_page=0')
            ->assertStatus(422)
            ->assertJsonValidationErrors(['date_from', 'date_to', 'include_slots', 'per_page']);
        $this->summaries('date_to=2024-01-01')->assertStatus(422)->assertJsonValidationErrors(['date_from']);
    }

    public function test_a_request_of_the_contract_passes(): void
    {
        $this->summaries('date_from=2024-01-01&date_to=2024-01-31&include_slots=0&per_page=5&page=2')
            ->assertOk()
            ->assertUserSummariesRequest();
    }

    public function test_a_reversed_range(): void
    {
        $response = $this->summaries('date_from=2024-01-10&date_to=2024-01-01')->assertStatus(422);
        $this->assertSame([['/query/date_to', 'after_or_equal']], $this->failurePairs(static fn () => $response->assertUserSummariesRequest()));
    }

    public function test_a_request_without_a_token_nor_content_type(): void
    {
        $response = $this->get('/user-summaries?date_from=2024-01-01&date_to=2024-01-31')->assertStatus(401);
        $pairs = $this->failurePairs(static fn () => $response->assertUserSummariesRequest(), $message);
        $this->assertSame([['/headers/authorization', 'required'], ['/headers/content-type', 'required']], $pairs);
    }

    public function test_the_token_is_never_printed(): void
    {
        $response = $this->withToken('s3cr3t-t0ken value')->getJson('/user-summaries?date_from=2024-01-01&date_to=2024-01-31')->assertStatus(401);
        $pairs = $this->failurePairs(static fn () => $response->assertUserSummariesRequest(), $message);
        $this->assertSame([['/headers/authorization', 'bearer']], $pairs);
        $this->assertStringNotContainsString('s3cr3t', $message);
    }

    public function test_each_response_is_checked_against_its_own_request(): void
    {
        $first = $this->summaries('date_from=2024-01-01&date_to=2024-01-05');
        $this->summaries('date_from=2024-01-20&date_to=2024-01-25&include_slots=1');
        // The first page is read with its own query (no slots, January 1 to 5), not the last request's.
        $first->assertUserSummariesContract()->assertUserSummariesRequest();
    }
}
