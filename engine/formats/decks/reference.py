"""A deck named on the command line: a file of any supported format, or a deck of the store
(by id or by name), resolved against the cards of its game."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from engine.core.errors import LoadError
from engine.core.text import Text
from engine.formats.decks.detect import parse_deck_file
from engine.formats.decks.errors import NO_GAME, DeckFormatError
from engine.formats.decks.resolve import resolve
from engine.formats.records import CardLookup, ResolvedDeck

if TYPE_CHECKING:
    from engine.store import Store


def card_lookup(game: str, db: str | None) -> CardLookup:
    """A game's own cards when the engine ships them (and no database is named), else the store."""
    from engine.core.game import game_names, get_game

    if game in game_names() and not db:
        from engine.formats.game_cards import GameCardLookup

        return GameCardLookup(get_game(game))
    from engine.store import Store

    return Store(db)


def load_deck_reference(ref: str, game: str | None = None, db: str | None = None) -> ResolvedDeck:
    """``ref`` is a deck file, else a stored deck's id or name. ``DeckFormatError`` when it is
    neither, or when the file does not say its game and ``game`` is not given."""
    path = Path(ref)
    if path.is_file():
        deck = parse_deck_file(ref)
        chosen = game or deck.game
        if chosen is None:
            raise DeckFormatError(Text(f"{ref}: {NO_GAME.es}", f"{ref}: {NO_GAME.en}"))
        return resolve(deck, chosen, card_lookup(chosen, db))
    from engine.store import Store

    with Store(db) as store:
        decks = store.list_decks(game)
        found = [d for d in decks if ref.isdigit() and d.id == int(ref)] or \
            [d for d in decks if d.name.casefold() == ref.casefold()]
        if not found:
            raise LoadError(ref, Text("no es un archivo de mazo ni un mazo guardado (por número o nombre)",
                                      "neither a deck file nor a saved deck (by number or name)"))
        if len(found) > 1:
            numbers = ', '.join(str(d.id) for d in found)
            raise DeckFormatError(Text(f"«{ref}»: hay {len(found)} mazos guardados con ese nombre; usa su número ({numbers})",
                                       f"«{ref}»: {len(found)} saved decks have that name; use its number ({numbers})"))
        return store.load_deck(found[0].id)


def owned_copies(store: Store, game: str) -> dict[str, int]:
    """Copies in ``store``'s collection per card (``oracle_id``) of ``game``."""
    owned: dict[str, int] = {}
    for entry in store.collection(game):
        owned[entry.card.oracle_id] = owned.get(entry.card.oracle_id, 0) + entry.quantity
    return owned
