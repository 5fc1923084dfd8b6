// The coverage of a Laravel suite's assertions: PHPUnit runs feature tests of the example application
// (packages/laravel/example) that assert the hand-written corpora; the engine answers what each body and each
// request exercised,
// the PHP side adds it up and, when the run ends, has the engine write the report into the file the suite names
// (USER_SUMMARIES_COVERAGE), one per reading; below USER_SUMMARIES_COVERAGE_MIN the run exits 1.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { suiteRuns } from '../../../../test/__helpers__/runtimes.js';
import { findLaravelApp, runPhpunit, type PhpunitRun } from './_app.js';

const app = findLaravelApp();
const dir = mkdtempSync(join(tmpdir(), 'us-laravel-coverage-'));

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

function phpunitXml(): string {
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

const run = (env: Readonly<Record<string, string | undefined>>, cwd?: string): Promise<PhpunitRun> =>
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
  );

/** The example application's base path, where a relative USER_SUMMARIES_COVERAGE lands (docs/laravel.md). */
const BASE_PATH = join(ROOT, 'packages/laravel/example');
/** A relative file of this run's own under the application's storage/ (which its .gitignore leaves out). */
const RELATIVE_FOLDER = `storage/us-coverage-${process.pid}-${Date.now().toString(36)}`;
afterAll(() => rmSync(join(BASE_PATH, RELATIVE_FOLDER), { recursive: true, force: true }));

const report = (
  name: string,
): {
  items: { location: string; aspect: string; seen: number }[];
  profile: Record<string, unknown>;
  documents: number;
  requests: number;
} => JSON.parse(readFileSync(join(dir, name), 'utf8'));

describe.runIf(suiteRuns('the Laravel coverage suite', app))('the coverage of a Laravel suite', () => {
  let counted: PhpunitRun;

  beforeAll(async () => {
    writeFileSync(join(dir, 'ContractCoverageTest.php'), TESTS);
    writeFileSync(join(dir, 'phpunit.xml'), phpunitXml());
    const corpora = {
      MIDDLE_PAGE: JSON.stringify(MIDDLE_PAGE),
      BARE_LIST: JSON.stringify([ACTIVITY_DAY]),
      BROKEN_PAGE: JSON.stringify(BROKEN_PAGE),
      REQUESTS,
    };
    writeFileSync(join(dir, 'corpora.json'), JSON.stringify(corpora));
    counted = await run({ USER_SUMMARIES_COVERAGE: join(dir, 'contract.json') });
  }, 120_000);

  it('should write the report of what the assertions checked, one per reading, when the run ends', () => {
    expect(counted.code, `${counted.stdout}\n${counted.stderr}`).toBe(0);
    expect(counted.stdout).toMatch(/^OK \(4 tests, \d+ assertions\)$/m);
    // include_slots=0, as the API serves pages: the file named. Its slots may be missing, so they count present.
    expect(requestSeen(seenOf(report('contract.json')), false)).toEqual(
      addSeen(MIDDLE_PAGE_SEEN, {
        '/activity/slots present': 1,
        '/heart_rate/slots present': 3,
        '/sleep/slots present': 1,
      }),
    );
    expect(report('contract.json').profile).toEqual({
      includeSlots: false,
      strict: false,
      parts: ['day', 'envelope', 'request'],
    });
    expect(requestSeen(seenOf(report('contract.slots.json')), false)).toEqual(
      addSeen(MIDDLE_PAGE_SEEN, ACTIVITY_DAY_SEEN, { ' envelope:bare': 1 }),
    );
    expect(report('contract.slots.json').documents).toBe(2);
    // Each request in the reading of the include_slots it asks for: the first asks for slots, the others not.
    expect([report('contract.slots.json').requests, report('contract.json').requests]).toEqual([1, 2]);
    expect(
      addSeen(requestSeen(seenOf(report('contract.slots.json'))), requestSeen(seenOf(report('contract.json')))),
    ).toEqual(REQUESTS_SEEN);
    expect(seenOf(report('contract.slots.strict.json'))).toEqual(BROKEN_PAGE_SEEN);
    expect(readFileSync(join(dir, 'contract.slots.strict.json'), 'utf8')).not.toContain('mood');
  });

  it('should exit 1 below USER_SUMMARIES_COVERAGE_MIN, naming the missing items, with the reports written', async () => {
    const below = await run({
      USER_SUMMARIES_COVERAGE: join(dir, 'min/contract.json'),
      USER_SUMMARIES_COVERAGE_MIN: '90',
    });
    expect(below.code, `${below.stdout}\n${below.stderr}`).toBe(1);
    expect(below.stdout).toMatch(/^OK \(4 tests, \d+ assertions\)$/m);
    expect(below.stderr).toMatch(
      /^user-summaries coverage: .*min\/contract\.json: coverage \d+\.\d% is below min 90% \(\d+ items never seen\):\n {2}\/ violated:type\n/m,
    );
    expect(existsSync(join(dir, 'min/contract.slots.strict.json'))).toBe(true);
  }, 120_000);

  it('should read a relative file as docs/laravel.md sets it, under the application’s base path, whatever the working folder', async () => {
    // docs/laravel.md's phpunit.xml names `coverage/user-summaries.json`: a relative file. Its check for a Windows
    // drive once raised preg_match(): Unknown modifier ']', which failed every assertion of the run.
    const relative = `${RELATIVE_FOLDER}/user-summaries.json`;
    const elsewhere = mkdtempSync(join(tmpdir(), 'us-laravel-cwd-'));
    try {
      const counted = await run({ USER_SUMMARIES_COVERAGE: relative, USER_SUMMARIES_COVERAGE_MIN: '1' }, elsewhere);
      expect(counted.stdout).not.toContain('preg_match');
      expect(counted.code, `${counted.stdout}\n${counted.stderr}`).toBe(0);
      expect(counted.stdout).toMatch(/^OK \(4 tests, \d+ assertions\)$/m);
      const written = join(BASE_PATH, relative);
      expect(JSON.parse(readFileSync(written, 'utf8')).profile).toEqual({
        includeSlots: false,
        strict: false,
        parts: ['day', 'envelope', 'request'],
      });
      expect(seenOf(JSON.parse(readFileSync(written.replace(/\.json$/, '.slots.strict.json'), 'utf8')))).toEqual(
        BROKEN_PAGE_SEEN,
      );
      expect(existsSync(join(elsewhere, relative))).toBe(false);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 120_000);
});
