"""Reading deck files, collecting bad lines, and the card lines the text dialects share."""

from __future__ import annotations

import re
from pathlib import Path

from engine.core.errors import LoadError
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
# Arena "Name (SET) num"; a set code has no spaces, so names like "Erase (Not the …)" stay whole
_ARENA = re.compile(r"^(?P<name>\S.*?)\s+\((?P<set>[A-Za-z0-9_]{2,8})\)(?:\s+(?P<number>\S+))?$")
# finish marks some exporters append: "*F*" foil, "*E*" etched
_FINISH = re.compile(r"\s+\*[A-Z]\*$")


def read_deck_text(path: str | Path) -> str:
    """A deck file's text: UTF-8 (a BOM is dropped) or else Windows-1252, as old .dec/.mwDeck
    files are."""
    return read_text(path, fallback="cp1252")


def source_stem(source: str) -> str:
    """A deck's default name: its file's name without extension (nothing for pasted text)."""
    return Path(source).stem if source != TEXT_SOURCE else ""


def numbered_lines(text: str) -> list[tuple[int, str]]:
    """``(line number, text)`` for every line, BOM and CR removed, trailing spaces stripped."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return [(number, raw.rstrip()) for number, raw in enumerate(text.split("\n"), start=1)]


class Problems:
    """Bad lines found while parsing one file, raised together as a single ``LoadError``."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.items: list[tuple[int | None, str]] = []

    def add(self, line: int | None, problem: str) -> None:
        self.items.append((line, problem))

    def raise_if_any(self) -> None:
        if not self.items:
            return
        detail = "; ".join(f"línea {line}: {problem}" if line is not None else problem for line, problem in self.items)
        raise LoadError(self.source, detail, self.items[0][0])


def parse_card_line(text: str, line: int | None = None) -> DeckLine | None:
    """A counted card line in any text dialect (``N Name``, ``Nx Name``, ``N<TAB>Name``,
    ``N [SET:num] Name``, ``N [SET] Name``, ``N Name (SET) num``), or ``None`` without a count."""
    counted = _COUNT.match(text.strip())
    if counted is None:
        return None
    count = int(counted["count"])
    rest = _FINISH.sub("", counted["rest"].split("\t")[0].strip())
    for pattern in (_XMAGE, _MWS, _ARENA):
        found = pattern.match(rest)
        if found:
            groups = found.groupdict()
            return DeckLine(count, found["name"].strip(), groups["set"].strip(), (groups.get("number") or "").strip(), line=line)
    return DeckLine(count, rest, line=line)


def card_label(line: DeckLine) -> str:
    """How messages name a card line: its name, else its code."""
    return line.name or line.code
