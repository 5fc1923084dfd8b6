<?php

namespace UserSummaries\Laravel\Testing;

use Illuminate\Http\Request;
use Illuminate\Testing\TestResponse;
use InvalidArgumentException;
use PHPUnit\Framework\Assert;
use Symfony\Component\HttpFoundation\StreamedResponse;
use UserSummaries\Laravel\UserSummariesContract;

/**
 * The TestResponse assertions: `assertUserSummariesContract()` (the response against the contract) and
 * `assertUserSummariesRequest()` (the request that produced it). Each sends the case to the contract's engine
 * and fails with the engine's (pointer, rule, message) list; a pass is silent (one PHPUnit assertion).
 */
final class ContractAssertions
{
    /** The options of assertUserSummariesContract(), with their defaults. */
    public const RESPONSE_OPTIONS = [
        'include_slots' => null,
        'strict' => false,
        'envelope' => 'auto',
        'max_violations' => 20,
        'show_values' => false,
        'page_checks' => true,
        'previous' => [],
        'query' => null,
    ];

    /** The options of assertUserSummariesRequest(), with their defaults. */
    public const REQUEST_OPTIONS = [
        'strict' => false,
        'max_violations' => 20,
        'request' => null,
    ];

    /** Registers both macros on TestResponse (the service provider calls it; a test's setUp may too). */
    public static function register(): void
    {
        TestResponse::macro('assertUserSummariesContract', function (array $options = []): TestResponse {
            /** @var TestResponse $this */
            ContractAssertions::assertResponse($this, $options);
            return $this;
        });
        TestResponse::macro('assertUserSummariesRequest', function (array $options = []): TestResponse {
            /** @var TestResponse $this */
            ContractAssertions::assertRequest($this, $options);
            return $this;
        });
    }

    /**
     * The engine's verdict on a response, with the options of assertUserSummariesContract().
     *
     * @param array<string, mixed> $options
     * @return array<string, mixed>
     */
    public static function checkResponse(TestResponse $response, array $options = []): array
    {
        return self::send(self::responseRequest($response, self::options($options, self::RESPONSE_OPTIONS)));
    }

    /**
     * Sends a check to the engine; when the run collects coverage, asks for what the body or the request
     * exercised and adds it up (ContractCoverage).
     *
     * @param array<string, mixed> $request
     * @return array<string, mixed>
     */
    private static function send(array $request): array
    {
        $counted = ContractCoverage::enabled();
        if ($counted) {
            $request['options']['coverage'] = true;
        }
        $answer = UserSummariesContract::engine()->request($request);
        if ($counted) {
            ContractCoverage::add((bool) $request['options']['includeSlots'], (bool) $request['options']['strict'], $answer['coverage'] ?? null);
        }
        return $answer;
    }

    /** @param array<string, mixed> $options */
    public static function assertResponse(TestResponse $response, array $options = []): void
    {
        $options = self::options($options, self::RESPONSE_OPTIONS);
        $request = self::responseRequest($response, $options);
        $answer = self::send($request);
        if ($answer['ok'] === true) {
            Assert::assertTrue(true);
            return;
        }
        $what = sprintf(
            'response, include_slots=%d%s, envelope %s%s',
            $request['options']['includeSlots'] ? 1 : 0,
            $options['strict'] ? ', strict' : '',
            $options['envelope'],
            isset($request['query']) ? ', page checked against its query' : '',
        );
        $encoding = $response->baseResponse->headers->get('Content-Encoding');
        $heading = sprintf('The response breaks the user-summaries contract (%s):', $what);
        if ($encoding !== null && is_array($answer['failure'] ?? null)) {
            $heading .= sprintf("\n  note: the body is sent with Content-Encoding %s; the assertion reads the bytes as sent", FailureReport::clean(substr($encoding, 0, 40)));
        }
        Assert::fail(FailureReport::render($answer, $heading));
    }

