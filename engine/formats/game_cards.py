"""A ``CardLookup`` over the card sets a game ships in ``assets/`` (no store needed)."""

from __future__ import annotations

from engine.core.cards import normalize_name
from engine.core.game import Game
from engine.formats.carddata.tapete_sets import read_tapete_toml
from engine.formats.records import CardRecord


class GameCardLookup:
    """Finds a game's own cards by code or by (Spanish or English) name."""

    def __init__(self, game: Game) -> None:
        self.game = game.name
        self.by_code: dict[str, CardRecord] = {}
        self.by_name: dict[str, CardRecord] = {}
        for path in sorted((game.folder / "sets").glob("*.toml")):
            for record in read_tapete_toml(path):
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
