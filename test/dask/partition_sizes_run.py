"""Runs validate_archive over the same files with several partition sizes and engines, on one LocalCluster
of 2 worker processes (started once, not once per run).

Usage: python3 partition_sizes_run.py SIZES ENGINES FILES...   (SIZES and ENGINES comma-separated)
Standard output: one JSON object {"<engine> <size>": [report text, exit code], ...}.
"""
import json
import shlex
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "integrations" / "dask"))

from user_summaries_dask.jsonschema_engine import bundle_names  # noqa: E402
from user_summaries_dask.run import validate_archive  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
BUNDLES = REPO / "schemas" / "bundles"
# Resolved here, on the client, as validate_archive.py does: the workers import the uploaded package.
CLI = f"node {shlex.quote(str(REPO / 'dist' / 'cli' / 'main.js'))}"


def main():
    from distributed import LocalCluster

    sizes = [int(s) for s in sys.argv[1].split(",")]
    engines = sys.argv[2].split(",")
    summary, response = bundle_names(True, False)
    bundles = {"summary": json.loads((BUNDLES / summary).read_text("utf-8")), "response": json.loads((BUNDLES / response).read_text("utf-8"))}
    out = {}
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=40) as cluster:
        for engine in engines:
            for size in sizes:
                options = {"engine": engine, "include_slots": True, "strict": False, "max_examples": 20, "max_violations": 100, "partition_size": size, "cli": CLI, "bundles": bundles}
                text, code, _ = validate_archive(sys.argv[3:], options, scheduler=cluster.scheduler_address)
                out[f"{engine} {size}"] = [text, code]
    sys.stdout.write(json.dumps(out))


# Worker processes import this module again: the run starts only in the process that was asked for it.
if __name__ == "__main__":
    main()
