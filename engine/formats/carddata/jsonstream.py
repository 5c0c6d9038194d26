"""Streaming JSON input for the card-data importers, with errors that say where the file breaks.

``json_source(path)`` opens a file for ijson (a leading UTF-8 BOM is skipped) and turns a
parser error (or bytes that are not UTF-8) into a ``LoadError`` carrying the exact byte offset
and the line. ijson reads in 64 KiB blocks, so the failing block is read again one byte at a time
to find the offset. ``events(source)`` gives ijson's prefixed events, refusing what would make
ijson exhaust the memory: nesting deeper than ``MAX_DEPTH`` (each level's prefix repeats every
level above it) and a single value longer than ``MAX_VALUE_BYTES`` (held whole, and lexed again
for every block it spans).
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Any, BinaryIO, Iterator

import ijson  # type: ignore[import-untyped]

from engine.core.errors import LoadError
from engine.core.text import Text, same
from engine.core.textfiles import NOT_UTF8, unreadable

_BOM = b"\xef\xbb\xbf"
MAX_DEPTH = 64
"""The deepest nesting read: an MTGJSON card lies seven levels down."""
MAX_VALUE_BYTES = 16 * 2**20
"""The longest single JSON value read: a card's whole rules text is a few KB."""
ERRORS = (ijson.JSONError, UnicodeDecodeError)
"""What ijson raises for a file that is not JSON: bad syntax, bytes that are not UTF-8."""


class _Reader:
    """A binary file that skips a leading BOM and counts the bytes it hands out; from byte
    ``slow_from`` on it hands them out one at a time."""

    def __init__(self, raw: BinaryIO, slow_from: int | None = None, path: Path | None = None) -> None:
        self.raw = raw
        self.path = path  # set: a value longer than MAX_VALUE_BYTES is refused (see ``events``)
        self.position = 0  # bytes of the file handed out (or skipped) so far
        self.block_start = 0  # where the last non-empty read began
        self.last_event = 0  # the position when ``events`` last saw a parser event
        self.at_end = False
        self.slow_from = slow_from
        if raw.read(3) == _BOM:
            self.position = 3
        else:
            raw.seek(0)

    def read(self, size: int = -1) -> bytes:
        if size == 0:
            return b""
        if self.path is not None and self.position - self.last_event > MAX_VALUE_BYTES:
            most = MAX_VALUE_BYTES // 2**20
            raise LoadError(str(self.path), Text(f"hacia el byte {self.last_event}: un valor JSON de más de {most} MB no es una carta",
                                                 f"near byte {self.last_event}: a JSON value of more than {most} MB is not a card"),
                            _line_at(self.path, self.last_event))
        if self.slow_from is not None:
            ahead = self.slow_from - self.position
            size = 1 if ahead <= 0 else (ahead if size < 0 else min(size, ahead))
        data = self.raw.read(size)
        self.at_end = not data
        if data:
            self.block_start = self.position
            self.position += len(data)
        return data


@contextmanager
def json_source(path: Path) -> Iterator[_Reader]:
    """The file at ``path`` opened for ijson; JSON syntax errors become ``LoadError``."""
    try:
        raw = path.open("rb")
    except OSError as exc:
        raise LoadError(str(path), unreadable(exc)) from exc
    with raw:
        reader = _Reader(raw, path=path)
        try:
            yield reader
        except ERRORS as exc:
            raise syntax_error(path, reader.block_start, exc) from exc


def events(source: _Reader) -> Iterator[tuple[str, str, Any]]:
    """ijson's prefixed events of ``source`` (numbers as floats); ``LoadError`` for nesting deeper
    than ``MAX_DEPTH`` or a value longer than ``MAX_VALUE_BYTES``."""
    return ijson.parse(_guarded(source))


_DEPTH = {"start_map": 1, "start_array": 1, "end_map": -1, "end_array": -1}


def _guarded(source: _Reader) -> Iterator[tuple[str, Any]]:
    depth = 0
    for item in ijson.basic_parse(source, use_float=True):
        source.last_event = source.position
        depth += _DEPTH.get(item[0], 0)
        if depth > MAX_DEPTH and source.path is not None:
            raise LoadError(str(source.path), Text(f"hacia el byte {source.position}: JSON anidado a más de {MAX_DEPTH} niveles",
                                                   f"near byte {source.position}: JSON nested more than {MAX_DEPTH} levels deep"),
                            _line_at(source.path, source.position))
        yield item


def syntax_error(path: Path, block_start: int, exc: Exception) -> LoadError:
    """A ``LoadError`` for a parser error raised while ijson read the block at ``block_start``."""
    offset = _error_offset(path, block_start)
    size = path.stat().st_size
    if isinstance(exc, UnicodeDecodeError):
        detail = NOT_UTF8
    else:
        detail = same(str(exc).strip().splitlines()[0].strip("b'\"") if str(exc).strip() else type(exc).__name__)
    where = Text("al final del archivo",
                 "at the end of the file") if offset >= size else Text(f"en el byte {offset}", f"at byte {offset}")
    return LoadError(str(path), Text(f"JSON inválido {where.es}: {detail.es}",
                                     f"invalid JSON {where.en}: {detail.en}"), _line_at(path, offset))


def _error_offset(path: Path, block_start: int) -> int:
    with path.open("rb") as raw:
        reader = _Reader(raw, slow_from=block_start)
        try:
            for _ in ijson.basic_parse(reader):
                pass
        except ERRORS:
            return reader.position if reader.at_end else reader.block_start
    return reader.position


def _line_at(path: Path, offset: int) -> int:
    line = 1
    with path.open("rb") as raw:
        remaining = offset
        while remaining > 0:
            block = raw.read(min(remaining, 1 << 20))
            if not block:
                break
            line += block.count(b"\n")
            remaining -= len(block)
    return line