    /** @param array<string, mixed> $options */
    public static function assertRequest(TestResponse $response, array $options = []): void
    {
        $options = self::options($options, self::REQUEST_OPTIONS);
        $given = $options['request'];
        if ($given !== null && !is_array($given) && !is_object($given)) {
            // An object (json_decode without assoc) keeps {} apart from [], as the request's JSON had it.
            throw new InvalidArgumentException('assertUserSummariesRequest: request must be an array or object {query, headers}');
        }
        $value = $given ?? self::wireRequest(RequestLog::requestOf($response->baseResponse) ?? Assert::fail(
            'assertUserSummariesRequest: no request is known for this response: make it with $this->get()/getJson() in a test whose application registers UserSummariesServiceProvider, or pass [\'request\' => [\'query\' => …, \'headers\' => …]]',
        ));
        // Never with values: a request carries the bearer token. Counted for coverage under the reading of the
        // include_slots it asks for, as its response is.
        $answer = self::send([
            'check' => 'request',
            'value' => $value,
            'options' => [
                'includeSlots' => self::asksForSlots($value),
                'strict' => (bool) $options['strict'],
                'maxViolations' => (int) $options['max_violations'],
            ],
        ]);
        if ($answer['ok'] === true) {
            Assert::assertTrue(true);
            return;
        }
        Assert::fail(FailureReport::render($answer, 'The request breaks the user-summaries contract:'));
    }

    /**
     * The engine request of a response check.
     *
     * @param array<string, mixed> $options
     * @return array<string, mixed>
     */
    private static function responseRequest(TestResponse $response, array $options): array
    {
        $base = $response->baseResponse;
        $query = $options['query'];
        if ($query === null) {
            $request = RequestLog::requestOf($base);
            $query = $request === null ? null : self::stringsOf($request->query->all());
        } elseif (!is_array($query)) {
            throw new InvalidArgumentException('assertUserSummariesContract: query must be an array of strings or null');
        }
        // As the API reads it: include_slots=1 asks for slots; absent (or anything else) is the default, 0.
        $includeSlots = $options['include_slots'] ?? (($query['include_slots'] ?? '0') === '1');
        $line = [
            'check' => 'response',
            'bodyBase64' => base64_encode(self::bodyOf($response)),
            'status' => $base->getStatusCode(),
            'contentType' => $base->headers->get('Content-Type'),
            'options' => [
                'includeSlots' => (bool) $includeSlots,
                'strict' => (bool) $options['strict'],
                'envelope' => (string) $options['envelope'],
                'maxViolations' => (int) $options['max_violations'],
                'showValues' => (bool) $options['show_values'],
            ],
        ];
        if ($options['page_checks'] && $query !== null) {
            $line['query'] = self::stringsOf($query);
            $previous = $options['previous'] instanceof TestResponse ? [$options['previous']] : (array) $options['previous'];
            $line['previous'] = array_map(static fn (TestResponse $page): array => ['bodyBase64' => base64_encode(self::bodyOf($page))], array_values($previous));
        }
        return $line;
    }

    /**
     * Whether a request asks for slots (`include_slots=1`), the reading its response is read in.
     *
     * @param array<mixed>|object $request
     */
    private static function asksForSlots($request): bool
    {
        $query = is_object($request) ? ($request->query ?? null) : ($request['query'] ?? null);
        $value = is_object($query) ? ($query->include_slots ?? null) : (is_array($query) ? ($query['include_slots'] ?? null) : null);
        return $value === '1';
    }

    /** The body's bytes, a streamed body included. */
    private static function bodyOf(TestResponse $response): string
    {
        return $response->baseResponse instanceof StreamedResponse ? (string) $response->streamedContent() : (string) $response->baseResponse->getContent();
    }

    /** The request on the wire: its query values as strings, its headers by lower-case name (first value). */
    private static function wireRequest(Request $request): array
    {
        $headers = [];
        foreach ($request->headers->all() as $name => $values) {
            $headers[strtolower((string) $name)] = (string) (is_array($values) ? ($values[0] ?? '') : $values);
        }
        return ['query' => self::stringsOf($request->query->all()), 'headers' => $headers];
    }

    /**
     * @param array<mixed> $values
     * @return array<string, string>
     */
    private static function stringsOf(array $values): array
    {
        return array_map('strval', array_filter($values, static fn ($v): bool => is_scalar($v)));
    }

    /**
     * The options with their defaults; an unknown name is an error (a typo would otherwise pass silently).
     *
     * @param array<string, mixed> $given
     * @param array<string, mixed> $defaults
     * @return array<string, mixed>
     */
    private static function options(array $given, array $defaults): array
    {
        $unknown = array_diff(array_keys($given), array_keys($defaults));
        if ($unknown !== []) {
            throw new InvalidArgumentException(sprintf('unknown option %s; the options are %s', FailureReport::clean(implode(', ', $unknown)), implode(', ', array_keys($defaults))));
        }
        return $given + $defaults;
    }
}
