"""Runs Python's jsonschema (Draft202012Validator with its format checker) over NDJSON records.

Usage: python3 jsonschema_harness.py NAME=SCHEMA.json [NAME=SCHEMA.json ...] < records.ndjson
Each input line is {"schema": NAME, "data": <any JSON>}; each output line, in order, is
{"valid": true|false} or {"error": "<why the line could not be checked>"}.
The first line written to stderr names the jsonschema version.
"""
import json
import sys
from importlib.metadata import version

from jsonschema import Draft202012Validator


def main(argv):
    validators = {}
    for arg in argv[1:]:
        name, _, path = arg.partition("=")
        with open(path, encoding="utf-8") as handle:
            schema = json.load(handle)
        Draft202012Validator.check_schema(schema)
        validators[name] = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
    sys.stderr.write(f"jsonschema {version('jsonschema')} on Python {sys.version.split()[0]}\n")
    out = []
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            out.append({"valid": validators[item["schema"]].is_valid(item["data"])})
        except Exception as error:  # a harness error is reported per line, never as a verdict
            out.append({"error": f"{type(error).__name__}: {error}"})
    sys.stdout.write("".join(json.dumps(o) + "\n" for o in out))


if __name__ == "__main__":
    main(sys.argv)
