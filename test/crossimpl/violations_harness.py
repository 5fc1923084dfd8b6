"""Runs integrations/python/user_summaries_contract.py's violations() over NDJSON records.

Usage: python3 violations_harness.py NAME=BUNDLE.json [NAME=BUNDLE.json ...] < records.ndjson
Each input line is {"schema": NAME, "data": <any JSON>}; each output line, in order, is
{"violations": [{"pointer": ..., "rule": ...}, ...]} or {"error": "<why the line could not be checked>"}.
"""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "integrations", "python"))

from jsonschema import Draft202012Validator  # noqa: E402
from user_summaries_contract import violations  # noqa: E402


def main(argv):
    validators = {}
    for arg in argv[1:]:
        name, _, path = arg.partition("=")
        with open(path, encoding="utf-8") as handle:
            validators[name] = Draft202012Validator(json.load(handle))
    out = []
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            out.append({"violations": violations(validators[item["schema"]], item["data"])})
        except Exception as error:  # a harness error is reported per line, never as a result
            out.append({"error": f"{type(error).__name__}: {error}"})
    sys.stdout.write("".join(json.dumps(o) + "\n" for o in out))


if __name__ == "__main__":
    main(sys.argv)
