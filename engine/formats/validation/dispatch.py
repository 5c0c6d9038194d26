"""Deck validation for every game: ``validate`` asks the registered game, whose one validator
also checks its decks at the table and over LAN."""

from __future__ import annotations

from engine.core.deck import Violation
from engine.core.game import game_names, get_game
from engine.core.text import Text
from engine.formats.decks.errors import DeckFormatError
from engine.formats.records import ResolvedDeck
from engine.formats.validation.banlist import BanList


def validate(deck: ResolvedDeck, game: str, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    """Every way ``deck`` breaks the construction rules of ``game`` in format ``fmt`` (each
    game's default when empty) and ``banlist``; empty when legal. ``DeckFormatError`` for an
    unknown game or format, or a ban list of another game."""
    games = game_names()
    if game not in games:
        raise DeckFormatError(Text(f"juego desconocido «{game}» (juegos: {', '.join(games)})",
                                   f"unknown game «{game}» (games: {', '.join(games)})"))
    if banlist is not None and banlist.game and banlist.game != game:
        raise DeckFormatError(Text(f"la lista «{banlist.name}» es de «{banlist.game}», no de «{game}»",
                                   f"the list «{banlist.name}» is for «{banlist.game}», not «{game}»"))
    return get_game(game).validate_records(deck, fmt, banlist)
