"""Replay on Dask (``user-summaries-dask --replay BASE HEAD FILES...``): every recorded document judged by two versions
of the contract, the documents whose verdict changed counted per change of their diff.

The gate computes the diff of the two versions once, on a worker (``diff BASE HEAD --format json``); each
partition then goes through the gate's ``diff BASE HEAD --frames --changes JSON`` on a worker (one long-lived
process per worker, given the diff's changes, so it computes no diff); the partitions' replay reports are merged here into the report of the whole
archive, as ``diff BASE HEAD --replay FILES...`` makes it on one host (counts summed, the first examples in input
order, an NDJSON record's line the file's); the gate's ``diff BASE HEAD --replay-report -`` prints it after the
diff, text or JSON, with the single-host replay's exit code.
"""
from __future__ import annotations

import errno
import json
import os
import re
import resource
import shlex
import subprocess

from .partitions import Partition, open_binary
from .tasks import _REASONS, CHANGED, VANISHED, _memory, _same_as_planned

TURNS = ("headRejects", "headAccepts")
MAX_CHANGES_ARGUMENT = 100 * 1024
"""The longest ``--changes`` JSON given to a gate: Linux takes at most 128 KiB in one argument of a command line."""
_BODIES = re.compile(r"^responses\.include_slots-[01]\.ndjson(?:\.gz)?$")
_EXCHANGES = re.compile(r"^exchanges\.ndjson(?:\.gz)?$")


class RenderError(RuntimeError):
    """The gate could not print the merged replay (it failed, or refused the report): a defect of the set-up."""


def reading(options: dict) -> str:
    """The reading both versions judge in, as the replay report names it."""
    name = "default" if options["include_slots"] else "no-slots"
    return ("strict" if name == "default" else "no-slots.strict") if options["strict"] else name


def without_exchanges(partitions: list) -> list:
    """The plan without the exchanges' verdicts of a proxy's record folder (``exchanges.ndjson`` beside a
    ``responses.include_slots-N.ndjson``): they are not documents of the API, as the single-host replay leaves them out."""
    folders = {os.path.dirname(p.url) for p in partitions if _BODIES.match(os.path.basename(p.url))}
    kept = [p for p in partitions if not (_EXCHANGES.match(os.path.basename(p.url)) and os.path.dirname(p.url) in folders)]
    # Renumbered: a partition's index is its place in the plan.
    return [Partition(p.display, p.url, k, p.start, p.end, p.whole, p.size, p.mtime) for k, p in enumerate(kept)]


def replay_partition(partition: Partition, options: dict) -> dict:
    """Replays one partition on this worker: ``{"index", "display", "whole", "start", "replay", "newlines",
    "skipped", "file_problem", "memory", "cpu"}``, ``replay`` the partition's replay report (an NDJSON record's line
    counted from the partition's first line), None when the file cannot be counted (``file_problem`` says why:
    it is missing, it vanished or it changed since the run was planned). A pure function of the partition's bytes."""
    result = {"index": partition.index, "display": partition.display, "whole": partition.whole, "start": partition.start, "newlines": 0, "skipped": False, "file_problem": None, "replay": None}
    try:
        handle = open_binary(partition.url)
    except OSError as error:
        code = getattr(error, "errno", None)
        result["file_problem"] = VANISHED if partition.size is not None and code == errno.ENOENT else _REASONS.get(code, f"cannot be read ({type(error).__name__})")
        return {**result, "memory": _memory(), "cpu": _cpu()}
    from .node_engine import validate_with_node

    with handle:
        if not _same_as_planned(partition, handle):
            result["file_problem"] = CHANGED
        else:
            replay, newlines, skipped, _ = validate_with_node(partition, options, handle)
            if not _same_as_planned(partition, handle):
                result["file_problem"] = CHANGED
            else:
                result.update(replay=replay, newlines=newlines, skipped=skipped)
    return {**result, "memory": _memory(), "cpu": _cpu()}


def _cpu() -> dict:
    """This worker process's own CPU seconds so far (user and system) and its gates'; cumulative, so the client keeps
    the largest of each worker's results. The gates that computed the diff and printed are counted by their tasks."""
    from .node_engine import gate_cpu_seconds

    own = resource.getrusage(resource.RUSAGE_SELF)
    return {"pid": os.getpid(), "worker": own.ru_utime + own.ru_stime, "gates": gate_cpu_seconds()}


def cpu_seconds(results: list) -> dict:
    """The CPU seconds of the run's worker processes and of their gates: the last of each worker's cumulative figures, summed.
    A worker's gates still run when it answers, so they are not among its children; together they are what the cluster spent."""
    last: dict = {}
    for r in results:
        cpu = r["cpu"]
        seen = last.get(cpu["pid"])
        last[cpu["pid"]] = cpu if seen is None else {k: max(seen[k], cpu[k]) for k in ("pid", "worker", "gates")}
    return {"worker": sum(c["worker"] for c in last.values()), "gates": sum(c["gates"] for c in last.values())}


def _empty_count() -> dict:
    return {"headRejects": 0, "headAccepts": 0, "examples": {"headRejects": [], "headAccepts": []}}


def _add_count(into: dict, count: dict, shift: int, limit: int) -> None:
    for turn in TURNS:
        into[turn] += count[turn]
        kept = into["examples"][turn]
        for example in count["examples"][turn]:
            if len(kept) < limit:
                kept.append({**example, "line": example["line"] + shift} if shift else example)


