<?php

namespace UserSummaries\Laravel\Testing;

/**
 * The failure message of an assertion: a heading, then one line per problem, `pointer  rule  message`, the
 * validators' violations first, then the findings beyond the schema, at most $max lines of each. No value
 * from the payload unless the engine was asked for values (`show_values`); every text printed has its
 * control characters escaped, so nothing from the data can drive a terminal or a CI log.
 */
final class FailureReport
{
    /**
     * @param array<string, mixed> $answer the engine's verdict
     */
    public static function render(array $answer, string $heading): string
    {
        $lines = [$heading];
        $failure = $answer['failure'] ?? null;
        if (is_array($failure)) {
            $lines[] = sprintf('  (body)  %s  %s', self::clean((string) $failure['class']), self::clean((string) $failure['message']));
        }
        $violations = $answer['violations'] ?? [];
        $omitted = (int) ($answer['omitted'] ?? 0);
        if ($violations !== []) {
            $lines[] = sprintf('violations of the contract (%d%s):', count($violations) + $omitted, $omitted > 0 && ($answer['omittedIsLowerBound'] ?? false) ? ' or more' : '');
            foreach ($violations as $violation) {
                $lines[] = self::line($violation);
            }
            if ($omitted > 0) {
                $lines[] = sprintf('  … and %s%d more (raise max_violations to list them)', ($answer['omittedIsLowerBound'] ?? false) ? 'at least ' : '', $omitted);
            }
        }
        $findings = $answer['findings'] ?? [];
        if ($findings !== []) {
            $lines[] = sprintf('beyond the schema (%d):', count($findings));
            foreach ($findings as $finding) {
                $lines[] = self::line($finding);
            }
        }
        return implode("\n", $lines);
    }

    /** @param array<string, mixed> $item */
    private static function line(array $item): string
    {
        $pointer = (string) $item['pointer'];
        $line = sprintf('  %s  %s  %s', $pointer === '' ? '(root)' : self::clean($pointer), self::clean((string) $item['rule']), self::clean((string) $item['message']));
        if (isset($item['value'])) {
            $line .= '  value: ' . self::clean((string) $item['value']);
        }
        return $line;
    }

    /** A text with its control characters (C0, DEL, C1, line and paragraph separators, bidi marks and controls) escaped. */
    public static function clean(string $text): string
    {
        return (string) preg_replace_callback(
            '/[\x00-\x1f\x7f]|\xc2[\x80-\x9f]|\xe2\x80[\x8e\x8f\xa8-\xae]|\xe2\x81[\xa6-\xa9]/',
            static fn (array $m): string => strlen($m[0]) === 1 ? sprintf('\\x%02x', ord($m[0])) : sprintf('\\u{%04x}', mb_ord($m[0], 'UTF-8')),
            $text,
        );
    }
}
