<?php

namespace UserSummaries\Laravel\Testing;

use Throwable;
use UserSummaries\Laravel\UserSummariesContract;

/**
 * The coverage of the contract by a test run's assertions (docs/coverage.md): each body and each request the
 * assertions sent to the engine comes back with the items it exercised; this class adds them up per reading (include_slots,
 * strict) and, when the PHP process ends, has the engine write the report of the sums into the file the
 * suite names (`user-summaries.coverage`, or USER_SUMMARIES_COVERAGE). Below `user-summaries.coverage_min`
 * (USER_SUMMARIES_COVERAGE_MIN), the missing items are named on standard error and the process exits 1.
 */
final class ContractCoverage
{
    /** @var array<string, array{includeSlots: bool, strict: bool, counts: array<int, int>, parts: array{day: int, envelope: int, request: int}}> */
    private static array $readings = [];
    private static ?string $file = null;
    private static ?float $min = null;
    private static bool $registered = false;

    /**
     * Whether this run collects coverage: the report's file is set. Read while the application is up (the
     * settings are kept for the end of the run, when it is not any more).
     */
    public static function enabled(): bool
    {
        $file = UserSummariesContract::coverageFile();
        if ($file === null) {
            return false;
        }
        self::$file = $file;
        self::$min = UserSummariesContract::coverageMin();
        if (!self::$registered) {
            // Registered before the first engine request, so it runs before the engine's own shutdown closes it.
            register_shutdown_function([self::class, 'writeAtShutdown']);
            self::$registered = true;
        }
        return true;
    }

    /**
     * Adds what one body exercised: the `coverage` member of the engine's answer.
     *
     * @param mixed $coverage
     */
    public static function add(bool $includeSlots, bool $strict, $coverage): void
    {
        if (!is_array($coverage) || !is_array($coverage['counts'] ?? null) || !is_array($coverage['parts'] ?? null)) {
            return;
        }
        $key = ($includeSlots ? 'slots' : 'no-slots') . ($strict ? '.strict' : '');
        $reading = self::$readings[$key] ?? ['includeSlots' => $includeSlots, 'strict' => $strict, 'counts' => [], 'parts' => ['day' => 0, 'envelope' => 0, 'request' => 0]];
        foreach ($coverage['counts'] as $pair) {
            [$index, $count] = [(int) $pair[0], (int) $pair[1]];
            $reading['counts'][$index] = ($reading['counts'][$index] ?? 0) + $count;
        }
        $reading['parts']['day'] += (int) ($coverage['parts']['day'] ?? 0);
        $reading['parts']['envelope'] += (int) ($coverage['parts']['envelope'] ?? 0);
        $reading['parts']['request'] += (int) ($coverage['parts']['request'] ?? 0);
        self::$readings[$key] = $reading;
    }

    /**
     * Writes the report of each reading (the default one, include_slots=0 as the API serves pages, in the file
     * named; the others beside it, `.slots` or `.strict` before `.json`) and returns the messages of the reports
     * below the threshold.
     *
     * @return list<string>
     */
    public static function write(): array
    {
        if (self::$file === null || self::$readings === []) {
            return [];
        }
        $failures = [];
        foreach (self::$readings as $reading) {
            $counts = [];
            foreach ($reading['counts'] as $index => $count) {
                $counts[] = [$index, $count];
            }
            $options = ['includeSlots' => $reading['includeSlots'], 'strict' => $reading['strict']];
            if (self::$min !== null) {
                $options['min'] = self::$min;
            }
            $answer = UserSummariesContract::engine()->request(['check' => 'coverage-report', 'counts' => $counts, 'parts' => $reading['parts'], 'options' => $options]);
            $file = self::readingFile(self::$file, $reading['includeSlots'], $reading['strict']);
            if (!is_dir(dirname($file))) {
                @mkdir(dirname($file), 0777, true);
            }
            if (@file_put_contents($file, (string) ($answer['report'] ?? '')) === false) {
                $failures[] = sprintf("%s: cannot be written\n", FailureReport::clean($file));
                continue;
            }
            if (is_string($answer['below'] ?? null)) {
                $failures[] = sprintf('%s: %s', FailureReport::clean($file), $answer['below']);
            }
        }
        return $failures;
    }

    /** The shutdown function: writes the reports; below the threshold, names the missing items and exits 1. */
    public static function writeAtShutdown(): void
    {
        try {
            $failures = self::write();
        } catch (Throwable $error) {
            $failures = [sprintf("the report could not be written: %s\n", FailureReport::clean($error->getMessage()))];
        }
        if ($failures === []) {
            return;
        }
        fwrite(STDERR, 'user-summaries coverage: ' . implode('', $failures));
        UserSummariesContract::engine()->close();
        exit(1);
    }

    /** Forgets what was added (for tests of this class). */
    public static function reset(): void
    {
        self::$readings = [];
    }

    /** The file of a reading's report: the file named for include_slots=0 and open, a suffix for the others. */
    private static function readingFile(string $file, bool $includeSlots, bool $strict): string
    {
        $suffix = ($includeSlots ? '.slots' : '') . ($strict ? '.strict' : '');
        if ($suffix === '') {
            return $file;
        }
        return str_ends_with($file, '.json') ? substr($file, 0, -5) . $suffix . '.json' : $file . $suffix;
    }
}