def reduce_replays(results: list, options: dict) -> dict:
    """The replay report of the whole archive from its partitions' results: counts summed, the first
    ``max_examples`` examples of each change and direction in input order, a byte range's lines moved to its
    file's (as ``tasks.reduce_results`` moves them). A file one of whose partitions has a ``file_problem`` counts
    once, as an input that could not be read, as the single-host replay counts a file it cannot open."""
    ordered = sorted(results, key=lambda r: r["index"])
    limit = options["max_examples"]
    broken = {r["display"] for r in ordered if r["file_problem"] is not None}
    merged = {
        "reading": reading(options),
        "inputs": sum(1 for r in ordered if r["whole"] or r["start"] == 0),
        "unreadableInputs": len(broken),
        "documents": 0,
        "unreadable": 0,
        "unchanged": {"accepted": 0, "rejected": 0},
        "headRejects": 0,
        "headAccepts": 0,
        "changes": None,
        "unattributed": _empty_count(),
        "maxExamples": limit,
    }
    newlines_before: dict = {}
    for result in ordered:
        if result["display"] in broken:
            continue
        shift = 0
        if not result["whole"]:
            before = newlines_before.get(result["display"], 0)
            shift = before + (1 if result["skipped"] else 0)
            newlines_before[result["display"]] = before + result["newlines"]
        part = result["replay"]
        for name in ("documents", "unreadable", "unreadableInputs", "headRejects", "headAccepts"):
            merged[name] += part[name]
        for name in ("accepted", "rejected"):
            merged["unchanged"][name] += part["unchanged"][name]
        if merged["changes"] is None:
            merged["changes"] = [{"entry": c["entry"], "location": c["location"], "change": c["change"], **_empty_count()} for c in part["changes"]]
        for into, count in zip(merged["changes"], part["changes"]):
            _add_count(into, count, shift, limit)
        _add_count(merged["unattributed"], part["unattributed"], shift, limit)
    return merged


def diff_changes(options: dict) -> list:
    """The changes of the diff of the two versions, ``[{"entry", "location", "change"}]`` in the diff's order, from the
    gate (``diff BASE HEAD --format json``, the run's diff options): computed once, on one worker, and handed to every
    worker's gate (``diff --frames --changes``), which then computes no diff of its own. Raises RenderError when the
    diff fails (a version that cannot be read)."""
    replay = options["replay"]
    command = shlex.split(options["cli"]) + ["diff", replay["base"], replay["head"], *replay.get("diff", []), "--format", "json"]
    listed = subprocess.run(command, capture_output=True, encoding="utf-8", errors="replace", check=False)
    try:
        changes = json.loads(listed.stdout)["changes"]
        return [{"entry": c["entry"], "location": c["location"], "change": c["change"]} for c in changes]
    except (ValueError, KeyError, TypeError):
        raise RenderError(f"the gate's diff failed (exit {listed.returncode}): {listed.stderr[-500:]}") from None


def with_changes(options: dict, changes: list) -> dict:
    """The options with the diff's changes for the workers' gates (``--changes JSON``); unchanged when the JSON is too
    long for one argument of a command line (then each worker's gate computes the diff itself, once)."""
    text = json.dumps(changes, separators=(",", ":"))
    if len(text.encode("utf-8")) > MAX_CHANGES_ARGUMENT:
        return options
    return {**options, "replay": {**options["replay"], "changes": text}}


def _as_typed(replay: dict) -> tuple:
    """BASE and HEAD as the user typed them, and the client's folder to run the printing gate in, so the diff's
    header names them as the single-host diff does; the absolute folders (and no folder) where this worker does not
    see the client's folder as the client does (a cluster of other hosts)."""
    typed = replay.get("typed")
    if typed is not None and all(os.path.abspath(os.path.join(typed["cwd"], typed[k])) == replay[k] for k in ("base", "head")) and all(os.path.isdir(replay[k]) for k in ("base", "head")) and os.path.isdir(typed["cwd"]):
        return typed["base"], typed["head"], typed["cwd"]
    return replay["base"], replay["head"], None


def render_replay(merged: dict, options: dict) -> tuple:
    """The merged replay printed by the gate after the diff (``diff BASE HEAD --replay-report -``), in
    ``options["replay"]["format"]`` (text or json), its exit code (the single-host replay's output and rule), and
    the CPU seconds the printing gate spent (the diff computed once more). A report that lists no change (no partition was read) takes the diff's changes, each with no document."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    spent = before.ru_utime + before.ru_stime
    replay = options["replay"]
    base, head, cwd = _as_typed(replay)
    command = shlex.split(options["cli"]) + ["diff", base, head, *replay.get("diff", []), "--format", replay.get("format", "text"), "--replay-report", "-"]
    if merged["changes"] is None:
        # No partition was read: the diff's changes, each with no document.
        changes = json.loads(replay["changes"]) if replay.get("changes") else diff_changes(options)
        merged = {**merged, "changes": [{**c, **_empty_count()} for c in changes]}
    printed = subprocess.run(command, input=json.dumps(merged), cwd=cwd, capture_output=True, encoding="utf-8", errors="replace", check=False)
    if printed.returncode not in (0, 1, 2) or printed.stdout == "":
        raise RenderError(f"the gate could not print the replay (exit {printed.returncode}): {printed.stderr[-500:]}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return printed.stdout, printed.returncode, after.ru_utime + after.ru_stime - spent
