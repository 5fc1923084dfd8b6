"""The jsonschema engine: a partition validated with Python's ``jsonschema`` and the exported bundles
(schemas/bundles/*.bundle.json), for workers without Node.

What agrees with the node engine (the gate): the verdict of every document (valid / invalid / unreadable)
wherever the bundle's verdict is the library's (proved on schemas/vectors/*.vectors.json), so the counts
``documents``, ``valid``, ``invalid`` and the exit code. The rule words come from the bundles' annotations
(``x-rule`` on a subschema, ``x-missing`` on a property) and otherwise from the JSON Schema keyword, so
``byRule``, ``byLocation``, ``byDay`` and ``examples`` are close to, but not always the same as, the gate's.
The parse layer is smaller: invalid UTF-8, JSON syntax, blank lines and duplicate member names are caught;
the gate's other hazards (unsafe integers, limits) are not.
"""
from __future__ import annotations

import json
import re

from .partitions import CHUNK, Partition, RangeReader
from .report import ReportBuilder

_validators: dict = {}
_YMD = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_INDEX_PREFIX = re.compile(r"^/(0|[1-9][0-9]*)(?=/|$)")
_DATA_PREFIX = re.compile(r"^/data/(0|[1-9][0-9]*)(?=/|$)")
_BLANK = re.compile(rb"^[ \t\r]*$")
_KEYWORD_RULES = {
    "type": "type", "enum": "in", "const": "in", "minimum": "min", "exclusiveMinimum": "min", "pattern": "date_format",
    "format": "date_format", "additionalProperties": "unknown_field", "unevaluatedProperties": "unknown_field",
    "minProperties": "filled", "minLength": "filled", "required": "required", "anyOf": "envelope", "oneOf": "envelope",
}
_ENVELOPES = ("paginator", "collection", "bare")


def bundle_names(include_slots: bool, strict: bool) -> tuple:
    """The bundles of a profile: (summary bundle, response bundle) file names."""
    if strict and not include_slots:
        raise ValueError("no bundle combines --strict and --no-slots; use the node engine for that profile")
    suffix = ".strict" if strict else "" if include_slots else ".no-slots"
    return (f"user-summary{suffix}.bundle.json", f"response{suffix}.bundle.json")


def _validator(bundle: dict):
    from jsonschema import Draft202012Validator

    key = bundle["$id"]
    found = _validators.get(key)
    if found is None:
        found = Draft202012Validator(bundle, format_checker=Draft202012Validator.FORMAT_CHECKER)
        _validators[key] = found
    return found


def _escape(token) -> str:
    return str(token).replace("~", "~0").replace("/", "~1")


def _pointer(path) -> str:
    return "".join(f"/{_escape(t)}" for t in path)


def _detect_kind(value) -> str:
    if isinstance(value, list):
        return "summaries"
    if isinstance(value, dict) and any(k in value for k in ("data", "meta", "links", "current_page")):
        return "response"
    return "summary"


def _envelope(value) -> str:
    if isinstance(value, list):
        return "bare"
    if isinstance(value, dict) and "current_page" not in value and ("meta" in value or "links" in value):
        return "collection"
    return "paginator"


def _rule(error) -> str:
    parent = error.parent
    while parent is not None:
        if parent.parent is None and parent.validator == "anyOf" and not parent.absolute_path:
            break  # the response's envelope choice: its `envelope` rule is not the rule of what is inside
        if isinstance(parent.schema, dict) and "x-rule" in parent.schema and parent.validator in ("allOf", "not", "anyOf"):
            return parent.schema["x-rule"]
        parent = parent.parent
    schema = error.schema if isinstance(error.schema, dict) else {}
    # A value of the wrong type breaks `type`, whatever else its schema says (as the library reports it).
    if error.validator == "type":
        return "type"
    if "x-rule" in schema:
        return schema["x-rule"]
    return _KEYWORD_RULES.get(error.validator, error.validator)


def _one_per_place(found: list) -> list:
    """One violation per pointer, as the library reports: `filled` first, then `type`, then the first found;
    nothing inside a group that breaks `filled` (its members are not checked one by one)."""
    rank = {"filled": 0, "type": 1}
    best: dict = {}
    for order, (pointer, rule) in enumerate(found):
        key = (rank.get(rule, 2), order)
        if pointer not in best or key < best[pointer][0]:
            best[pointer] = (key, rule)
    filled = [p for p, (_, rule) in best.items() if rule == "filled"]
    return sorted(
        (p, rule) for p, (_, rule) in best.items() if not any(p.startswith(f + "/") for f in filled)
    )


def _violations_of(error) -> list:
    """(pointer, rule) pairs of one jsonschema error; `required` names each missing key, as the library does."""
    path = list(error.absolute_path)
    if error.validator == "required" and isinstance(error.instance, dict):
        properties = error.schema.get("properties", {}) if isinstance(error.schema, dict) else {}
        return [
            (_pointer([*path, key]), (properties.get(key) or {}).get("x-missing", "required"))
            for key in error.validator_value
            if key not in error.instance
        ]
    if error.validator in ("additionalProperties", "unevaluatedProperties") and isinstance(error.instance, dict):
        known = set((error.schema or {}).get("properties", {}))
        return [(_pointer([*path, key]), "unknown_field") for key in error.instance if key not in known]
    if error.validator in ("anyOf", "oneOf", "allOf") and error.context and "x-rule" not in (error.schema or {}):
        found = []
        for sub in error.context:
            found.extend(_violations_of(sub))
        return found
    return [(_pointer(path), _rule(error))]


