<?php

namespace UserSummaries\Laravel\Testing;

use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;
use WeakMap;

/**
 * Which request each response answered: filled from the kernel's RequestHandled event by the service
 * provider, so an assertion on any TestResponse of a test reads the query of its own request (not the last one).
 * Weak: a response no longer referenced takes its request with it.
 */
final class RequestLog
{
    /** @var WeakMap<Response, Request>|null */
    private static ?WeakMap $requests = null;

    public static function record(Request $request, Response $response): void
    {
        self::$requests ??= new WeakMap();
        self::$requests[$response] = $request;
    }

    public static function requestOf(Response $response): ?Request
    {
        return self::$requests[$response] ?? null;
    }
}
