"""Runs the Dask integration's own work without a cluster: for each run asked, the files are planned into
partitions (`plan`), each partition is validated in this process by the task the workers run
(`validate_partition`), and the results are reduced as the client reduces them (`reduce_results`), with the
options validate_archive.py builds. Dask's distribution is not involved (the scale suites run it).

Usage: python3 tasks_run.py < RUNS   (in the archive's folder)
RUNS: a JSON list of {"files": [...], "engine": "node" | "jsonschema", "partition_size": N}.
Standard output: a JSON list of [report text, exit code], one per run.
"""
import json
import shlex
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "integrations" / "dask"))

from user_summaries_dask.jsonschema_engine import bundle_names  # noqa: E402
from user_summaries_dask.partitions import plan  # noqa: E402
from user_summaries_dask.report import format_report  # noqa: E402
from user_summaries_dask.tasks import reduce_results, validate_partition  # noqa: E402

BUNDLES = REPO / "schemas" / "bundles"


def options_for(run: dict) -> dict:
    """validate_archive.py's options for the default profile, with the run's engine and partition size."""
    options = {
        "engine": run["engine"],
        "include_slots": True,
        "strict": False,
        "max_examples": 20,
        "max_violations": 100,
        "partition_size": run["partition_size"],
        "limits": {},
        "cli": f"node {shlex.quote(str(REPO / 'dist' / 'cli' / 'main.js'))}",
    }
    if run["engine"] == "jsonschema":
        summary, response = bundle_names(True, False)
        options["bundles"] = {"summary": json.loads((BUNDLES / summary).read_text("utf-8")), "response": json.loads((BUNDLES / response).read_text("utf-8"))}
    return options


def main():
    out = []
    for run in json.load(sys.stdin):
        options = options_for(run)
        merged = reduce_results([validate_partition(partition, options) for partition in plan(run["files"], run["partition_size"])])
        out.append([format_report(merged), merged["exitCode"]])
    sys.stdout.write(json.dumps(out))


if __name__ == "__main__":
    main()
