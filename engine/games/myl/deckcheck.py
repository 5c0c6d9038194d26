"""Mitos y Leyendas deck construction, the one validator of the game (the table, LAN, the deck
editor and ``tapete-cli deck validate`` ask it), as the published rules state it for the common
formats (Primer Bloque, Imperio, Nueva Era…; their card pools are a matter of ban lists):

- MyL Castillo: the Castillo (the deck) has exactly 50 cards;
- MyL Copias: at most 3 cards with the same name (DAR: "en general se pueden tener hasta tres
  cartas con el mismo nombre en un mazo"), counted over the Castillo and the side deck;
- MyL Única: a card whose text says "Única" allows one copy;
- basic Oros (type "Oro", no text) are exempt from the copy limit — an assumption, as decks of
  the common formats carry a dozen or more;
- MyL Prohibidas y limitadas: a ban list, when given.
"""

from __future__ import annotations

import re

from engine.core.cards import normalize_name
from engine.core.deck import Violation
from engine.core.errors import Rule
from engine.core.text import Text
from engine.formats.decks.errors import DeckFormatError
from engine.formats.records import CardRecord, ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.formats.validation.common import Copies, banned, by_name, count_copies, other_sections, size, too_many

CASTILLO = Rule("MyL Castillo", "El Castillo (el mazo) tiene exactamente 50 cartas.",
                 "The Castle (the deck) has exactly 50 cards.")
COPIES = Rule("MyL Copias", "Un mazo tiene como máximo 3 cartas con el mismo nombre.",
               "A deck has at most 3 cards with the same name.")
UNIQUE = Rule("MyL Única", "De una carta Única solo puede haber una copia en el mazo.",
               "A Única card can have only one copy in the deck.")
BANLIST = Rule("MyL Prohibidas y limitadas", "Las cartas prohibidas o limitadas del formato restringen cuántas copias van en el mazo.",
                "The format's banned or limited cards restrict how many copies go in the deck.")

CASTILLO_SIZE, COPIES_MAX = 50, 3
FORMATS = ("", "primer bloque", "imperio", "nueva era", "furia extendido", "libre")
_UNIQUE = re.compile(r"(?:^|[\s.;:])Única\b")


def is_unique(card: CardRecord) -> bool:
    return bool(_UNIQUE.search(card.text))


def is_basic_oro(card: CardRecord) -> bool:
    return normalize_name(card.type_line).startswith("oro") and not card.text.strip()


def copy_limit(card: CardRecord) -> int | None:
    """Copies allowed: 1 for a Única, none for a basic Oro, else 3."""
    if is_basic_oro(card):
        return None
    return 1 if is_unique(card) else COPIES_MAX


def validate(deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    """Every violation of the Mitos y Leyendas construction rules, each citing its rule."""
    if normalize_name(fmt) not in FORMATS:
        known = ', '.join(f for f in FORMATS if f)
        raise DeckFormatError(Text(f"formato de Mitos y Leyendas desconocido «{fmt}» (formatos: {known})",
                                   f"unknown Mitos y Leyendas format «{fmt}» (formats: {known})"))
    found = other_sections(deck, ("main", "side"), CASTILLO) + size(deck, "main", Text("el Castillo", "the Castle"), CASTILLO,
                                                                              CASTILLO_SIZE, CASTILLO_SIZE)
    copies = count_copies(deck, ("main", "side"), by_name)

    def rule(entry: Copies) -> Rule:
        return UNIQUE if is_unique(entry.card) else COPIES

    return found + too_many(copies, copy_limit, rule) + banned(copies, banlist, BANLIST)
