"""Runs integrations/python/user_summaries_contract.py's violations() over NDJSON records.

Usage: python3 violations_harness.py NAME=BUNDLE.json [NAME=BUNDLE.json ...] < records.ndjson
Each input line is {"schema": NAME, "data": <any JSON>}; each output line, in order, is
{"violations": [{"pointer": ..., "rule": ...}, ...]} or {"error": "<why the line could not be checked>"}.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "integrations", "python"))

from jsonschema import Draft202012Validator  # noqa: E402
from ndjson_harness import answer_lines, schemas  # noqa: E402
from user_summaries_contract import violations  # noqa: E402


def main(argv):
    validators = {name: Draft202012Validator(schema) for name, schema in schemas(argv[1:]).items()}
    answer_lines(validators, lambda validator, data: {"violations": violations(validator, data)})


if __name__ == "__main__":
    main(sys.argv)
