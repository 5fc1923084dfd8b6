<?php

namespace UserSummaries\Laravel\Engine;

/**
 * One running `user-summaries engine` process: a request line written to its standard input, its answer line
 * read from its standard output. Both pipes are non-blocking and served by one stream_select loop, so a large
 * body is written while whatever the engine writes is read: neither side can fill a pipe and wait on the
 * other. Standard error goes to a temporary file, read only to say why the process died.
 */
final class EngineProcess
{
    private const CHUNK = 65536;
    private const STDERR_SHOWN = 2000;

    /** @var resource */
    private $process;
    /** @var resource */
    private $stdin;
    /** @var resource */
    private $stdout;
    private string $stderrFile;
    private string $buffered = '';

    /**
     * Starts the engine: argv without a shell.
     *
     * @param list<string> $command
     * @throws EngineException when the process cannot be started
     */
    public function __construct(array $command)
    {
        $this->stderrFile = (string) tempnam(sys_get_temp_dir(), 'user-summaries-engine-');
        $pipes = [];
        $process = @proc_open($command, [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['file', $this->stderrFile, 'w']], $pipes);
        if (!is_resource($process)) {
            @unlink($this->stderrFile);
            throw new EngineException('user-summaries: the engine process could not be started (proc_open failed)');
        }
        $this->process = $process;
        [$this->stdin, $this->stdout] = [$pipes[0], $pipes[1]];
        stream_set_blocking($this->stdin, false);
        stream_set_blocking($this->stdout, false);
    }

    /** The process id, for diagnostics (and for tests that stop it). */
    public function pid(): int
    {
        return (int) (proc_get_status($this->process)['pid'] ?? 0);
    }

    /**
     * Writes one line and returns the engine's answer line (without its newline).
     *
     * @throws EngineDied when the process ends before answering
     * @throws EngineException when no answer comes within $timeout seconds (the process is then stopped)
     */
    public function exchange(string $line, float $timeout): string
    {
        if (!is_resource($this->stdin) || !is_resource($this->stdout)) {
            throw new EngineDied('was stopped before this request');
        }
        $out = $line . "\n";
        $written = 0;
        $deadline = microtime(true) + $timeout;
        while (true) {
            $newline = strpos($this->buffered, "\n");
            if ($newline !== false) {
                $answer = substr($this->buffered, 0, $newline);
                $this->buffered = (string) substr($this->buffered, $newline + 1);
                return $answer;
            }
            $left = $deadline - microtime(true);
            if ($left <= 0) {
                $this->stop();
                throw new EngineException(sprintf('user-summaries: the engine did not answer within %s s (USER_SUMMARIES_TIMEOUT); it was stopped', $timeout));
            }
            $read = [$this->stdout];
            $write = $written < strlen($out) ? [$this->stdin] : [];
            $except = null;
            $ready = @stream_select($read, $write, $except, (int) $left, (int) (fmod($left, 1.0) * 1e6));
            if ($ready === false) {
                continue; // interrupted by a signal: try again until the deadline
            }
            if ($write !== []) {
                $sent = @fwrite($this->stdin, substr($out, $written, self::CHUNK));
                if ($sent === false) {
                    throw new EngineDied($this->reason());
                }
                $written += $sent;
            }
            if ($read !== []) {
                $chunk = fread($this->stdout, self::CHUNK);
                if ($chunk === false || ($chunk === '' && feof($this->stdout))) {
                    throw new EngineDied($this->reason());
                }
                $this->buffered .= $chunk;
            }
        }
    }

    /** Closes standard input (the engine then ends) and waits for the process. */
    public function close(): void
    {
        if (is_resource($this->stdin)) {
            fclose($this->stdin);
        }
        if (is_resource($this->stdout)) {
            fclose($this->stdout);
        }
        if (is_resource($this->process)) {
            proc_close($this->process);
        }
        @unlink($this->stderrFile);
    }

    /** Stops the process (SIGKILL) and releases it. */
    public function stop(): void
    {
        if (is_resource($this->process)) {
            proc_terminate($this->process, 9);
        }
        $this->close();
    }

    /** Why the process ended: its exit code or signal, and the end of what it wrote to standard error. */
    private function reason(): string
    {
        $status = proc_get_status($this->process);
        for ($i = 0; $i < 100 && $status['running']; $i++) {
            usleep(10000);
            $status = proc_get_status($this->process);
        }
        $how = $status['running'] ? 'stopped answering' : ($status['signaled'] ? sprintf('was killed by signal %d', $status['termsig']) : sprintf('exited with code %d', $status['exitcode']));
        $stderr = trim((string) @file_get_contents($this->stderrFile));
        if (strlen($stderr) > self::STDERR_SHOWN) {
            $stderr = '…' . substr($stderr, -self::STDERR_SHOWN);
        }
        $stderr = (string) preg_replace_callback('/[\x00-\x08\x0b-\x1f\x7f]/', static fn (array $m): string => sprintf('\\x%02x', ord($m[0])), $stderr);
        $this->stop();
        return $how . ($stderr === '' ? ' (nothing on standard error)' : "; standard error:\n" . $stderr);
    }
}
