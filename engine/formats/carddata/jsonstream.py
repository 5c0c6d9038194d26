"""Streaming JSON input for the card-data importers, with errors that say where the file breaks.

``json_source(path)`` opens a file for ijson (a leading UTF-8 BOM is skipped) and turns a
parser error (or bytes that are not UTF-8) into a ``LoadError`` carrying the exact byte offset
and the line. ijson reads in blocks (64 KiB; ``READ_BLOCK`` for ``kvitems``), so the failing
block is read again one byte at a time to find the offset. ``events(source)`` gives ijson's prefixed events, refusing what would make
ijson exhaust the memory: nesting deeper than ``MAX_DEPTH`` (each level's prefix repeats every
level above it) and a single value longer than ``MAX_VALUE_BYTES`` (held whole, and lexed again
for every block it spans).

``kvitems(source, prefix)`` is the fast way for big files: each value at ``prefix`` (an MTGJSON
set) is cut out of the bytes and parsed whole by orjson (``jsonsplit``), while ``_Scan`` reads
each block first, at the speed of ``re`` and ``bytes`` methods, and refuses what would exhaust
the memory before any parser sees it: nesting deeper than ``MAX_DEPTH``, a string or number
longer than ``MAX_VALUE_BYTES``, and a value at ``prefix`` larger than ``MAX_ITEM_BYTES`` or
holding more than ``MAX_ITEM_ELEMENTS`` JSON values (what one value may cost once built). When
that reader stops (a refusal, JSON that is not valid, JSON only ijson reads), the file is read
again by ijson's C backend in ``READ_BLOCK`` blocks (``exact_kvitems``), whose errors name the
place and the problem as before.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from itertools import accumulate, count, islice
from operator import sub
from pathlib import Path
from typing import Any, BinaryIO, Iterator

import ijson  # type: ignore[import-untyped]
import orjson

from engine.core.collector import collector_paused
from engine.core.errors import LoadError
from engine.core.problems import thousands
from engine.core.text import Text, same
from engine.core.textfiles import NOT_UTF8, unreadable
from engine.formats.carddata.jsonsplit import NotFast, members, reach

_BOM = b"\xef\xbb\xbf"
MAX_DEPTH = 64
"""The deepest nesting read: an MTGJSON card lies seven levels down."""
MAX_VALUE_BYTES = 16 * 2**20
"""The longest single JSON value read: a card's whole rules text is a few KB."""
MAX_ITEM_BYTES = 64 * 2**20
"""The largest value ``kvitems`` builds: AllPrintings' largest set is a few tens of MB."""
MAX_ITEM_ELEMENTS = 1_000_000
"""The most JSON values (objects, arrays, elements, members) inside one value ``kvitems`` builds:
a real MTGJSON card holds about 150, so the largest set holds under half a million."""
READ_BLOCK = 2**20
"""Bytes ``kvitems`` hands the parser (and ``_Scan``) at a time: a sixteenth of the calls of
ijson's 64 KiB, 0.3–0.5 s less over AllPrintings."""
FAST_BLOCK = 2**16
"""Bytes ``kvitems`` reads at a time to cut members out: where a member begins or ends, the
rest of its block is followed byte by byte at ``bytes`` speed, so smaller blocks cost less there
(and checked more often, they are refused no later than ``READ_BLOCK``'s)."""
ERRORS = (ijson.JSONError, UnicodeDecodeError)
"""What ijson raises for a file that is not JSON: bad syntax, bytes that are not UTF-8."""


class _Reader:
    """A binary file that skips a leading BOM and counts the bytes it hands out; from byte
    ``slow_from`` on it hands them out one at a time."""

    def __init__(self, raw: BinaryIO, slow_from: int | None = None, path: Path | None = None) -> None:
        self.raw = raw
        self.path = path  # set: a value longer than MAX_VALUE_BYTES is refused (see ``events``)
        self.slow_from = slow_from
        self.rewind()

    def rewind(self) -> None:
        """Back to the start of the file (past a BOM), nothing handed out yet."""
        self.position = 0  # bytes of the file handed out (or skipped) so far
        self.block_start = 0  # where the last non-empty read began
        self.last_event = 0  # the position when ``events`` last saw a parser event
        self.at_end = False
        self.scan: _Scan | None = None  # set by ``kvitems``
        self.raw.seek(0)
        if self.raw.read(3) == _BOM:
            self.position = 3
        else:
            self.raw.seek(0)

    def read(self, size: int = -1) -> bytes:
        if size == 0:
            return b""
        if self.path is not None and self.scan is None and self.position - self.last_event > MAX_VALUE_BYTES:
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
            if self.scan is not None:
                self.scan.feed(data, self.position)
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
    parsed: Iterator[tuple[str, str, Any]] = ijson.parse(_guarded(source))
    return parsed


def kvitems(source: _Reader, prefix: str) -> Iterator[tuple[str, Any]]:
    """The members of the object at the top-level key ``prefix``, each parsed whole (numbers as
    floats); ``LoadError`` for what ``_Scan`` refuses and for JSON that is not valid.

    Each member is cut out of the bytes and parsed by orjson (``jsonsplit.members``), every
    block checked by ``_Scan`` first. If that reader stops (invalid JSON, or JSON it does not
    follow), the file is read again from its start by ijson's C backend (``exact_kvitems``),
    skipping the members already handed out: the error then names the same place and says the
    same thing as ijson, and a valid file orjson cannot read is read whole.
    """
    if source.path is None:
        raise ValueError("kvitems needs a source opened by json_source")
    scan = source.scan = _Scan(source.path)
    fast = members(_Blocks(source, scan), prefix)
    handed = 0
    while True:
        try:
            with collector_paused():
                key, value = next(fast)
        except StopIteration:
            return
        except (NotFast, orjson.JSONDecodeError, LoadError):
            break
        scan.start_item(source.position)
        yield key, value
        del value
        handed += 1
    source.rewind()
    yield from islice(exact_kvitems(source, prefix), handed, None)


