"""Runs the Dask integration's replay without a cluster: for each run asked, the files are planned into partitions
(`plan`, the proxy's exchanges left out), the diff's changes computed once (`diff_changes`), each partition is replayed in this process by the task the workers run
(`replay_partition`), the results are reduced as the client reduces them (`reduce_replays`) and printed by the gate
(`render_replay`), with the options the user-summaries-dask command builds for --replay. Dask's distribution is
not involved (replayCluster.deep.test.ts runs it).

Usage: python3 replay_run.py < RUNS   (in the archive's folder)
RUNS: a JSON list of {"files": [...], "base": DIR, "head": DIR, "partition_size": N, "format": "text" | "json",
"max_examples": N, "show_values": bool, "diff": [diff's options], "changes": optional, the diff's changes already
known ([{"entry", "location", "change"}], as the single-host JSON report lists them; else computed here)}.
Standard output: a JSON list of [printed text, exit code, partitions], one per run.
"""
import json
import os
import sys

from harness_options import default_options
from user_summaries_contract.dask.partitions import plan
from user_summaries_contract.dask.replay import diff_changes, reduce_replays, render_replay, replay_partition, with_changes, without_exchanges


def main():
    out = []
    for run in json.load(sys.stdin):
        options = default_options("node", run["partition_size"])
        options["max_examples"] = run["max_examples"]
        options["replay"] = {
            "base": os.path.abspath(run["base"]),
            "head": os.path.abspath(run["head"]),
            "format": run["format"],
            "show_values": run["show_values"],
            "diff": run["diff"],
            "typed": {"base": run["base"], "head": run["head"], "cwd": os.getcwd()},
        }
        # The diff once, its changes given to the partitions' gates, as the client does; or the changes the suite's
        # single-host JSON report listed (the same diff, computed once less).
        options = with_changes(options, run["changes"] if run.get("changes") is not None else diff_changes(options))
        partitions = without_exchanges(plan(run["files"], run["partition_size"]))
        merged = reduce_replays([replay_partition(partition, options) for partition in partitions], options)
        text, code, _ = render_replay(merged, options)
        out.append([text, code, len(partitions)])
    sys.stdout.write(json.dumps(out))


if __name__ == "__main__":
    main()
