"""Deck validation for every game: ``validate`` picks the game's rules."""

from __future__ import annotations

from typing import Callable

from engine.core.deck import Violation
from engine.core.text import Text
from engine.formats.decks.errors import DeckFormatError
from engine.formats.records import ResolvedDeck
from engine.formats.validation import eliria, mtg, myl, six
from engine.formats.validation.banlist import BanList
from engine.games.ygo.deckcheck import validate_records as ygo_validate

VALIDATORS: dict[str, Callable[[ResolvedDeck, str, BanList | None], list[Violation]]] = {
    "mtg": mtg.validate, "ygo": ygo_validate, "eliria": eliria.validate, "myl": myl.validate, "six": six.validate,
}


def validate(deck: ResolvedDeck, game: str, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    """Every way ``deck`` breaks the construction rules of ``game`` in format ``fmt`` (each
    game's default when empty) and ``banlist``; empty when legal. ``DeckFormatError`` for an
    unknown game or format, or a ban list of another game."""
    if game not in VALIDATORS:
        raise DeckFormatError(Text(f"juego desconocido «{game}» (juegos: {', '.join(VALIDATORS)})",
                                   f"unknown game «{game}» (games: {', '.join(VALIDATORS)})"))
    if banlist is not None and banlist.game and banlist.game != game:
        raise DeckFormatError(Text(f"la lista «{banlist.name}» es de «{banlist.game}», no de «{game}»",
                                   f"the list «{banlist.name}» is for «{banlist.game}», not «{game}»"))
    return VALIDATORS[game](deck, fmt, banlist)
