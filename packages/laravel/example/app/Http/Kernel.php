<?php

namespace App\Http;

use Illuminate\Foundation\Http\Kernel as HttpKernel;

final class Kernel extends HttpKernel
{
    protected $middleware = [];

    protected $middlewareGroups = ['api' => [\Illuminate\Routing\Middleware\SubstituteBindings::class]];

    protected $routeMiddleware = ['bearer' => \App\Http\Middleware\RequireBearerToken::class];
}
