"""Runs violations() of the installed Python distribution (user_summaries_contract) over NDJSON records.

Usage: python3 violations_harness.py NAME=BUNDLE.json [NAME=BUNDLE.json ...] < records.ndjson
Each input line is {"schema": NAME, "data": <any JSON>}; each output line, in order, is
{"violations": [{"pointer": ..., "rule": ...}, ...]} or {"error": "<why the line could not be checked>"}.
"""
import sys

from jsonschema import Draft202012Validator
from ndjson_harness import answer_lines, schemas
from user_summaries_contract import violations


def main(argv):
    validators = {name: Draft202012Validator(schema) for name, schema in schemas(argv[1:]).items()}
    answer_lines(validators, lambda validator, data: {"violations": violations(validator, data)})


if __name__ == "__main__":
    main(sys.argv)
