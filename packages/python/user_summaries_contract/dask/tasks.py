"""The work done on a Dask worker for one partition, and the reduction of the partial results."""
from __future__ import annotations

import errno
import os
import resource

from .partitions import Partition, open_binary, stat_of
from .report import ReportBuilder, merge_reports, shift_lines

_REASONS = {errno.ENOENT: "no such file or directory", errno.EACCES: "permission denied", errno.EPERM: "permission denied"}


CHANGED = "the file changed during the run (its size or modification time is not what it was when the run was planned); none of it is counted"
VANISHED = "the file vanished during the run (it was there when the run was planned); none of it is counted"


def _profile(options: dict) -> dict:
    return {"includeSlots": options["include_slots"], "strict": options["strict"], "maxViolations": options["max_violations"]}


def _file_report(display: str, profile: dict, max_examples: int, message: str) -> dict:
    """The report of a file that cannot be read as a whole: one unreadable document, as the gate says it."""
    builder = ReportBuilder(profile, max_examples)
    builder.add(display, "error", errors=[("unreadable", message, 0)])
    return builder.build(1, 0, 0)


def _memory() -> dict:
    """Peak resident memory (KiB) of this worker process and of the gate processes it runs (0 for jsonschema)."""
    from .node_engine import gate_peak_kib

    return {"worker": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, "gate": gate_peak_kib()}


def _now(partition: Partition, handle) -> tuple:
    """(size, modification time in ns) of the open file now; the time None where the plan has none."""
    try:
        if partition.url.startswith("/"):
            info = os.fstat(handle.fileno())
            return info.st_size, info.st_mtime_ns
        size, mtime = stat_of(partition.url)
        return size, mtime if partition.mtime is not None else None
    except (OSError, ValueError):
        return None, None


def _same_as_planned(partition: Partition, handle) -> bool:
    return _now(partition, handle) == (partition.size, partition.mtime)


def validate_partition(partition: Partition, options: dict) -> dict:
    """Validates one partition on this worker with the chosen engine.

    Returns ``{"index", "report", "newlines", "skipped", "whole", "display", "file_problem", "memory"}`` (and
    ``"coverage"``, the partition's coverage report, with the node engine and ``options["coverage"]``): a pure
    function of the partition's bytes, so a partition Dask runs again (a worker lost) gives the same result,
    and the reduction of these results counts every line once. ``file_problem`` says why the file cannot be
    counted at all (it is missing, it vanished or it changed since the run was planned): the reduction then
    reports the file once, whatever its partitions say.
    """
    result = {"index": partition.index, "display": partition.display, "whole": partition.whole, "newlines": 0, "skipped": False, "file_problem": None}
    try:
        handle = open_binary(partition.url)
    except OSError as error:
        reason = _REASONS.get(getattr(error, "errno", None), f"cannot be read ({type(error).__name__})")
        if partition.size is not None and getattr(error, "errno", None) == errno.ENOENT:
            reason = VANISHED
        result["file_problem"] = reason
        result["report"] = _file_report(partition.display, _profile(options), options["max_examples"], reason)
        return {**result, "memory": _memory()}
    with handle:
        if not _same_as_planned(partition, handle):
            result["file_problem"] = CHANGED
        else:
            if options["engine"] == "jsonschema":
                from .jsonschema_engine import validate_with_jsonschema as run
            else:
                from .node_engine import validate_with_node as run
            # The node engine also returns the partition's coverage report (None unless asked for).
            report, newlines, skipped, *coverage = run(partition, options, handle)
            # A file that grew, shrank or was rewritten while it was read: what was read is not the file.
            if not _same_as_planned(partition, handle):
                result["file_problem"] = CHANGED
            result.update(report=report, newlines=newlines, skipped=skipped, coverage=coverage[0] if coverage else None)
    if result["file_problem"] is not None:
        result["report"] = _file_report(partition.display, _profile(options), options["max_examples"], result["file_problem"])
    return {**result, "memory": _memory()}


def reduce_results(results: list) -> dict:
    """The merged report of all partitions: byte ranges get their file's line numbers, then all merge.

    A range's first line is line 1 of its own report; its number in the file is one more than the newlines
    of the ranges before it, plus one when the range begins inside a line (that line belongs to the range before).
    A file one of whose partitions has a ``file_problem`` counts once, as one unreadable document.
    """
    ordered = sorted(results, key=lambda r: r["index"])
    problem_of: dict = {}
    for result in ordered:
        if result.get("file_problem") is not None:
            problem_of.setdefault(result["display"], result)
    newlines_before: dict = {}
    reports = []
    for result in ordered:
        first = problem_of.get(result["display"])
        if first is not None:
            if first is result:
                reports.append(result["report"])
            continue
        if result["whole"]:
            reports.append(result["report"])
            continue
        before = newlines_before.get(result["display"], 0)
        shift = before + (1 if result["skipped"] else 0)
        reports.append(shift_lines(result["report"], shift))
        newlines_before[result["display"]] = before + result["newlines"]
    return merge_reports(reports)
