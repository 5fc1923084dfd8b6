<?php

namespace App\Providers;

use App\Http\Controllers\UserSummariesController;
use Illuminate\Support\ServiceProvider;

final class AppServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        require base_path('routes/api.php');
    }
}
