"""Eliria TCG deck construction (Reglamento técnico 1.1, rule 4): a deck of any size with at
most one card of each name, and nothing but that one deck."""

from __future__ import annotations

from engine.core.cards import normalize_name
from engine.core.deck import Violation
from engine.core.errors import Rule
from engine.core.text import Text
from engine.formats.decks.errors import DeckFormatError
from engine.formats.records import ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.formats.validation.common import banned, by_name, count_copies, other_sections, too_many

DECK = Rule("Eliria 4", "El mazo puede ser del tamaño que guste el jugador, pero no puede contener más de una carta con el mismo nombre.",
             "The deck may be any size the player likes, but it may not hold more than one card with the same name.")
BANLIST = Rule("Eliria lista", "Una lista de cartas prohibidas o limitadas que el torneo adopte (no está en el reglamento técnico 1.1).",
                "A list of banned or limited cards the tournament adopts (not in the technical rules 1.1).")


def validate(deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    """Every violation of Eliria 4 (and of ``banlist``, when given)."""
    if normalize_name(fmt):
        raise DeckFormatError(Text(f"Eliria tiene un solo formato; «{fmt}» no existe",
                                   f"Eliria has a single format; «{fmt}» does not exist"))
    copies = count_copies(deck, ("main",), by_name)
    found = other_sections(deck, ("main",), DECK) + too_many(copies, lambda card: 1, lambda entry: DECK)
    return found + banned(copies, banlist, BANLIST)
