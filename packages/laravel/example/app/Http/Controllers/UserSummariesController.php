<?php

namespace App\Http\Controllers;

use App\Http\Requests\UserSummariesRequest;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Response;
use Illuminate\Pagination\LengthAwarePaginator;

/**
 * GET /user-summaries of the example application: the days of fixtures/days.json within date_from..date_to,
 * one page of Laravel's own length-aware paginator, slots only with include_slots=1. A test may instead have it
 * replay a recorded response (config example.replay: status, headers, body bytes in base64) byte for byte.
 */
final class UserSummariesController
{
    private const GROUPS = ['activity', 'heart_rate', 'sleep', 'stress', 'respiration_rate', 'temperature', 'spo2'];

    public function __invoke(UserSummariesRequest $request): JsonResponse|Response
    {
        $replay = config('example.replay');
        if (is_array($replay)) {
            return new Response(base64_decode($replay['bodyBase64'], true), $replay['status'], $replay['headers']);
        }
        $from = (string) $request->query('date_from');
        $to = (string) $request->query('date_to');
        $days = array_values(array_filter(
            json_decode((string) file_get_contents(config('example.days')), true, 64, JSON_THROW_ON_ERROR),
            static fn (array $day): bool => $day['date'] >= $from && $day['date'] <= $to,
        ));
        if ($request->query('include_slots') !== '1') {
            $days = array_map(static function (array $day): array {
                foreach (self::GROUPS as $group) {
                    unset($day[$group]['slots']);
                }
                return $day;
            }, $days);
        }
        $perPage = (int) ($request->query('per_page') ?? 10);
        $page = max(1, (int) ($request->query('page') ?? 1));
        $paginator = new LengthAwarePaginator(
            array_slice($days, ($page - 1) * $perPage, $perPage),
            count($days),
            $perPage,
            $page,
            ['path' => $request->url(), 'query' => $request->query()],
        );
        return response()->json($paginator);
    }
}
