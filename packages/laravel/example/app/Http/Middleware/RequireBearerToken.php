<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;

/** The API's authentication: `Authorization: Bearer <token>` with the configured token, 401 otherwise. */
final class RequireBearerToken
{
    public function handle(Request $request, Closure $next)
    {
        $token = $request->bearerToken();
        if ($token === null || !hash_equals((string) config('example.token'), $token)) {
            return response()->json(['error' => 'Unauthenticated.'], 401, ['WWW-Authenticate' => 'Bearer']);
        }
        return $next($request);
    }
}
