<?php

namespace UserSummaries\Laravel\Engine;

/**
 * The client of the contract's engine (`user-summaries engine`, docs/laravel.md "The engine protocol"): one
 * long-lived Node process per PHP process, started on first use, so a test run pays Node's start-up once.
 * When the process dies it is started again once and the request is sent again; when that one dies too, the
 * request fails with an EngineException that says why (exit code or signal, the engine's standard error).
 * A process stopped by this client (no answer in time, an answer out of turn) is forgotten with it: the next
 * request starts a new one, as after a death.
 */
final class Engine
{
    /** The protocol version this client speaks. */
    public const PROTOCOL = 1;

    private static ?Engine $shared = null;

    private ?EngineProcess $process = null;
    private int $nextId = 1;
    private int $starts = 0;

    /**
     * @param list<string>|null $command the engine's argv; null: Node and the package's CLI from $locator
     */
    public function __construct(
        private EngineLocator $locator,
        private float $timeout = 60.0,
        private ?array $command = null,
    ) {
    }

    /** The engine of this PHP process, created with $factory the first time. */
    public static function shared(callable $factory): self
    {
        if (self::$shared === null) {
            self::$shared = $factory();
            register_shutdown_function(static function (): void {
                self::$shared?->close();
            });
        }
        return self::$shared;
    }

    /** Replaces the engine of this PHP process (null: the next use creates one); the old one is closed. */
    public static function setShared(?self $engine): void
    {
        if (self::$shared !== null && self::$shared !== $engine) {
            self::$shared->close();
        }
        self::$shared = $engine;
    }

    /**
     * Sends one request (an array the protocol describes; `id` is added) and returns the decoded answer.
     *
     * @param array<string, mixed> $request
     * @return array<string, mixed>
     * @throws EngineException
     */
    public function request(array $request): array
    {
        $request = ['id' => $this->nextId++] + $request;
        // Bodies travel as base64 (their bytes exactly); a query or header string that is not UTF-8 has its bad
        // bytes replaced by U+FFFD, which fails the request's formats as the bytes themselves would.
        $line = json_encode($request, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION | JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR);
        $died = null;
        for ($attempt = 0; $attempt < 2; $attempt++) {
            try {
                return $this->decode($this->exchange($this->running(), $line), $request['id']);
            } catch (EngineDied $death) {
                $this->process = null;
                $died = $death;
            }
        }
        throw new EngineException(sprintf(
            'user-summaries: the engine process died twice (it was restarted once): %s',
            $died?->getMessage() ?? 'unknown reason',
        ));
    }

    /** How many times the engine process was started (1 after first use; 2 after a restart). */
    public function starts(): int
    {
        return $this->starts;
    }

    /** The running process's id (starting it if needed): for diagnostics and tests. */
    public function pid(): int
    {
        return $this->running()->pid();
    }

    /** Ends the engine process (the next request starts a new one). */
    public function close(): void
    {
        $this->process?->close();
        $this->process = null;
    }

    private function running(): EngineProcess
    {
        if ($this->process !== null) {
            return $this->process;
        }
        $command = $this->command ?? [$this->locator->node(), $this->locator->cli(), 'engine'];
        $process = new EngineProcess($command);
        $this->starts++;
        $this->process = $process;
        $hello = json_decode($this->exchange($process, '{"id":0,"check":"hello"}'), true);
        if (!is_array($hello) || ($hello['engine'] ?? null) !== 'user-summaries-contract') {
            $this->close();
            throw new EngineException('user-summaries: the process started is not the contract\'s engine (no hello answer): is USER_SUMMARIES_PACKAGE the user-summaries-tools package, built?');
        }
        if (($hello['protocol'] ?? null) !== self::PROTOCOL) {
            $this->close();
            throw new EngineException(sprintf('user-summaries: the engine speaks protocol %s, this package speaks %d: install matching versions', json_encode($hello['protocol'] ?? null), self::PROTOCOL));
        }
        return $process;
    }

    /**
     * One line to the process and its answer. A process that did not answer in time was stopped: it is
     * forgotten, so the next request starts a new one instead of writing to closed pipes.
     *
     * @throws EngineDied
     * @throws EngineException
     */
    private function exchange(EngineProcess $process, string $line): string
    {
        try {
            return $process->exchange($line, $this->timeout);
        } catch (EngineException $stopped) {
            if ($this->process === $process) {
                $this->process = null;
            }
            throw $stopped;
        }
    }

    /** @return array<string, mixed> */
    private function decode(string $answer, int $id): array
    {
        $decoded = json_decode($answer, true);
        if (!is_array($decoded)) {
            $this->process?->stop();
            $this->process = null;
            throw new EngineException('user-summaries: the engine answered a line that is not JSON: is USER_SUMMARIES_PACKAGE the user-summaries-tools package, built?');
        }
        // A line the engine could not read (longer than its --max-line-bytes) is answered in turn, with its own
        // error and no id (the id was in the bytes it dropped): that answer is this request's.
        if (isset($decoded['error']) && array_key_exists('id', $decoded) && $decoded['id'] === null) {
            throw new EngineException('user-summaries: the engine refused the request: ' . (string) $decoded['error']);
        }
        if (($decoded['id'] ?? null) !== $id) {
            $this->process?->stop();
            $this->process = null;
            throw new EngineException('user-summaries: the engine answered out of turn (another request id); it was stopped');
        }
        if (isset($decoded['error'])) {
            throw new EngineException('user-summaries: the engine refused the request: ' . (string) $decoded['error']);
        }
        return $decoded;
    }
}
