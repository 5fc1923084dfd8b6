<?php

namespace UserSummaries\Laravel;

use Illuminate\Foundation\Http\Events\RequestHandled;
use Illuminate\Support\ServiceProvider;
use UserSummaries\Laravel\Testing\ContractAssertions;
use UserSummaries\Laravel\Testing\RequestLog;

/**
 * Registers the TestResponse assertions, records which request each response answered (so an assertion reads
 * its own request's query), and the `user-summaries` config (where Node and the npm packages are). Discovered
 * by Laravel from composer.json; without Composer, list it in config/app.php's providers.
 */
final class UserSummariesServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->mergeConfigFrom(__DIR__ . '/../config/user-summaries.php', 'user-summaries');
    }

    public function boot(): void
    {
        ContractAssertions::register();
        $this->app['events']->listen(RequestHandled::class, static function (RequestHandled $event): void {
            RequestLog::record($event->request, $event->response);
        });
        $this->publishes([__DIR__ . '/../config/user-summaries.php' => $this->app->configPath('user-summaries.php')], 'user-summaries-config');
    }
}
