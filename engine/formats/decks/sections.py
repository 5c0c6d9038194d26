"""Deck sections: the names files give them, the sections each writer can hold, and the
commanders that commander-less formats keep in the sideboard."""

from __future__ import annotations

import re
from typing import Callable, Collection

from engine.core.cards import normalize_name
from engine.core.problems import at_line
from engine.core.text import Text, join
from engine.formats.decks.errors import DeckFormatError
from engine.formats.records import SECTIONS, DeckLine, DeckList
SECTION_NAMES: dict[str, str] = {
    **{section: section for section in SECTIONS},
    "principal": "main", "mazo": "main", "mazo principal": "main", "deck": "main",
    "mana": "mana", "mazo de mana": "mana",
    "apoyo": "support", "mazo de apoyo": "support",
    "sideboard": "side",
    "fusion": "extra",
    "maindeck": "main", "main deck": "main", "mainboard": "main",
    "sb": "side", "side deck": "side", "banquillo": "side", "companion": "side",
    "commanders": "commander", "comandante": "commander", "command zone": "commander",
    "maybeboard": "maybe", "considering": "maybe",
    "extra deck": "extra", "fusion deck": "extra", "mazo de fusion": "extra",
}
"""Normalized section names seen in deck files (English and Spanish) → canonical section."""

_TALLY = re.compile(r"\(\d+\)$")  # "Sideboard (15)"

COMMANDER_MAIN = range(97, 100)
"""Main-deck sizes beside which a one- or two-card sideboard holds the commanders."""


def section_name(header: str) -> str | None:
    """The canonical section a header line names (``Sideboard``, ``// Sideboard:``,
    ``Commander (1)``…), or ``None``."""
    name = header.strip()
    name = name[2:] if name.startswith("//") else name[1:] if name.startswith("#") else name
    name = name.strip()
    name = name[:-1].rstrip() if name.endswith(":") else name
    tally = _TALLY.search(name)
    return SECTION_NAMES.get(normalize_name(name[: tally.start()] if tally else name))


def commanders_from_sideboard(deck: DeckList) -> DeckList:
    """XMage, MTGO and Cockatrice keep a Commander deck's one or two commanders in the sideboard
    beside a 99-card main deck (97–99 tolerated): move them to ``commander``."""
    if "commander" not in deck.sections and 1 <= deck.count("side") <= 2 and deck.count("main") in COMMANDER_MAIN:
        deck.sections["commander"] = deck.sections.pop("side")
    return deck


def sideboard_lines(deck: DeckList, fmt: str) -> list[DeckLine]:
    """What a commander-less format writes as its sideboard: the commanders, else the sideboard."""
    commander, side = deck.sections.get("commander", []), deck.sections.get("side", [])
    if commander and side:
        raise DeckFormatError(Text(f"{fmt} guarda los comandantes en el sideboard: un mazo con comandante y sideboard no cabe",
                                   f"{fmt} keeps the commanders in the sideboard: a deck with a commander and a sideboard does not fit"))
    return commander or side


def by_name(line: DeckLine) -> str:
    """The reference name-based formats write: the card's name."""
    return line.name


NAME = Text("el nombre", "the name")


def check_writable(
    deck: DeckList,
    fmt: str,
    games: Collection[str],
    sections: Collection[str],
    ref: Callable[[DeckLine], str] = by_name,
    ref_name: Text = NAME,
) -> None:
    """Raise ``DeckFormatError`` listing why ``fmt`` cannot hold ``deck``: another game, a section
    the format lacks, or a line without the reference (``ref``, called ``ref_name``) it writes."""
    problems: list[Text] = []
    if deck.game is not None and deck.game not in games:
        problems.append(Text(f"{fmt} es un formato de {'/'.join(games)} y el mazo es de «{deck.game}»",
                             f"{fmt} is a {'/'.join(games)} format and the deck is for «{deck.game}»"))
    for section, lines in deck.sections.items():
        if lines and section not in sections:
            problems.append(Text(f"{fmt} no tiene sección «{section}» ({deck.count(section)} cartas)",
                                 f"{fmt} has no section «{section}» ({deck.count(section)} cards)"))
        for line in lines:
            if not ref(line):
                card = line.name or line.code
                problems.append(at_line(line.line, Text(f"{fmt} necesita {ref_name.es} de «{card}»",
                                                        f"{fmt} needs {ref_name.en} of «{card}»")))
    if problems:
        listed = join(problems)
        raise DeckFormatError(Text(f"no se puede escribir «{deck.name}» como {fmt}: {listed.es}",
                                   f"«{deck.name}» cannot be written as {fmt}: {listed.en}"))
