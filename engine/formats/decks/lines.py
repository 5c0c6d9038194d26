"""Reading deck files, collecting bad lines, and the card lines the text dialects share."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterator

from engine.core.textfiles import read_text
from engine.formats.records import DeckLine

TEXT_SOURCE = "<texto>"
"""The ``source`` of text that came from no file."""

# "4 Name", "4x Name", "4 x Name", "4<TAB>Name"
_COUNT = re.compile(r"^(?P<count>\d+)\s*(?:[xX]\s+|\s+)(?P<rest>\S.*)$")
# XMage "[SET:num] Name"
_XMAGE = re.compile(r"^\[(?P<set>[^:\]]*):(?P<number>[^\]]*)\]\s*(?P<name>\S.*)$")
# Magic Workstation "[SET] Name"
_MWS = re.compile(r"^\[(?P<set>[^\]:]*)\]\s*(?P<name>\S.*)$")
# Arena "Name (SET) num", searched for after the name; a set code has no spaces, so names like
# "Erase (Not the …)" stay whole
_ARENA = re.compile(r"\s\((?P<set>[A-Za-z0-9_]{2,8})\)(?:\s+(?P<number>\S+))?$")
# Every pattern here runs in time linear in the line: a line of a million characters is read
# as fast as its text, never with the backtracking of overlapping repeats.

MAX_BYTES = 2 * 2**20
"""The largest deck file read: a 100-card MTGJSON deck, with every card's full data, is 400 KB."""

MAX_LINES = 20_000
"""The most lines (or entries) a deck file may have: a Jumpstart list of every pack is 3,000."""
MAX_COPIES = 100_000
"""The most cards a deck may count: a writer that lists every copy must end."""

COUNT_DIGITS = 6
"""A card count has at most this many digits (more is no count but a broken line)."""


def read_deck_text(path: str | Path) -> str:
    """A deck file's text: UTF-8 (a BOM is dropped) or else Windows-1252, as old .dec/.mwDeck
    files are."""
    return read_text(path, fallback="cp1252", limit=MAX_BYTES)


def parse_count(text: str) -> int | None:
    """A card count in ASCII digits (at most ``COUNT_DIGITS``), or ``None``."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= COUNT_DIGITS else None


def without_finish(text: str) -> str:
    """``text`` without the finish mark some exporters append: ``*F*`` foil, ``*E*`` etched."""
    mark = text[-3:]
    if len(text) > 3 and mark[0] == mark[2] == "*" and "A" <= mark[1] <= "Z" and text[-4].isspace():
        return text[:-3].rstrip()
    return text


def source_stem(source: str) -> str:
    """A deck's default name: its file's name without extension (nothing for pasted text)."""
    return Path(source).stem if source != TEXT_SOURCE else ""


def numbered_lines(text: str) -> Iterator[tuple[int, str]]:
    """``(line number, text)`` for every line, BOM and CR removed, trailing spaces stripped;
    one line at a time, so that a long file costs no more than its text."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    start, number = 0, 1
    while start <= len(text):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        yield number, text[start:end].rstrip()
        start, number = end + 1, number + 1


def parse_card_line(text: str, line: int | None = None) -> DeckLine | None:
    """A counted card line in any text dialect (``N Name``, ``Nx Name``, ``N<TAB>Name``,
    ``N [SET:num] Name``, ``N [SET] Name``, ``N Name (SET) num``), or ``None`` without a count
    (or with one of more than ``COUNT_DIGITS`` digits)."""
    counted = _COUNT.match(text.strip())
    count = parse_count(counted["count"]) if counted else None
    if counted is None or count is None:
        return None
    rest = without_finish(counted["rest"].split("\t")[0].strip())
    for pattern in (_XMAGE, _MWS):
        found = pattern.match(rest)
        if found:
            return DeckLine(count, found["name"].strip(), found["set"].strip(), (found.groupdict().get("number") or "").strip(), line=line)
    arena = _ARENA.search(rest)
    if arena and rest[: arena.start()].strip():
        return DeckLine(count, rest[: arena.start()].strip(), arena["set"], arena["number"] or "", line=line)
    return DeckLine(count, rest, line=line)


def card_label(line: DeckLine) -> str:
    """How messages name a card line: its name, else its code."""
    return line.name or line.code
