"""Runs the validation of an archive on a Dask cluster: one task per partition, the partial reports reduced
with the merge into the report of the whole archive."""
from __future__ import annotations

import os
import tempfile
import time
import zipfile
from pathlib import Path

from .coverage import merge_coverage
from .partitions import plan
from .report import format_report
from .tasks import reduce_results, validate_partition

PACKAGE = Path(__file__).resolve().parents[1]


def _ship_package(client) -> None:
    """Uploads this distribution's package (``user_summaries_contract``: this integration, the module of violations
    the jsonschema engine calls, its rule data and bundles) to the cluster's workers as one zip archive, so
    workers on other hosts import it without installing it."""
    with tempfile.TemporaryDirectory() as folder:
        archive = os.path.join(folder, "user_summaries_contract.zip")
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zipped:
            for path in sorted(PACKAGE.rglob("*")):
                if path.is_file() and path.suffix in (".py", ".json"):
                    zipped.write(path, str(path.relative_to(PACKAGE.parent)))
        client.upload_file(archive)


def connect(scheduler: str | None, workers: int | None):
    """A client of the scheduler named, or of a local cluster of `workers` processes (one thread each)."""
    from distributed import Client, LocalCluster

    if scheduler:
        client = Client(scheduler)
        _ship_package(client)
        return client, None
    import dask

    # Worker processes start from a fork server (Python's own default on Linux from 3.14): each worker is a
    # fork of a process that has imported Dask once, instead of a new interpreter importing it again (about
    # half a second of CPU per worker, and per restart). DASK_DISTRIBUTED__WORKER__MULTIPROCESSING_METHOD
    # chooses another.
    method = os.environ.get("DASK_DISTRIBUTED__WORKER__MULTIPROCESSING_METHOD", "forkserver")
    with dask.config.set({"distributed.worker.multiprocessing-method": method}):
        cluster = LocalCluster(
            n_workers=workers or os.cpu_count() or 1,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=40,
        )
    return Client(cluster), cluster


def validate_archive(paths: list, options: dict, scheduler: str | None = None, workers: int | None = None, on_submitted=None, on_planned=None) -> tuple:
    """The merged archive report (as text), its exit code, and facts about the run (for the summary line).

    ``on_planned(partitions)`` and ``on_submitted(client, futures)`` are called at those moments (the tests
    change files after the plan, and kill a worker while it works).
    """
    started = time.monotonic()
    partitions = plan(paths, options["partition_size"])
    if on_planned is not None:
        on_planned(partitions)
    client, cluster = connect(scheduler, workers)
    connected = time.monotonic()
    try:
        # pure=False would give new keys on every call; the partition itself names its task, so a task that
        # Dask runs again (its worker was lost) is the same task, and its result replaces nothing.
        futures = [
            client.submit(validate_partition, partition, options, key=f"user-summaries-partition-{partition.index}-{os.getpid()}-{int(started * 1000)}", retries=2)
            for partition in partitions
        ]
        if on_submitted is not None:
            on_submitted(client, futures)
        results = client.gather(futures)
        merged = reduce_results(results)
        coverage = merge_coverage(results, options["cli"]) if options.get("coverage") else None
        finished = time.monotonic()
        threads = sum(client.nthreads().values())
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    memory = {
        "worker_kib": max((r["memory"]["worker"] for r in results), default=0),
        "gate_kib": max((r["memory"]["gate"] for r in results), default=0),
    }
    facts = {
        "partitions": len(partitions),
        "workers": threads,
        "seconds": finished - started,
        "startup_seconds": connected - started,
        "counts": merged["counts"],
        "memory": memory,
        # The merged coverage report (JSON text), with options["coverage"]; None when nothing was read.
        "coverage": coverage,
    }
    return format_report(merged), merged["exitCode"], facts


def replay_archive(paths: list, options: dict, scheduler: str | None = None, workers: int | None = None) -> tuple:
    """The merged replay (``options["replay"]``: both versions' folders, the output's format) printed as the
    single-host ``diff BASE HEAD --replay`` prints it, its exit code, and facts about the run (for the summary line).
    The partitions and the printing run on the workers: the client needs no gate of its own."""
    from .replay import cpu_seconds, diff_changes, reduce_replays, render_replay, replay_partition, with_changes, without_exchanges

    started = time.monotonic()
    partitions = without_exchanges(plan(paths, options["partition_size"]))
    client, cluster = connect(scheduler, workers)
    connected = time.monotonic()
    try:
        # The diff once, on a worker: its changes go to every worker's gate, which then computes none.
        changes, diffing = client.submit(_timed_changes, options, pure=False).result()
        options = with_changes(options, changes)
        futures = [
            client.submit(replay_partition, partition, options, key=f"user-summaries-replay-{partition.index}-{os.getpid()}-{int(started * 1000)}", retries=2)
            for partition in partitions
        ]
        results = client.gather(futures)
        merged = reduce_replays(results, options)
        text, code, printing = client.submit(render_replay, merged, options, pure=False).result()
        finished = time.monotonic()
        threads = sum(client.nthreads().values())
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    facts = {
        "partitions": len(partitions),
        "workers": threads,
        "seconds": finished - started,
        "startup_seconds": connected - started,
        "replay": merged,
        # CPU seconds of the workers (Python), of their gates (judging), of the diff computed once, of the printing.
        "cpu": {**cpu_seconds(results), "diff": diffing, "printing": printing},
        "memory": {
            "worker_kib": max((r["memory"]["worker"] for r in results), default=0),
            "gate_kib": max((r["memory"]["gate"] for r in results), default=0),
        },
    }
    return text, code, facts


def _timed_changes(options: dict) -> tuple:
    """The diff's changes (replay.diff_changes) and the CPU seconds the gate spent computing them, on a worker."""
    import resource

    from .replay import diff_changes

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    changes = diff_changes(options)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return changes, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
