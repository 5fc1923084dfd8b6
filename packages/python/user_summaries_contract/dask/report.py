"""The archive report of `user-summaries validate --format summary`, in Python: build, merge, write.

The same report, merged the same way, as the TypeScript library's ``mergeArchiveReports``: counts add up,
examples are the smallest of all parts in (file, line, pointer, rule) order. ``format_report`` writes the
same bytes as ``formatArchiveReport`` (two-space indented JSON, maps in code-point order, a final newline),
so a report merged here equals the one ``user-summaries merge-reports`` writes.
"""
from __future__ import annotations

import json
import re

COUNT_NAMES = ("files", "documents", "valid", "invalid", "unreadable", "violations", "omitted", "warnings", "blankLinesSkipped", "bytes")
TALLY_NAMES = ("byRule", "byLocation", "byDay", "byProblem", "byWarning", "unreadableByFile")
UNDATED = "undated"
DEFAULT_MAX_EXAMPLES = 20
# byLocation names at most MAX_LOCATIONS locations: the smallest in code-point order, the violations at the others
# counted under OTHER_LOCATIONS (as the TypeScript ``cutLocations``; no JSON pointer starts with "(").
MAX_LOCATIONS = 1000
OTHER_LOCATIONS = "(other locations)"
_INDEX = re.compile(r"/(?:0|[1-9][0-9]*)(?=/|$)")
# The characters JSON leaves raw that can steer a terminal or a reader (DEL, C1, U+2028/2029, bidi controls):
# written as \uXXXX escapes, as the TypeScript ``jsonSafe`` (packages/tools/src/gate/safeText.ts) writes them.
_STEERING = re.compile("[\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


class ReportError(ValueError):
    """A report that cannot be read, or reports that do not merge."""


def generalise_location(pointer: str) -> str:
    """A pointer with its array indices as ``*``: ``/sleep/slots/2/end_date`` -> ``/sleep/slots/*/end_date``."""
    return _INDEX.sub("/*", pointer)


def _example_key(e: dict) -> tuple:
    return (e["file"], e["line"], e["pointer"], e["rule"])


def _problem_key(p: dict) -> tuple:
    return (p["file"], p["line"], p["code"], p["message"])


def exit_code(counts: dict) -> int:
    """2 with an unreadable document, 1 with an invalid one, else 0: the CLI's exit code."""
    return 2 if counts["unreadable"] > 0 else 1 if counts["invalid"] > 0 else 0


def cut_locations(tally: dict) -> dict:
    """The locations cut to MAX_LOCATIONS: the smallest kept, the counts of the rest added to OTHER_LOCATIONS."""
    keys = sorted(key for key in tally if key != OTHER_LOCATIONS)
    if len(keys) <= MAX_LOCATIONS:
        return tally
    out = {key: tally[key] for key in keys[:MAX_LOCATIONS]}
    out[OTHER_LOCATIONS] = tally.get(OTHER_LOCATIONS, 0) + sum(tally[key] for key in keys[MAX_LOCATIONS:])
    return out


def canonical(report: dict) -> dict:
    """The report with its members in the documented order, maps sorted, lists in canonical order."""
    counts = {name: report["counts"][name] for name in COUNT_NAMES}
    limit = report["maxExamples"]
    profile = report["profile"]
    out = {
        "report": "user-summaries-archive",
        "version": 1,
        "exitCode": exit_code(counts),
        "profile": {"includeSlots": profile["includeSlots"], "strict": profile["strict"], "maxViolations": profile["maxViolations"]},
        "maxExamples": limit,
        "counts": counts,
    }
    for name in TALLY_NAMES:
        tally = cut_locations(report[name]) if name == "byLocation" else report[name]
        out[name] = {key: tally[key] for key in sorted(tally)}
    out["examples"] = [
        {"file": e["file"], "line": e["line"], "pointer": e["pointer"], "rule": e["rule"]}
        for e in sorted(report["examples"], key=_example_key)[:limit]
    ]
    out["problems"] = [
        {"file": p["file"], "line": p["line"], "code": p["code"], "message": p["message"]}
        for p in sorted(report["problems"], key=_problem_key)[:limit]
    ]
    out["stoppedEarly"] = bool(report["stoppedEarly"])
    return out


def format_report(report: dict) -> str:
    """The report as the CLI writes it: the same bytes as the TypeScript ``formatArchiveReport``."""
    text = json.dumps(canonical(report), indent=2, ensure_ascii=False)
    return _STEERING.sub(lambda m: "\\u%04x" % ord(m.group()), text) + "\n"


def check_report(value: object, where: str = "the report") -> dict:
    """A parsed JSON value as an archive report; raises ReportError naming the member that is wrong."""
    if not isinstance(value, dict) or value.get("report") != "user-summaries-archive" or value.get("version") != 1:
        raise ReportError(f"{where} is not an archive report (made by validate --format summary?)")
    for name in ("profile", "counts", *TALLY_NAMES):
        if not isinstance(value.get(name), dict):
            raise ReportError(f"{where}: {name} must be an object")
    for name in COUNT_NAMES:
        n = value["counts"].get(name)
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ReportError(f"{where}: counts.{name} must be a count")
    for name in ("examples", "problems"):
        if not isinstance(value.get(name), list):
            raise ReportError(f"{where}: {name} must be an array")
    return value


def merge_reports(reports: list) -> dict:
    """Merges reports of parts of an archive into the report of the whole; associative and commutative."""
    if not reports:
        raise ReportError("no report to merge")
    profile = reports[0]["profile"]
    for k, r in enumerate(reports):
        if r["profile"] != profile:
            raise ReportError(f"report {k + 1} was made with another profile: reports of different profiles do not merge")
    counts = {name: sum(r["counts"][name] for r in reports) for name in COUNT_NAMES}
    merged = {
        "profile": profile,
        "maxExamples": min(r["maxExamples"] for r in reports),
        "counts": counts,
        "examples": [e for r in reports for e in r["examples"]],
        "problems": [p for r in reports for p in r["problems"]],
        "stoppedEarly": any(r["stoppedEarly"] for r in reports),
    }
    for name in TALLY_NAMES:
        tally: dict = {}
        for r in reports:
            for key, n in r[name].items():
                tally[key] = tally.get(key, 0) + n
        merged[name] = tally
    return canonical(merged)


def shift_lines(report: dict, by: int) -> dict:
    """The report of a byte range with its line numbers moved to the file's (line 0, the file, stays)."""
    if by == 0:
        return report
    moved = dict(report)
    moved["examples"] = [{**e, "line": e["line"] + by if e["line"] > 0 else 0} for e in report["examples"]]
    moved["problems"] = [{**p, "line": p["line"] + by if p["line"] > 0 else 0} for p in report["problems"]]
    return moved


class ReportBuilder:
    """Builds an archive report document by document (the jsonschema engine's side of the gate's reporter)."""

    def __init__(self, profile: dict, max_examples: int):
        self.profile = profile
        self.max_examples = max_examples
        self.counts = {name: 0 for name in COUNT_NAMES}
        self.tallies = {name: {} for name in TALLY_NAMES}
        self.location_ceiling = None
        self.examples: list = []
        self.problems: list = []

    def _bump(self, name: str, key: str) -> None:
        tally = self.tallies[name]
        tally[key] = tally.get(key, 0) + 1

    def _bump_location(self, location: str) -> None:
        """byLocation in bounded memory: cut at twice MAX_LOCATIONS; past the largest kept, counted as other."""
        tally = self.tallies["byLocation"]
        if location == OTHER_LOCATIONS or (self.location_ceiling is not None and location > self.location_ceiling):
            tally[OTHER_LOCATIONS] = tally.get(OTHER_LOCATIONS, 0) + 1
            return
        tally[location] = tally.get(location, 0) + 1
        if len(tally) - (OTHER_LOCATIONS in tally) >= 2 * MAX_LOCATIONS:
            tally = self.tallies["byLocation"] = cut_locations(tally)
            self.location_ceiling = max(key for key in tally if key != OTHER_LOCATIONS)

    def _keep(self, items: list, item: dict, key) -> None:
        items.append(item)
        if len(items) >= 2 * max(self.max_examples, 1):
            items.sort(key=key)
            del items[self.max_examples:]

    def add(self, file: str, status: str, violations=(), errors=(), omitted: int = 0) -> None:
        """One document: status valid|invalid|error; violations (pointer, rule, line, day|None); errors (code, message, line)."""
        c = self.counts
        c["documents"] += 1
        if status == "valid":
            c["valid"] += 1
        elif status == "invalid":
            c["invalid"] += 1
        else:
            c["unreadable"] += 1
            self._bump("unreadableByFile", file)
        c["omitted"] += omitted
        for pointer, rule, line, day in violations:
            c["violations"] += 1
            self._bump("byRule", rule)
            self._bump_location(generalise_location(pointer))
            self._bump("byDay", day or UNDATED)
            self._keep(self.examples, {"file": file, "line": line, "pointer": pointer, "rule": rule}, _example_key)
        for code, message, line in errors:
            self._bump("byProblem", code)
            self._keep(self.problems, {"file": file, "line": line, "code": code, "message": message}, _problem_key)

    def build(self, files: int, blank_lines: int, size: int) -> dict:
        counts = dict(self.counts, files=files, blankLinesSkipped=blank_lines, bytes=size)
        return canonical({
            "profile": self.profile, "maxExamples": self.max_examples, "counts": counts, **self.tallies,
            "examples": self.examples, "problems": self.problems, "stoppedEarly": False,
        })
