"""The jsonschema engine: a partition validated with Python's ``jsonschema`` and the exported bundles
(schemas/bundles/*.bundle.json), for workers without Node.

The violations of a document are those of ``user_summaries_contract.violations()`` (this distribution's),
whose rule data is generated from the TypeScript library: the same (pointer, rule) pairs as the gate. The
parse layer holds the gate's limits per record (``--max-bytes`` for a line or a document, nesting depth,
members of an object, length of a member name) and reads every input as a stream: a line is held only up to
the byte cap, a gzip member is inflated in bounded pieces, and a damaged gzip stream gives every record that
inflated whole before the damage, whatever zlib's buffering. Invalid UTF-8, JSON syntax (NaN and Infinity
included), a record cut off, blank lines and duplicate member names are caught; the gate's other hazards
(unsafe integers, ``__proto__``, a byte order mark, ``--from``/``--to``) are not.
"""
from __future__ import annotations

import datetime
import json
import re
import zlib

from .. import violations
from .partitions import CHUNK, Partition, RangeReader
from .report import ReportBuilder

_validators: dict = {}
_YMD = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_INDEX_PREFIX = re.compile(r"^/(0|[1-9][0-9]*)(?=/|$)")
_DATA_PREFIX = re.compile(r"^/data/(0|[1-9][0-9]*)(?=/|$)")
_BLANK = re.compile(rb"^[ \t\r]*$")
_NEWLINES = re.compile(rb"\n+")
_CRLFS = re.compile(rb"(?:\r\n)+")

DEFAULT_LIMITS = {"max_bytes": 16 * 1024 * 1024, "max_depth": 64, "max_members": 10_000, "max_key_length": 1024}
"""The gate's parse-layer limits (packages/tools/src/gate/config.ts, DEFAULT_LIMITS)."""

MAX_READABLE_DEPTH = 500
"""The deepest ``max_depth`` this engine accepts: Python's JSON parser recurses, and stops near 1,000 levels."""

_GZIP_IN = 16 * 1024
"""Compressed bytes inflated at a time: a damaged piece is searched byte by byte within at most this much."""


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


def _detect_kind(value) -> str:
    if isinstance(value, list):
        return "summaries"
    if isinstance(value, dict) and any(k in value for k in ("data", "meta", "links", "current_page")):
        return "response"
    return "summary"


def _is_calendar_date(text: str) -> bool:
    """Whether ``text`` is a date the contract accepts (``Y-m-d``, a real calendar date from year 1), as the gate's
    report reads it (packages/tools/src/documentCheck/violationDay.ts): any other date text is a payload value, never a key of
    ``byDay`` (docs/gate.md, "Dates in reports"). ASCII digits only (Python's ``\\d`` also takes other scripts')."""
    if len(text) != 10 or _YMD.fullmatch(text) is None:
        return False
    try:
        datetime.date(int(text[0:4]), int(text[5:7]), int(text[8:10]))
    except ValueError:
        return False
    return True


def _day(value, kind: str, pointer: str):
    def date_of(summary):
        date = summary.get("date") if isinstance(summary, dict) else None
        return date if isinstance(date, str) and _is_calendar_date(date) else None

    if kind == "summary":
        return date_of(value)
    if isinstance(value, list):
        m = _INDEX_PREFIX.match(pointer)
        return date_of(value[int(m.group(1))]) if m and int(m.group(1)) < len(value) else None
    data = value.get("data") if isinstance(value, dict) else None
    m = _DATA_PREFIX.match(pointer)
    return date_of(data[int(m.group(1))]) if m and isinstance(data, list) and int(m.group(1)) < len(data) else None


