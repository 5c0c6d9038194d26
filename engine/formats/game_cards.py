"""Between catalogue records and a game's own cards: a ``CardLookup`` over the sets a game
ships in ``assets/`` (no store needed), and resolved decks as engine decks."""

from __future__ import annotations

import dataclasses
from typing import Iterator

from engine.core.cards import normalize_name
from engine.core.deck import Deck, DeckEntry
from engine.core.game import Game
from engine.core.text import Text
from engine.formats.carddata.tapete_sets import read_tapete_toml
from engine.formats.decks.errors import DeckFormatError
from engine.formats.records import CardRecord, ResolvedDeck


def shipped_records(game: Game) -> Iterator[tuple[str, CardRecord]]:
    """The cards a game ships in ``assets/``, each with its set file's name, as catalogue
    records completed from the game's own definitions: each game's set schema differs
    (``atk``/``level``, ``power``, ``kind``…), and its loader is what knows the type line and
    the printed stats."""
    for path in sorted((game.folder / "sets").glob("*.toml")):
        for record in read_tapete_toml(path):
            defn = game.catalogue_cards().find(record.number)
            if defn is not None:
                record = dataclasses.replace(record, type_line=record.type_line or defn.card_type,
                                             stats=dict(defn.printed_stats()) or record.stats, **defn.catalogue_fields())
            yield path.name, record


class GameCardLookup:
    """Finds a game's own cards by code or by (Spanish or English) name."""

    def __init__(self, game: Game) -> None:
        self.game = game.name
        self.by_code: dict[str, CardRecord] = {}
        self.by_name: dict[str, CardRecord] = {}
        for _, record in shipped_records(game):
            self.by_code[record.number] = record
            for name in (record.name, *record.names.values()):
                self.by_name.setdefault(normalize_name(name), record)

    def find_printing(self, game: str, name: str = "", set_code: str = "", number: str = "", code: str = "") -> CardRecord | None:
        if game != self.game:
            return None
        for key in (code, number):
            if key and key in self.by_code:
                return self.by_code[key]
        return self.by_name.get(normalize_name(name)) if name else None


def to_engine_deck(game: Game, deck: ResolvedDeck) -> Deck:
    """A resolved deck as the engine's ``Deck`` of ``game``: its own cards, or cards of the
    player's card data it can play (``Game.card_for``), each entry with the record it was read
    as; ``DeckFormatError`` names every card the game cannot play."""
    sections: dict[str, list[DeckEntry]] = {}
    missing: list[str] = []
    for section, entries in deck.sections.items():
        for count, record in entries:
            card = game.card_for(record)
            if card is None:
                missing.append(record.name)
            else:
                sections.setdefault(section, []).append(DeckEntry(count, card, record=record))
    if missing:
        raise DeckFormatError(Text(f"cartas que {game.title} no conoce: {', '.join(missing)}",
                                   f"cards {game.title} does not know: {', '.join(missing)}"))
    return Deck(game.name, deck.name, sections)
