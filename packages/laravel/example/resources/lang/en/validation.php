<?php
// The messages of the rules GET /user-summaries uses (Debian ships no language files).
return [
    'after_or_equal' => 'The :attribute must be a date after or equal to :date.',
    'date_format' => 'The :attribute does not match the format :format.',
    'in' => 'The selected :attribute is invalid.',
    'integer' => 'The :attribute must be an integer.',
    'min' => ['numeric' => 'The :attribute must be at least :min.', 'string' => 'The :attribute must be at least :min characters.'],
    'required' => 'The :attribute field is required.',
];
