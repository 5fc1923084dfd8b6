"""The work done on a Dask worker for one partition, and the reduction of the partial results."""
from __future__ import annotations

import errno
import resource

from .partitions import Partition, open_binary
from .report import ReportBuilder, merge_reports, shift_lines

_REASONS = {errno.ENOENT: "no such file or directory", errno.EACCES: "permission denied", errno.EPERM: "permission denied"}


def _unreadable(partition: Partition, options: dict, error: OSError) -> dict:
    """The report of a partition whose file cannot be opened: one unreadable document, as the gate says it."""
    builder = ReportBuilder(
        {"includeSlots": options["include_slots"], "strict": options["strict"], "maxViolations": options["max_violations"]},
        options["max_examples"],
    )
    reason = _REASONS.get(getattr(error, "errno", None), f"cannot be read ({type(error).__name__})")
    builder.add(partition.display, "error", errors=[("unreadable", reason, 0)])
    return builder.build(0 if partition.continues else 1, 0, 0)


def _memory() -> dict:
    """Peak resident memory (KiB) of this worker process and of the gate processes it runs (0 for jsonschema)."""
    from .node_engine import gate_peak_kib

    return {"worker": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, "gate": gate_peak_kib()}


def validate_partition(partition: Partition, options: dict) -> dict:
    """Validates one partition on this worker with the chosen engine.

    Returns ``{"index", "report", "newlines", "skipped", "whole", "display", "memory"}``: a pure function of the partition's
    bytes, so a partition Dask runs again (a worker lost) gives the same result, and the reduction of these
    results counts every line once.
    """
    try:
        handle = open_binary(partition.url)
    except OSError as error:
        return {"index": partition.index, "display": partition.display, "whole": partition.whole, "report": _unreadable(partition, options, error), "newlines": 0, "skipped": False, "memory": _memory()}
    with handle:
        if options["engine"] == "jsonschema":
            from .jsonschema_engine import validate_with_jsonschema as run
        else:
            from .node_engine import validate_with_node as run
        report, newlines, skipped = run(partition, options, handle)
    return {"index": partition.index, "display": partition.display, "whole": partition.whole, "report": report, "newlines": newlines, "skipped": skipped, "memory": _memory()}


def reduce_results(results: list) -> dict:
    """The merged report of all partitions: byte ranges get their file's line numbers, then all merge.

    A range's first line is line 1 of its own report; its number in the file is one more than the newlines
    of the ranges before it, plus one when the range begins inside a line (that line belongs to the range before).
    """
    ordered = sorted(results, key=lambda r: r["index"])
    newlines_before: dict = {}
    reports = []
    for result in ordered:
        if result["whole"]:
            reports.append(result["report"])
            continue
        before = newlines_before.get(result["display"], 0)
        shift = before + (1 if result["skipped"] else 0)
        reports.append(shift_lines(result["report"], shift))
        newlines_before[result["display"]] = before + result["newlines"]
    return merge_reports(reports)
