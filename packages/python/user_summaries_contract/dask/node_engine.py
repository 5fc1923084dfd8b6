"""The node engine: a partition streamed through ``user-summaries validate --format summary`` (the gate), or with
``options["replay"]`` through ``user-summaries diff BASE HEAD --frames`` (its replay report)."""
from __future__ import annotations

import json
import os
import shlex
import subprocess
import tempfile
import threading

from .gate import GATE
from .partitions import CHUNK, Partition, RangeReader


class EngineError(RuntimeError):
    """The gate could not be run (not installed, crashed): a defect of the set-up, not of the data."""


def _replay_arguments(options: dict) -> list:
    """``diff BASE HEAD --frames``: each partition judged by both versions, the attributed changes given (``--changes``,
    the diff computed once for the run) or else computed once by each gate process."""
    replay = options["replay"]
    args = ["diff", replay["base"], replay["head"], *replay.get("diff", []), "--frames", "--jobs", "1", "--max-examples", str(options["max_examples"])]
    for flag, on in (("--no-slots", not options["include_slots"]), ("--strict", options["strict"]), ("--show-values", replay.get("show_values", False))):
        if on:
            args.append(flag)
    if replay.get("changes"):
        # The diff's changes, computed once for the run: the gate does not compute the diff again.
        args += ["--changes", replay["changes"]]
    return args


def _arguments(options: dict) -> list:
    if options.get("replay"):
        return _replay_arguments(options)
    args = ["validate", "--format", "summary", "--frames", "--jobs", "1", "--max-examples", str(options["max_examples"]), "--max-violations", str(options["max_violations"])]
    if not options["include_slots"]:
        args.append("--no-slots")
    if options["strict"]:
        args.append("--strict")
    if options.get("contract"):
        # Another version of the contract (a folder the workers read), compiled by the gate at its start.
        args += ["--contract", options["contract"]]
    if options.get("coverage"):
        # Each frame's coverage report follows its archive report (docs/coverage.md).
        args += ["--coverage", "-"]
    limits = options.get("limits", {})
    for name, flag in (("max_bytes", "--max-bytes"), ("max_depth", "--max-depth")):
        if name in limits:
            args += [flag, str(limits[name])]
    return args


def _gate_environment() -> dict:
    """The worker's environment without what Dask's nanny sets for Python workers: MALLOC_TRIM_THRESHOLD_=65536
    makes glibc return memory to the system eagerly, which slows the gate by 15-20% (measured; Node's buffers
    come from malloc)."""
    env = dict(os.environ)
    env.pop("MALLOC_TRIM_THRESHOLD_", None)
    return env


class _Gate:
    """One long-lived gate process (`validate --format summary --frames`) on this worker: partitions go in as
    frames, one report comes back for each, so a partition does not pay for Node's start and the JIT's warm-up.
    It ends when its standard input closes, so it dies with the worker that started it."""

    def __init__(self, command: list):
        self.errors = tempfile.TemporaryFile()
        try:
            self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.errors, env=_gate_environment())
        except OSError as error:
            raise EngineError(f"cannot start the gate ({command[0]}): {error.strerror}; is Node installed on the worker? (--cli, or --engine jsonschema)") from None

    def _failure(self, what: str) -> EngineError:
        self.process.kill()
        self.process.wait()
        self.errors.seek(0)
        return EngineError(f"the gate {what} (exit {self.process.returncode}): {self.errors.read().decode('utf-8', 'replace')[-500:]}")

    def _block(self) -> bytes:
        """One block of the gate's answer: its length on a line, then that many bytes."""
        length = self.process.stdout.readline()
        if not length:
            raise self._failure("ended without a report")
        return self.process.stdout.read(int(length))

    def validate(self, name: str, continues: bool, chunks, coverage: bool = False) -> tuple:
        """The partition's archive report, and its coverage report when the gate was asked for it (else None)."""
        stdin = self.process.stdin
        try:
            stdin.write(json.dumps({"name": name, "continues": continues}).encode("utf-8") + b"\n")
            for chunk in chunks:
                if chunk:
                    stdin.write(b"%d\n" % len(chunk))
                    stdin.write(chunk)
            stdin.write(b"0\n")
            stdin.flush()
            text = self._block()
            covered = self._block() if coverage else None
        except (BrokenPipeError, ValueError):
            raise self._failure("stopped") from None
        return json.loads(text), (json.loads(covered) if covered is not None else None)


_idle: dict = {}
_lock = threading.Lock()
_started: list = []


def gate_peak_kib() -> int:
    """The largest peak resident memory (VmHWM, KiB) of the gates this worker started (0 where /proc is absent)."""
    peak = 0
    for gate in _started:
        try:
            with open(f"/proc/{gate.process.pid}/status", encoding="ascii") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        peak = max(peak, int(line.split()[1]))
        except OSError:
            continue
    return peak


def gate_cpu_seconds() -> float:
    """CPU seconds (user and system) the gates this worker started have used so far (0 where /proc is absent)."""
    total = 0
    for gate in _started:
        try:
            with open(f"/proc/{gate.process.pid}/stat", encoding="ascii") as stat:
                # After the command's name in parentheses: utime and stime are the 12th and 13th fields.
                fields = stat.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except (OSError, IndexError, ValueError):
            continue
    return total / os.sysconf("SC_CLK_TCK")


def _take(command: list) -> _Gate:
    key = tuple(command)
    with _lock:
        idle = _idle.setdefault(key, [])
        if idle:
            return idle.pop()
    gate = _Gate(command)
    _started.append(gate)
    return gate


def _give_back(command: list, gate: _Gate) -> None:
    with _lock:
        _idle.setdefault(tuple(command), []).append(gate)


def validate_with_node(partition: Partition, options: dict, handle) -> tuple:
    """The archive report of one partition (with ``options["replay"]``, its replay report), the range's newline
    count, whether it began inside a line, and the partition's coverage report (None unless
    ``options["coverage"]``), from this worker's gate."""
    # The client resolves the command (gate.default_gate); a caller that gives none gets the worker's PATH's gate.
    command = shlex.split(options.get("cli") or GATE) + _arguments(options)
    reader = None
    if partition.whole:
        chunks = iter(lambda: handle.read(CHUNK), b"")
    else:
        reader = RangeReader(handle, partition.start, partition.end)
        chunks = reader.chunks()
    gate = _take(command)
    # A gate that failed is not given back: the next partition starts a new one.
    report, coverage = gate.validate(partition.display, partition.continues, chunks, bool(options.get("coverage")))
    _give_back(command, gate)
    return report, (reader.newlines if reader else 0), (reader.skipped if reader else False), coverage
