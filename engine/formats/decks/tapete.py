"""Tapete's own deck text format (``docs/formats.md``) as a ``DeckList``, for every game.

    game = six
    name = Coro Celestial
    [main]
    2 Ángel Guardián
    [side]
    1 Serra Angel (LEA) 39 *F*

Before the first section or card, ``key = value`` lines keep what other formats say of the deck
(``author``, ``event``, ``comments``, ``description``…; a line break as ``\\n``). A card line may
name its printing after the name, ``(SET) num`` (and Forge's art index,
``[art 2]``), and its finish, ``*F*`` foil or ``*E*`` etched, as the text lists write them. ``engine.formats.tapete_deck`` reads the same text straight into an engine ``Deck`` for a game
whose cards it knows; this module keeps the lines as written (a name, or a card code written as
a name) so that any deck, of any game, can be written and read back.
"""

from __future__ import annotations

import re

from engine.core.cards import normalize_name
from engine.core.problems import Problems
from engine.core.text import Text
from engine.formats.decks.lines import TEXT_SOURCE, card_label, named_printing, numbered_lines, parse_count, printing_suffix, source_stem
from engine.formats.decks.sections import SECTION_NAMES, check_writable, section_name
from engine.formats.records import GAMES, SECTIONS, DeckList

_HEADER = re.compile(r"^\[(?P<section>[^\]]+)\]$")
_SETTING = re.compile(r"^(?P<key>game|name|juego|nombre)\s*[=:]\s*(?P<value>.+)$", re.IGNORECASE)
_COUNT = re.compile(r"(?P<count>\d+)\s*[xX]?\s+(?=\S)")  # "2 ", "2x ", "2 x " before a name
_META = re.compile(r"^(?P<key>[a-z][a-z0-9_ .-]{0,39}?)\s*=\s*(?P<value>.*)$")  # "author = Ana", before the first section or card


def is_tapete(text: str) -> bool:
    """Whether ``text`` has a ``game =``/``name =`` setting or a ``[section]`` header."""
    for _, raw in numbered_lines(text):
        header = _HEADER.match(raw.strip())
        if _SETTING.match(raw.strip()) or (header and normalize_name(header["section"]) in SECTION_NAMES):
            return True
    return False


def parse(text: str, source: str = TEXT_SOURCE) -> DeckList:
    """Parse Tapete deck text; ``LoadError`` lists every unknown section, game or bad count."""
    deck = DeckList(name=source_stem(source))
    problems = Problems(source)
    section = "main"
    in_header = True  # settings come before the first section or card
    for number, raw in numbered_lines(text):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        header, setting, meta = _HEADER.match(line), _SETTING.match(line), _META.match(line)
        if in_header and meta and not setting:
            deck.meta[meta["key"]] = _unescaped(meta["value"].strip())
            continue
        in_header = in_header and bool(setting)
        if header:
            found = section_name(header["section"])
            if found is None:
                problems.add(number, Text(f"sección desconocida [{header['section']}] (usa {', '.join(SECTIONS)})",
                                          f"unknown section [{header['section']}] (use {', '.join(SECTIONS)})"))
            section = found or header["section"]
        elif setting and setting["key"].lower() in ("game", "juego"):
            deck.game = setting["value"].strip().lower()
            if deck.game not in GAMES:
                problems.add(number, Text(f"juego desconocido «{deck.game}» (usa {', '.join(GAMES)})",
                                          f"unknown game «{deck.game}» (use {', '.join(GAMES)})"))
        elif setting:
            deck.name = setting["value"].strip()
        else:
            counted = _COUNT.match(line)
            count = parse_count(counted["count"]) if counted else 1
            if not count:
                problems.add(number, Text(f"cantidad inválida «{counted['count'] if counted else ''}»",
                                          f"invalid count «{counted['count'] if counted else ''}»"))
            else:
                card = named_printing(line[counted.end():] if counted else line, count, number)
                deck.sections.setdefault(section, []).append(card)
    problems.raise_if_any()
    return deck


def write(deck: DeckList) -> str:
    """Tapete deck text: ``game``, ``name`` and one ``[section]`` per section; a line without
    a name is written with its code; its printing and finish follow the name."""
    check_writable(deck, "Tapete", GAMES, SECTIONS, card_label, Text("el nombre o el código", "the name or the code"))
    out = [f"game = {deck.game}"] if deck.game else []
    if deck.name:
        out.append(f"name = {deck.name}")
    out.extend(f"{key} = {_escaped(value)}" for key, value in deck.meta.items() if _META.match(f"{key} = x") and
               not _SETTING.match(f"{key} = x"))
    for section, lines in deck.sections.items():
        if lines:
            out.extend(["", f"[{section}]"])
            out.extend(f"{line.count} {card_label(line)}{printing_suffix(line, art=True)}" for line in lines)
    return "\n".join(out) + "\n"


def _escaped(value: str) -> str:
    """A setting's value on one line: ``\\`` and line breaks as ``\\n``."""
    return value.replace("\\", "\\\\").replace("\r\n", "\n").replace("\n", "\\n")


def _unescaped(value: str) -> str:
    return re.sub(r"\\(.)", lambda found: "\n" if found[1] == "n" else found[1], value)