def _leaf_errors(validator, value, kind: str) -> list:
    """The document's errors; for a response, those of the envelope its shape names."""
    errors = list(validator.iter_errors(value))
    if kind == "summary":
        return errors
    out = []
    wanted = _ENVELOPES.index(_envelope(value))
    for error in errors:
        if error.validator == "anyOf" and not error.absolute_path and error.context:
            out.extend(e for e in error.context if e.relative_schema_path and e.relative_schema_path[0] == wanted)
        else:
            out.append(error)
    return out


def _day(value, kind: str, pointer: str):
    def date_of(summary):
        date = summary.get("date") if isinstance(summary, dict) else None
        return date if isinstance(date, str) and _YMD.match(date) else None

    if kind == "summary":
        return date_of(value)
    if isinstance(value, list):
        m = _INDEX_PREFIX.match(pointer)
        return date_of(value[int(m.group(1))]) if m and int(m.group(1)) < len(value) else None
    data = value.get("data") if isinstance(value, dict) else None
    m = _DATA_PREFIX.match(pointer)
    return date_of(data[int(m.group(1))]) if m and isinstance(data, list) and int(m.group(1)) < len(data) else None


class DuplicateKey(ValueError):
    pass


def _no_duplicates(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise DuplicateKey(key)
        seen[key] = value
    return seen


def check_value(value, bundles: dict, max_violations: int, kind: str | None = None) -> tuple:
    """(valid, [(pointer, rule, day)], omitted) of one parsed document against the profile's bundles.

    ``kind`` (summary, summaries, response) is detected from the document's shape when not given.
    """
    kind = kind or _detect_kind(value)
    validator = _validator(bundles["summary"] if kind == "summary" else bundles["response"])
    if validator.is_valid(value):
        return True, [], 0
    if kind == "response" and not isinstance(value, (dict, list)):
        return False, [("", "envelope", None)], 0
    found = []
    for error in _leaf_errors(validator, value, kind):
        for pointer, rule in _violations_of(error):
            found.append((pointer, rule))
    found = _one_per_place(found) or [("", "envelope")]
    kept = found[:max_violations]
    return False, [(p, r, _day(value, kind, p)) for p, r in kept], len(found) - len(kept)


def _lines(chunks):
    """Whole lines of a byte stream (without their newline)."""
    carry = b""
    for chunk in chunks:
        parts = (carry + chunk).split(b"\n")
        carry = parts.pop()
        yield from parts
    if carry:
        yield carry


def validate_with_jsonschema(partition: Partition, options: dict, handle) -> tuple:
    """The archive report of one NDJSON partition (or a .json file) from jsonschema, and the range's newlines."""
    import gzip

    bundles = options["bundles"]
    builder = ReportBuilder(
        {"includeSlots": options["include_slots"], "strict": options["strict"], "maxViolations": options["max_violations"]},
        options["max_examples"],
    )
    file = partition.display
    reader = None
    if partition.whole:
        source = gzip.GzipFile(fileobj=handle) if file.lower().endswith(".gz") else handle
        chunks = iter(lambda: source.read(CHUNK), b"")
    else:
        reader = RangeReader(handle, partition.start, partition.end)
        chunks = reader.chunks()
    name = file.lower().removesuffix(".gz")
    ndjson = name.endswith((".ndjson", ".jsonl"))
    blank = 0
    size = 0
    line_number = 0

    def counted(stream):
        nonlocal size
        for chunk in stream:
            size += len(chunk)
            yield chunk

    def check(raw: bytes, line: int) -> None:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            builder.add(file, "error", errors=[("invalid_utf8", f"invalid UTF-8 byte sequence at byte {error.start} of the line", line)])
            return
        try:
            value = json.loads(text, object_pairs_hook=_no_duplicates)
        except DuplicateKey:
            builder.add(file, "error", errors=[("duplicate_key", "a member name appears twice in one object", line)])
            return
        except json.JSONDecodeError as error:
            # Ends too early: the gate's truncated_record; anything else is a syntax error.
            truncated = error.pos >= len(text.rstrip())
            code, message = ("truncated_record", "the record is cut off (incomplete JSON)") if truncated else ("syntax", "the record is not valid JSON")
            builder.add(file, "error", errors=[(code, message, line)])
            return
        valid, violations, omitted = check_value(value, bundles, options["max_violations"])
        builder.add(file, "valid" if valid else "invalid", [(p, r, line, d) for p, r, d in violations], omitted=omitted)

    try:
        if ndjson:
            for raw in _lines(counted(chunks)):
                line_number += 1
                if raw.endswith(b"\r"):
                    raw = raw[:-1]
                if _BLANK.match(raw):
                    blank += 1
                    continue
                check(raw, line_number)
        else:
            check(b"".join(counted(chunks)), 1)
    except (OSError, EOFError, gzip.BadGzipFile) as error:
        reason = "not a readable gzip stream" if isinstance(error, (gzip.BadGzipFile, EOFError)) or "gzip" in str(error).lower() else "cannot be read"
        builder.add(file, "error", errors=[("unreadable", f"{reason} ({type(error).__name__}); the rest of the file was not read", 0)])
    if partition.whole and ndjson and builder.counts["documents"] == 0:
        builder.add(file, "error", errors=[("empty", "the NDJSON input holds no record", 0)])
    report = builder.build(0 if partition.continues else 1, blank, size)
    return report, (reader.newlines if reader else 0), (reader.skipped if reader else False)