def exact_kvitems(source: _Reader, prefix: str) -> Iterator[tuple[str, Any]]:
    """``kvitems`` read by ijson's C backend, which builds every value at ``prefix`` with no
    Python work per event; its errors name the block they were met in."""
    if source.path is None:
        raise ValueError("kvitems needs a source opened by json_source")
    scan = source.scan = _Scan(source.path)
    members = ijson.kvitems(source, prefix, use_float=True, buf_size=READ_BLOCK)
    while True:
        try:
            with collector_paused():
                key, value = next(members)
        except StopIteration:
            return
        scan.start_item(source.position)
        yield key, value


class _Blocks:
    """``jsonsplit.Blocks``: the file in blocks of ``FAST_BLOCK`` bytes, each checked by ``scan``."""

    def __init__(self, source: _Reader, scan: _Scan) -> None:
        self.source = source
        self.scan = scan

    def next_block(self) -> bytes:
        return self.source.read(FAST_BLOCK)

    @property
    def lowest(self) -> int:
        return self.scan.lowest

    @property
    def before(self) -> tuple[int, bool, bool]:
        return self.scan.before


_ESCAPED_PAIR = re.compile(rb'\\[\\"]')  # an escaped backslash or quote (one pass: five times faster than two replaces)
_NOT_STRUCTURE = bytes(b for b in range(256) if b not in b'"[]{},')
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_SCALAR_BYTES = bytes(b for b in range(256) if b not in b' \t\n\r,:[]{}"')
_OPENS_AS_2 = bytes.maketrans(b"[{]}", b"\x02\x02\x00\x00")


class _Scan:
    """The structure of the bytes handed to the parser, block by block: nesting depth, the length
    of the string or number under way, and the size of the value ``kvitems`` is building.

    Escaped backslashes and quotes are dropped first (an escape cut by the block's end waits for
    the next block), so every quote left opens or closes a string; what lies between them is
    skipped by splitting on quotes.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.depth = 0
        self.in_string = False
        self.escaped = False  # the last block ended on a backslash that escapes the next byte
        self.value_bytes = 0  # of the string or number under way
        self.item_start = 0
        self.elements = 0  # JSON values begun since ``item_start``
        self.before = (0, False, False)  # depth, in_string and escaped where the last block began
        self.lowest = 0  # the lowest depth within the last block

    def start_item(self, position: int) -> None:
        """``kvitems`` handed out a value: count the next one from ``position``."""
        self.item_start, self.elements = position, 0

    def feed(self, data: bytes, position: int) -> None:
        """Check the block that ends at byte ``position`` of the file."""
        self.before = (self.depth, self.in_string, self.escaped)
        if self.escaped:
            data, self.escaped = data[1:], False
        if b"\\" in data:
            data = _ESCAPED_PAIR.sub(b"", data)
            if data.endswith(b"\\"):
                data, self.escaped = data[:-1], True
        pieces = data.translate(None, _NOT_STRUCTURE).split(b'"')
        structure = b"".join(pieces[1::2] if self.in_string else pieces[::2])
        quotes = len(pieces) - 1
        if quotes % 2:
            self.in_string = not self.in_string
        if self.in_string:
            self.value_bytes = len(data) - data.rfind(b'"') - 1 if quotes else self.value_bytes + len(data)
        else:
            run = len(data) - len(data.rstrip(_SCALAR_BYTES))
            self.value_bytes = self.value_bytes + run if run == len(data) else run
        self._walk(structure, position)
        self.elements += structure.count(b",") + quotes // 2
        if self.value_bytes > MAX_VALUE_BYTES:
            most = MAX_VALUE_BYTES // 2**20
            self._refuse(position, Text(f"un valor JSON de más de {most} MB no es una carta",
                                        f"a JSON value of more than {most} MB is not a card"))
        if position - self.item_start > MAX_ITEM_BYTES or self.elements > MAX_ITEM_ELEMENTS:
            most = MAX_ITEM_BYTES // 2**20
            self._refuse(position, Text(f"un valor JSON de más de {most} MB o {thousands(MAX_ITEM_ELEMENTS)} elementos "
                                        "no es un set de cartas",
                                        f"a JSON value of more than {most} MB or {thousands(MAX_ITEM_ELEMENTS, 'en')} "
                                        "elements is not a card set"))

    def _walk(self, structure: bytes, position: int) -> None:
        brackets = structure.translate(None, _NOT_BRACKETS)
        below, above = reach(brackets)
        self.lowest = self.depth - below
        if not brackets:
            return
        opens = brackets.count(b"[") + brackets.count(b"{")
        if self.depth + above > MAX_DEPTH:  # might go too deep: follow it bracket by bracket
            deepest = max(map(sub, accumulate(brackets.translate(_OPENS_AS_2)), count(1)))
            if self.depth + deepest > MAX_DEPTH:
                self._refuse(position, Text(f"JSON anidado a más de {MAX_DEPTH} niveles",
                                            f"JSON nested more than {MAX_DEPTH} levels deep"))
        self.depth += 2 * opens - len(brackets)

    def _refuse(self, position: int, problem: Text) -> None:
        raise LoadError(str(self.path), Text(f"hacia el byte {position}: {problem.es}", f"near byte {position}: {problem.en}"),
                        _line_at(self.path, position))


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
