"""Runs the Dask integration's jsonschema engine (check_value) over the shipped conformance vectors.

Usage: python3 jsonschema_vectors.py VECTORS.json...
Standard output: one JSON line per vector: {"file", "description", "expected", "valid", "violations": [[pointer, rule]...]}.
"""
import json
import sys
from pathlib import Path

from user_summaries_contract.dask.jsonschema_engine import check_value

for path in sys.argv[1:]:
    name = Path(path).name
    kind = "summary" if name.startswith("user-summary") else "response"
    for group in json.loads(Path(path).read_text("utf-8")):
        bundles = {"summary": group["schema"], "response": group["schema"]}
        for test in group["tests"]:
            valid, violations, _ = check_value(test["data"], bundles, 10_000, kind=kind)
            out = {"file": name, "description": test["description"], "expected": test["valid"], "valid": valid, "violations": [[p, r] for p, r, _ in violations], "library": [[v["pointer"], v["rule"]] for v in test["violations"]]}
            sys.stdout.write(json.dumps(out) + "\n")
