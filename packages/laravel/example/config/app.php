<?php

return [
    'name' => 'user-summaries-example',
    'env' => env('APP_ENV', 'testing'),
    'debug' => false,
    'url' => 'http://localhost',
    'timezone' => 'UTC',
    'locale' => 'en',
    'fallback_locale' => 'en',
    'key' => env('APP_KEY'),
    'cipher' => 'AES-256-CBC',
    'providers' => array_merge(
        [
            Illuminate\Filesystem\FilesystemServiceProvider::class,
            Illuminate\Foundation\Providers\FoundationServiceProvider::class,
            Illuminate\Pagination\PaginationServiceProvider::class,
            Illuminate\Translation\TranslationServiceProvider::class,
            Illuminate\Validation\ValidationServiceProvider::class,
            Illuminate\View\ViewServiceProvider::class,
            App\Providers\AppServiceProvider::class,
        ],
        // Installed with Composer, Laravel discovers the package's provider from its composer.json; as a
        // copied folder (this repository's default), it is listed here.
        is_file(dirname(__DIR__) . '/vendor/autoload.php') ? [] : [UserSummaries\Laravel\UserSummariesServiceProvider::class],
    ),
    'aliases' => [
        'Route' => Illuminate\Support\Facades\Route::class,
    ],
];
