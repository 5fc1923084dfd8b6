<?php

namespace Tests\Feature;

use Illuminate\Http\Response;
use Illuminate\Testing\TestResponse;
use Tests\TestCase;
use UserSummaries\Laravel\Engine\Engine;
use UserSummaries\Laravel\Engine\EngineException;
use UserSummaries\Laravel\Engine\EngineLocator;
use UserSummaries\Laravel\UserSummariesContract;

/**
 * What the assertion says when the engine cannot answer: Node or the package not found (each has a setting),
 * the engine process killed (started again, the assertion passes), dying again and again (a failure that says
 * how it died), a process that is not the engine, an engine that does not answer in time (stopped, and
 * replaced by a new one for the next assertion), a request line longer than the engine reads.
 */
final class EngineFailuresTest extends TestCase
{
    /** Whether this test put an engine of its own in the shared place. */
    private bool $replaced = false;

    protected function tearDown(): void
    {
        if ($this->replaced) {
            Engine::setShared(null); // the next test starts the configured engine again
        }
        parent::tearDown();
    }

    /** Puts $engine in the shared place for this test (tearDown takes it out). */
    private function share(Engine $engine): void
    {
        $this->replaced = true;
        Engine::setShared($engine);
    }

    private function aPage(): TestResponse
    {
        return TestResponse::fromBaseResponse(new Response('[{"date":"2024-01-01"}]', 200, ['Content-Type' => 'application/json']));
    }

    private function failureOf(Engine $engine): string
    {
        $this->share($engine);
        try {
            $this->aPage()->assertUserSummariesContract();
        } catch (EngineException $error) {
            return $error->getMessage();
        }
        $this->fail('the assertion ran; an EngineException was expected');
    }

    private function node(): string
    {
        return UserSummariesContract::locator()->node();
    }

    public function test_node_at_a_path_that_does_not_exist(): void
    {
        $message = $this->failureOf(new Engine(new EngineLocator(null, '/nonexistent/bin/node')));
        $this->assertStringContainsString('Node.js was not found at /nonexistent/bin/node (USER_SUMMARIES_NODE or config user-summaries.node)', $message);
    }

    public function test_node_not_on_path(): void
    {
        $message = $this->failureOf(new Engine(new EngineLocator(null, 'node-that-is-not-installed')));
        $this->assertStringContainsString('Node.js (node-that-is-not-installed) is not on PATH', $message);
    }

    public function test_a_package_path_that_is_not_the_package(): void
    {
        $message = $this->failureOf(new Engine(new EngineLocator(sys_get_temp_dir(), $this->node())));
        $this->assertStringContainsString('is not the user-summaries-tools npm package', $message);
    }

    public function test_an_engine_that_dies_every_time_fails_with_how_it_died(): void
    {
        // A shell stands for the engine: the client's handling of a death is the point, not Node's start-up.
        $engine = new Engine(UserSummariesContract::locator(), 10.0, ['sh', '-c', 'echo engine exploded >&2; exit 3']);
        $message = $this->failureOf($engine);
        $this->assertStringContainsString('the engine process died twice (it was restarted once): exited with code 3; standard error:', $message);
        $this->assertStringContainsString('engine exploded', $message);
        $this->assertSame(2, $engine->starts());
    }

    public function test_a_process_that_is_not_the_engine(): void
    {
        $message = $this->failureOf(new Engine(UserSummariesContract::locator(), 10.0, ['sh', '-c', 'while read -r line; do echo hello; done']));
        $this->assertStringContainsString('is not the contract\'s engine', $message);
    }

    public function test_an_engine_that_does_not_answer_in_time(): void
    {
        // A process that reads nothing and never answers (sleep): the client's clock is the point.
        $engine = new Engine(UserSummariesContract::locator(), 0.2, ['sleep', '30']);
        $message = $this->failureOf($engine);
        $this->assertStringContainsString('the engine did not answer within 0.2 s (USER_SUMMARIES_TIMEOUT); it was stopped', $message);
        // The stopped process is replaced by a new one, which is given its own time.
        $this->assertStringContainsString('the engine did not answer within 0.2 s (USER_SUMMARIES_TIMEOUT); it was stopped', $this->failureOf($engine));
        $this->assertSame(2, $engine->starts());
    }

    public function test_an_engine_stopped_for_its_time_is_replaced_and_the_next_assertion_passes(): void
    {
        $marker = (string) tempnam(sys_get_temp_dir(), 'user-summaries-stall-');
        unlink($marker);
        // The first process (a shell) answers hello, then stalls on the request; every later one is the real engine.
        $script = 'if [ -e "$1" ]; then exec "$2" "$3" engine; fi; : > "$1"; read -r hello; '
            . 'echo \'{"id":0,"ok":true,"engine":"user-summaries-contract","version":"0","protocol":1}\'; exec sleep 30';
        $engine = new Engine(UserSummariesContract::locator(), 2.0, ['sh', '-c', $script, 'stall', $marker, $this->node(), UserSummariesContract::locator()->cli()]);
        try {
            $this->assertStringContainsString('the engine did not answer within 2 s (USER_SUMMARIES_TIMEOUT); it was stopped', $this->failureOf($engine));
            $this->aPage()->assertUserSummariesContract();
            $this->assertSame([['/0/date', 'date_format']], $this->failurePairs(fn () => TestResponse::fromBaseResponse(new Response('[{"date":"2024-01-32"}]', 200, ['Content-Type' => 'application/json']))->assertUserSummariesContract()));
            $this->assertSame(2, $engine->starts());
        } finally {
            @unlink($marker);
        }
    }

    public function test_a_line_past_the_engines_cap_gets_the_engines_own_error_and_the_engine_goes_on(): void
    {
        // The engine started with a cap of 1 MiB (its default, 24 MiB, is no different a path): a 1 MiB body is
        // 1.4 MiB in base64, longer than the cap, and the engine drops it unread.
        $body = '[' . str_repeat(' ', 1024 * 1024) . ']';
        $locator = UserSummariesContract::locator();
        $engine = new Engine($locator, 60.0, [$locator->node(), $locator->cli(), 'engine', '--max-line-bytes', '1048576']);
        $this->share($engine);
        try {
            TestResponse::fromBaseResponse(new Response($body, 200, ['Content-Type' => 'application/json']))->assertUserSummariesContract();
            $this->fail('the assertion ran; an EngineException was expected');
        } catch (EngineException $error) {
            $this->assertSame('user-summaries: the engine refused the request: the line is longer than --max-line-bytes (1048576); it was skipped', $error->getMessage());
        }
        $this->aPage()->assertUserSummariesContract();
        $this->assertSame(1, $engine->starts());
    }

    public function test_the_engine_killed_between_two_assertions_is_started_again(): void
    {
        // Last in the class, with the configured engine: the engine it restarts serves the classes after it.
        $engine = UserSummariesContract::engine();
        // (Run after another class, the shared engine may have started before: its starts are counted from here.)
        $this->aPage()->assertUserSummariesContract();
        $starts = $engine->starts();
        $this->assertGreaterThanOrEqual(1, $starts);
        $kill = proc_open(['kill', '-9', (string) $engine->pid()], [], $pipes);
        proc_close($kill);
        $this->aPage()->assertUserSummariesContract();
        $this->assertSame($starts + 1, $engine->starts());
    }
}
