"""Partitions of an archive: whole files, or byte ranges of large uncompressed NDJSON files split on newlines.

A byte range [start, end) holds the lines that *start* in it: it skips the partial line it begins in (the
range before reads that line to its end) and reads its last line to its newline, past ``end``. Every line
then belongs to exactly one range, however the file is cut.
"""
from __future__ import annotations

import glob
import os
from dataclasses import dataclass
from typing import Iterator, Optional

CHUNK = 1024 * 1024


@dataclass(frozen=True)
class Partition:
    """One unit of work: a file (``end`` None) or the lines starting in the byte range [start, end) of it."""

    display: str
    """The file's name as the user gave it (or as the glob found it), as valid Unicode: its name in the report."""
    url: str
    """What to open: an absolute local path (resolved on the client), or any URL fsspec reads."""
    index: int
    """The partition's place in the plan (files in order, ranges in order)."""
    start: int = 0
    end: Optional[int] = None
    whole: bool = True
    """False for byte ranges: their line numbers are moved to the file's when the reports are merged."""
    size: Optional[int] = None
    """The file's size when the run was planned (None: it could not be read then)."""
    mtime: Optional[int] = None
    """The file's modification time (ns) when the run was planned (None: unknown, e.g. some URLs)."""

    @property
    def continues(self) -> bool:
        return self.start > 0


def _is_url(path: str) -> bool:
    return "://" in path


def _fs_for(path: str):
    import fsspec  # only needed for URLs and remote globs

    fs, _, _ = fsspec.core.get_fs_token_paths(path)
    return fs


def display_name(name: str) -> str:
    """A file name as the gate writes it: bytes that are not UTF-8 (kept by Python as lone surrogates) as U+FFFD."""
    try:
        name.encode("utf-8")
        return name
    except UnicodeEncodeError:
        return os.fsencode(name).decode("utf-8", "replace")


def _exists(path: str) -> bool:
    try:
        return _fs_for(path).exists(path) if _is_url(path) else os.path.lexists(path)
    except (OSError, ValueError):
        return False


def expand(paths: list) -> list:
    """Paths and globs as a list of (display, url): a glob becomes its matches in name order.

    A name that exists is that file, whatever characters it holds (``bad[1].ndjson`` is a file, not a
    pattern); a pattern that matches nothing stays a name, reported as missing, as a shell passes it to the
    gate. Local paths are made absolute here, on the client: workers of a remote scheduler run elsewhere.
    """
    found = []
    for path in paths:
        matches = []
        if any(ch in path for ch in "*?[") and not _exists(path):
            if _is_url(path):
                protocol = path.split("://", 1)[0]
                # fsspec's glob answers paths without their protocol; the report names them as URLs.
                matches = [m if "://" in m else f"{protocol}://{m}" for m in sorted(_fs_for(path).glob(path))]
            else:
                matches = sorted(glob.glob(path, recursive=True))
        for name in matches or [path]:
            found.append((display_name(name), name if _is_url(name) else os.path.abspath(name)))
    return found


def stat_of(url: str) -> tuple:
    """(size in bytes, modification time in ns) of a file; (None, None) when it cannot be read (the partition
    then reports why), the time None where the file system has none."""
    try:
        if _is_url(url):
            return _fs_for(url).size(url), None
        info = os.stat(url)
        return info.st_size, info.st_mtime_ns
    except (OSError, ValueError):
        return None, None


def plan(paths: list, partition_size: int) -> list:
    """The partitions of an archive: gzipped and small files whole, larger NDJSON files in byte ranges."""
    partitions = []
    for display, url in expand(paths):
        size, mtime = stat_of(url)
        splittable = not display.lower().endswith(".gz") and display.lower().endswith((".ndjson", ".jsonl"))
        if size is None or not splittable or size <= partition_size:
            partitions.append(Partition(display, url, len(partitions), size=size, mtime=mtime))
            continue
        for start in range(0, size, partition_size):
            partitions.append(Partition(display, url, len(partitions), start, min(start + partition_size, size), whole=False, size=size, mtime=mtime))
    return partitions


def open_binary(url: str):
    """A binary file object for a local path or an fsspec URL."""
    if _is_url(url):
        import fsspec

        return fsspec.open(url, "rb").open()
    return open(url, "rb")


class RangeReader:
    """Reads the lines starting in a byte range, in chunks, counting the newlines of [start, end)."""

    def __init__(self, handle, start: int, end: int):
        self.handle = handle
        self.start = start
        self.end = end
        self.newlines = 0
        """Newlines in [start, end): summed over the ranges before, they number a range's lines."""
        self.skipped = False
        """True when the range begins inside a line (its first line then starts after ``start``)."""

    def chunks(self) -> Iterator[bytes]:
        handle = self.handle
        position = self.start
        if self.start > 0:
            handle.seek(self.start - 1)
            previous = handle.read(1)
            position = self.start
            if previous != b"\n":
                self.skipped = True
                # Skip to the end of the line the range begins in.
                while True:
                    block = handle.read(CHUNK)
                    if not block:
                        return
                    at = block.find(b"\n")
                    if at == -1:
                        position += len(block)
                        if position >= self.end:
                            # Not one line starts in this range; count its newlines (none) and stop.
                            return
                        continue
                    if position + at >= self.end:
                        return
                    self.newlines += 1
                    rest = block[at + 1:]
                    position += at + 1
                    break
                yield from self._from(rest, position)
                return
        handle.seek(position)
        yield from self._from(b"", position)

    def _from(self, first: bytes, position: int) -> Iterator[bytes]:
        """Yields from ``position`` to the end of the last line starting before ``end``."""
        block = first
        handle = self.handle
        # Whether the bytes before ``position`` end a line (a range's first line always starts fresh).
        at_line_start = True
        while True:
            if not block:
                block = handle.read(CHUNK)
                if not block:
                    return
            if position + len(block) <= self.end:
                self.newlines += block.count(b"\n")
                yield block
                position += len(block)
                at_line_start = block.endswith(b"\n")
                block = b""
                continue
            # The block crosses ``end``: keep up to ``end``, then finish the line in progress.
            inside = self.end - position
            self.newlines += block.count(b"\n", 0, inside)
            if (inside == 0 and at_line_start) or (inside > 0 and block[inside - 1:inside] == b"\n"):
                yield block[:inside]
                return
            at = block.find(b"\n", inside)
            while at == -1:
                yield block
                block = handle.read(CHUNK)
                if not block:
                    return
                at = block.find(b"\n")
            yield block[: at + 1]
            return
