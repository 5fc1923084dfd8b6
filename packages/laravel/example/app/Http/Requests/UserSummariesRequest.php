<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use UserSummaries\Laravel\UserSummariesContract;

/** The query of GET /user-summaries, validated with the contract's rules (a 422 names each bad parameter). */
final class UserSummariesRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    public function rules(): array
    {
        return UserSummariesContract::requestRules();
    }
}
