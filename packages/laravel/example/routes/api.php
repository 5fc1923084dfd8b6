<?php

use App\Http\Controllers\UserSummariesController;
use Illuminate\Support\Facades\Route;

Route::middleware(['api', 'bearer'])->get('/user-summaries', UserSummariesController::class);
