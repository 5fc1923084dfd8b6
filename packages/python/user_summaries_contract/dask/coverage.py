"""The coverage of the contract by an archive (docs/coverage.md): each partition's coverage report, from the node
engine's gate, merged by the gate's own ``merge-reports`` into the report of the whole archive (the same bytes as
``validate --coverage`` over the same files)."""
from __future__ import annotations

import json
import os
import shlex
import subprocess
import tempfile


class CoverageError(RuntimeError):
    """The partitions' coverage reports could not be merged (the gate failed): a defect of the set-up."""


def merge_coverage(results: list, cli: str) -> str | None:
    """The merged coverage report (JSON text) of the partitions' results, or None when no partition read a
    document (every file unreadable). A partition that could not be counted (its file changed, or cannot be read)
    brings no coverage report: its documents were not read."""
    reports = [r["coverage"] for r in sorted(results, key=lambda r: r["index"]) if r.get("file_problem") is None and r.get("coverage") is not None]
    if not reports:
        return None
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for i, report in enumerate(reports):
            path = os.path.join(folder, f"part-{i}.json")
            with open(path, "w", encoding="utf-8") as out:
                json.dump(report, out)
            paths.append(path)
        merged = subprocess.run(shlex.split(cli) + ["merge-reports", *paths], capture_output=True, text=True, check=False)
    if merged.returncode != 0:
        raise CoverageError(f"merge-reports failed (exit {merged.returncode}): {merged.stderr[-500:]}")
    return merged.stdout
