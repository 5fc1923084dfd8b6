<?php
// Runs Laravel's validator (Debian's php-illuminate-validation, no composer) over NDJSON records.
// Usage: php harness.php RULES.json [VARIANT] [--override=JSON] < records.ndjson
//   RULES.json: {"rules": {"attribute": "rule|rule:param", ...}, "variants": {"VARIANT": {overrides}}}
//   (Laravel notation, as data; keys starting with "$" are comments)
//   --override={"attribute": "rules"}: rules replaced for this run (the differential's evidence runs)
//   Each input line is a JSON text, decoded by PHP's json_decode as written (number spellings included).
// Prints one JSON line per input line, in order:
//   {"valid": true|false, "failed": {"attribute": ["Rule", ...]}}   or   {"error": "..."} for a line that is not JSON.
declare(strict_types=1);

foreach (['Container', 'Support', 'Translation', 'Validation'] as $component) {
    require_once "Illuminate/{$component}/autoload.php";
}

use Illuminate\Translation\ArrayLoader;
use Illuminate\Translation\Translator;
use Illuminate\Validation\Factory;

if ($argc < 2) {
    fwrite(STDERR, "usage: php harness.php RULES.json [VARIANT] [--override=JSON] < records.ndjson\n");
    exit(2);
}
$spec = json_decode((string) file_get_contents($argv[1]), true, 512, JSON_THROW_ON_ERROR);
$rules = $spec['rules'];
foreach (array_slice($argv, 2) as $arg) {
    if (str_starts_with($arg, '--override=')) {
        $rules = array_merge($rules, json_decode(substr($arg, strlen('--override=')), true, 512, JSON_THROW_ON_ERROR));
        continue;
    }
    if (!isset($spec['variants'][$arg])) {
        fwrite(STDERR, "unknown variant {$arg}\n");
        exit(2);
    }
    $rules = array_merge($rules, $spec['variants'][$arg]);
}
$rules = array_filter($rules, fn ($attribute) => !str_starts_with((string) $attribute, '$'), ARRAY_FILTER_USE_KEY);
$factory = new Factory(new Translator(new ArrayLoader(), 'en'));

while (($line = fgets(STDIN)) !== false) {
    $line = trim($line);
    if ($line === '') {
        continue;
    }
    try {
        $record = json_decode($line, true, 512, JSON_THROW_ON_ERROR | JSON_BIGINT_AS_STRING);
    } catch (JsonException $e) {
        echo json_encode(['error' => $e->getMessage()]), "\n";
        continue;
    }
    if (!is_array($record)) {
        echo json_encode(['valid' => false, 'failed' => ['' => ['Array']]]), "\n";
        continue;
    }
    $validator = $factory->make($record, $rules);
    $valid = !$validator->fails();
    $failed = [];
    foreach ($validator->failed() as $attribute => $byRule) {
        $failed[(string) $attribute] = array_keys($byRule);
    }
    echo json_encode(['valid' => $valid, 'failed' => (object) $failed]), "\n";
}
