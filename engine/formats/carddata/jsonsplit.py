"""The members of one object of a JSON file, cut out of its bytes and each parsed whole by orjson.

``members(read, prefix)`` takes the file's bytes block by block from ``read`` and yields
``(key, value)`` for each member of the object at the top-level key ``prefix`` (MTGJSON's
``data``: a set of AllPrintings, a set file's card arrays), each value built by one
``orjson.loads`` of its bytes; the bytes around the values (the top level, keys, commas) are
read here. A value's end is found without parsing it: its nesting is followed outside strings,
a block at a time, at the speed of ``bytes`` methods (escaped quotes and backslashes blanked
first, so every quote left opens or closes a string), and only the stretch where it closes is
cut finer (``_close``). One value is held at a time, with the block it ends in.

It reads valid JSON as ijson does (the same keys, values and order), except integers past 64
bits, which orjson reads and yajl refuses. Everything else raises ``NotFast`` or orjson's
``JSONDecodeError``, with no position: invalid JSON, whitespace JSON does not allow (yajl
takes form feeds), a lone surrogate escape (yajl reads it as ``?``), a top level that is not an
object. The caller then reads the file again the exact way, which names the place.
"""

from __future__ import annotations

import re
from typing import Any, Generator, Iterator, Protocol

import orjson

_ESCAPED_PAIR = re.compile(rb'\\[\\"]')
_WHITESPACE = re.compile(rb"[ \t\n\r]*")
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_SCALAR = re.compile(rb'[^ \t\n\r,:\[\]{}"]*')  # a number, true, false or null (orjson checks which)
_NOT_NESTING = bytes(b for b in range(256) if b not in b'"[]{}')
_AS_BRACES = bytes.maketrans(b"[]", b"{}")
_QUOTE, _OPEN, _CLOSE, _COMMA, _COLON = map(ord, '"{},:')
_FINEST = 64  # bytes ``_close`` walks one at a time
_PARTS = 16  # pieces ``_close`` cuts a stretch into
_WINDOW = 4096  # bytes after a value's start looked at first for its end


class NotFast(Exception):
    """The bytes are not JSON this reader follows; the exact reader says why and where."""


class Blocks(Protocol):
    """The file, block by block, with the nesting of each block already followed."""

    @property
    def lowest(self) -> int:
        """The lowest nesting depth (counted from the start of the file) within the last block."""

    @property
    def before(self) -> tuple[int, bool, bool]:
        """At the start of the last block: the depth, whether inside a string, whether its
        first byte is escaped."""

    def next_block(self) -> bytes:
        """The next block of the file; ``b""`` at its end."""


def members(blocks: Blocks, prefix: str) -> Iterator[tuple[str, Any]]:
    """Each member of the object at the top-level key ``prefix``, parsed by orjson, then the rest
    of the file checked."""
    cut = _Cutter(blocks)
    at = cut.after(cut.skip(0), _OPEN)
    if cut.byte(cut.skip(at)) == _CLOSE:
        at = cut.skip(at) + 1
    else:
        while True:
            key, at = cut.key(at)
            if key == prefix and cut.byte(at) == _OPEN:
                at = yield from cut.inner(at)
            else:
                end = cut.value_end(at, 1)
                cut.parse(at, end)  # checked, as ijson parses what it does not build
                at = end
            at = cut.skip(at)
            if cut.byte(at) == _CLOSE:
                at += 1
                break
            at = cut.after(at, _COMMA)
    if cut.byte(cut.skip(at)) is not None:
        raise NotFast("bytes after the top-level object")


