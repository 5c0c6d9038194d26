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


_MARK = re.compile(r"(?<=\s)\*(?P<mark>[A-Za-z]{1,8})\*(?=\s|$)")
FINISH_MARKS = {"F": "foil", "FOIL": "foil", "E": "etched", "ETCHED": "etched"}
"""Marks exporters (TappedOut, Moxfield, Tapete) write after a card: its finish."""
COMMANDER_MARK = "CMDR"
"""TappedOut's mark of a commander line."""


def marks(text: str) -> tuple[str, str, set[str]]:
    """``text`` without the ``*F*``/``*E*``/``*CMDR*`` marks written after a card's name or
    printing, the finish they say (``foil``, ``etched`` or ``""``) and every mark, upper-cased."""
    found = {match["mark"].upper() for match in _MARK.finditer(text)}
    if not found:
        return text, "", found
    finish = next((FINISH_MARKS[mark] for mark in found if mark in FINISH_MARKS), "")
    return " ".join(_MARK.sub(" ", text).split()), finish, found


def finish_mark(finish: str) -> str:
    """The mark written after a card of ``finish`` (`` *F*``, `` *E*``, or nothing)."""
    return {"foil": " *F*", "etched": " *E*"}.get(finish, "")


_ART = re.compile(r"\s\[art (?P<art>\d{1,4})\]$")  # Tapete's .deck: Forge's art index
_CATEGORY = re.compile(r"\s\[(?P<category>[^\[\]]{1,200})\]$")  # Archidekt: "[Ramp,Draw{noDeck}]"
_FLAGS = re.compile(r"\{[^{}]*\}")
_TAGS = re.compile(r"\s\^[^^]*\^\s*$")  # Archidekt's labels, "^Have,#37d67a^"


def printing_suffix(line: DeckLine, art: bool = False) -> str:
    """`` (SET) num``, with ``art`` Forge's art index `` [art 2]``, the finish mark and the
    categories (`` [Ramp,Draw]``): what Tapete's text formats write after a name."""
    printing = f" ({line.set_code}) {line.number}".rstrip() if line.set_code else ""
    if art and line.art:
        printing += f" [art {line.art}]"
    return printing + finish_mark(line.finish) + (f" [{line.category}]" if line.category else "")


def named_printing(rest: str, count: int, line: int | None = None) -> DeckLine:
    """A card line's text after its count: ``Name``, ``Name (SET) num``, ``… [art 2]``, with
    finish marks and Archidekt's categories (``[Ramp,Draw]``; its ``{flags}`` and ``^tags^``
    dropped)."""
    rest = _TAGS.sub("", rest)
    category = ""
    found = _CATEGORY.search(rest)
    if found and not _ART.match(found.group(0)) and rest[: found.start()].strip():
        rest, category = rest[: found.start()], ",".join(
            part.strip() for part in _FLAGS.sub("", found["category"]).split(",") if part.strip())
    rest, finish, _ = marks(rest)
    art = _ART.search(rest)
    if art and rest[: art.start()].strip():
        rest = rest[: art.start()]
    arena = _ARENA.search(rest)
    found_art = art["art"] if art else ""
    if arena and rest[: arena.start()].strip():
        return DeckLine(count, rest[: arena.start()].strip(), arena["set"], arena["number"] or "", line=line, finish=finish,
                        art=found_art, category=category)
    return DeckLine(count, rest.strip(), line=line, finish=finish, art=found_art, category=category)


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
    rest = counted["rest"].split("\t")[0].strip()
    for pattern in (_XMAGE, _MWS):
        found = pattern.match(rest)
        if found:
            name, finish, _ = marks(found["name"].strip())
            return DeckLine(count, name, found["set"].strip(), (found.groupdict().get("number") or "").strip(), line=line,
                            finish=finish)
    return named_printing(rest, count, line)


def card_label(line: DeckLine) -> str:
    """How messages name a card line: its name, else its code."""
    return line.name or line.code