class ParseProblem(ValueError):
    """A record the parse layer refuses: the gate's problem code and sentence."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


def _pairs_hook(limits: dict):
    def no_hazards(pairs):
        if len(pairs) > limits["max_members"]:
            raise ParseProblem("max_members", f"the object has more than {limits['max_members']} members (--max-members)")
        seen = {}
        for key, value in pairs:
            if len(key) > limits["max_key_length"]:
                raise ParseProblem("max_key_length", f"a member name of {len(key)} characters exceeds the limit of {limits['max_key_length']} (--max-key-length)")
            if key in seen:
                raise ParseProblem("duplicate_key", "a member name appears twice in one object")
            seen[key] = value
        return seen

    return no_hazards


def _not_json(word):
    raise ParseProblem("syntax", f"{word} is not a JSON value")


def _depth_over(value, limit: int) -> bool:
    """Whether arrays and objects nest deeper than ``limit`` (the root container is depth 1); iterative."""
    stack = [(value, 1)] if isinstance(value, (dict, list)) else []
    while stack:
        node, depth = stack.pop()
        if depth > limit:
            return True
        for child in node.values() if isinstance(node, dict) else node:
            if isinstance(child, (dict, list)):
                stack.append((child, depth + 1))
    return False


def parse_record(text: str, limits: dict):
    """A record's value, or raises ParseProblem with the gate's code: the parse layer of the gate, per record."""
    try:
        value = json.loads(text, object_pairs_hook=_pairs_hook(limits), parse_constant=_not_json)
    except RecursionError:
        # Python's parser recurses: what it cannot nest is far past any limit the gate accepts.
        raise ParseProblem("max_depth", f"nesting depth exceeds the limit of {limits['max_depth']} (--max-depth)") from None
    except json.JSONDecodeError as error:
        # Ends too early: the gate's truncated_record; anything else is a syntax error.
        if error.pos >= len(text.rstrip()):
            raise ParseProblem("truncated_record", "the record is cut off (incomplete JSON)") from None
        raise ParseProblem("syntax", "the record is not valid JSON") from None
    if _depth_over(value, limits["max_depth"]):
        raise ParseProblem("max_depth", f"nesting depth exceeds the limit of {limits['max_depth']} (--max-depth)")
    return value


def check_value(value, bundles: dict, max_violations: int, kind: str | None = None) -> tuple:
    """(valid, [(pointer, rule, day)], omitted) of one parsed document against the profile's bundles.

    ``kind`` (summary, summaries, response) is detected from the document's shape when not given. The pairs
    are ``violations()``'s, in document order; the first ``max_violations`` are kept, the rest counted.
    """
    kind = kind or _detect_kind(value)
    validator = _validator(bundles["summary"] if kind == "summary" else bundles["response"])
    found = [(v["pointer"], v["rule"]) for v in violations(validator, value)]
    if not found:
        return True, [], 0
    kept = found[:max_violations]
    return False, [(p, r, _day(value, kind, p)) for p, r in kept], len(found) - len(kept)


class GzipDamage(Exception):
    """A gzip stream that cannot be read on: its reason, as zlib words it."""


def _inflate_piece(state, piece: bytes):
    """The bytes ``piece`` inflates to from ``state``; on damage, every byte the piece gives before it, then the reason.

    Returns (output, error message or None). The search is over the piece's prefixes (a prefix that inflates
    without error gives all the output before the damage), so the result does not depend on zlib's buffers.
    """
    try:
        return state.copy().decompress(piece), None
    except zlib.error as error:
        reason = str(error).split(": ", 1)[-1]
    good, bad = 0, len(piece)
    while bad - good > 1:
        middle = (good + bad) // 2
        try:
            state.copy().decompress(piece[:middle])
            good = middle
        except zlib.error:
            bad = middle
    return state.copy().decompress(piece[:good]), reason


def _pieces(chunks):
    for chunk in chunks:
        for at in range(0, len(chunk), _GZIP_IN):
            yield chunk[at:at + _GZIP_IN]


def gunzip(chunks):
    """The inflated bytes of a gzip stream (members in a row), in pieces of at most CHUNK bytes.

    Raises GzipDamage after yielding every byte that inflated before the damage; a stream cut off or empty
    raises it at the end (``unexpected end of file``), data after a member that is no member raises it
    (``incorrect header check``): what zlib says to the gate.
    """
    state = zlib.decompressobj(wbits=31)
    fresh = True
    members = 0
    for piece in _pieces(chunks):
        while piece:
            fresh = False
            rest = yield from _feed(state, piece)
            piece = b""
            if state.eof:
                members += 1
                state, fresh, piece = zlib.decompressobj(wbits=31), True, rest
    if not fresh or members == 0:
        raise GzipDamage("unexpected end of file")


def _feed(state, piece: bytes):
    """Inflates one compressed piece into ``state`` in bounded outputs; returns the bytes past a member's end."""
    data = piece
    while data:
        before = state.copy()
        try:
            out = state.decompress(data, CHUNK)
        except zlib.error:
            out, reason = _inflate_piece(before, data)
            for at in range(0, len(out), CHUNK):
                yield out[at:at + CHUNK]
            raise GzipDamage(reason) from None
        if out:
            yield out
        if state.eof:
            return state.unused_data
        data = state.unconsumed_tail
    return b""


