"""Every card the player has (``PlayerCards``: the store and the shipped sets), and a deck named
on the command line: a file of any supported format, or a deck of the store (by id or by name),
resolved against them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from engine.core.errors import LoadError, TapeteError
from engine.core.text import Text
from engine.formats.decks.detect import parse_deck_file
from engine.formats.decks.errors import NO_GAME, DeckFormatError
from engine.formats.decks.resolve import resolve
from engine.formats.records import CardLookup, CardRecord, ResolvedDeck

if TYPE_CHECKING:
    from engine.formats.game_cards import GameCardLookup
    from engine.store import Store


class PlayerCards:
    """Every card the player has: the store's catalogue (imported card data) and, for a game
    Tapete plays, the sets it ships. A line naming a set or a code is looked for in the store
    first (the shipped sets know one printing of each card); a plain name in the shipped sets
    first (the cards the engine plays), then in the store."""

    def __init__(self, store: Store | None, problem: Text | None = None) -> None:
        self.store = store
        self.problem = problem  # why the user's store could not be used, when it could not
        self._shipped: dict[str, GameCardLookup | None] = {}

    def shipped(self, game: str) -> GameCardLookup | None:
        """The sets ``game`` ships, read once (``None`` for a game Tapete does not play)."""
        if game not in self._shipped:
            from engine.core.game import get_game, is_game
            from engine.formats.game_cards import GameCardLookup

            self._shipped[game] = GameCardLookup(get_game(game)) if is_game(game) else None
        return self._shipped[game]

    def find_printing(self, game: str, name: str = "", set_code: str = "", number: str = "", code: str = "") -> CardRecord | None:
        lookups: list[CardLookup] = [lookup for lookup in (self.shipped(game), self.store) if lookup is not None]
        if set_code or number or code:
            lookups.reverse()
        for lookup in lookups:
            card = lookup.find_printing(game, name, set_code, number, code)
            if card is not None:
                return card
        return None

    def closest_names(self, name: str, game: str, limit: int = 5) -> list[str]:
        """The names closest to ``name`` among the store's and the shipped cards of ``game``."""
        from engine.store.suggest import rank

        names: list[str] = []
        shipped = self.shipped(game)
        if shipped is not None:
            names += [n for record in shipped.by_code.values() for n in (record.name, *record.names.values())]
        if self.store is not None:
            names += self.store.closest_names(name, game, limit)
        return rank(name, names, limit)

    def close(self) -> None:
        if self.store is not None:
            self.store.close()

    def __enter__(self) -> PlayerCards:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def card_lookup(game: str | None, db: str | None) -> PlayerCards:
    """Everything the player has: the store named by ``db``, else the user's own store when
    there is one (none is created just to look), and the shipped sets of every game (``game``,
    the game the caller is about, changes nothing: any game can be asked). A named store that cannot be opened is an
    error; the user's own (from a newer Tapete, busy, damaged) is left out, and ``problem`` says
    why: the shipped cards still answer."""
    from engine.store import Store, default_path

    if db:
        return PlayerCards(Store(db))
    if not default_path().is_file():
        return PlayerCards(None)
    try:
        return PlayerCards(Store(default_path()))
    except TapeteError as exc:
        return PlayerCards(None, exc.text)


def cards_file_lookup(path: str) -> PlayerCards:
    """The cards of one card-data file (a ``cards.cdb``, a Cockatrice ``cards.xml``…), read into
    a store in memory, and the shipped sets: names for a deck that has only codes."""
    from engine.formats.carddata import open_card_data
    from engine.store import Store

    store = Store(":memory:")
    try:
        fmt, records = open_card_data(path)
        store.import_cards(records, source=f"{fmt}:{Path(path).name}")
    except BaseException:
        store.close()
        raise
    return PlayerCards(store)


def load_deck_reference(ref: str, game: str | None = None, db: str | None = None) -> ResolvedDeck:
    """``ref`` is a deck file, else a stored deck's id or name. ``DeckFormatError`` when it is
    neither, or when the file does not say its game and ``game`` is not given."""
    path = Path(ref)
    if path.is_file():
        deck = parse_deck_file(ref)
        chosen = game or deck.game
        if chosen is None:
            raise DeckFormatError(Text(f"{ref}: {NO_GAME.es}", f"{ref}: {NO_GAME.en}"))
        with card_lookup(chosen, db) as lookup:
            return resolve(deck, chosen, lookup)
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
