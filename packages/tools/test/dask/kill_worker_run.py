"""Runs the installed integration's validate_archive on a LocalCluster of 2 worker processes and kills one
worker (SIGKILL) while it validates a partition; Dask's nanny restarts it and the scheduler runs its lost tasks again.

Usage: python3 kill_worker_run.py PARTITION_SIZE FILES...
Standard output: the merged report. Standard error, last line: {"killed": pid, "pending": n, "partitions": m}.
"""
import json
import os
import signal
import sys
import time

from harness_options import default_options
from user_summaries_contract.dask.run import validate_archive

facts = {}


def kill_one(client, futures):
    pids = client.run(os.getpid)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        busy = [address for address, keys in client.processing().items() if keys]
        done = sum(1 for f in futures if f.status == "finished")
        if busy and done >= 1:
            victim = busy[0]
            os.kill(pids[victim], signal.SIGKILL)
            facts.update(killed=pids[victim], pending=len(futures) - done, partitions=len(futures))
            return
        time.sleep(0.02)


def main():
    text, code, _ = validate_archive(sys.argv[2:], default_options("node", int(sys.argv[1])), workers=2, on_submitted=kill_one)
    sys.stdout.write(text)
    sys.stderr.write(json.dumps(facts) + "\n")
    return code


# Worker processes import this module again: the run starts only in the process that was asked for it.
if __name__ == "__main__":
    sys.exit(main())