class _Cutter:
    """The unread bytes of the file (from the start of the value at hand) and the reading of
    what lies between values."""

    def __init__(self, blocks: Blocks) -> None:
        self.blocks = blocks
        self.buffer = bytearray()

    def more(self) -> bool:
        data = self.blocks.next_block()
        self.buffer += data
        return bool(data)

    def byte(self, at: int) -> int | None:
        """The byte at ``at``, or ``None`` past the end of the file."""
        while at >= len(self.buffer):
            if not self.more():
                return None
        return self.buffer[at]

    def skip(self, at: int) -> int:
        """Past the whitespace at ``at``."""
        while True:
            blank = _WHITESPACE.match(self.buffer, at)
            end = blank.end() if blank else at
            if end < len(self.buffer) or not self.more():
                return end
            at = end

    def after(self, at: int, expected: int) -> int:
        """Past the byte ``expected`` after whitespace at ``at``."""
        at = self.skip(at)
        if self.byte(at) != expected:
            raise NotFast(f"{chr(expected)} expected")
        return at + 1

    def key(self, at: int) -> tuple[str, int]:
        """A member's key at ``at`` (after whitespace) and where its value starts."""
        at = self.skip(at)
        if self.byte(at) != _QUOTE:
            raise NotFast("a key expected")
        end = self.value_end(at, 0)
        key = self.parse(at, end)
        return key, self.skip(self.after(end, _COLON))

    def inner(self, at: int) -> Generator[tuple[str, Any], None, int]:
        """The members of the object that opens at ``at``; returns where it ends."""
        at = self.skip(at + 1)
        if self.byte(at) == _CLOSE:
            return at + 1
        while True:
            key, at = self.key(at)
            end = self.value_end(at, 2)
            value = self.parse(at, end)
            del self.buffer[:end]  # the value's bytes go before it is used
            yield key, value
            at = self.skip(0)
            if self.byte(at) == _CLOSE:
                return at + 1
            at = self.after(at, _COMMA)

    def parse(self, start: int, end: int) -> Any:
        with memoryview(self.buffer) as whole, whole[start:end] as value:
            return orjson.loads(value)

    def value_end(self, at: int, level: int) -> int:
        """Where the value that starts at ``at``, at nesting depth ``level``, ends (reading as
        far as needed)."""
        first = self.byte(at)
        if first in (_OPEN, ord("[")):
            return self._nested_end(at + 1, level)
        string = first == _QUOTE
        while True:
            found = (_STRING if string else _SCALAR).match(self.buffer, at)
            end = found.end() if found else at
            if end > at and (string or end < len(self.buffer)):
                return end  # a scalar may go on in the next block
            if not self.more():
                if end > at:
                    return end
                raise NotFast("a value expected")

    def _nested_end(self, at: int, level: int) -> int:
        """Past the bracket that closes the array or object whose content starts at ``at``: in
        the bytes already read, followed here; in each block read after, only if the block's
        nesting goes down to ``level``."""
        window = _WINDOW
        while True:  # windows twice as long each time: a small value costs what it holds, not its block
            read = _blanked(bytes(self.buffer[at:at + window]), False)
            if drop(_braces(read, False)[0]) >= 1:
                return at + _close(read, 1, False) + 1
            if at + window >= len(self.buffer):
                break
            window *= 2
        while True:
            at = len(self.buffer)
            if not self.more():
                raise NotFast("the file ends inside a value")
            if self.blocks.lowest <= level:
                depth, in_string, escaped = self.blocks.before
                return at + _close(_blanked(bytes(self.buffer[at:]), escaped), depth - level, in_string) + 1


def _blanked(stretch: bytes, escaped: bool) -> bytes:
    """``stretch`` with every escaped quote or backslash (and its backslash) made ``_``, and its
    first byte too if ``escaped``: the same length, and every quote left opens or closes a string."""
    if escaped:
        stretch = b"_" + stretch[1:]
    return _ESCAPED_PAIR.sub(b"__", stretch) if b"\\" in stretch else stretch


def _braces(stretch: bytes, in_string: bool) -> tuple[bytes, bool]:
    """The brackets of ``stretch`` (blanked) outside strings, and whether it ends in a string
    other than the one it started in."""
    pieces = stretch.translate(None, _NOT_NESTING).split(b'"')
    return b"".join(pieces[1::2] if in_string else pieces[::2]), bool((len(pieces) - 1) % 2)


def drop(brackets: bytes) -> int:
    """How far below its start the nesting goes over ``brackets`` (those of some bytes, outside
    strings)."""
    return reach(brackets)[0]


def reach(brackets: bytes) -> tuple[int, int]:
    """How far below its start the nesting goes over ``brackets``, and at most how far above.
    Every matched pair is taken out, innermost first, layer by layer: the closings left are how
    far below; the openings left plus the layers taken out bound how far above."""
    braces = brackets.translate(_AS_BRACES)
    layers = 0
    while b"{}" in braces:
        braces = braces.replace(b"{}", b"")
        layers += 1
    closings = braces.count(b"}")
    return closings, len(braces) - closings + layers


def _close(stretch: bytes, depth: int, in_string: bool) -> int:
    """The offset of the bracket outside strings that brings ``depth`` to 0 in ``stretch``
    (blanked escapes), known to be there: the stretch is cut in ``_PARTS`` parts, and the part
    where it closes is cut again, down to ``_FINEST`` bytes walked one by one."""
    if len(stretch) <= _FINEST:
        for offset, byte in enumerate(stretch):
            if byte == _QUOTE:
                in_string = not in_string
            elif in_string:
                continue
            elif byte in b"[{":
                depth += 1
            elif byte in b"]}":
                depth -= 1
                if depth == 0:
                    return offset
        raise NotFast("no closing bracket where one was counted")
    step = -(-len(stretch) // _PARTS)
    for start in range(0, len(stretch), step):
        part = stretch[start:start + step]
        brackets, flips = _braces(part, in_string)
        if depth <= drop(brackets):
            return start + _close(part, depth, in_string)
        depth += len(brackets) - 2 * (brackets.count(b"}") + brackets.count(b"]"))
        in_string ^= flips
    raise NotFast("no closing bracket where one was counted")
