// The coverage suite's fixture (coverage.test.ts, and coverage.deep.test.ts at full depth): a PHPUnit suite of the
// Laravel example application's bootstrap whose feature tests assert the hand-written corpora of
// test/__helpers__/coverageCorpora.ts, written into a folder of the run, and the PHPUnit run of it with the
// coverage settings a test gives (USER_SUMMARIES_COVERAGE, USER_SUMMARIES_COVERAGE_MIN).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { ROOT } from '../../../../test/__helpers__/cli.js';
import {
  ACTIVITY_DAY,
  ACTIVITY_DAY_SEEN,
  addSeen,
  BROKEN_PAGE,
  BROKEN_PAGE_SEEN,
  MIDDLE_PAGE,
  MIDDLE_PAGE_SEEN,
  REQUESTS,
  REQUESTS_SEEN,
  requestSeen,
  seenOf,
} from '../../../../test/__helpers__/coverageCorpora.js';
import { findLaravelApp, runPhpunit, type PhpunitRun } from './_app.js';

/** php with Laravel and phpunit, or why not. */
export const app = findLaravelApp();

const TESTS = `<?php

namespace Coverage;

use Illuminate\\Http\\Response;
use Illuminate\\Testing\\TestResponse;
use Tests\\TestCase;

/** The hand-written corpora of test/__helpers__/coverageCorpora.ts, asserted as responses of the API. */
final class ContractCoverageTest extends TestCase
{
    private function respond(string $name): TestResponse
    {
        $corpora = json_decode((string) file_get_contents((string) getenv('USER_SUMMARIES_COVERAGE_CORPORA')), true);
        return TestResponse::fromBaseResponse(new Response($corpora[$name], 200, ['Content-Type' => 'application/json']));
    }

    public function test_a_middle_page_as_the_api_serves_it(): void
    {
        $this->respond('MIDDLE_PAGE')->assertUserSummariesContract();
    }

    public function test_a_middle_page_and_a_bare_list_with_slots(): void
    {
        $this->respond('MIDDLE_PAGE')->assertUserSummariesContract(['include_slots' => true]);
        $this->respond('BARE_LIST')->assertUserSummariesContract(['include_slots' => true]);
    }

    public function test_a_broken_page_in_the_strict_profile(): void
    {
        $response = $this->respond('BROKEN_PAGE');
        $this->assertSame(
            [['/data/0/date', 'date_format'], ['/data/0/sleep/mood', 'unknown_field'], ['/data/0/sleep/slots/0/type', 'in'], ['/data/1', 'type'], ['/meta/total', 'type']],
            $this->failurePairs(static fn () => $response->assertUserSummariesContract(['include_slots' => true, 'strict' => true])),
        );
    }

    public function test_the_requests(): void
    {
        $requests = json_decode((string) file_get_contents((string) getenv('USER_SUMMARIES_COVERAGE_CORPORA')), true)['REQUESTS'];
        $response = $this->respond('MIDDLE_PAGE');
        $response->assertUserSummariesRequest(['request' => $requests[0]]);
        $this->assertSame(
            [['/headers/authorization', 'bearer'], ['/headers/content-type', 'content_type'], ['/query/date_to', 'after_or_equal'], ['/query/per_page', 'type']],
            $this->failurePairs(static fn () => $response->assertUserSummariesRequest(['request' => $requests[1]])),
        );
        $this->assertSame(
            [['/headers/authorization', 'required'], ['/query/page', 'min']],
            $this->failurePairs(static fn () => $response->assertUserSummariesRequest(['request' => $requests[2]])),
        );
    }
}
`;

