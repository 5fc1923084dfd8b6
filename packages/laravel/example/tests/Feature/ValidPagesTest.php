<?php

namespace Tests\Feature;

use Tests\TestCase;

/** The example API's pages pass the assertion: Laravel's own paginator, with and without slots. */
final class ValidPagesTest extends TestCase
{
    public function test_a_page_without_slots_the_apis_default(): void
    {
        $this->summaries('date_from=2024-01-01&date_to=2024-01-10')
            ->assertOk()
            ->assertUserSummariesRequest()
            ->assertUserSummariesContract();
    }

    public function test_a_page_with_slots(): void
    {
        $this->summaries('date_from=2024-01-01&date_to=2024-01-31&include_slots=1&per_page=31')
            ->assertOk()
            ->assertUserSummariesContract(['envelope' => 'paginator']);
    }

    public function test_the_strict_profile_reports_the_links_member_of_laravel_8s_paginator(): void
    {
        // Laravel 8's LengthAwarePaginator::toArray() adds `links` (the page links), which the contract's
        // paginator does not list: the producers' strict profile names it (docs/laravel.md).
        $response = $this->summaries('date_from=2024-01-01&date_to=2024-01-10');
        $this->assertSame([['/links', 'unknown_field']], $this->failurePairs(static fn () => $response->assertUserSummariesContract(['strict' => true])));
    }

    public function test_every_page_of_a_walk_and_the_empty_page_after_it(): void
    {
        $previous = [];
        foreach ([1, 2, 3, 4, 5] as $page) {
            $response = $this->summaries("date_from=2024-01-01&date_to=2024-01-31&per_page=7&page={$page}")
                ->assertUserSummariesContract(['previous' => $previous]);
            $previous[] = $response;
        }
        $this->summaries('date_from=2024-01-01&date_to=2024-01-31&per_page=7&page=6')
            ->assertJsonCount(0, 'data')
            ->assertUserSummariesContract(['previous' => $previous]);
    }
}