class _Lines:
    """Splits a byte stream into NDJSON lines with bounded memory: a line longer than the cap is not held, only
    measured; a run of empty lines is counted at once, not line by line."""

    def __init__(self, max_bytes: int):
        self.max_bytes = max_bytes
        self.parts: list = []
        self.length = 0
        self.skipping = False
        self.pending = False
        """Bytes of an unfinished line have been seen."""

    def feed(self, chunk: bytes):
        """Yields ("blank", (lines, bytes)), ("line", bytes) and ("oversized", length) for the lines the chunk ends."""
        pos = 0
        size = len(chunk)
        while pos < size:
            if not self.pending:
                run = _NEWLINES.match(chunk, pos)
                if run is not None:
                    yield ("blank", (run.end() - pos, run.end() - pos))
                    pos = run.end()
                    continue
                run = _CRLFS.match(chunk, pos)
                if run is not None:
                    yield ("blank", ((run.end() - pos) // 2, run.end() - pos))
                    pos = run.end()
                    continue
            at = chunk.find(b"\n", pos)
            end = size if at == -1 else at
            self.pending = True
            if not self.skipping and self.length + end - pos > self.max_bytes:
                self.skipping = True
                self.parts = []
            if not self.skipping:
                self.parts.append(chunk[pos:end])
            self.length += end - pos
            if at == -1:
                return
            yield self._line()
            pos = at + 1

    def _line(self):
        event = ("oversized", self.length) if self.skipping else ("line", b"".join(self.parts))
        self.parts, self.length, self.skipping, self.pending = [], 0, False, False
        return event

    def finish(self):
        """The last line when the stream ends without a newline (none after a damaged stream: it is cut off)."""
        if self.pending:
            yield self._line()


def _bytes_text(n: int) -> str:
    if n >= 1024 * 1024 and n % (1024 * 1024) == 0:
        return f"{n // (1024 * 1024)} MiB"
    if n >= 1024 and n % 1024 == 0:
        return f"{n // 1024} KiB"
    return f"{n} bytes"


def validate_with_jsonschema(partition: Partition, options: dict, handle) -> tuple:
    """The archive report of one NDJSON partition (or a .json file) from jsonschema, and the range's newlines.

    ``counts.bytes`` are the gate's: the inflated bytes of every line read (a line over the cap counts whole),
    ``--max-bytes`` + 1 for a document over the cap (what is read to know it), nothing of a line cut off by
    a damaged gzip stream.
    """
    bundles = options["bundles"]
    limits = {**DEFAULT_LIMITS, **options.get("limits", {})}
    builder = ReportBuilder(
        {"includeSlots": options["include_slots"], "strict": options["strict"], "maxViolations": options["max_violations"]},
        options["max_examples"],
    )
    file = partition.display
    reader = None
    if partition.whole:
        raw = iter(lambda: handle.read(CHUNK), b"")
        chunks = gunzip(raw) if file.lower().endswith(".gz") else raw
    else:
        reader = RangeReader(handle, partition.start, partition.end)
        chunks = reader.chunks()
    name = file.lower().removesuffix(".gz")
    ndjson = name.endswith((".ndjson", ".jsonl"))
    counts = {"blank": 0, "size": 0, "line": 0}

    def problem(code: str, message: str, line: int) -> None:
        builder.add(file, "error", errors=[(code, message, line)])

    def check(raw: bytes, line: int) -> None:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            return problem("invalid_utf8", f"invalid UTF-8 byte sequence at byte {error.start} of the line", line)
        try:
            value = parse_record(text, limits)
        except ParseProblem as refused:
            return problem(refused.code, refused.message, line)
        valid, found, omitted = check_value(value, bundles, options["max_violations"])
        builder.add(file, "valid" if valid else "invalid", [(p, r, line, d) for p, r, d in found], omitted=omitted)

    def take(event, terminated: bool) -> None:
        kind, payload = event
        if kind == "blank":
            lines, size = payload
            counts["blank"] += lines
            counts["line"] += lines
            counts["size"] += size
            return
        counts["line"] += 1
        if kind == "oversized":
            counts["size"] += payload + terminated
            return problem("max_bytes", f"the line is longer than the limit of {_bytes_text(limits['max_bytes'])} (--max-bytes); it was skipped", counts["line"])
        counts["size"] += len(payload) + terminated
        line = payload[:-1] if payload.endswith(b"\r") else payload
        if _BLANK.match(line):
            counts["blank"] += 1
            return
        check(line, counts["line"])

    try:
        if ndjson:
            lines = _Lines(limits["max_bytes"])
            for chunk in chunks:
                for event in lines.feed(chunk):
                    take(event, True)
            for event in lines.finish():
                take(event, False)
        else:
            parts, held = [], 0
            for chunk in chunks:
                parts.append(chunk)
                held += len(chunk)
                if held > limits["max_bytes"]:
                    break
            if held > limits["max_bytes"]:
                counts["size"] = limits["max_bytes"] + 1
                problem("max_bytes", f"the document is larger than the limit of {_bytes_text(limits['max_bytes'])} (--max-bytes); it was not read", 0)
            else:
                counts["size"] = held
                document = b"".join(parts)
                if not document.strip():
                    problem("empty", "the document is empty (zero bytes)" if not document else "the document holds only whitespace (no JSON value)", 1)
                else:
                    check(document, 1)
    except GzipDamage as damage:
        problem("unreadable", f"not a readable gzip stream ({damage}); the rest of the file was not read", 0)
    except OSError as error:
        problem("unreadable", f"cannot be read ({type(error).__name__}); the rest of the file was not read", 0)
    if partition.whole and ndjson and builder.counts["documents"] == 0:
        problem("empty", "the NDJSON input holds no record", 0)
    report = builder.build(0 if partition.continues else 1, counts["blank"], counts["size"])
    return report, (reader.newlines if reader else 0), (reader.skipped if reader else False)
