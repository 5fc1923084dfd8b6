"""Builds archive reports with the Dask integration's Python builder (user_summaries_contract.dask.report.ReportBuilder).

Standard input: one JSON object a line, {"maxExamples": n, "facts": [DocumentFact...], "valid": n}, the facts as
the TypeScript ArchiveReportBuilder takes them. Standard output: one line per input line, the JSON string of the
report as format_report writes it (one file, no blank line, 10 bytes, as the test's TypeScript side builds it).
"""
import json
import sys

from user_summaries_contract.dask.report import ReportBuilder, format_report

PROFILE = {"includeSlots": True, "strict": False, "maxViolations": 100}

for line in sys.stdin:
    if not line.strip():
        continue
    case = json.loads(line)
    builder = ReportBuilder(PROFILE, case["maxExamples"])
    for fact in case["facts"]:
        builder.add(
            fact["file"],
            fact["status"],
            violations=[(v["pointer"], v["rule"], v["line"], v.get("day")) for v in fact["violations"]],
            errors=[(e["code"], e["message"], e["line"]) for e in fact["errors"]],
            omitted=fact["omitted"],
        )
    for _ in range(case["valid"]):
        builder.add("", "valid")
    report = builder.build(1, 0, 10)
    sys.stdout.write(json.dumps(format_report(report), ensure_ascii=False) + "\n")
