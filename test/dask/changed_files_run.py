"""Runs validate_archive on a LocalCluster of 1 worker and changes files after the run is planned, before
any partition is read: the run must say which files changed, and count each once.

Usage: python3 changed_files_run.py PARTITION_SIZE FILES...
In the current folder: `shrinks.ndjson` loses its last line, `grows.ndjson` gains one, `rewritten.ndjson` is
written again with the same size (a later modification time), `vanishes.ndjson` (several byte ranges) is
deleted. Standard output: the merged report.
"""
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "integrations" / "dask"))

from user_summaries_dask.run import validate_archive  # noqa: E402


def change(_partitions):
    text = Path("shrinks.ndjson").read_bytes()
    Path("shrinks.ndjson").write_bytes(text[: text.rstrip(b"\n").rfind(b"\n") + 1])
    with open("grows.ndjson", "ab") as grows:
        grows.write(b'{"date":"2024-01-01"}\n')
    text = Path("rewritten.ndjson").read_bytes()
    info = os.stat("rewritten.ndjson")
    Path("rewritten.ndjson").write_bytes(text)
    os.utime("rewritten.ndjson", ns=(info.st_atime_ns, info.st_mtime_ns + 1_000_000_000))
    os.remove("vanishes.ndjson")


def main():
    options = {"engine": "node", "include_slots": True, "strict": False, "max_examples": 20, "max_violations": 100, "partition_size": int(sys.argv[1]), "cli": None}
    text, code, _ = validate_archive(sys.argv[2:], options, workers=1, on_planned=change)
    sys.stdout.write(text)
    return code


# Worker processes import this module again: the run starts only in the process that was asked for it.
if __name__ == "__main__":
    sys.exit(main())