/** The suite's phpunit.xml: the example application's bootstrap, the suite's one PHP test file in `dir`. */
function phpunitXml(dir: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<phpunit bootstrap="${ROOT}packages/laravel/example/bootstrap/autoload.php" colors="false" cacheResult="false" failOnWarning="true" failOnRisky="true">
  <testsuites><testsuite name="Coverage"><file>${join(dir, 'ContractCoverageTest.php')}</file></testsuite></testsuites>
  <php>
    <env name="APP_ENV" value="testing"/>
    <env name="APP_KEY" value="base64:9hUnzn7yZpJgSSy1TEv0pIhd8uOgCqBfcmxcwzMG6U8="/>
    <env name="CACHE_DRIVER" value="array"/>
    <env name="SESSION_DRIVER" value="array"/>
  </php>
</phpunit>
`;
}

/** The example application's base path, where a relative USER_SUMMARIES_COVERAGE lands (docs/laravel.md). */
export const BASE_PATH = join(ROOT, 'packages/laravel/example');

/** A coverage report as the engine writes it. */
interface CoverageReport {
  readonly items: { location: string; aspect: string; seen: number }[];
  readonly profile: Record<string, unknown>;
  readonly documents: number;
  readonly requests: number;
}

/** A test file's copy of the suite: its folder, its PHPUnit runs, the reports they write. */
export interface CoverageSuite {
  /** The folder of the PHP tests, the phpunit.xml, the corpora, and the reports named by an absolute path. */
  readonly dir: string;
  /** A folder of this file's own under the application's storage/ (which its .gitignore leaves out), relative to it. */
  readonly relativeFolder: string;
  /** Runs the suite's PHPUnit with these coverage settings (in `cwd` when given). */
  run(env: Readonly<Record<string, string | undefined>>, cwd?: string): Promise<PhpunitRun>;
  /** A report a run wrote: an absolute path, or a name in `dir`. */
  report(name: string): CoverageReport;
}

/**
 * The suite for the test file it is called in (at collection): its folder, written there, and removed with the
 * relative reports when the file ends (each file its own: the test files of a worker share their modules).
 */
export function useCoverageSuite(): CoverageSuite {
  const dir = mkdtempSync(join(tmpdir(), 'us-laravel-coverage-'));
  const relativeFolder = `storage/us-coverage-${process.pid}-${Date.now().toString(36)}`;
  writeFileSync(join(dir, 'ContractCoverageTest.php'), TESTS);
  writeFileSync(join(dir, 'phpunit.xml'), phpunitXml(dir));
  const corpora = {
    MIDDLE_PAGE: JSON.stringify(MIDDLE_PAGE),
    BARE_LIST: JSON.stringify([ACTIVITY_DAY]),
    BROKEN_PAGE: JSON.stringify(BROKEN_PAGE),
    REQUESTS,
  };
  writeFileSync(join(dir, 'corpora.json'), JSON.stringify(corpora));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(BASE_PATH, relativeFolder), { recursive: true, force: true });
  });
  return {
    dir,
    relativeFolder,
    run: (env, cwd) =>
      runPhpunit(
        app.ok ? app.command : 'phpunit',
        ['-c', join(dir, 'phpunit.xml')],
        {
          USER_SUMMARIES_PACKAGE: `${ROOT}packages/tools`,
          USER_SUMMARIES_COVERAGE_CORPORA: join(dir, 'corpora.json'),
          USER_SUMMARIES_COVERAGE: undefined,
          USER_SUMMARIES_COVERAGE_MIN: undefined,
          ...env,
        },
        cwd,
      ),
    report: (name) => JSON.parse(readFileSync(name.startsWith('/') ? name : join(dir, name), 'utf8')) as CoverageReport,
  };
}

/**
 * What a run that counted the suite's four tests wrote, one report per reading, each at `file(reading)` (the
 * reading's suffix: '' for the file named, `.slots`, `.slots.strict`): exactly what the assertions checked.
 */
export function expectTheReports(
  suite: CoverageSuite,
  file: (reading: '' | '.slots' | '.slots.strict') => string,
): void {
  const [plain, slots, strict] = [
    suite.report(file('')),
    suite.report(file('.slots')),
    suite.report(file('.slots.strict')),
  ];
  // include_slots=0, as the API serves pages: the file named. Its slots may be missing, so they count present.
  expect(requestSeen(seenOf(plain), false)).toEqual(
    addSeen(MIDDLE_PAGE_SEEN, {
      '/activity/slots present': 1,
      '/heart_rate/slots present': 3,
      '/sleep/slots present': 1,
    }),
  );
  expect(plain.profile).toEqual({ includeSlots: false, strict: false, parts: ['day', 'envelope', 'request'] });
  expect(requestSeen(seenOf(slots), false)).toEqual(
    addSeen(MIDDLE_PAGE_SEEN, ACTIVITY_DAY_SEEN, { ' envelope:bare': 1 }),
  );
  expect(slots.documents).toBe(2);
  // Each request in the reading of the include_slots it asks for: the first asks for slots, the others not.
  expect([slots.requests, plain.requests]).toEqual([1, 2]);
  expect(addSeen(requestSeen(seenOf(slots)), requestSeen(seenOf(plain)))).toEqual(REQUESTS_SEEN);
  expect(seenOf(strict)).toEqual(BROKEN_PAGE_SEEN);
  expect(readFileSync(file('.slots.strict'), 'utf8')).not.toContain('mood');
}
