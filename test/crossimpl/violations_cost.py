"""What violations() of the installed Python distribution (user_summaries_contract) costs on hostile documents, counted
deterministically: Python function calls (sys.setprofile 'call' events, generator steps included) rather than
seconds, so the test reads a ratio that does not move with the machine's load.

Usage: python3 violations_cost.py BUNDLE.json RESPONSE_BUNDLE.json
Standard output, one JSON object: {"calls": {n: calls for a bare response of n nulls}, "counts": {n: violations},
"deep": {depth: violations of a summary whose activity holds `depth` nested arrays}, "rules": the module's
PRECEDENCE and SHADOWING}.
"""
import json
import sys

from jsonschema import Draft202012Validator
import user_summaries_contract as module


def counted_calls(run):
    calls = 0

    def profile(_frame, event, _arg):
        nonlocal calls
        if event == "call":
            calls += 1

    sys.setprofile(profile)
    try:
        result = run()
    finally:
        sys.setprofile(None)
    return calls, result


def nested(depth):
    value = 1
    for _ in range(depth):
        value = [value]
    return value


def main(argv):
    with open(argv[1], encoding="utf-8") as f:
        summary = Draft202012Validator(json.load(f))
    with open(argv[2], encoding="utf-8") as f:
        response = Draft202012Validator(json.load(f))
    calls, counts = {}, {}
    for n in (500, 1000, 2000):
        calls[n], found = counted_calls(lambda: module.violations(response, [None] * n))
        counts[n] = len(found)
    deep = {}
    for depth in (999, 1000, 5000, 100_000):
        try:
            deep[depth] = module.violations(summary, {"date": "2024-01-31", "activity": nested(depth), "sleep": {"x": nested(depth)}})
        except RecursionError:
            deep[depth] = "RecursionError"
    sys.stdout.write(json.dumps({"calls": calls, "counts": counts, "deep": deep, "rules": {"precedence": module.PRECEDENCE, "shadowing": sorted(module.SHADOWING)}}))


if __name__ == "__main__":
    main(sys.argv)
