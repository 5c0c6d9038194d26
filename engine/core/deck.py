"""Decks as the engine sees them: named sections of card entries, and their violations."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.cards import CardDef
from engine.core.errors import Rule
from engine.core.records import CardRecord
from engine.core.text import Text


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """``count`` copies of the card ``ref`` names, from ``line`` of the source file; ``record``:
    the catalogue printing it was read as (a deck of the player's own card data), if any."""

    count: int
    card: CardDef
    line: int | None = None
    record: CardRecord | None = field(default=None, compare=False)


@dataclass
class Deck:
    """A deck: ``sections`` maps a section name (``main``, ``mana``, ``limbo``…) to entries."""

    game: str
    name: str
    sections: dict[str, list[DeckEntry]] = field(default_factory=dict)
    source: str | None = None

    def section(self, name: str) -> list[CardDef]:
        """The cards of a section, one item per copy, in file order."""
        return [entry.card for entry in self.sections.get(name, []) for _ in range(entry.count)]

    def count(self, name: str) -> int:
        return sum(entry.count for entry in self.sections.get(name, []))

    def cards(self) -> list[CardDef]:
        """Every card of every section, once per entry."""
        return [entry.card for entries in self.sections.values() for entry in entries]

    def printings(self) -> dict[str, CardRecord]:
        """The catalogue printing of each card read from one, by code."""
        return {entry.card.code: entry.record for entries in self.sections.values() for entry in entries
                if entry.record is not None}

    def to_codes(self) -> dict[str, list[str]]:
        """Sections as lists of card codes (one per copy): how replays store decks."""
        return {name: [c.code for c in self.section(name)] for name in self.sections}


@dataclass(frozen=True, slots=True)
class Violation:
    """One way a deck breaks a construction rule."""

    rule: Rule
    message: Text
    line: int | None = None

    def describe(self, lang: str) -> str:
        """``línea 4: … (SiX 2.8.1)`` in ``lang``."""
        where = "" if self.line is None else f"line {self.line}: " if lang == "en" else f"línea {self.line}: "
        return f"{where}{self.message.get(lang)} ({self.rule.id})"

    def __str__(self) -> str:
        return self.describe("es")
