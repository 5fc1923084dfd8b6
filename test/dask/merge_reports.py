"""Merges archive reports with the Dask integration's Python merge (user_summaries_dask.report).

Standard input: one JSON array of reports a line. Standard output: one line per input line, the JSON string of
the merged report as format_report writes it.
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "integrations" / "dask"))

from user_summaries_dask.report import format_report, merge_reports  # noqa: E402

for line in sys.stdin:
    if line.strip():
        sys.stdout.write(json.dumps(format_report(merge_reports(json.loads(line))), ensure_ascii=False) + "\n")
