"""The NDJSON loop the Python harnesses share: schemas named on the command line, one answer per input line.

Each input line is {"schema": NAME, "data": <any JSON>}; blank lines are skipped; each output line, in order, is
what the harness's `answer(validator, data)` returns, or {"error": "<why the line could not be checked>"}.
"""
import json
import sys


def schemas(argv):
    """The schemas named by NAME=PATH arguments, read as JSON."""
    named = {}
    for arg in argv:
        name, _, path = arg.partition("=")
        with open(path, encoding="utf-8") as handle:
            named[name] = json.load(handle)
    return named


def answer_lines(validators, answer):
    """Answers every line of standard input with its schema's validator; writes the answers at the end."""
    out = []
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            item = json.loads(line)
            out.append(answer(validators[item["schema"]], item["data"]))
        except Exception as error:  # a harness error is reported per line, never as a result
            out.append({"error": f"{type(error).__name__}: {error}"})
    sys.stdout.write("".join(json.dumps(o) + "\n" for o in out))
