"""Runs the installed integration's validate_archive on a LocalCluster of 1 worker and changes files after the
run is planned, before any partition is read: the run must say which files changed, and count each once.

Usage: python3 changed_files_run.py PARTITION_SIZE FILES...
In the current folder: `shrinks.ndjson` loses its last line, `grows.ndjson` gains one, `rewritten.ndjson` is
written again with the same size (a later modification time), `vanishes.ndjson` (several byte ranges) is
deleted. Standard output: the merged report.
"""
import os
import sys
from pathlib import Path

from harness_options import default_options
from user_summaries_contract.dask.run import validate_archive


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
    text, code, _ = validate_archive(sys.argv[2:], default_options("node", int(sys.argv[1])), workers=1, on_planned=change)
    sys.stdout.write(text)
    return code


# Worker processes import this module again: the run starts only in the process that was asked for it.
if __name__ == "__main__":
    sys.exit(main())
