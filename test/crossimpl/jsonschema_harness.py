"""Runs Python's jsonschema (Draft202012Validator with its format checker) over NDJSON records.

Usage: python3 jsonschema_harness.py NAME=SCHEMA.json [NAME=SCHEMA.json ...] < records.ndjson
Each input line is {"schema": NAME, "data": <any JSON>}; each output line, in order, is
{"valid": true|false} or {"error": "<why the line could not be checked>"}.
The first line written to stderr names the jsonschema version.
"""
import sys
from importlib.metadata import version

from jsonschema import Draft202012Validator
from ndjson_harness import answer_lines, schemas


def main(argv):
    validators = {}
    for name, schema in schemas(argv[1:]).items():
        Draft202012Validator.check_schema(schema)
        validators[name] = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
    sys.stderr.write(f"jsonschema {version('jsonschema')} on Python {sys.version.split()[0]}\n")
    answer_lines(validators, lambda validator, data: {"valid": validator.is_valid(data)})


if __name__ == "__main__":
    main(sys.argv)
