"""Runs the Dask integration's tasks without a cluster, counting coverage: for each run asked, the files are planned
into partitions, each validated in this process by the workers' task with ``coverage`` on (the node engine), and
the partitions' coverage reports merged as the client merges them (``merge_coverage``).

Usage: python3 coverage_run.py < RUNS   (in the archive's folder)
RUNS: a JSON list of {"files": [...], "partition_size": N}.
Standard output: a JSON list of the merged coverage reports (text, or null when nothing was read), one per run.
"""
import json
import sys

from harness_options import default_options
from user_summaries_contract.dask.coverage import merge_coverage
from user_summaries_contract.dask.partitions import plan
from user_summaries_contract.dask.tasks import validate_partition


def main():
    out = []
    for run in json.load(sys.stdin):
        options = {**default_options("node", run["partition_size"]), "coverage": True}
        results = [validate_partition(partition, options) for partition in plan(run["files"], run["partition_size"])]
        out.append(merge_coverage(results, options["cli"]))
    sys.stdout.write(json.dumps(out))


if __name__ == "__main__":
    main()
