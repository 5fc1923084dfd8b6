"""Runs the Dask integration's own work without a cluster: for each run asked, the files are planned into
partitions (`plan`), each partition is validated in this process by the task the workers run
(`validate_partition`), and the results are reduced as the client reduces them (`reduce_results`), with the
options the user-summaries-dask command builds. Dask's distribution is not involved (the scale suites run it).

Usage: python3 tasks_run.py < RUNS   (in the archive's folder)
RUNS: a JSON list of {"files": [...], "engine": "node" | "jsonschema", "partition_size": N}, each with an optional
"contract": a folder of another version of the contract (the command's --contract DIR).
Standard output: a JSON list of [report text, exit code], one per run.
"""
import json
import sys

from harness_options import default_options
from user_summaries_contract.dask.partitions import plan
from user_summaries_contract.dask.report import format_report
from user_summaries_contract.dask.tasks import reduce_results, validate_partition


def main():
    out = []
    for run in json.load(sys.stdin):
        options = default_options(run["engine"], run["partition_size"])
        if run.get("contract"):
            options["contract"] = run["contract"]
        merged = reduce_results([validate_partition(partition, options) for partition in plan(run["files"], run["partition_size"])])
        out.append([format_report(merged), merged["exitCode"]])
    sys.stdout.write(json.dumps(out))


if __name__ == "__main__":
    main()
