"""Runs the installed integration's validate_archive over the same files with several partition sizes and
engines, on one LocalCluster of 2 worker processes (started once, not once per run).

Usage: python3 partition_sizes_run.py SIZES ENGINES FILES...   (SIZES and ENGINES comma-separated)
Standard output: one JSON object {"<engine> <size>": [report text, exit code], ...}.
"""
import json
import sys

from harness_options import default_options
from user_summaries_contract.dask.run import validate_archive


def main():
    from distributed import LocalCluster

    sizes = [int(s) for s in sys.argv[1].split(",")]
    engines = sys.argv[2].split(",")
    out = {}
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40) as cluster:
        for engine in engines:
            for size in sizes:
                text, code, _ = validate_archive(sys.argv[3:], default_options(engine, size), scheduler=cluster.scheduler_address)
                out[f"{engine} {size}"] = [text, code]
    sys.stdout.write(json.dumps(out))


# Worker processes import this module again: the run starts only in the process that was asked for it.
if __name__ == "__main__":
    main()
