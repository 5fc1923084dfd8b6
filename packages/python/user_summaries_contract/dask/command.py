"""The ``user-summaries-dask`` command: validates a partitioned archive of /user-summaries NDJSON on a Dask
cluster and prints the merged report.

usage: user-summaries-dask [--workers N | --scheduler ADDRESS] [--no-slots] [--strict] [--partition-size SIZE]
       [--engine node|jsonschema] [--cli COMMAND] [--bundles DIR] [--max-examples N] [--max-violations N]
       [--max-bytes SIZE] [--max-depth N] [--contract DIR] FILES...
       user-summaries-dask --replay BASE HEAD [--format text|json] [--show-values] [--max-examples N] [--no-slots]
       [--strict] [--workers N | --scheduler ADDRESS] [--partition-size SIZE] [--cli COMMAND] FILES...

Each partition (a file, or a byte range of a large NDJSON file) is validated on a worker by the gate
(`user-summaries validate --format summary`), or by Python's jsonschema with the exported bundles
(--engine jsonschema); the partial reports are merged into the report of the whole archive, on standard
output. Exit status as the CLI's: 0 every document valid, 1 a document breaks the contract, 2 a document
cannot be read, or a usage error. With --replay, each partition is judged by two versions of the contract
(`user-summaries diff BASE HEAD --frames` on the workers) and the merged replay is printed as `user-summaries diff
BASE HEAD --replay FILES` prints it, with its exit code. See the distribution's README.md (packages/python/README.md in the repository).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
from pathlib import Path

from .. import load_bundle
from .gate import default_gate
from .report import DEFAULT_MAX_EXAMPLES

PROG = "user-summaries-dask"
REPLAY_MAX_EXAMPLES = 3
"""The examples a replay keeps per change and direction when --max-examples says none (diff --replay's default)."""
USAGE_EXIT = 2


class Usage(argparse.ArgumentParser):
    def error(self, message):  # exit 2 like the CLI's usage errors
        self.print_usage(sys.stderr)
        sys.stderr.write(f"{PROG}: {message}\n")
        sys.exit(USAGE_EXIT)


def size(text: str) -> int:
    match = re.fullmatch(r"(\d+)([kmgKMG])?", text)
    if not match or int(match.group(1)) < 1:
        raise argparse.ArgumentTypeError(f"must be a positive number of bytes (K, M, G suffixes allowed), but received {text}")
    return int(match.group(1)) * 1024 ** " kmg".index((match.group(2) or " ").lower())


def positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a positive integer, but received {text}")
    return int(text)


def arguments(argv: list) -> argparse.Namespace:
    parser = Usage(prog=PROG, description="Validate a partitioned /user-summaries archive on Dask; the merged archive report on stdout.")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--workers", type=positive, help="worker processes of a local cluster (default: CPUs)")
    where.add_argument("--scheduler", help="address of a running Dask scheduler, e.g. tcp://10.0.0.5:8786")
    parser.add_argument("--no-slots", action="store_true", help="responses of include_slots=0: groups may omit slots")
    parser.add_argument("--strict", action="store_true", help="the producers' strict profile")
    parser.add_argument("--partition-size", type=size, default=64 * 1024 ** 2, help="bytes per partition of a large NDJSON file (default 64M)")
    parser.add_argument("--engine", choices=("node", "jsonschema"), default="node", help="the gate on Node (default), or Python's jsonschema with the bundles")
    parser.add_argument("--cli", default=None, help="the gate's command on the workers (default: the nearest node_modules/.bin/user-summaries or checkout, else user-summaries on PATH)")
    parser.add_argument("--bundles", default=None, help="folder of the exported bundles (--engine jsonschema; default: the bundles of this distribution)")
    parser.add_argument("--max-examples", type=int, default=None, help=f"examples kept in the report (default {DEFAULT_MAX_EXAMPLES}; with --replay, per change and direction, default {REPLAY_MAX_EXAMPLES})")
    parser.add_argument("--max-violations", type=positive, default=100, help="violations reported per document (default 100)")
    parser.add_argument("--max-bytes", type=size, default=None, help="bytes per document or NDJSON line, the gate's --max-bytes (default 16M)")
    parser.add_argument("--max-depth", type=positive, default=None, help="nesting depth, the gate's --max-depth (default 64)")
    parser.add_argument("--contract", default=None, metavar="DIR", help="judge with the contract version in DIR (laid out like schemas/: a release, a checkout), the gate's validate --contract; node engine only, DIR readable by the workers")
    parser.add_argument("--coverage", default=None, metavar="FILE", help="also write the coverage of the contract by the archive (JSON, as validate --coverage writes it) to FILE; node engine only")
    parser.add_argument("--replay", nargs=2, default=None, metavar=("BASE", "HEAD"), help="replay: judge every document under both versions (folders laid out like schemas/, readable by the workers) and count, per change of their diff, those whose verdict changed, as user-summaries diff BASE HEAD --replay FILES prints it; node engine only")
    parser.add_argument("--format", choices=("text", "json"), default=None, help="--replay's output: text (default) or json, as diff --replay --format writes them")
    parser.add_argument("--show-values", action="store_true", help="--replay: show the recorded value at each example (truncated, secrets masked)")
    parser.add_argument("--seed", type=int, default=None, help="--replay: the diff's seed (diff --seed)")
    parser.add_argument("--records", type=positive, default=None, help="--replay: records the diff may try per change (diff --records)")
    parser.add_argument("--policy", choices=("lenient", "strict"), default=None, help="--replay: the diff's policy (diff --policy)")
    parser.add_argument("files", nargs="+", metavar="FILES", help="NDJSON files (also .gz), globs, or URLs fsspec reads")
    return parser.parse_args(argv)


def _bundles(folder: str | None, summary: str, response: str) -> dict:
    """The two bundles of the profile, parsed: this distribution's, or those of the folder ``--bundles`` names."""
    read = (lambda file: json.loads((Path(folder) / file).read_text("utf-8"))) if folder is not None else load_bundle
    return {"summary": read(summary), "response": read(response)}


def _write_coverage(file: str, text: str | None) -> int:
    """Writes the merged coverage report and says how much of the contract it saw; 2 when it cannot be written."""
    if text is None:
        sys.stderr.write(f"{PROG}: no document was read: no coverage report is written\n")
        return 0
    try:
        Path(file).write_text(text, "utf-8")
    except OSError as error:
        sys.stderr.write(f"{PROG}: --coverage: cannot be written ({error.strerror})\n")
        return USAGE_EXIT
    totals = json.loads(text)["totals"]
    seen = totals["covered"] + totals["partial"]
    percent = math.floor(seen * 1000 / totals["items"]) / 10 if totals["items"] else 0.0
    sys.stderr.write(f"coverage: {seen:,} of {totals['items']:,} items seen ({percent:.1f}%), written to {file!r}\n")
    return 0


def _replay_refuses(args: argparse.Namespace) -> str | None:
    """Why the options do not go together with --replay (or without it), or None."""
    if args.replay is None:
        given = [name for name, on in (("--format", args.format is not None), ("--show-values", args.show_values), ("--seed", args.seed is not None), ("--records", args.records is not None), ("--policy", args.policy is not None)) if on]
        return f"{given[0]} applies to --replay, which is not given" if given else None
    if "" in args.replay:
        return "--replay needs two folders, BASE and HEAD"
    if args.seed is not None and not 0 <= args.seed <= 0xFFFFFFFF:
        return "--seed must be an integer from 0 to 4294967295"
    if args.max_examples > 1000:
        return "--max-examples must be from 0 to 1000 with --replay"
    for name, on in (("--engine jsonschema", args.engine != "node"), ("--contract", args.contract is not None), ("--coverage", args.coverage is not None),
                     ("--max-bytes", args.max_bytes is not None), ("--max-depth", args.max_depth is not None)):
        if on:
            return f"--replay judges with the gate's diff (its limits, both versions compiled): {name} does not apply to it"
    return None


def _replay(args: argparse.Namespace, options: dict) -> int:
    """--replay: the merged replay on standard output, its exit code (diff --replay's), a summary on standard error."""
    # Absolute, so the gate on every worker reads the same folders whatever its working directory.
    options["replay"] = {"base": os.path.abspath(args.replay[0]), "head": os.path.abspath(args.replay[1]), "format": args.format or "text", "show_values": args.show_values,
                         # As typed, and where: the printed diff names the versions as the single-host diff does.
                         "typed": {"base": args.replay[0], "head": args.replay[1], "cwd": os.getcwd()},
                         # The diff's own options, given to each of the gate's diffs alike (the workers' and the one that prints).
                         "diff": [x for name, value in (("--seed", args.seed), ("--records", args.records), ("--policy", args.policy)) if value is not None for x in (name, str(value))]}
    try:
        import distributed  # noqa: F401  (the dask extra: named here, before any work, when it is missing)

        from .run import replay_archive
    except ImportError as error:
        sys.stderr.write(f"{PROG}: {error.name or error} is missing (the distribution's dask extra: pip install 'user-summaries-contract[dask]', or apt-get install python3-dask python3-distributed)\n")
        return USAGE_EXIT
    try:
        text, code, facts = replay_archive(args.files, options, scheduler=args.scheduler, workers=args.workers)
    except Exception as error:  # the set-up failed (no gate on a worker, a version that cannot be read): not a verdict on the data
        sys.stderr.write(f"{PROG}: the run failed: {type(error).__name__}: {error}\n")
        return USAGE_EXIT
    sys.stdout.write(text)
    r = facts["replay"]
    sys.stderr.write(
        f"replay: {r['documents']:,} documents judged by both versions, {r['headRejects']:,} rejected by the head only, {r['headAccepts']:,} accepted by the head only; "
        f"in {facts['seconds']:.2f} s (cluster start {facts['startup_seconds']:.2f} s); {facts['partitions']} partitions on {facts['workers']} workers\n"
    )
    cpu = facts["cpu"]
    sys.stderr.write(f"CPU: worker processes {cpu['worker']:.2f} s, their gates {cpu['gates']:.2f} s, the diff {cpu['diff']:.2f} s, printing {cpu['printing']:.2f} s\n")
    return code


def main(argv: list | None = None) -> int:
    """The command's exit code (the console script passes it to ``sys.exit``); ``argv`` defaults to ``sys.argv[1:]``."""
    args = arguments(sys.argv[1:] if argv is None else argv)
    if args.max_examples is None:
        args.max_examples = REPLAY_MAX_EXAMPLES if args.replay else DEFAULT_MAX_EXAMPLES
    if args.max_examples < 0:
        sys.stderr.write(f"{PROG}: --max-examples must not be negative\n")
        return USAGE_EXIT
    refused = _replay_refuses(args)
    if refused is not None:
        sys.stderr.write(f"{PROG}: {refused}\n")
        return USAGE_EXIT
    options = {
        "engine": args.engine,
        "include_slots": not args.no_slots,
        "strict": args.strict,
        "max_examples": args.max_examples,
        "max_violations": args.max_violations,
        "partition_size": args.partition_size,
        # The gate's parse-layer limits, for both engines (only those raised or lowered; the rest keep the gate's defaults).
        "limits": {name: value for name, value in (("max_bytes", args.max_bytes), ("max_depth", args.max_depth)) if value is not None},
        # Resolved here, on the client: a worker importing the uploaded package has no checkout beside it.
        "cli": args.cli or default_gate(),
    }
    if args.contract is not None:
        if args.engine != "node" or args.contract == "":
            sys.stderr.write(f"{PROG}: --contract needs a folder and the node engine (the version is compiled by the gate)\n")
            return USAGE_EXIT
        # Absolute, so the gate on every worker reads the same folder whatever its working directory.
        options["contract"] = os.path.abspath(args.contract)
    if args.coverage is not None:
        if args.engine != "node" or args.coverage in ("", "-"):
            sys.stderr.write(f"{PROG}: --coverage needs a file name and the node engine (the coverage is counted by the gate)\n")
            return USAGE_EXIT
        options["coverage"] = True
    if args.engine == "jsonschema":
        from .jsonschema_engine import MAX_READABLE_DEPTH, bundle_names

        if (args.max_depth or 0) > MAX_READABLE_DEPTH:
            sys.stderr.write(f"{PROG}: --engine jsonschema reads at most {MAX_READABLE_DEPTH} levels of nesting (Python's parser recurses); use the node engine for --max-depth {args.max_depth}\n")
            return USAGE_EXIT

        try:
            summary, response = bundle_names(options["include_slots"], options["strict"])
            options["bundles"] = _bundles(args.bundles, summary, response)
        except (ValueError, OSError) as error:
            sys.stderr.write(f"{PROG}: {error}\n")
            return USAGE_EXIT
    try:
        import distributed  # noqa: F401  (the dask extra: named here, before any work, when it is missing)

        from .run import validate_archive
    except ImportError as error:
        sys.stderr.write(f"{PROG}: {error.name or error} is missing (the distribution's dask extra: pip install 'user-summaries-contract[dask]', or apt-get install python3-dask python3-distributed)\n")
        return USAGE_EXIT
    if args.replay is not None:
        return _replay(args, options)
    try:
        text, code, facts = validate_archive(args.files, options, scheduler=args.scheduler, workers=args.workers)
    except Exception as error:  # the set-up failed (no gate on a worker, no scheduler): not a verdict on the data
        sys.stderr.write(f"{PROG}: the run failed: {type(error).__name__}: {error}\n")
        return USAGE_EXIT
    sys.stdout.write(text)
    if args.coverage is not None:
        code = max(code, _write_coverage(args.coverage, facts["coverage"]))
    c = facts["counts"]
    sys.stderr.write(
        f"{c['documents']:,} documents: {c['valid']:,} valid, {c['invalid']:,} invalid, {c['unreadable']:,} unreadable; "
        f"{c['bytes'] / 1e6:.1f} MB in {facts['seconds']:.2f} s (cluster start {facts['startup_seconds']:.2f} s); {facts['partitions']} partitions on {facts['workers']} workers\n"
    )
    m = facts["memory"]
    sys.stderr.write(f"peak memory: worker process {m['worker_kib'] / 1024:.0f} MiB, gate process {m['gate_kib'] / 1024:.0f} MiB\n")
    return code

