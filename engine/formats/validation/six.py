"""Souls in Xtinction: a resolved deck checked by the game's own rules
(``engine.games.six.deckcheck`` through ``Game.validate_deck``), not checked again here."""

from __future__ import annotations

from engine.core.cards import normalize_name
from engine.core.deck import Violation
from engine.core.game import get_game
from engine.core.text import Text
from engine.formats.decks.errors import DeckFormatError
from engine.formats.game_cards import to_engine_deck
from engine.formats.records import ResolvedDeck
from engine.formats.validation.banlist import BanList
from engine.games.six.deckcheck import BanList as SixBanList


def validate(deck: ResolvedDeck, fmt: str = "", banlist: BanList | None = None) -> list[Violation]:
    """The SiX violations of ``deck``: its cards (by code, the ``oracle_id`` of a SiX record, or
    name) and the ban list's entries are looked up in the SiX card database."""
    if normalize_name(fmt):
        raise DeckFormatError(Text(f"Souls in Xtinction tiene un solo formato; «{fmt}» no existe",
                                   f"Souls in Xtinction has a single format; «{fmt}» does not exist"))
    game = get_game("six")
    engine_deck = to_engine_deck(game, deck)
    missing: list[str] = []
    limits: dict[str, int] = {}
    for key, limit in (banlist.entries.items() if banlist else ()):
        listed = game.cards.find(key)
        if listed is None:
            missing.append(key)
        else:
            limits[listed.code] = limit
    if missing:
        raise DeckFormatError(Text(f"cartas que Souls in Xtinction no conoce: {', '.join(missing)}",
                                   f"cards Souls in Xtinction does not know: {', '.join(missing)}"))
    return game.validate_deck(engine_deck, SixBanList(banlist.name, limits) if banlist else None)
