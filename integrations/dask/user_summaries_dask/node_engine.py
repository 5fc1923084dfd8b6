"""The node engine: a partition streamed through ``user-summaries validate --format summary`` (the gate)."""
from __future__ import annotations

import json
import os
import shlex
import subprocess
import threading
from pathlib import Path

from .partitions import CHUNK, Partition, RangeReader, open_binary

REPO = Path(__file__).resolve().parents[3]
DEFAULT_CLI = f"node {shlex.quote(str(REPO / 'dist' / 'cli' / 'main.js'))}"


class EngineError(RuntimeError):
    """The gate could not be run (not installed, crashed): a defect of the set-up, not of the data."""


def _arguments(partition: Partition, options: dict) -> list:
    args = ["validate", "--format", "summary", "--jobs", "1", "--max-examples", str(options["max_examples"]), "--max-violations", str(options["max_violations"])]
    if not options["include_slots"]:
        args.append("--no-slots")
    if options["strict"]:
        args.append("--strict")
    args += ["--stdin-name", partition.display]
    if partition.continues:
        args.append("--continues")
    return [*args, "-"]


def _gate_environment() -> dict:
    """The worker's environment without what Dask's nanny sets for Python workers: MALLOC_TRIM_THRESHOLD_=65536
    makes glibc return memory to the system eagerly, which slows the gate by 15-20% (measured; Node's buffers
    come from malloc) and saves nothing in a process that ends with its partition."""
    env = dict(os.environ)
    env.pop("MALLOC_TRIM_THRESHOLD_", None)
    return env


def _feed(process: subprocess.Popen, chunks, failure: list) -> None:
    """Writes the partition to the gate's standard input (in a thread, while the report is read)."""
    try:
        for chunk in chunks:
            process.stdin.write(chunk)
    except BrokenPipeError:
        pass
    except Exception as error:  # a read error of the input: the gate sees the stream end; we report why
        failure.append(error)
    finally:
        try:
            process.stdin.close()
        except BrokenPipeError:
            pass


def validate_with_node(partition: Partition, options: dict, handle) -> tuple:
    """The archive report of one partition and the range's newline count, from the gate on this worker."""
    command = shlex.split(options.get("cli") or DEFAULT_CLI) + _arguments(partition, options)
    reader = None
    if partition.whole and hasattr(handle, "fileno") and not options.get("force_pipe"):
        # A local file: the gate reads the file descriptor itself, no copy through Python.
        try:
            stdin = handle if handle.fileno() >= 0 else subprocess.PIPE
        except (OSError, ValueError):
            stdin = subprocess.PIPE
    else:
        stdin = subprocess.PIPE
    try:
        process = subprocess.Popen(command, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=_gate_environment())
    except OSError as error:
        raise EngineError(f"cannot start the gate ({command[0]}): {error.strerror}; is Node installed on the worker? (--cli, or --engine jsonschema)") from None
    failure: list = []
    feeder = None
    if stdin is subprocess.PIPE:
        if partition.whole:
            chunks = iter(lambda: handle.read(CHUNK), b"")
        else:
            reader = RangeReader(handle, partition.start, partition.end)
            chunks = reader.chunks()
        feeder = threading.Thread(target=_feed, args=(process, chunks, failure), daemon=True)
        feeder.start()
    # Not communicate(): it would close standard input while the feeder still writes to it.
    errors: list = []
    drainer = threading.Thread(target=lambda: errors.append(process.stderr.read()), daemon=True)
    drainer.start()
    stdout = process.stdout.read()
    process.wait()
    drainer.join()
    if feeder is not None:
        feeder.join()
    stderr = errors[0] if errors else b""
    if failure:
        raise failure[0]
    if process.returncode not in (0, 1, 2):
        raise EngineError(f"the gate exited {process.returncode}: {stderr.decode('utf-8', 'replace')[-500:]}")
    try:
        report = json.loads(stdout)
    except ValueError:
        raise EngineError(f"the gate wrote no archive report (exit {process.returncode}): {stderr.decode('utf-8', 'replace')[-500:]}") from None
    return report, (reader.newlines if reader else 0), (reader.skipped if reader else False)
