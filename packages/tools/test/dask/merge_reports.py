"""Merges archive reports with the Dask integration's Python merge (user_summaries_contract.dask.report).

Standard input: one JSON array of reports a line. Standard output: one line per input line, the JSON string of
the merged report as format_report writes it.
"""
import json
import sys

from user_summaries_contract.dask.report import format_report, merge_reports

for line in sys.stdin:
    if line.strip():
        sys.stdout.write(json.dumps(format_report(merge_reports(json.loads(line))), ensure_ascii=False) + "\n")
